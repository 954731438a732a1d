import { limitValues } from '../config/limits';
import { resolveTemplate } from '../flow/resolve-template';
import { daysUntil, isIsoDate } from '../format/ist-time';
import type { FilterCheck, FilterField, FilterSpec } from './screen-definition';

/** Search params as pairs in their order: what URLSearchParams iterates and is built from. */
export type SearchPairs = [string, string][];

/** What a list shows, as read from its URL: the filter values, the preset they came from, the page. */
export interface ListQuery {
  readonly values: Readonly<Record<string, string>>;
  /** The preset chosen; "custom" when the dates were typed. */
  readonly preset: string | null;
  readonly page: number;
  /** Search params that were in the URL but could not be used (a hand-edited date): each is dropped, and the customer told. */
  readonly dropped: readonly string[];
}

export const presetParam = 'preset';
export const pageParam = 'page';
export const customPreset = 'custom';
const searchMaxLength = 100;
/** The highest page a URL may ask for: the contract's PageNumber maximum (a contract test holds them equal). */
export const maxPage = 100_000;

/** The one value a list always keeps for a choice (a Rewards list's credits), or undefined: the customer chooses. */
export function fixedValue(field: FilterField): string | undefined {
  return field.type === 'date' ? undefined : field.fixed;
}

/** The value of one field as the URL gives it, or null when it is not a value the field takes. */
function fieldValue(spec: FilterSpec, name: string, raw: string): string | null {
  const field = spec.fields.find((candidate) => candidate.name === name);
  if (!field) return null;
  // A fixed value is the list's own: a link may repeat it, not change it.
  const fixed = fixedValue(field);
  if (fixed !== undefined) return raw === fixed ? raw : null;
  switch (field.type) {
    case 'date':
      return isIsoDate(raw) ? raw : null;
    case 'select':
      return field.options?.some((option) => option.value === raw) ? raw : null;
    case 'search':
      return raw.trim() === '' ? null : raw.trim().slice(0, searchMaxLength);
  }
}

/** The values of a preset on a given day. */
export function presetValues(spec: FilterSpec, id: string, today: string): Record<string, string> | null {
  const preset = spec.presets?.find((candidate) => candidate.id === id);
  if (!preset) return null;
  const resolved = resolveTemplate(preset.values, { today, limit: limitValues() }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(resolved).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Whether two dates of a filter pass one of its checks: the first not after the second (ISO dates compare as text), or the period they make no longer than a limit's days. */
function filterCheckPasses(check: FilterCheck, first: string, second: string): boolean {
  switch (check.check) {
    case 'notAfter':
      return first <= second;
    case 'withinDays':
      return daysUntil(first, second) + 1 <= Number(limitValues()[check.limit]);
  }
}

/** The fields a set of values breaks a check on, each with the check's message. */
export function filterErrors(spec: FilterSpec, values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of spec.fields) {
    const value = values[field.name];
    // Every date names its invalidKey (list.schema.json, if/then), which a generated type cannot say.
    if (field.type === 'date' && value && !isIsoDate(value) && field.invalidKey !== undefined) errors[field.name] = field.invalidKey;
    // A date the load needs, left empty, is named on its field: the request it would make is refused (issue 31 item 12).
    if (field.type === 'date' && !value && field.requiredKey) errors[field.name] = field.requiredKey;
  }
  for (const check of spec.checks ?? []) {
    if (errors[check.field] || errors[check.other]) continue;
    const first = values[check.field];
    const second = values[check.other];
    if (first && second && !filterCheckPasses(check, first, second)) errors[check.field] = check.messageKey;
  }
  return errors;
}

/**
 * Reads a list's filters and page from the URL's search params. Anything hand-edited that the list
 * cannot use is dropped and named, never thrown: a shared or bookmarked link always opens.
 */
export function readListQuery(spec: FilterSpec | undefined, pairs: Iterable<readonly [string, string]>, today: string): ListQuery {
  const params = [...pairs];
  const get = (name: string) => params.find(([key]) => key === name)?.[1] ?? null;
  const dropped: string[] = [];
  const rawPage = get(pageParam);
  let page = 1;
  if (rawPage !== null) {
    const parsed = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : NaN;
    if (parsed >= 1 && parsed <= maxPage) page = parsed;
    else dropped.push(pageParam);
  }
  if (!spec) return { values: {}, preset: null, page, dropped: [...dropped, ...params.map(([key]) => key).filter((key) => key !== pageParam)] };

  let values: Record<string, string> = {};
  for (const [name, raw] of params) {
    if (name === pageParam || name === presetParam) continue;
    const value = fieldValue(spec, name, raw);
    if (value === null) dropped.push(name);
    else values[name] = value;
  }
  for (const field of spec.fields) {
    const fixed = fixedValue(field);
    if (fixed !== undefined) values[field.name] = fixed;
  }
  let preset: string | null = get(presetParam);
  if (preset !== null && preset !== customPreset) {
    const fromPreset = presetValues(spec, preset, today);
    if (fromPreset) values = { ...values, ...fromPreset };
    else {
      dropped.push(presetParam);
      preset = null;
    }
  }
  const broken = Object.keys(filterErrors(spec, values));
  for (const check of (spec.checks ?? []).filter((candidate) => broken.includes(candidate.field))) {
    for (const name of [check.field, check.other]) {
      if (values[name] !== undefined) dropped.push(name);
      values = Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));
    }
  }
  // Half a period (one date of two the load needs) is not a period: dropped and named, as a date that is not one.
  const needed = spec.fields.filter((field) => field.type === 'date' && field.requiredKey !== undefined).map((field) => field.name);
  if (needed.some((name) => values[name] !== undefined) && needed.some((name) => values[name] === undefined)) {
    dropped.push(...needed.filter((name) => values[name] !== undefined));
    values = Object.fromEntries(Object.entries(values).filter(([key]) => !needed.includes(key)));
    if (preset === customPreset) preset = null;
  }
  // "custom" with none of the dates it needs is no period either.
  if (preset === customPreset && needed.length > 0 && needed.every((name) => values[name] === undefined)) {
    dropped.push(presetParam);
    preset = null;
  }
  const hasDate = spec.fields.some((field) => field.type === 'date' && values[field.name] !== undefined);
  if (preset === null && spec.defaultPreset && !hasDate) {
    preset = spec.defaultPreset;
    values = { ...values, ...(presetValues(spec, spec.defaultPreset, today) ?? {}) };
  } else if (preset === null && hasDate) preset = customPreset;
  return { values, preset, page, dropped: [...new Set(dropped)] };
}

/** The search params of a list's query: a preset by its name (its dates follow the day), typed dates as they are, the page past the first. */
export function writeListQuery(spec: FilterSpec | undefined, query: Omit<ListQuery, 'dropped'>): SearchPairs {
  const params: [string, string][] = [];
  const datesFromPreset = query.preset !== null && query.preset !== customPreset;
  if (query.preset !== null) params.push([presetParam, query.preset]);
  for (const field of spec?.fields ?? []) {
    const value = query.values[field.name];
    if (value === undefined || value === '' || (datesFromPreset && field.type === 'date') || fixedValue(field) !== undefined) continue;
    params.push([field.name, value]);
  }
  if (query.page > 1) params.push([pageParam, String(query.page)]);
  return params;
}
