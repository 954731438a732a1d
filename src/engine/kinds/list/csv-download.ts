import type { TFunction } from 'i18next';
import { toCsv, type CsvCell } from '@/core/export/to-csv';
import type { TemplateScope } from '@/core/flow/resolve-template';
import { resolveTemplate } from '@/core/flow/resolve-template';
import { paiseDecimal } from '@/core/money/paise-decimal';
import type { ColumnSpec } from '@/core/screens/screen-definition';
import { saveFile } from '../../files/save-file';
import { shownText, shownValue } from '../shown-value';

/** A row's cell as the CSV holds it: an amount as rupees with two decimals (a number to a spreadsheet), anything else as shown. */
function csvCell(column: ColumnSpec, scope: TemplateScope, t: TFunction): CsvCell {
  if (column.format === 'money') {
    const paise = resolveTemplate(column.value, scope);
    return typeof paise === 'number' && Number.isInteger(paise) ? { number: paiseDecimal(paise) } : '';
  }
  const shown = shownValue(column, scope);
  return shown ? shownText(shown, t) : '';
}

/** The rows as a CSV file (the columns the list shows, their headers in the customer's language), handed to the browser to save. */
export function downloadCsv(columns: readonly ColumnSpec[], rows: readonly unknown[], scope: TemplateScope, t: TFunction, fileName: string): void {
  const csv = toCsv(
    columns.map((column) => t(column.labelKey)),
    rows.map((row) => columns.map((column) => csvCell(column, { ...scope, row }, t))),
  );
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
