import type { FlowDefinition } from '@/core/flow/flow-definition';
import { landingRoute, pageStepOf } from '@/core/flow/flow-routes';
import { routeForms } from '@/core/flow/route-forms';
import { initialFlowState, type FlowState } from '@/core/flow/flow-state';
import type { FlowStore } from './flow-store';
import { loadFlow } from '../config/load-flow';
import { loadForms, type LoadedForm } from '../config/load-form';

/** A route of a journey, ready to show: the step to show, its forms, and the journey's state. */
export interface LoadedFlowRoute {
  readonly flow: FlowDefinition;
  readonly route: string;
  /** The forms of the steps shown as the route opens: its page step's, the step the journey was at, and its dialogs'. */
  readonly forms: Readonly<Record<string, LoadedForm>>;
  /** The forms of the route's other page steps (login by OTP beside the password), loaded once the page is idle (later-form.tsx). */
  readonly laterForms: readonly string[];
  readonly state: FlowState;
  /** The journey goes on from a state this device stored, not from its start. */
  readonly resumed: boolean;
  /** What the KYC agents' hours allow now (=agents), for a journey whose templates read them. */
  readonly agents?: () => AgentsNow;
}

/** =agents in a journey's templates (spec §9): video KYC is offered only while the agents are at work. */
export interface AgentsNow {
  readonly open: boolean;
  /** When they next start work, as an ISO time. */
  readonly opensAt: string;
}

/**
 * The agents' hours, for the journeys whose templates read =agents (the KYC upgrade): the code that
 * tells them loads with those journeys, not with the login's or the sign-up's first page.
 */
async function agentsOf(flow: FlowDefinition): Promise<{ agents?: () => AgentsNow }> {
  if (!JSON.stringify(flow.steps).includes('"=agents.')) return {};
  const { kycAgentHours } = await import('@/core/kyc/kyc-agent-hours');
  return {
    agents: () => {
      const hours = kycAgentHours(Date.now());
      return { open: hours.open, opensAt: new Date(hours.opensAt).toISOString() };
    },
  };
}

/**
 * Loads a journey's route. The step shown is the one the stored state was at when it is on this
 * route (a reload inside the e-mail OTP box shows the box again), else the route's page step.
 */
export async function loadFlowRoute(flowName: string, route: string, flows: FlowStore): Promise<LoadedFlowRoute | { readonly redirect: string }> {
  const flow = await loadFlow(flowName);
  const page = pageStepOf(flow, route);
  if (!page) throw new Error(`the flow ${flowName} has no step on ${route}`);
  const stored = await flows.read(flow.flow, flow.storageKey);
  const landing = landingRoute(flow, route, stored?.kept ?? {});
  if (landing !== route) return { redirect: landing };
  const onRoute = flow.steps.filter((step) => step.route === route);
  const stepId = stored && onRoute.some((step) => step.id === stored.step) ? stored.step : page.id;
  const state: FlowState = stored ? { ...stored, step: stepId } : initialFlowState(flow.flow, stepId);
  // What the first paint and the first input need, no more; the rest load behind it (LaterForm).
  const { shown, later } = routeForms(flow, route, stepId);
  const [forms, agents] = await Promise.all([loadForms(shown), agentsOf(flow)]);
  return { flow, route, forms, laterForms: later, state, resumed: stored !== null, ...agents };
}
