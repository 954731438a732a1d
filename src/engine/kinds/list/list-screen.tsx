import { useLocation } from 'react-router';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { ListDefinition } from '@/core/screens/screen-definition';
import { asText } from '@/core/text/as-text';
import { ActionBar } from '../../actions/action-bar';
import { PortalLink } from '../../routing/portal-link';
import { useScrollMemory } from '../../routing/scroll-memory';
import { LoadStatus } from '../load-status';
import { Notes } from '../notes';
import { useRememberedTranslation } from '../remembered-translations';
import { textValues } from '../shown-value';
import { downloadCsv } from './csv-download';
import { FilterBar } from './filter-bar';
import { ListView } from './list-view';
import { SpendingChart } from './spending-chart';
import { useListController } from './use-list-controller';
import { usePhoneWidth } from './use-phone-width';

export interface ListScreenProps {
  readonly definition: ListDefinition;
  /** Shown inside another screen (the home's latest rows): no filters, no paging, at most this many rows. */
  readonly embedded?: { readonly rows: number };
}

/**
 * A list of rows from one operation (DESIGN.md "Screen kinds", list), as useListController reads
 * it: notices, the toolbar and CSV, the filters, the rows and the pages, then the chart.
 */
export function ListScreen({ definition, embedded }: ListScreenProps) {
  // Its words (the footer, the pages' links) come back at every filter and page: translated once each.
  const t = useRememberedTranslation();
  const { query, filterValues, today, size, filterRows, loadScope, answerScope, state, rows, shown, total, shownPage, answered, isEmpty, capped, retry, dropped, droppedShown, pastEnd, pastEndOf, applyFilters, goToPage } = useListController(definition, embedded);
  const csvExport = definition.export?.csv;
  // Back from a row's detail finds the place in the list again; a list inside another screen has none of its own.
  useScrollMemory(useLocation().key, !embedded && state.status === 'done' && shown.length > 0);

  // The toolbar's actions and the CSV of the rows kept stand in one row of buttons; on a phone after
  // the rows, so the first transactions are on the first screen (issue 35 item 11).
  const phone = usePhoneWidth();
  const tools =
    !embedded && ((answered && definition.toolbar) || (csvExport && rows.length > 0)) ? (
      <div className="list__tools">
        {answered && definition.toolbar ? <ActionBar actions={definition.toolbar} scope={answerScope} reload={retry} /> : null}
        {csvExport && rows.length > 0 ? (
          <button
            type="button"
            className="button"
            onClick={() => downloadCsv([...definition.columns, ...(csvExport.columns ?? [])], rows, loadScope, t, `${asText(resolveTemplate(csvExport.fileName, loadScope))}.csv`)}
          >
            {t(csvExport.labelKey)}
          </button>
        ) : null}
      </div>
    ) : null;

  return (
    <div className="list">
      {dropped || droppedShown ? (
        <p className="notice" role="status">
          {t('account:list.droppedParams')}
        </p>
      ) : null}
      {answered && definition.notes && !embedded ? <Notes notes={definition.notes} scope={answerScope} /> : null}
      {phone ? null : tools}
      {definition.filters && !embedded ? (
        <FilterBar
          spec={definition.filters}
          values={filterValues}
          preset={query.preset}
          today={today}
          onApply={applyFilters}
        />
      ) : null}
      {capped && !embedded ? (
        <p className="notice" role="status">
          {t('account:list.filterCapped', { count: filterRows })}
        </p>
      ) : null}
      <LoadStatus state={state} retry={retry} lines={embedded ? embedded.rows : size} />
      {pastEndOf !== null && !pastEnd && query.page === pastEndOf.shown ? (
        <p className="notice" role="status">
          {t('account:list.pastEnd', { page: pastEndOf.asked, pages: pastEndOf.shown })}
        </p>
      ) : null}
      {isEmpty && !pastEnd ? (
        <div className="empty">
          <p>{t(definition.empty.messageKey, textValues(definition.empty.values ?? {}, loadScope, t))}</p>
          {definition.empty.action ? <ActionBar actions={[definition.empty.action]} scope={loadScope} /> : null}
        </div>
      ) : null}
      {state.status === 'done' && shown.length > 0 ? (
        <>
          <ListView
            definition={definition}
            rows={shown}
            scope={loadScope}
            caption={t(definition.titleKey)}
            {...(definition.rowActions?.length ? { rowActions: (rowScope: TemplateScope) => <ActionBar actions={definition.rowActions ?? []} scope={rowScope} reload={retry} /> } : {})}
          />
          {embedded ? null : (
            <nav className="pager" aria-label={t('account:list.pages')}>
              <p className="pager__footer" role="status">
                {t('account:list.footer', { first: shownPage.first, last: shownPage.last, total })}
              </p>
              {shownPage.pages > 1 ? (
                // Both always drawn, the one that leads nowhere marked so: focus stays on the link just
                // followed to the first or last page, and neither moves under the customer's finger.
                <div className="pager__links">
                  <PortalLink className="button" to={goToPage(Math.max(1, query.page - 1))} rel="prev" unavailable={query.page <= 1}>
                    {t('account:list.previous')}
                  </PortalLink>
                  <PortalLink
                    className="button"
                    to={goToPage(Math.min(shownPage.pages, query.page + 1))}
                    rel="next"
                    unavailable={query.page >= shownPage.pages}
                  >
                    {t('account:list.next')}
                  </PortalLink>
                </div>
              ) : null}
            </nav>
          )}
        </>
      ) : null}
      {phone ? tools : null}
      {/* Below the rows: on a phone the first transactions come first (issue 35 item 11). */}
      {definition.chart && !embedded ? <SpendingChart chart={definition.chart} scope={loadScope} /> : null}
    </div>
  );
}
