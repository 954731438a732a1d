import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from '@/engine/i18n/use-translation';
import { useHydrated } from '../routing/use-hydrated';
import type { FormContext, FormValues, Schema } from './form-types';

export interface FormSubmitButtonProps {
  /** Its words' key. */
  readonly labelKey: string;
  readonly busy: boolean;
  /** The form it submits when it is drawn outside it (a dialog's action bar), by id. */
  readonly formId?: string;
}

/**
 * Submit, disabled while the request is in flight so a double click cannot send it twice, and on a
 * prerendered page until React owns the form (issue 14).
 */
export function FormSubmitButton({ labelKey, busy, formId }: FormSubmitButtonProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button type="submit" form={formId} className="button button--primary" disabled={busy || !hydrated} aria-busy={busy}>
      {busy ? t('app.loading') : t(labelKey)}
    </button>
  );
}

/** The submit RJSF draws at the foot of a form, with the words of its ui:submitButtonOptions. */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps<FormValues, Schema, FormContext>) {
  if (getSubmitButtonOptions(uiSchema).norender) return null;
  return <FormSubmitButton labelKey={submitLabelOf(uiSchema ?? {})} busy={registry.formContext.submitting} />;
}

/** The words of a form's submit (its ui:submitButtonOptions.submitText). */
export function submitLabelOf(uiSchema: Readonly<Record<string, unknown>>): string {
  return getSubmitButtonOptions(uiSchema).submitText ?? 'app.submit';
}
