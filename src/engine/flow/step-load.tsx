import type { ReactNode } from 'react';
import type { LoadSpec } from '../../core/screens/screen-definition';
import { LoadStatus } from '../kinds/load-status';
import { useLoad, useLoadsAhead } from '../load/use-load';
import type { TemplateScope } from '../../core/flow/resolve-template';
import { useScreenScope } from '../load/use-screen-scope';

export interface StepLoadProps {
  readonly spec: LoadSpec | readonly LoadSpec[];
  /** The step, once its load answered: the answer's body is =loaded in its templates. */
  readonly children: (answer: unknown) => ReactNode;
}

/**
 * What a step loads as it shows (the wallet, for the room left to add money), drawn as every
 * screen's load is: loading, the decided failure with a retry, the temporary block; then the step.
 */
export function StepLoad({ spec, children }: StepLoadProps) {
  const specs: readonly LoadSpec[] = Array.isArray(spec) ? spec : [spec as LoadSpec];
  return <Loads specs={specs} scope={useScreenScope()} got={{}}>{children}</Loads>;
}

interface LoadsProps {
  readonly specs: readonly LoadSpec[];
  readonly scope: TemplateScope;
  /** What the loads before this one answered, their fields together. */
  readonly got: Readonly<Record<string, unknown>>;
  readonly children: (answer: unknown) => ReactNode;
}

/**
 * Several loads of a step (the wallet and the beneficiary), each drawn as one: every request starts
 * at once (the cache keeps what each answers), and the step shows when all answered. An empty
 * answer (no beneficiary) adds nothing.
 */
function Loads({ specs, scope, got, children }: LoadsProps) {
  const [first, ...rest] = specs;
  const { state, retry } = useLoad(first, scope);
  useLoadsAhead(rest, scope);
  if (state.status !== 'done' && state.status !== 'empty') return <LoadStatus state={state} retry={retry} />;
  const body = state.status === 'done' && typeof state.result.body === 'object' && state.result.body !== null ? (state.result.body as Record<string, unknown>) : {};
  const next = { ...got, ...body };
  if (rest.length === 0) return children(specs.length === 1 && state.status === 'empty' ? undefined : next);
  return (
    <Loads specs={rest} scope={scope} got={next}>
      {children}
    </Loads>
  );
}
