import limitsFile from '../../../rules/limits.json';

/** The names of the business constants kept in rules/limits.json. */
export type LimitName = keyof typeof limitsFile.limits;

type LimitValue<N extends LimitName> = (typeof limitsFile.limits)[N]['value'];

/** One business constant of rules/limits.json (spec §9), with the type it has in the file. */
export function limit<N extends LimitName>(name: N): LimitValue<N> {
  return limitsFile.limits[name].value;
}

/** The limits table of a limits file: name to {value, unit, spec}. */
export type LimitsTable = Readonly<Record<string, { readonly value: number | string }>>;

export const currentLimits: LimitsTable = limitsFile.limits;

/**
 * Every limit as a fact named "limit.<name>", so rule files compare with a limit instead of a
 * copied number: { "fact": "amountPaise", "operator": "greaterThan", "value": { "fact": "limit.coolingOffCapPaise" } }.
 */
export function limitFacts(limits: LimitsTable = currentLimits): Record<string, number | string> {
  return Object.fromEntries(Object.entries(limitValues(limits)).map(([name, value]) => [`limit.${name}`, value]));
}

const valuesOf = new WeakMap<LimitsTable, Readonly<Record<string, number | string>>>();

/**
 * Every limit's value by name, as flow templates read them ("=limit.clientId"): one object per
 * limits table, frozen, as a list's filters read it at every change.
 */
export function limitValues(limits: LimitsTable = currentLimits): Readonly<Record<string, number | string>> {
  const known = valuesOf.get(limits);
  if (known) return known;
  const made = Object.freeze(Object.fromEntries(Object.entries(limits).map(([name, entry]) => [name, entry.value])));
  valuesOf.set(limits, made);
  return made;
}
