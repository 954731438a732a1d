import { useCallback, useMemo } from 'react';
import { readPath, type TemplateScope } from '@/core/flow/resolve-template';
import { batchesToLoad } from '@/core/screens/batches-to-load';
import type { ListDefinition } from '@/core/screens/screen-definition';
import { useLoad, useLoads } from '../../load/use-load';
import type { LoadState } from '../../load/load-state';
import { useSameJson } from '../../load/use-same-json';

export interface ListRows {
  readonly state: LoadState;
  /** Every row loaded: one batch, or, while the portal filters, every batch of the period. */
  readonly rows: readonly unknown[];
  /** The first answer, for the total, notes and the toolbar. */
  readonly answer: unknown;
  /** The period holds more rows than the portal filters through (historyFilterRows). */
  readonly capped: boolean;
  readonly retry: () => void;
}

const itemsOf = (definition: ListDefinition, answer: unknown): readonly unknown[] => {
  const items = answer === undefined ? [] : readPath({ answer }, `answer.${definition.items}`);
  return Array.isArray(items) ? (items as unknown[]) : [];
};

/**
 * The rows of a list. A batch at a time while the server pages; while the portal filters rows
 * itself (type, status, a search), every batch of the period up to `filterRows`, so a search finds
 * a line past the first hundred. The batches are kept for the visit: another filter, another page,
 * asks the server nothing.
 */
export function useListRows(definition: ListDefinition, scope: TemplateScope, filtering: boolean, batch: number | undefined, filterRows: number): ListRows {
  const first = useLoad(definition.load, scope);
  const answer = first.state.status === 'done' ? first.state.result.body : undefined;
  const total = filtering && batch !== undefined && definition.total !== undefined && answer !== undefined ? readPath({ answer }, `answer.${definition.total}`) : 0;
  const { pages: counted, capped } = batchesToLoad(typeof total === 'number' ? total : 0, batch ?? 0, filterRows);
  const pages = useSameJson(counted);
  const asked = useMemo(() => pages.map((number) => ({ spec: definition.load, scope: { ...scope, page: { number, size: batch } } })), [pages, definition.load, scope, batch]);
  const rest = useLoads(asked);
  // One array of every batch's rows while the answers stay the same, so the rows a filter keeps are worked out again only when they change.
  const firstRows = useMemo(() => itemsOf(definition, answer), [definition, answer]);
  const all = useMemo(
    () => (asked.length === 0 ? firstRows : [...firstRows, ...rest.states.flatMap((state) => (state.status === 'done' ? itemsOf(definition, state.result.body) : []))]),
    [definition, firstRows, rest.states, asked.length],
  );
  // The same function while the requests stay: the toolbar it is given to does not draw again at each filter.
  const { retry: retryFirst } = first;
  const { retry: retryRest } = rest;
  const retry = useCallback(() => {
    retryFirst();
    retryRest();
  }, [retryFirst, retryRest]);
  if (first.state.status !== 'done' || asked.length === 0) return { state: first.state, rows: firstRows, answer, capped: false, retry };
  // Until every batch has answered (and for the render before the new ones are asked), the list is loading.
  const failed = rest.states.find((state) => state.status === 'failed' || state.status === 'notFound');
  if (failed) return { state: failed, rows: [], answer, capped, retry };
  const done = rest.states.length === asked.length && rest.states.every((state) => state.status === 'done' || state.status === 'empty');
  if (!done) return { state: { status: 'loading' }, rows: [], answer, capped, retry };
  return { state: first.state, rows: all, answer, capped, retry };
}
