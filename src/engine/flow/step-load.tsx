import type { ReactNode } from 'react';
import type { LoadSpec } from '@/core/screens/screen-definition';
import { LoadStatus } from '../kinds/load-status';
import { useLoad } from '../load/use-load';
import { useScreenScope } from '../load/use-screen-scope';

export interface StepLoadProps {
  /** One load, or several read together (the wallet and the beneficiary). */
  readonly spec: LoadSpec | readonly LoadSpec[];
  /** The step, once its loads answered: their answers' fields together are =loaded in its templates. */
  readonly children: (answer: unknown) => ReactNode;
}

/**
 * What a step loads as it shows (the wallet, for the room left to add money), drawn as every
 * screen's load is: loading, the decided failure with a retry, the temporary block; then the step.
 */
export function StepLoad({ spec, children }: StepLoadProps) {
  const { state, retry } = useLoad(spec, useScreenScope());
  if (state.status === 'done') return children(state.result.body);
  if (state.status === 'empty') return children(undefined);
  return <LoadStatus state={state} retry={retry} />;
}
