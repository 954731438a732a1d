import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../routing/use-hydrated';
import type { FormContext, FormValues, Schema } from './form-types';

/**
 * Submit, disabled while the request is in flight so a double click cannot send it twice, and on a
 * prerendered page until React owns the form (issue 14).
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps<FormValues, Schema, FormContext>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const submitting = registry.formContext.submitting;
  return (
    <button type="submit" className="button button--primary" disabled={submitting || !hydrated} aria-busy={submitting}>
      {submitting ? t('app.loading') : t(submitText ?? 'app.submit')}
    </button>
  );
}
