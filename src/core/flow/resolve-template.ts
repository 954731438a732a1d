import { catalogueEntry } from '../config/catalogue';
import { catalogueNamed } from '../config/catalogues';
import { addDays, monthStart } from '../format/ist-time';
import { asText } from '../text/as-text';
import { paiseDecimal } from '../money/paise-decimal';
import type { Template } from '../definitions/template';
import { readPath } from './read-path';

/** What a template may read: each root is an object of named values. */
export type TemplateScope = Readonly<Record<string, unknown>>;

// In a file of its own, so the translations (in every page's first load) read paths without the templates' catalogues.
export { readPath } from './read-path';

function isJoin(value: object): value is { $join: readonly Template[]; with?: string } {
  return '$join' in value && Array.isArray(value.$join);
}

function isChoice(value: object): value is { $if: Template; then: Template; else: Template } {
  return '$if' in value;
}

function isEquality(value: object): value is { $equals: readonly [Template, Template] } {
  return '$equals' in value && Array.isArray(value.$equals) && value.$equals.length === 2;
}

function isLess(value: object): value is { $less: readonly [Template, Template] } {
  return '$less' in value && Array.isArray(value.$less) && value.$less.length === 2;
}

function isMinus(value: object): value is { $minus: readonly [Template, Template] } {
  return '$minus' in value && Array.isArray(value.$minus) && value.$minus.length === 2;
}

function isIn(value: object): value is { $in: readonly [Template, readonly unknown[]] } {
  return '$in' in value && Array.isArray(value.$in) && value.$in.length === 2 && Array.isArray(value.$in[1]);
}

function isPresent(value: object): value is { $present: Template } {
  return '$present' in value;
}

function isCount(value: object): value is { $count: Template } {
  return '$count' in value;
}

function isRupees(value: object): value is { $rupees: Template } {
  return '$rupees' in value;
}

function isAll(value: object): value is { $and: readonly Template[] } {
  return '$and' in value && Array.isArray(value.$and);
}

function isNot(value: object): value is { $not: Template } {
  return '$not' in value;
}

function isLookup(value: object): value is { $catalogue: string; code: Template; otherwise?: Template } {
  return '$catalogue' in value;
}

interface DateTemplate {
  readonly $date: 'today' | 'monthStart';
  readonly months?: number;
  readonly days?: number;
  /** Days to go back, as a template ("=limit.historyPresetDays"). */
  readonly back?: Template;
}

function isDate(value: object): value is DateTemplate {
  return '$date' in value && (value.$date === 'today' || value.$date === 'monthStart');
}

/** {"$date": "today" | "monthStart", "months": n, "days": n, "back": template}: a calendar date counted from =today (India). */
function resolveDate(template: DateTemplate, scope: TemplateScope): string | undefined {
  const today = scope['today'];
  if (typeof today !== 'string') return undefined;
  const back = template.back === undefined ? 0 : Number(resolveTemplate(template.back, scope));
  const base = template.$date === 'monthStart' ? monthStart(today, template.months ?? 0) : today;
  return addDays(base, (template.days ?? 0) - (Number.isSafeInteger(back) ? back : 0));
}

/**
 * Fills a template of a flow file from the scope (see Template). Paths that lead nowhere give
 * undefined, and object entries that are undefined are left out, so an optional field the
 * customer left empty is not sent.
 */
export function resolveTemplate(template: Template, scope: TemplateScope): unknown {
  if (typeof template === 'string') return template.startsWith('=') ? readPath(scope, template.slice(1)) : template;
  if (Array.isArray(template)) return template.map((item) => resolveTemplate(item, scope));
  if (typeof template !== 'object' || template === null) return template;
  if (isDate(template)) return resolveDate(template, scope);
  if (isEquality(template)) {
    const [left, right] = template.$equals.map((side) => resolveTemplate(side, scope));
    return left !== undefined && left === right;
  }
  if (isLess(template)) {
    const [left, right] = template.$less.map((side) => resolveTemplate(side, scope));
    return typeof left === 'number' && typeof right === 'number' && left < right;
  }
  if (isMinus(template)) {
    const [left, right] = template.$minus.map((side) => resolveTemplate(side, scope));
    return typeof left === 'number' && typeof right === 'number' ? left - right : undefined;
  }
  if (isChoice(template)) return resolveTemplate(resolveTemplate(template.$if, scope) === true ? template.then : template.else, scope);
  if (isIn(template)) {
    const [value, among] = template.$in;
    const found = resolveTemplate(value, scope);
    return found !== undefined && among.includes(found);
  }
  if (isPresent(template)) {
    const value = resolveTemplate(template.$present, scope);
    return value !== undefined && value !== null && value !== '';
  }
  if (isCount(template)) {
    const list = resolveTemplate(template.$count, scope);
    return Array.isArray(list) ? list.length : 0;
  }
  if (isNot(template)) return resolveTemplate(template.$not, scope) !== true;
  if (isAll(template)) return template.$and.length > 0 && template.$and.every((part) => resolveTemplate(part, scope) === true);
  if (isRupees(template)) {
    const paise = resolveTemplate(template.$rupees, scope);
    return typeof paise === 'number' && Number.isInteger(paise) ? paiseDecimal(paise) : undefined;
  }
  if (isLookup(template)) {
    const code = resolveTemplate(template.code, scope);
    const file = catalogueNamed(template.$catalogue);
    const entry = file && code !== undefined ? catalogueEntry(file, asText(code)) : undefined;
    return entry?.messageKey ?? entry?.value ?? resolveTemplate(template.otherwise, scope);
  }
  if (isJoin(template)) {
    const parts = template.$join.map((part) => resolveTemplate(part, scope)).map(asText).filter((part) => part.trim() !== '');
    return parts.join(template.with ?? '');
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template)) {
    const resolved = resolveTemplate(value, scope);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}
