import { rupeesToPaise } from '../money/rupees-to-paise';

/**
 * The request transforms a screen may declare for a field (spec §5). Trimming and the 91 prefix
 * need no declaration: the API client applies them to every body by the contract.
 */
export type TransformName = 'rupeesToPaise' | 'digitsToInteger';

export type FieldTransforms = Readonly<Record<string, readonly TransformName[]>>;

const transforms: Record<TransformName, (value: unknown) => unknown> = {
  rupeesToPaise: (value) => (typeof value === 'string' ? (rupeesToPaise(value) ?? value) : value),
  digitsToInteger: (value) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/\s/g, '');
    return /^\d+$/.test(digits) ? Number(digits) : value;
  },
};

/** Applies each field's declared transforms in order; fields without any pass unchanged. */
export function applyTransforms(values: Readonly<Record<string, unknown>>, declared: FieldTransforms): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [field, names] of Object.entries(declared)) {
    if (!(field in out)) continue;
    out[field] = names.reduce((value, name) => transforms[name](value), out[field]);
  }
  return out;
}
