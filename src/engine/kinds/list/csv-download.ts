import type { TFunction } from '@/engine/i18n/i18n';
import { csvPunctuation } from '@/core/export/csv-punctuation';
import { toCsv, type CsvCell } from '@/core/export/to-csv';
import type { TemplateScope } from '@/core/flow/resolve-template';
import { resolveTemplate } from '@/core/flow/resolve-template';
import { paiseDecimal } from '@/core/money/paise-decimal';
import { moneyDirection, movedMoney } from '@/core/screens/money-direction';
import type { ColumnSpec } from '@/core/screens/screen-definition';
import { saveFile } from '../../files/save-file';
import { shownText, shownValue } from '../shown-value';

/**
 * A row's cell as the CSV holds it: an amount as rupees with two decimals (a number to a
 * spreadsheet), negative when it went out; one that moved no money (a failed transfer) unsigned
 * beside its status (issue 55 item 15), or empty in a column that sums to the net movement (issue 35
 * item 14); anything else as shown.
 */
function csvCell(column: ColumnSpec, scope: TemplateScope, t: TFunction): CsvCell {
  if (column.format === 'money') {
    const paise = resolveTemplate(column.value, scope);
    if (typeof paise !== 'number' || !Number.isInteger(paise)) return '';
    if (!movedMoney(column, scope)) return column.sumsToNet === true ? '' : { number: paiseDecimal(paise) };
    return { number: paiseDecimal(moneyDirection(column, scope) === 'out' ? -paise : paise) };
  }
  const shown = shownValue(column, scope);
  return shown ? shownText(shown, t) : '';
}

/** The rows as the CSV's records: the columns the list shows, their headers in the customer's language. */
export function csvRecords(columns: readonly ColumnSpec[], rows: readonly unknown[], scope: TemplateScope, t: TFunction): { readonly header: string[]; readonly records: CsvCell[][] } {
  return { header: columns.map((column) => t(column.labelKey)), records: rows.map((row) => columns.map((column) => csvCell(column, { ...scope, row }, t))) };
}

/** The rows as a CSV file in the scope's language's punctuation, handed to the browser to save. */
export function downloadCsv(columns: readonly ColumnSpec[], rows: readonly unknown[], scope: TemplateScope, t: TFunction, fileName: string): void {
  const { header, records } = csvRecords(columns, rows, scope, t);
  const language = scope['language'];
  saveFile(new Blob([toCsv(header, records, csvPunctuation(typeof language === 'string' ? language : ''))], { type: 'text/csv;charset=utf-8' }), fileName);
}
