import { useEffect, useState } from 'react';
import type { LoadedForm } from '../config/load-form';
import { loadForm } from '../config/load-form';
import { StepForm } from '../flow/step-form';
import { Skeleton } from '../kinds/load-status';
import type { FormValues } from '../theme/form-types';

export interface ConfirmFormProps {
  readonly form: string;
  /** The dialog's confirm label, on the form's submit button: one form serves actions that do different things (download, e-mail). */
  readonly submitLabelKey: string;
  readonly busy: boolean;
  readonly onSubmit: (values: FormValues) => void;
  /** A button the form's widgets show (the OTP's resend). */
  readonly onButton: (id: string) => void;
}

const submitOptions = (uiSchema: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => {
  const options = uiSchema['ui:submitButtonOptions'];
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
};

/**
 * The form of a confirmation (an OTP), with its precompiled validator. A module of its own, loaded
 * only by an action that asks for a form, so a screen of summaries never carries the form renderer.
 */
export default function ConfirmForm({ form, submitLabelKey, busy, onSubmit, onButton }: ConfirmFormProps) {
  const [loaded, setLoaded] = useState<LoadedForm | null>(null);
  const [values, setValues] = useState<FormValues>({});
  useEffect(() => {
    let current = true;
    void loadForm(form).then((next) => {
      if (current) setLoaded(next);
    });
    return () => {
      current = false;
    };
  }, [form]);
  if (!loaded) return <Skeleton lines={2} />;
  const uiSchema = { ...loaded.form.uiSchema, 'ui:submitButtonOptions': { ...submitOptions(loaded.form.uiSchema), submitText: submitLabelKey } };
  return <StepForm loaded={{ ...loaded, form: { ...loaded.form, uiSchema } }} idPrefix="confirm" values={values} onChange={setValues} onSubmit={onSubmit} onButton={onButton} submitting={busy} busyButton={null} fieldErrors={{}} />;
}
