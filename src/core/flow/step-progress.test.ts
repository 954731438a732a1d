import { describe, expect, it } from 'vitest';
import signup from '../../../schemas/flows/signup.v1.json';
import login from '../../../schemas/flows/login.v1.json';
import kycUpgrade from '../../../schemas/flows/kycUpgrade.v1.json';
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

  // Issue 55 item 18: DigiLocker and video KYC both said "step 3 of 3".
  it('counts a step past a fork on its own way: each way its length, a common step the shortest', () => {
    const upgrade = kycUpgrade as unknown as FlowDefinition;
    const common = upgrade.progress?.length ?? 0;
    const ways = upgrade.progressWays ?? [];
    const shortest = Math.min(...ways.map((way) => way.length));
    expect(ways.map((way) => way.length)).toEqual([1, 2]);
    for (const [index, stage] of (upgrade.progress ?? []).entries()) for (const id of stage) expect(stepProgress(upgrade, id)).toEqual({ current: index + 1, total: common + shortest });
    for (const way of ways) {
      way.forEach((stage, index) => {
        for (const id of stage) expect(stepProgress(upgrade, id)).toEqual({ current: common + index + 1, total: common + way.length });
      });
    }
    expect([stepProgress(upgrade, 'digilocker'), stepProgress(upgrade, 'video')]).not.toContainEqual(stepProgress(upgrade, 'aadhaar'));
  });

  it('shows nothing for a step in no stage, or a journey without stages', () => {
    expect(stepProgress(flow, 'no such step')).toBeNull();
    expect(stepProgress(login as unknown as FlowDefinition, 'password')).toBeNull();
  });
});
