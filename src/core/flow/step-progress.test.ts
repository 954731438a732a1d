import { describe, expect, it } from 'vitest';
import signup from '../../../schemas/flows/signup.v1.json';
import login from '../../../schemas/flows/login.v1.json';
import type { FlowDefinition } from './flow-definition';
import { stepProgress } from './step-progress';

describe('stepProgress', () => {
  const flow = signup as unknown as FlowDefinition;
  const stages = flow.progress ?? [];

  it('counts a step by the stage that covers it, a dialog with its page', () => {
    stages.forEach((stage, index) => {
      for (const id of stage) expect(stepProgress(flow, id)).toEqual({ current: index + 1, total: stages.length });
    });
  });

  it('shows nothing for a step in no stage, or a journey without stages', () => {
    expect(stepProgress(flow, 'no such step')).toBeNull();
    expect(stepProgress(login as unknown as FlowDefinition, 'password')).toBeNull();
  });
});
