import { errorId } from '@rjsf/utils';

/** The id of the hint a step puts under a field. */
export const hintId = (id: string): string => `${id}__hint`;

/**
 * What every control of a field says to assistive technology: whether it is invalid, and which
 * elements describe it (its error while there is one, and any that always do, such as a policy).
 */
export function fieldAria(id: string, rawErrors: readonly string[] | undefined, describedBy?: string): { 'aria-invalid': boolean; 'aria-describedby': string | undefined } {
  const invalid = (rawErrors ?? []).length > 0;
  return {
    'aria-invalid': invalid,
    'aria-describedby': [invalid ? errorId(id) : undefined, describedBy].filter(Boolean).join(' ') || undefined,
  };
}
