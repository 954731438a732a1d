import { useTranslation } from 'react-i18next';
import type { TemplateScope } from '../../core/flow/resolve-template';
import type { ConfirmSpec } from '../../core/screens/screen-definition';
import { ShownText, shownValue } from '../kinds/shown-value';
import { Dialog } from '../modal/dialog';

export interface ConfirmDialogProps {
  readonly confirm: ConfirmSpec;
  readonly scope: TemplateScope;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: (values: Readonly<Record<string, unknown>>) => void;
}

/** What the customer accepts before an action runs: the summary of what will happen, then Confirm or Cancel. */
export function ConfirmDialog({ confirm, scope, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="confirm-title" onClose={onCancel}>
      <h2 id="confirm-title">{t(confirm.titleKey)}</h2>
      {confirm.introKey ? <p>{t(confirm.introKey)}</p> : null}
      {confirm.summary ? (
        <dl className="facts">
          {confirm.summary.map((field) => (
            <div key={field.labelKey} className="facts__row">
              <dt>{t(field.labelKey)}</dt>
              <dd>
                <ShownText shown={shownValue(field, scope)} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="actions">
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => onConfirm({})}>
          {busy ? t('app.loading') : t(confirm.confirmLabelKey)}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
