import type { FlowDefinition, FlowStep } from './flow-definition';

/** The page step of a route: the first step on it that is not a dialog. */
export function pageStepOf(flow: FlowDefinition, route: string): FlowStep | undefined {
  const onRoute = flow.steps.filter((step) => step.route === route);
  return onRoute.find((step) => step.dialog !== true) ?? onRoute[0];
}

/**
 * Where a route of a journey lands with what the journey has kept: the route itself, or the
 * journey's first route when its page step needs something (truthy) that was not kept, so a deep
 * link or cleared storage starts the journey over.
 */
export function landingRoute(flow: FlowDefinition, route: string, kept: Readonly<Record<string, unknown>>): string {
  const needs = pageStepOf(flow, route)?.needs ?? [];
  return needs.some((name) => !kept[name]) ? (flow.steps[0]?.route ?? route) : route;
}
