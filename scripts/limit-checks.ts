/**
 * The limits' units and relations (issue 19 item 3): a money limit counts paise and says so in its
 * name; a change that moves a number by a factor of 100 or more (rupees typed where paise are
 * meant, or the other way) is refused unless the limit says what it was changed from; and the
 * relations rules/limits.json declares between limits hold.
 */
import english from '../locales/en/portal.json';
import { formatMoney } from '../src/core/money/format-money';
import type { Problem } from './config-problem';
import { daysOf, minutesOf, weeklyHoursParts } from '../src/core/kyc/weekly-hours';

interface LimitEntry {
  readonly value: unknown;
  readonly unit?: unknown;
  readonly changedFrom?: unknown;
  /** A money limit's plausible [lowest, highest], in paise: a value outside is a slip until the range itself is changed. */
  readonly range?: unknown;
  /** The range before a change of it, written to confirm the change is meant. */
  readonly rangeChangedFrom?: unknown;
}

export interface Relation {
  readonly limit: string;
  readonly lessThan?: string;
  readonly atMost?: string;
  readonly equals?: string;
  /** Added to the other limit before comparing, in its unit. */
  readonly plus?: number;
  readonly why?: string;
}

export interface LimitsDocument {
  readonly limits?: Readonly<Record<string, LimitEntry>>;
  readonly relations?: readonly Relation[];
}

const file = 'rules/limits.json';

const comparisons = {
  lessThan: { holds: (a: number | string, b: number | string) => a < b, words: 'less than' },
  atMost: { holds: (a: number | string, b: number | string) => a <= b, words: 'at most' },
  equals: { holds: (a: number | string, b: number | string) => a === b, words: 'equal to' },
} as const;

/** What a relation compares its limit with, and how, in words ("less than"); none when it names no comparison. */
export function comparisonOf(relation: Relation): { readonly kind: keyof typeof comparisons; readonly other: string; readonly words: string } | undefined {
  const kind = (Object.keys(comparisons) as (keyof typeof comparisons)[]).find((key) => relation[key] !== undefined);
  const other = kind === undefined ? undefined : relation[kind];
  return kind === undefined || other === undefined ? undefined : { kind, other, words: comparisons[kind].words };
}

const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** What the meta-schema's pattern cannot say of weekly hours: each part opens before it closes, and no day has two parts. */
function weeklyHoursProblems(value: string, path: string): Problem[] {
  let parts;
  try {
    parts = weeklyHoursParts(value);
  } catch {
    return []; // the meta-schema names what is malformed
  }
  const problems: Problem[] = [];
  const seen = new Set<number>();
  for (const { weekdays, opensAt, closesAt, days } of parts) {
    if (minutesOf(opensAt) >= minutesOf(closesAt)) problems.push({ file, path, message: `says ${weekdays} open at ${opensAt} and close at ${closesAt}; the opening time comes first (24-hour HH:MM, such as 10:00-18:30)` });
    for (const day of days.flatMap(daysOf)) {
      if (seen.has(day)) problems.push({ file, path, message: `gives ${dayNames[day] ?? String(day)} hours in two parts; name each day in one part only` });
      seen.add(day);
    }
  }
  return problems;
}

/** Periods a limit's name may hold, shortest first: a limit of a shorter period cannot exceed its longer one. */
const periods = ['daily', 'weekly', 'monthly', 'yearly'] as const;
const periodWord = new RegExp(`(${periods.join('|')})`, 'i');

/**
 * Limits that differ only by their period (dailyLoadLimitPaise, monthlyLoadLimitPaise) hold in that
 * order without a relation being written (issue 57 item 4: a new pair with daily above monthly passed).
 */
function periodProblems(limits: Readonly<Record<string, LimitEntry>>): Problem[] {
  const groups = new Map<string, { name: string; rank: number; value: number }[]>();
  for (const [name, entry] of Object.entries(limits)) {
    const period = periodWord.exec(name)?.[1];
    if (period === undefined || typeof entry.value !== 'number') continue;
    const key = `${name.replace(periodWord, '*').toLowerCase()} ${String(entry.unit)}`;
    groups.set(key, [...(groups.get(key) ?? []), { name, rank: periods.indexOf(period.toLowerCase() as (typeof periods)[number]), value: entry.value }]);
  }
  const problems: Problem[] = [];
  for (const group of groups.values()) {
    for (const shorter of group) {
      for (const longer of group) {
        if (shorter.rank < longer.rank && shorter.value > longer.value) {
          problems.push({ file, path: `/limits/${shorter.name}/value`, message: `is ${String(shorter.value)}, more than ${longer.name} (${String(longer.value)}): what a shorter period allows cannot exceed a longer one's; lower it, or raise ${longer.name}` });
        }
      }
    }
  }
  return problems;
}

export function checkLimits(now: LimitsDocument, before: LimitsDocument | undefined): Problem[] {
  const problems: Problem[] = [];
  const limits = now.limits ?? {};
  // Amounts shown as the English texts show them, in the currency the limits name (none named: paise alone).
  const currency = limits['currencyCode']?.value;
  const rupees = (n: number) => (typeof currency === 'string' && currency !== '' ? ` (${formatMoney(n, english.format.locale, currency)})` : '');
  for (const [name, entry] of Object.entries(limits)) {
    const path = `/limits/${name}`;
    const paise = entry.unit === 'paise';
    if (paise && !name.endsWith('Paise')) problems.push({ file, path, message: `counts paise but its name does not say so; rename it ${name}Paise (and every rule, screen and text that names it)` });
    if (!paise && name.endsWith('Paise')) problems.push({ file, path: `${path}/unit`, message: `is named in paise but its unit is ${JSON.stringify(entry.unit)}; make its unit "paise", or rename it` });
    // A money limit says what is plausible for it: ₹500 typed for ₹5,000 is outside, whatever its neighbours.
    const range = Array.isArray(entry.range) && entry.range.length === 2 && entry.range.every((end) => typeof end === 'number') ? (entry.range as [number, number]) : undefined;
    if (paise && range === undefined) problems.push({ file, path, message: `is money without a plausible range; add "range": [lowest, highest] in paise beside its value, so a slip of a zero is caught` });
    if (paise && range && Number.isSafeInteger(entry.value) && typeof entry.value === 'number' && (entry.value < range[0] || entry.value > range[1])) {
      problems.push({ file, path: `${path}/value`, message: `is ${String(entry.value)} paise${rupees(entry.value)}, outside its plausible range ${String(range[0])}${rupees(range[0])} to ${String(range[1])}${rupees(range[1])}: a zero too many or too few? Correct it, or change the range with "rangeChangedFrom"` });
    }
    if (entry.unit === 'weekly-hours' && typeof entry.value === 'string') problems.push(...weeklyHoursProblems(entry.value, `${path}/value`));
    const rangeBefore = before?.limits?.[name]?.range;
    if (range && Array.isArray(rangeBefore) && JSON.stringify(rangeBefore) !== JSON.stringify(range) && JSON.stringify(entry.rangeChangedFrom) !== JSON.stringify(rangeBefore)) {
      problems.push({ file, path: `${path}/range`, message: `changes the plausible range from ${JSON.stringify(rangeBefore)} to ${JSON.stringify(range)}; if the change is meant, write "rangeChangedFrom": ${JSON.stringify(rangeBefore)} beside it` });
    }
    const was = before?.limits?.[name]?.value;
    const value = entry.value;
    if (typeof was !== 'number' || typeof value !== 'number' || was === 0 || value === 0 || entry.changedFrom === was) continue;
    const factor = Math.max(value / was, was / value);
    if (factor < 100) continue;
    const shown = (n: number) => (paise ? `${String(n)} paise${rupees(n)}` : `${String(n)} ${String(entry.unit)}`);
    problems.push({
      file,
      path: `${path}/value`,
      message: `moves from ${shown(was)} to ${shown(value)}, ${String(Math.round(factor))} times ${value > was ? 'more' : 'less'}: ${paise ? 'rupees typed where paise are meant? An amount here counts paise (₹1 is 100)' : 'a slip of units?'}; if the change is meant, write "changedFrom": ${String(was)} beside it`,
    });
  }
  problems.push(...periodProblems(limits));
  (now.relations ?? []).forEach((relation, index) => {
    const path = `/relations/${String(index)}`;
    const comparison = comparisonOf(relation);
    if (!comparison) {
      problems.push({ file, path, message: 'compares with nothing; give "lessThan", "atMost" or "equals" and the limit compared with' });
      return;
    }
    const { kind, other, words } = comparison;
    const left = limits[relation.limit];
    const right = limits[other];
    for (const [name, entry, at] of [[relation.limit, left, 'limit'], [other, right, kind]] as const) {
      if (!entry) problems.push({ file, path: `${path}/${at}`, message: `names the limit "${name}", which /limits does not have` });
    }
    if (!left || !right) return;
    if (left.unit !== right.unit) {
      problems.push({ file, path, message: `compares ${relation.limit} (${String(left.unit)}) with ${other} (${String(right.unit)}); compare limits of one unit` });
      return;
    }
    const a = left.value;
    const b = typeof right.value === 'number' ? right.value + (relation.plus ?? 0) : right.value;
    if ((typeof a !== 'number' && typeof a !== 'string') || typeof a !== typeof b) {
      problems.push({ file, path, message: `compares ${relation.limit} with ${other}, which are not both numbers or both texts` });
      return;
    }
    if (comparisons[kind].holds(a, b as typeof a)) return;
    const plus = relation.plus ? ` plus ${String(relation.plus)}` : '';
    problems.push({
      file,
      path: `/limits/${relation.limit}/value`,
      message: `is ${JSON.stringify(a)}, but ${path} says it must be ${words} ${other}${plus} (${JSON.stringify(b)})${relation.why ? `: ${relation.why}` : ''}; change one of them, or the relation`,
    });
  });
  return problems;
}

/**
 * A limit only the server reads (serverOnly) is left out of the portal's bundle: a definition that
 * reads it (=limit.x) or a text of the portal that names it ({{x}}) would find nothing there.
 */
export function checkServerOnlyLimits(files: ReadonlyMap<string, unknown>): Problem[] {
  const limits = ((files.get(file) as LimitsDocument | undefined)?.limits ?? {}) as Readonly<Record<string, LimitEntry & { readonly serverOnly?: unknown }>>;
  const serverOnly = Object.keys(limits).filter((name) => limits[name]?.serverOnly === true);
  if (serverOnly.length === 0) return [];
  const problems: Problem[] = [];
  for (const [path, document] of files) {
    // The sandbox's own texts (api.json) are written on the server, where every limit is.
    if (path === file || path.endsWith('/api.json') || !(path.startsWith('schemas/') || path.startsWith('locales/') || path.startsWith('rules/'))) continue;
    const text = JSON.stringify(document);
    for (const name of serverOnly) {
      if (text.includes(`=limit.${name}`) || text.includes(`{{${name}}}`) || text.includes(`{{${name},`)) problems.push({ file: path, path: '', message: `reads the limit ${name}, which is serverOnly and not in the portal's bundle; remove "serverOnly" from it in rules/limits.json, or do not name it here` });
    }
  }
  return problems;
}

/**
 * A limit that nothing reads decides nothing (issue 57 item 2: a new limit for Saturday's hours was
 * accepted, and the agents kept their weekday hours). Read means named by the code (a literal, as
 * limit('x') names it), by a definition or a rule (=limit.x, limit.x), or by a text ({{x}}).
 */
export function checkUnreadLimits(files: ReadonlyMap<string, unknown>, codeLiterals: ReadonlySet<string>): Problem[] {
  const limits = ((files.get(file) as LimitsDocument | undefined)?.limits ?? {}) as Readonly<Record<string, LimitEntry & { readonly unread?: unknown }>>;
  const elsewhere = [...files].filter(([path]) => path !== file).map(([, document]) => JSON.stringify(document));
  const isRead = (name: string) => codeLiterals.has(name) || elsewhere.some((text) => new RegExp(`\\b${name}\\b`).test(text));
  return Object.entries(limits).flatMap(([name, entry]): Problem[] => {
    const read = isRead(name);
    const saysUnread = typeof entry.unread === 'string';
    if (read && saysUnread) return [{ file, path: `/limits/${name}/unread`, message: `says nothing reads ${name}, but something does; remove "unread"` }];
    if (read || saysUnread) return [];
    return [{ file, path: `/limits/${name}`, message: `is read by nothing: no code, definition, rule or text names it, so changing it changes nothing; name it where it decides (a rule's {"fact": "limit.${name}"}, a definition's "=limit.${name}", a text's {{${name}}}), or remove it` }];
  });
}
