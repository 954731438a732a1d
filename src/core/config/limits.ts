import limitsFile from '../../../rules/limits.json';

/** The names of the business constants kept in rules/limits.json. */
export type LimitName = keyof typeof limitsFile.limits;

type LimitValue<N extends LimitName> = (typeof limitsFile.limits)[N]['value'];

/** One business constant of rules/limits.json (spec §9), with the type it has in the file. */
export function limit<N extends LimitName>(name: N): LimitValue<N> {
  return limitsFile.limits[name].value;
}
