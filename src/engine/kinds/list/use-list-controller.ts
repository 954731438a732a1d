import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { readPath, resolveTemplate } from '@/core/flow/resolve-template';
import { pageWindow } from '@/core/screens/page-window';
import { localFilters, rowFilter, rowTextReader } from '@/core/screens/row-matches';
import { searchKey } from '@/core/text/search-key';
import type { ListDefinition } from '@/core/screens/screen-definition';
import { readListQuery, writeListQuery } from '@/core/screens/url-filters';
import { useSameJson } from '../../load/use-same-json';
import { useScreenScope } from '../../load/use-screen-scope';
import { useListRows } from './use-list-rows';

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback);

/**
 * What a list shows and how the customer moves through it (as react-admin's useListController):
 * filters, preset and page live in the URL, so reload, back, forward and a shared link show the
 * same rows; a hand-edited param that cannot be used is dropped with a notice. Rows come in pages
 * of the configured size, cut from the server's batches where it sends more rows a request than a
 * page shows; filters the server does not know choose among the rows loaded. The view draws it.
 */
export function useListController(definition: ListDefinition, embedded: { readonly rows: number } | undefined) {
  const [params, setParams] = useSearchParams();
  const scope = useScreenScope();
  const today = typeof scope['today'] === 'string' ? scope['today'] : '';
  const query = useMemo(() => readListQuery(definition.filters, embedded ? [] : params, today), [definition.filters, embedded, params, today]);
  // The same values while the filters stay (another page): the filter bar is not drawn again for them.
  const filterValues = useSameJson(query.values);
  const size = embedded ? embedded.rows : count(resolveTemplate(definition.page.size, scope), 10);
  const batch = definition.page.batch === undefined ? undefined : count(resolveTemplate(definition.page.batch, scope), size);
  // With a total in the answer the server pages (in batches, or a page a request); without, the answer is the whole list.
  // Filters the server does not know (type, status, a search) choose among every row of the
  // period (useListRows): paging is then the portal's own, over what they kept.
  const locals = useMemo(() => (definition.filters ? localFilters(definition.filters.fields) : []), [definition.filters]);
  const filtering = locals.some((field) => (query.values[field.name] ?? '') !== '');
  const serverPaged = definition.total !== undefined && !filtering;
  const serverPage = serverPaged ? pageWindow(query.page, size, 0, batch).serverPage : 1;
  // What is asked of the server, and what the chart, the toolbar and the empty state name, is the
  // period: the scope holds the filters the server applies, so a filter among the rows or a page
  // of a batch leaves it, and them, as they are.
  const serverValues = useSameJson(Object.fromEntries(Object.entries(query.values).filter(([name]) => !locals.some((field) => field.name === name))));
  const loadScope = useMemo(
    () => ({ ...scope, filters: serverValues, preset: query.preset, page: { number: serverPage, size: batch ?? size } }),
    [scope, serverValues, query.preset, serverPage, batch, size],
  );
  const filterRows = count(resolveTemplate(definition.page.filterRows, scope), batch ?? size);
  const { state, rows: all, answer, capped, retry } = useListRows(definition, loadScope, filtering, batch, filterRows);

  // A link with params the list cannot use is rewritten without them, so what the URL says is what is shown.
  // The notice stays once the link is rewritten, until the customer applies filters of their own.
  const dropped = query.dropped.length > 0 && !embedded;
  const [droppedShown, setDroppedShown] = useState(false);
  useEffect(() => {
    if (!dropped) return;
    setDroppedShown(true);
    setParams(new URLSearchParams(writeListQuery(definition.filters, query)), { replace: true });
  }, [dropped, definition.filters, query, setParams]);

  // Worked out again when the rows or the local filters' values change, not at another page.
  const localValues = useSameJson(Object.fromEntries(locals.map((field) => [field.name, query.values[field.name] ?? ''])));
  // A search reads a description's code as the words the customer sees (a translation key the match
  // names), each distinct text worded once: a thousand rows hold a few dozen descriptions.
  const { t, i18n } = useTranslation();
  const textsOf = useMemo(() => {
    const known = new Map<string, string>();
    return rowTextReader((text: string) => {
      let key = known.get(text);
      if (key === undefined) known.set(text, (key = searchKey(i18n.exists(text) ? t(text) : text)));
      return key;
    });
  }, [t, i18n]);
  const keep = useMemo(() => rowFilter(locals, all, textsOf), [locals, all, textsOf]);
  const rows = useMemo(() => (filtering ? keep(localValues) : all), [filtering, all, keep, localValues]);
  const total = serverPaged && definition.total && answer !== undefined ? count(readPath({ answer }, `answer.${definition.total}`), rows.length) : rows.length;
  const shownPage = pageWindow(query.page, size, total, serverPaged ? batch : undefined);
  const start = serverPaged ? shownPage.offset : (query.page - 1) * size;
  const shown = serverPaged && !batch ? rows : rows.slice(start, start + size);
  const isEmpty = state.status === 'empty' || (state.status === 'done' && rows.length === 0);
  // What the toolbar offers may depend on the rows (one beneficiary at most): it shows once they came.
  const answered = state.status === 'done' || state.status === 'empty';
  const answerScope = useMemo(() => ({ ...loadScope, answer }), [loadScope, answer]);

  // A page past the end (a list that shrank, a hand-edited ?page=99) shows the last page there is,
  // and says so: a server's batch past the end comes back empty, but the list is not (issue 31 item 12).
  const pastEnd = answered && !embedded && query.page > 1 && (rows.length > 0 || total > 0) && query.page > shownPage.pages;
  const [pastEndOf, setPastEndOf] = useState<{ readonly asked: number; readonly shown: number } | null>(null);
  useEffect(() => {
    if (!pastEnd) return;
    setPastEndOf({ asked: query.page, shown: shownPage.pages });
    setParams(new URLSearchParams(writeListQuery(definition.filters, { ...query, page: shownPage.pages })), { replace: true });
  }, [pastEnd, definition.filters, query, shownPage.pages, setParams]);

  // The same function at every page and filter (it reads the address and the router's setter of
  // the last drawing; both change at each address), so the filter bar keeps its drawing at a new page.
  const address = useRef({ params, setParams });
  useEffect(() => {
    address.current = { params, setParams };
  });
  const applyFilters = useCallback(
    (values: Readonly<Record<string, string>>, preset: string | null, replace = false) => {
      setDroppedShown(false);
      const next = new URLSearchParams(writeListQuery(definition.filters, { values, preset, page: 1 }));
      // A preset chosen applies at once; pressing Apply after it adds no second history entry for Back to step through.
      if (next.toString() !== address.current.params.toString()) address.current.setParams(next, { replace });
    },
    [definition.filters],
  );

  const goToPage = (page: number) => `?${new URLSearchParams(writeListQuery(definition.filters, { values: query.values, preset: query.preset, page })).toString()}`;

  return { query, filterValues, today, size, filterRows, loadScope, answerScope, state, rows, shown, total, shownPage, answered, isEmpty, capped, retry, dropped, droppedShown, pastEnd, pastEndOf, applyFilters, goToPage };
}
