import type { ReactNode } from 'react';
import { readPath, resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { ListDefinition } from '@/core/screens/screen-definition';
import { moneyDirection } from '@/core/screens/money-direction';
import { asText } from '@/core/text/as-text';
import { PortalLink } from '../../routing/portal-link';
import { useRememberedTranslation } from '../remembered-translations';
import { shownNode, shownValue } from '../shown-value';
import { usePhoneWidth } from './use-phone-width';

export interface ListViewProps {
  readonly definition: Pick<ListDefinition, 'columns' | 'rowKey' | 'rowLink'>;
  readonly rows: readonly unknown[];
  readonly scope: TemplateScope;
  /**
   * The actions of a row (a list's rowActions), drawn in a last column. Given by the list that has
   * some: the tables of a journey's summary or a detail have none, and load no action code.
   */
  readonly rowActions?: (rowScope: TemplateScope) => ReactNode;
  /** The caption a screen reader hears for the table. */
  readonly caption: string;
}

/**
 * The rows of a list as a table on wide screens and as cards on phones (the same markup: each cell
 * carries its column's label for the card; where the columns name their place on a phone, a compact
 * card of two lines, the whole card its row's link). The first cell of a row with a link is that link, so
 * every row is reached and opened from the keyboard.
 */
export function ListView({ definition, rows, scope, rowActions, caption }: ListViewProps) {
  // The same words are asked for in every row (a column's label, a status's name): each is
  // translated once per language, not once a cell at every filter and page.
  const t = useRememberedTranslation();
  const compact = definition.columns.some((column) => column.phone);
  // A compact card leaves out the columns a phone hides: not drawn at all there (a third of a
  // history row's cells, at every filter and page), headings included, so each cell keeps its heading.
  const phone = usePhoneWidth();
  const columns = compact && phone ? definition.columns.filter((column) => column.phone !== 'hidden') : definition.columns;
  return (
    // Explicit roles: at phone widths the rows are drawn as cards, and CSS display alone would drop the table semantics.
    // A list whose columns say where a phone shows them is drawn there as compact cards (styles.css).
    <table className={compact ? 'rows rows--compact' : 'rows'} role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader" className={`rows__head--${column.format}`}>
              {t(column.labelKey)}
            </th>
          ))}
          {rowActions ? (
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t('account:list.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => {
          const rowScope = { ...scope, row };
          // Rows without actions hold no state of their own: by position, so another page rewrites the
          // text of the rows there rather than replacing every one of them.
          const key = rowActions ? asText(readPath({ row }, `row.${definition.rowKey}`)) || String(index) : String(index);
          const link = definition.rowLink === undefined ? null : asText(resolveTemplate(definition.rowLink, rowScope));
          return (
            <tr key={key} role="row">
              {columns.map((column, columnIndex) => {
                const value = shownValue(column, rowScope);
                // A money column that knows the direction says it by a sign, and by colour besides; a row that moved nothing has neither.
                const direction = value === null ? null : moneyDirection(column, rowScope);
                const shown = (
                  <>
                    {direction === null ? null : direction === 'out' ? '−' : '+'}
                    {shownNode(value, t)}
                  </>
                );
                return (
                  <td key={column.key} role="cell" data-label={t(column.labelKey)} className={`rows__cell rows__cell--${column.format}${direction ? ` rows__cell--${direction}` : ''}${column.phone ? ` rows__cell--phone-${column.phone}` : ''}`}>
                    {columnIndex === 0 && link ? <PortalLink to={link}>{shown}</PortalLink> : shown}
                  </td>
                );
              })}
              {rowActions ? (
                <td className="rows__actions" role="cell">
                  {rowActions(rowScope)}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
