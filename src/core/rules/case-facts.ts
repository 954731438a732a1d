import { currentLimits, type LimitsTable } from '../config/limits';

/** A fact of a decision case written against a limit: the limit's value, plus so much of its unit. */
export interface LimitFact {
  readonly limit: string;
  readonly plus?: number;
}

export const isLimitFact = (value: unknown): value is LimitFact => typeof value === 'object' && value !== null && typeof (value as { limit?: unknown }).limit === 'string';

/**
 * A case's facts with each fact written against a limit ({"limit": "coolingOffCapPaise", "plus": 1},
 * the first amount above the cap) read from the limits given: a case then tests the boundary the
 * limits set, wherever compliance moves them (issue 19 items 3 and 4). A limit that is missing
 * or not a number is an error, not a silent NaN.
 */
export function caseFacts(facts: Readonly<Record<string, unknown>>, limits: LimitsTable = currentLimits): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(facts).map(([name, value]) => {
      if (!isLimitFact(value)) return [name, value];
      const base = limits[value.limit]?.value;
      if (typeof base !== 'number') throw new Error(`the fact ${name} is written against the limit ${value.limit}, which rules/limits.json has not as a number`);
      return [name, base + (value.plus ?? 0)];
    }),
  );
}
