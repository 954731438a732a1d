import { useEffect, useState } from 'react';
import type { LoadedForm } from '../config/load-form';
import { loadForm } from '../config/load-form';
import { StepForm } from '../flow/step-form';
import { Skeleton } from '../kinds/skeleton';
import type { FormValues } from '../theme/form-types';

export interface ConfirmFormProps {
  readonly form: string;
  readonly busy: boolean;
  readonly onSubmit: (values: FormValues) => void;
  /** A button the form's widgets show (the OTP's resend). */
  readonly onButton: (id: string) => void;
  /** The form's id: its submit is the dialog's, in the action bar that stays in reach. */
  readonly formId: string;
  /** Told once the form is drawn: until then the dialog's submit has no form to submit. */
  readonly onReady: () => void;
}

/**
 * The form of a confirmation (an OTP), with its precompiled validator. A module of its own, loaded
 * only by an action that asks for a form, so a screen of summaries never carries the form renderer.
 */
export default function ConfirmForm({ form, busy, onSubmit, onButton, formId, onReady }: ConfirmFormProps) {
  const [loaded, setLoaded] = useState<LoadedForm | null>(null);
  const [values, setValues] = useState<FormValues>({});
  useEffect(() => {
    let current = true;
    void loadForm(form).then((next) => {
      if (!current) return;
      setLoaded(next);
      onReady();
    });
    return () => {
      current = false;
    };
  }, [form, onReady]);
  if (!loaded) return <Skeleton lines={2} />;
  return <StepForm loaded={loaded} idPrefix="confirm" values={values} onChange={setValues} onSubmit={onSubmit} onButton={onButton} submitting={busy} busyButton={null} fieldErrors={{}} formId={formId} />;
}
