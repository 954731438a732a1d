import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import type { MessageRef } from '@/core/effects/effect';
import type { TemplateScope } from '@/core/flow/resolve-template';
import type { ConfirmSpec } from '@/core/screens/screen-definition';
import { FieldList } from '../kinds/field-list';
import { Dialog } from '../modal/dialog';

const ConfirmForm = lazy(() => import('./confirm-form'));

/** The confirmation's form, submitted by the dialog's confirm button. */
const confirmFormId = 'confirm-form';

export interface ConfirmDialogProps {
  readonly confirm: ConfirmSpec;
  readonly scope: TemplateScope;
  readonly busy: boolean;
  /** Why the last try failed (a wrong OTP, no network), said inside the dialog the customer is in. */
  readonly message: MessageRef | null;
  readonly onCancel: () => void;
  readonly onConfirm: (values: Readonly<Record<string, unknown>>) => void;
  /** A button of the form's widgets (the OTP's resend). */
  readonly onButton: (id: string) => void;
}

/** What the customer accepts before an action runs: the summary of what will happen, and the form it asks for (an OTP), then Confirm or Cancel. */
export function ConfirmDialog({ confirm, scope, busy, message, onCancel, onConfirm, onButton }: ConfirmDialogProps) {
  const { t } = useTranslation();
  // The confirm button submits the form from outside it: not before the form is there to submit.
  const [formReady, setFormReady] = useState(false);
  const formDrawn = useCallback(() => setFormReady(true), []);
  return (
    <Dialog labelledBy="confirm-title" onClose={onCancel}>
      <h2 id="confirm-title">{t(confirm.titleKey)}</h2>
      {confirm.introKey ? <p>{t(confirm.introKey)}</p> : null}
      {message ? (
        <p className="form-alert" role="alert">
          {t(message.messageKey, message.values)}
        </p>
      ) : null}
      {confirm.summary ? <FieldList fields={confirm.summary} scope={scope} /> : null}
      {confirm.form ? (
        <Suspense fallback={null}>
          <ConfirmForm form={confirm.form} busy={busy} onSubmit={onConfirm} onButton={onButton} formId={confirmFormId} onReady={formDrawn} />
        </Suspense>
      ) : null}
      {/* The confirm button is the form's submit when there is a form: in this bar, in reach however long the dialog (issue 31 item 10). */}
      <div className="actions">
        <button
          type={confirm.form ? 'submit' : 'button'}
          form={confirm.form ? confirmFormId : undefined}
          className="button button--primary"
          disabled={busy || (confirm.form !== undefined && !formReady)}
          aria-busy={busy}
          onClick={confirm.form ? undefined : () => onConfirm({})}
        >
          {busy ? t('app.loading') : t(confirm.confirmLabelKey)}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
