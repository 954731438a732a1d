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
  const common = flow.progress ?? [];
  const ways = flow.progressWays ?? [];
  const shortest = ways.length === 0 ? 0 : Math.min(...ways.map((way) => way.length));
  const index = common.findIndex((stage) => stage.includes(stepId));
  if (index >= 0) return { current: index + 1, total: common.length + shortest };
  for (const way of ways) {
    const at = way.findIndex((stage) => stage.includes(stepId));
    if (at >= 0) return { current: common.length + at + 1, total: common.length + way.length };
  }
  return null;
}
