import { useCallback, useEffect, useState } from 'react';
import { callOperation, type OperationAnswer, type OperationBody } from '../../api/call-operation';
import type { OperationId } from '../../api/generated/operations';
import type { ApiResult } from '../../core/outcome/api-result';
import { statusEffect } from '../../core/outcome/status-effect';
import { useRunEffects } from '../actions/use-run-effects';
import { useApi } from './api-context';

export type OperationState<Op extends OperationId> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly result: ApiResult<OperationAnswer<Op>> }
  | { readonly status: 'done'; readonly result: ApiResult<OperationAnswer<Op>> };

/**
 * Calls an operation when a view shows, and again on retry. An answer whose status the HTTP
 * catalogue ties to an effect (401: log out) has that effect carried out.
 */
export function useOperation<Op extends OperationId>(
  operationId: Op,
  body: OperationBody<Op>,
): { readonly state: OperationState<Op>; readonly retry: () => void } {
  const { client } = useApi();
  const runEffects = useRunEffects();
  const [state, setState] = useState<OperationState<Op>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    void callOperation(client, operationId, JSON.parse(key) as OperationBody<Op>, { signal: abort.signal }).then((result) => {
      if (abort.signal.aborted) return;
      const ok = result.httpStatus >= 200 && result.httpStatus < 300;
      setState({ status: ok ? 'done' : 'failed', result });
      if (statusEffect(result).effect === 'logout') runEffects([{ type: 'logout' }], { result });
    });
    return () => abort.abort();
  }, [client, operationId, key, attempt, runEffects]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
