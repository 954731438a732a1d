import type { FlowDefinition } from './flow-definition';

export interface StepProgress {
  /** The stage the step is in, counted from 1. */
  readonly current: number;
  readonly total: number;
}

/** Where a step stands in its journey ("Step 3 of 5"), by the flow's stages; null for a step in none. */
export function stepProgress(flow: Pick<FlowDefinition, 'progress'>, stepId: string): StepProgress | null {
  const stages = flow.progress ?? [];
  const index = stages.findIndex((stage) => stage.includes(stepId));
  return index < 0 ? null : { current: index + 1, total: stages.length };
}
