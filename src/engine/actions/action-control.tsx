import { useId, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { catalogueEntry } from '@/core/config/catalogue';
import { catalogues, cataloguesLoaded } from '@/core/config/catalogues';
import type { MessageRef } from '@/core/effects/effect';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import { unexplainedMessage } from '@/core/outcome/message-for-result';
import type { ActionSpec } from '@/core/screens/screen-definition';
import { asText } from '@/core/text/as-text';
import { useApi } from '../api/api-context';
import { loadDecision } from '../config/load-decision';
import { useLoadCache } from '../load/load-cache';
import { ActionIcon } from './action-icon';
import { ConfirmDialog } from './confirm-dialog';
import { useRunGuard } from './run-guard';
import { PortalLink } from '../routing/portal-link';
import { usePermission } from './use-permission';
import { useRunEffects } from './use-run-effects';

export interface ActionControlProps {
  readonly action: ActionSpec;
  readonly scope: TemplateScope;
  /** Where this action's refusals and failures are said: the bar's shared alert. */
  readonly onMessage: (message: MessageRef | null) => void;
  /** Loads the screen's data again after an action that changed it. */
  readonly reload?: () => void;
  readonly className?: string;
  /** Marks the link of the page the customer is on (navigation). */
  readonly current?: boolean;
  /** Asks about the permission once the page has shown (the navigation, on every page). */
  readonly deferPermission?: boolean;
}

/**
 * One action of a definition (DESIGN.md "Actions"): a link, or calls run through their decisions,
 * after the customer confirms when the action asks for it. An action the customer's KYC level does
 * not allow stays in view, says so, and tells how to upgrade when chosen; it never meets a server
 * refusal. A money-moving call carries one idempotency key across a double click and a retry.
 */
export function ActionControl({ action, scope, onMessage, reload, className = 'button', current = false, deferPermission = false }: ActionControlProps) {
  const { t } = useTranslation();
  const { client, session } = useApi();
  const cache = useLoadCache();
  const runEffects = useRunEffects();
  const verdict = usePermission(action.permission, deferPermission);
  const denied = verdict === 'unknown' || verdict === 'allowed' ? null : verdict;
  // The mark says why, by the refusal's message (rules/catalogues/permission-hints.json): full KYC only, card blocked.
  const refusal = denied?.find((effect) => effect.type === 'deny');
  const markKey = refusal && cataloguesLoaded() ? catalogueEntry(catalogues.permissionHints, refusal.messageKey)?.messageKey : undefined;
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const [dialogMessage, setDialogMessage] = useState<MessageRef | null>(null);
  const [busy, setBusy] = useState(false);
  const guard = useRunGuard();
  const label = (
    <>
      {action.icon ? <ActionIcon name={action.icon} /> : null}
      <span className="action__text">
        <span className="action__label">{busy ? t('app.loading') : t(action.labelKey)}</span>
        {denied && markKey ? (
          // Part of the description, not of the name: the name stays "Transfer".
          <span id={hintId} className="action__hint" aria-hidden="true">
            {t(markKey)}
          </span>
        ) : null}
      </span>
    </>
  );

  /**
   * Runs calls of this action (all of them, or the confirmation's send) with the values the customer
   * confirmed; says why it failed in the dialog while one is open, else beside the button.
   */
  const run = async (values: Readonly<Record<string, unknown>>, which: 'action' | 'send'): Promise<boolean> => {
    if (!guard.start()) return false;
    setBusy(true);
    const say = which === 'send' || confirming ? setDialogMessage : onMessage;
    say(null);
    const runScope: TemplateScope = { ...scope, confirm: values };
    const send = action.confirm?.send;
    const spec = which === 'send' && send ? { calls: [send], done: [] } : { calls: action.calls ?? [], done: action.done ?? [] };
    try {
      // Calls run through the decisions and the client's templates: loaded with the first action that calls, not with the page.
      const { runAction } = await import('./run-action');
      const done = await runAction(spec, {
        client,
        values,
        kept: {},
        scope: runScope,
        session: () => ({ mobileNumber: session.mobileNumber() }),
        decision: loadDecision,
        keep: () => undefined,
        confirmation: guard.confirmations.for(JSON.stringify([action.id, runScope['row'], values])),
        apply: (effects, stage) => {
          runEffects(effects, { ...stage, setFormError: say, reload });
          return Promise.resolve();
        },
      });
      if (done && which === 'action') {
        guard.confirmations.settle();
        setConfirming(false);
        // What the page shows may have changed; the next load asks the server again.
        cache.forget();
      }
      return done;
    } catch {
      say(unexplainedMessage);
      return false;
    } finally {
      guard.end();
      setBusy(false);
    }
  };

  const choose = () => {
    if (denied) {
      // A refusal that opens a dialog (the upgrade offer) says why there, not a second time beside the button.
      runEffects(denied.some((effect) => effect.type === 'modal') ? denied.filter((effect) => effect.type !== 'deny') : denied, { setFormError: onMessage });
      return;
    }
    if (!action.confirm) {
      void run({}, 'action');
      return;
    }
    setDialogMessage(null);
    setConfirming(true);
    // The OTP is sent as the dialog opens; a failure to send is said inside it, with the form's resend.
    if (action.confirm.send) void run({}, 'send');
  };


  if (action.to !== undefined && !action.calls?.length && !denied) {
    return (
      <PortalLink className={className} to={asText(resolveTemplate(action.to, scope))} aria-current={current ? 'page' : undefined}>
        {label}
      </PortalLink>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={choose} disabled={busy} aria-busy={busy} aria-describedby={denied && markKey ? hintId : undefined}>
        {label}
      </button>
      {confirming && action.confirm ? (
        <ConfirmDialog
          confirm={action.confirm}
          scope={scope}
          busy={busy}
          message={dialogMessage}
          onCancel={() => setConfirming(false)}
          onConfirm={(values) => void run(values, 'action')}
          onButton={() => void run({}, 'send')}
        />
      ) : null}
    </>
  );
}
