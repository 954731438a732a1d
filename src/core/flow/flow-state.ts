/**
 * Where a customer is in a journey and what it has kept, as stored under the flow's key of
 * spec §3 (signUpInfo, migrationData). Typed values are kept per step, without secrets, so a
 * reload or a failed call loses nothing the customer typed.
 */
export interface FlowState {
  readonly flow: string;
  /** When it was last written (ms since 1970); an abandoned journey expires (limit journeyStateMinutes). */
  readonly savedAt?: number;
  readonly step: string;
  readonly kept: Readonly<Record<string, unknown>>;
  readonly typed: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export function initialFlowState(flow: string, step: string): FlowState {
  return { flow, step, kept: {}, typed: {} };
}

/**
 * A stored value is the state of this flow only when it has the state's shape and the flow's name,
 * and was written less than maxAgeMs before now.
 */
export function asFlowState(stored: unknown, flow: string, now: number, maxAgeMs: number): FlowState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const state = stored as Record<string, unknown>;
  if (state['flow'] !== flow || typeof state['step'] !== 'string') return null;
  if (typeof state['savedAt'] === 'number' && now - state['savedAt'] > maxAgeMs) return null;
  if (typeof state['kept'] !== 'object' || state['kept'] === null || typeof state['typed'] !== 'object' || state['typed'] === null) return null;
  return stored as FlowState;
}
