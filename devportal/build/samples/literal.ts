import type { ResolvedTree } from '../guide-values';

/** How a language writes a guide's values: a kept value's variable, a date helper's call, a literal. */
export interface LiteralStyle {
  readonly variable: (name: string) => string;
  readonly day: (offset: number) => string;
  readonly scalar: (value: unknown) => string;
  readonly key: (name: string) => string;
  readonly open: string;
  readonly close: string;
  readonly pair: string;
  /** Writes `{ urn }` for `{ urn: urn }`. */
  readonly shorthand?: boolean;
}

/** A tree of values as source text of one language, on one line. */
export function literal(tree: ResolvedTree, style: LiteralStyle): string {
  if ('object' in tree) {
    const entries = Object.entries(tree.object).map(([key, value]) => (style.shorthand && 'kept' in value && value.kept === key ? key : `${style.key(key)}${style.pair}${literal(value, style)}`));
    return entries.length === 0 ? `${style.open}${style.close}` : `${style.open} ${entries.join(', ')} ${style.close}`;
  }
  if ('array' in tree) return `[${tree.array.map((item) => literal(item, style)).join(', ')}]`;
  if ('kept' in tree) return style.variable(tree.kept);
  if ('todayPlusDays' in tree) return style.day(tree.todayPlusDays);
  return style.scalar(tree.literal);
}

/** Whether a tree uses a date counted from today. */
export const usesDay = (tree: ResolvedTree | null): boolean => tree !== null && ('todayPlusDays' in tree || ('object' in tree && Object.values(tree.object).some(usesDay)) || ('array' in tree && tree.array.some(usesDay)));

/** A JSON pointer's segments: numbers for array positions. */
export const pointerSegments = (pointer: string): (string | number)[] => pointer.split('/').slice(1).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment.replace(/~1/g, '/').replace(/~0/g, '~')));
