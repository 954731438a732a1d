import type { FlowDefinition } from './flow-definition';

export interface StepProgress {
  /** The stage the step is in, counted from 1. */
  readonly current: number;
  readonly total: number;
}

/**
 * Where a step stands in its journey ("Step 3 of 5"), by the flow's stages; null for a step in none.
 * Past a fork (progressWays), a step on a way counts the common stages and that way's; a common
 * step counts the shortest way, the least the customer has ahead.
 */
export function stepProgress(flow: Pick<FlowDefinition, 'progress' | 'progressWays'>, stepId: string): StepProgress | null {
  const ways = (flow.progressWays ?? [[]]).map((way) => [...(flow.progress ?? []), ...way]).sort((a, b) => a.length - b.length);
  for (const stages of ways) {
    const at = stages.findIndex((stage) => stage.includes(stepId));
    if (at >= 0) return { current: at + 1, total: stages.length };
  }
  return null;
}
