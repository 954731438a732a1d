import { describe, expect, it } from 'vitest';
import { asFlowState, initialFlowState } from './flow-state';

describe('asFlowState', () => {
  const state = { ...initialFlowState('signup', 'otp'), savedAt: 1_000 };
  it('reads the state of its own flow while it is fresh', () => {
    expect(asFlowState(state, 'signup', 2_000, 60_000)).toEqual(state);
  });
  it('ignores another flow sharing the key, an abandoned state, and what is not a state', () => {
    expect(asFlowState(state, 'rekyc', 2_000, 60_000)).toBeNull();
    expect(asFlowState(state, 'signup', 1_000 + 60_001, 60_000)).toBeNull();
    expect(asFlowState({ flow: 'signup' }, 'signup', 2_000, 60_000)).toBeNull();
    expect(asFlowState('signup', 'signup', 2_000, 60_000)).toBeNull();
  });
});
