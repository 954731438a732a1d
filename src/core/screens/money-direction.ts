import { resolveTemplate, type TemplateScope } from '../flow/resolve-template';
import type { ColumnSpec } from './screen-definition';

/** Which way a row's amount went: out, in, or neither (it moved no money, or the column does not say). */
export type MoneyDirection = 'out' | 'in' | null;

/**
 * The direction of a money column's amount in a row, from the column's own `moved` and `outgoing`
 * conditions (schemas/screens): the list shows it by a sign and a colour, the CSV by a sign, so a
 * column's sum is the net movement (issue 35 item 14).
 */
export function moneyDirection(column: ColumnSpec, scope: TemplateScope): MoneyDirection {
  if (column.outgoing === undefined || !movedMoney(column, scope)) return null;
  return resolveTemplate(column.outgoing, scope) === true ? 'out' : 'in';
}

/** Whether the row moved the column's amount at all (a failed transaction did not). */
export function movedMoney(column: ColumnSpec, scope: TemplateScope): boolean {
  return column.moved === undefined || resolveTemplate(column.moved, scope) === true;
}
