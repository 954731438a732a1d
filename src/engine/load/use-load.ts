import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callOperation, type OperationBody, type OperationQuery } from '@/api/call-operation';
import type { OperationId } from '@/api/generated/operations';
import type { Effect } from '@/core/effects/effect';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { ApiResult } from '@/core/outcome/api-result';
import { outcomeFacts } from '@/core/outcome/decide-outcome';
import { loadCatalogues } from '@/core/config/catalogues';
import { messageForResult, unexplainedMessage } from '@/core/outcome/message-for-result';
import type { LoadSpec } from '@/core/screens/screen-definition';
import { useRunEffects } from '../actions/use-run-effects';
import { useApi } from '../api/api-context';
import { loadDecision } from '../config/load-decision';
import { useLoadCache, type LoadKeep } from './load-cache';
import type { LoadState } from './load-state';

/** Every failed load meets this decision: a temporary block (spec §6) warns and shows its refusal in place of the data. */
export const loadFailureDecision = 'temporary-block';


const ok = (result: ApiResult) => result.httpStatus >= 200 && result.httpStatus < 300;

/** What an answer means for a screen: data, nothing, no such record, or a failure and its message. */
async function meaningOf(spec: LoadSpec, result: ApiResult): Promise<{ state: LoadState; effects: readonly Effect[] }> {
  if (spec.emptyCodes?.includes(result.code)) return { state: { status: 'empty', result }, effects: [] };
  if (ok(result)) return { state: { status: 'done', result }, effects: [] };
  if (spec.notFoundStatuses?.includes(result.httpStatus)) return { state: { status: 'notFound', result }, effects: [] };
  const facts = outcomeFacts(result);
  const decisions = [loadFailureDecision, ...(spec.outcome === undefined ? [] : [spec.outcome])];
  const effects = (await Promise.all(decisions.map(async (name) => (await loadDecision(name))(facts)))).flat();
  const refusal = effects.find((effect) => effect.type === 'deny');
  // A failure without the catalogues (the network is gone) is still a failure, said in general words.
  const message = refusal ?? (await loadCatalogues().then(() => messageForResult(result), () => unexplainedMessage));
  // A warning and a dialog (the upgrade a 922 offers) are what a load's failure may do besides being shown.
  return { state: { status: 'failed', result, message, blocked: refusal !== undefined }, effects: effects.filter((effect) => effect.type === 'toast' || effect.type === 'modal') };
}

/** The request a load spec makes in a scope, as a cache key and its parts. */
export function loadRequest(spec: LoadSpec, scope: TemplateScope) {
  const body = spec.body === undefined ? undefined : resolveTemplate(spec.body, scope);
  const query = spec.query === undefined ? undefined : resolveTemplate(spec.query, scope);
  return { body, query, key: JSON.stringify([spec.operation, body, query]) };
}

/**
 * What several answers mean together (a step that needs the wallet and the beneficiary): the first
 * failure, else loading while one is, else nothing when all are empty, else data whose body holds
 * every answer's fields (an empty answer adds none).
 */
function together(states: readonly LoadState[]): LoadState {
  const failed = states.find((state) => state.status === 'failed' || state.status === 'notFound');
  if (failed) return failed;
  if (states.some((state) => state.status === 'loading')) return { status: 'loading' };
  const done = states.filter((state) => state.status === 'done');
  const [first] = done;
  if (!first) return states[0] ?? { status: 'loading' };
  if (done.length === 1) return first;
  const body = Object.assign({}, ...done.map((state) => (typeof state.result.body === 'object' && state.result.body !== null ? state.result.body : {}))) as unknown;
  return { status: 'done', result: { ...first.result, body } };
}

/** One load a screen makes: what to ask, in which scope (a list's batches ask the same in scopes that differ by page). */
export interface LoadAsked {
  readonly spec: LoadSpec;
  readonly scope: TemplateScope;
}

/**
 * Loads what a screen shows when it opens, once per visit (see LoadCache), and again on retry;
 * each load's meaning apart, in the order asked. A 401 is the client's to handle: it refreshes the
 * session once, then ends it and goes to /login.
 */
export function useLoads(asked: readonly LoadAsked[], keep: LoadKeep = 'visit'): { readonly states: readonly LoadState[]; readonly retry: () => void } {
  const { client } = useApi();
  const cache = useLoadCache(keep);
  const runEffects = useRunEffects();
  const [states, setStates] = useState<readonly LoadState[]>(() => asked.map(() => ({ status: 'loading' })));
  const [attempt, setAttempt] = useState(0);
  // Worked out when what is asked changes, not at each render: a long history's filter or page
  // draws the list again with the same ten batches asked.
  const requests = useMemo(() => asked.map(({ spec, scope }) => ({ spec, ...loadRequest(spec, scope) })), [asked]);
  const keys = useMemo(() => JSON.stringify(requests.map((request) => request.key)), [requests]);

  useEffect(() => {
    let current = true;
    // Answers already here are read again within this task, before the next frame: showing
    // "loading" in between would only make the page flash.
    // Nothing to load is nothing to wait for (see the return below): no state, so nothing draws again.
    if (requests.length === 0) return undefined;
    if (!requests.every((request) => cache.has(request.key))) setStates(requests.map(() => ({ status: 'loading' })));
    const meanings = requests.map(({ spec: one, key, body, query }) => {
      const { answer, first } = cache.get(key, () => callOperation(client, one.operation as OperationId, body as OperationBody<OperationId>, { query: query as OperationQuery<OperationId> }));
      return answer
        .then((result) => meaningOf(one, result))
        .then((meaning) => {
          // The warning of a refusal is shown once per request, by the panel that made it.
          if (first && meaning.effects.length > 0) runEffects(meaning.effects, {});
          return meaning.state;
        });
    });
    void Promise.all(meanings).then((answered) => {
      // What came is drawn in slices that yield to the phone between them, not in one long task
      // (a list's first rows took 113 ms of Lighthouse's phone at once, issue 37).
      if (current) startTransition(() => setStates(answered));
    });
    return () => {
      current = false;
    };
    // The requests' keys stand for the specs and the scopes: a change to either that changes a request changes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, attempt, cache, client, runEffects]);

  // The same function while the cache stays, reading the requests of the last drawing: what it is
  // given to (a list's toolbar) does not draw again when another filter asks other batches.
  const asking = useRef(requests);
  useEffect(() => {
    asking.current = requests;
  });
  const retry = useCallback(() => {
    for (const request of asking.current) cache.forget(request.key);
    setAttempt((n) => n + 1);
  }, [cache]);
  return { states: requests.length === 0 ? [] : states, retry };
}

/** The loads of a screen in one scope, read together (see together); none loads nothing and stays loading. */
export function useLoad(spec: LoadSpec | readonly LoadSpec[] | undefined, scope: TemplateScope, keep: LoadKeep = 'visit'): { readonly state: LoadState; readonly retry: () => void } {
  const asked = useMemo(() => {
    const specs: readonly LoadSpec[] = spec === undefined ? [] : Array.isArray(spec) ? spec : [spec as LoadSpec];
    return specs.map((one): LoadAsked => ({ spec: one, scope }));
  }, [spec, scope]);
  const { states, retry } = useLoads(asked, keep);
  return { state: asked.length === 0 ? { status: 'loading' } : together(states), retry };
}
