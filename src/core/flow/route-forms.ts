import type { FlowDefinition } from './flow-definition';
import { pageStepOf } from './flow-routes';

export interface RouteForms {
  /** Loaded before the route shows: its page step's form, the step the journey is at, and the dialogs over them. */
  readonly shown: readonly string[];
  /** The route's other page steps' forms (login by OTP beside the password), loaded once the page is idle. */
  readonly later: readonly string[];
}

/**
 * Which forms of a journey's route its first paint and first input wait for, and which come behind
 * them (issue 37 item 3): the portal loads by it (loadFlowRoute), the bench counts by it (bundle-size.ts).
 */
export function routeForms(flow: FlowDefinition, route: string, stepId?: string): RouteForms {
  const onRoute = flow.steps.filter((step) => step.route === route);
  const page = pageStepOf(flow, route);
  const current = onRoute.find((step) => step.id === stepId) ?? page;
  const shown = [...new Set([page, current, ...onRoute.filter((step) => step.dialog === true)].flatMap((step) => (step ? [step.form] : [])))];
  return { shown, later: [...new Set(onRoute.map((step) => step.form))].filter((form) => !shown.includes(form)) };
}
