import { redirect } from 'react-router';
import type { FlowDefinition, FlowStep } from '../../core/flow/flow-definition';
import { initialFlowState, type FlowState } from '../../core/flow/flow-state';
import type { FlowStore } from './flow-store';
import { loadFlow, loadStepForms, type LoadedForm } from './load-flow';

/** A route of a journey, ready to show: the step to show, its forms, and the journey's state. */
export interface LoadedFlowRoute {
  readonly flow: FlowDefinition;
  readonly route: string;
  readonly forms: Readonly<Record<string, LoadedForm>>;
  readonly state: FlowState;
}

/** The page step of a route: the first step on it that is not a dialog. */
export function pageStepOf(flow: FlowDefinition, route: string): FlowStep | undefined {
  const onRoute = flow.steps.filter((step) => step.route === route);
  return onRoute.find((step) => step.dialog !== true) ?? onRoute[0];
}

/**
 * Loads a journey's route. The step shown is the one the stored state was at when it is on this
 * route (a reload inside the e-mail OTP box shows the box again), else the route's page step.
 */
export async function loadFlowRoute(flowName: string, route: string, flows: FlowStore): Promise<LoadedFlowRoute | Response> {
  const flow = await loadFlow(flowName);
  const page = pageStepOf(flow, route);
  if (!page) throw new Error(`the flow ${flowName} has no step on ${route}`);
  const stored = await flows.read(flow.flow, flow.storageKey);
  // A later step reached without what the earlier ones kept (a deep link, cleared storage) starts the journey over.
  const first = flow.steps[0];
  // Each need must be there and be something: the OTP step's mark is false until the OTP is verified.
  if (first && (page.needs ?? []).some((name) => !stored?.kept[name])) return redirect(first.route);
  const onRoute = flow.steps.filter((step) => step.route === route);
  const stepId = stored && onRoute.some((step) => step.id === stored.step) ? stored.step : page.id;
  const state: FlowState = stored ? { ...stored, step: stepId } : initialFlowState(flow.flow, stepId);
  return { flow, route, forms: await loadStepForms(onRoute), state };
}
