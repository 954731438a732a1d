import { rupeesToPaise } from '../money/rupees-to-paise';

/**
 * The request transforms a screen may declare for a field (spec §5). Trimming and the 91 prefix
 * need no declaration: the API client applies them to every body by the contract.
 */
export type TransformName = 'rupeesToPaise' | 'digitsToInteger' | 'noneAsNull';

export type FieldTransforms = Readonly<Record<string, readonly TransformName[]>>;

const transforms: Record<TransformName, (value: unknown) => unknown> = {
  rupeesToPaise: (value) => (typeof value === 'string' ? (rupeesToPaise(value) ?? value) : value),
  digitsToInteger: (value) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/\s/g, '');
    return /^\d+$/.test(digits) ? Number(digits) : value;
  },
  // Spec §5: a beneficiary limit that is absent or 0 is sent as null (no limit).
  noneAsNull: (value) => (value === undefined || value === '' || value === 0 ? null : value),
};

/**
 * Applies each field's declared transforms in order; fields without any pass unchanged. A field left
 * empty meets its transforms too (noneAsNull makes it null); one that stays undefined is left out.
 */
export function applyTransforms(values: Readonly<Record<string, unknown>>, declared: FieldTransforms): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [field, names] of Object.entries(declared)) {
    const value = names.reduce((current, name) => transforms[name](current), out[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}
