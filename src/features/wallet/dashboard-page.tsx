import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRef } from '../../core/effects/effect';
import { formatPaise } from '../../core/money/format-paise';
import type { ApiResult } from '../../core/outcome/api-result';
import { decideOutcome } from '../../core/outcome/decide-outcome';
import { messageForResult } from '../../core/outcome/message-for-result';
import { useApi } from '../../engine/api/api-context';
import { useOperation } from '../../engine/api/use-operation';
import { loadDecision } from '../../engine/flow/load-flow';
import { useRunEffects } from '../../engine/flow/use-run-effects';

/**
 * Spec §6: a wallet answer that says the wallet is temporarily blocked (1010, 6014, or 403 with
 * body status 500) is met by the temporary-block decision: its warning, and its refusal in place
 * of the wallet. Null until a failed answer was decided, or when it was not a block.
 */
function useTemporaryBlock(result: ApiResult | null): MessageRef | null {
  const runEffects = useRunEffects();
  const [refusal, setRefusal] = useState<MessageRef | null>(null);
  useEffect(() => {
    if (!result) return undefined;
    let current = true;
    void loadDecision('temporary-block')
      .then((decide) => decideOutcome(decide, result))
      .then((effects) => {
        if (!current) return;
        runEffects(effects, { result, setFormError: setRefusal });
      });
    return () => {
      current = false;
    };
  }, [result, runEffects]);
  return refusal;
}

/** /dashboard: the customer's name and wallet balance (spec §2 wallet home; the full home comes later). */
export function Component() {
  const { t } = useTranslation();
  const { session } = useApi();
  const mobileNumber = session.mobileNumber() ?? '';
  const profile = useOperation('getUserProfile', { mobileNumber });
  const wallet = useOperation('getWallet', { mobileNumber });
  const blocked = useTemporaryBlock(wallet.state.status === 'failed' ? wallet.state.result : null);

  const failed = [profile.state, wallet.state].find((state) => state.status === 'failed');
  const loading = profile.state.status === 'loading' || wallet.state.status === 'loading';
  const name = profile.state.status === 'done' && profile.state.result.body && 'profile' in profile.state.result.body ? profile.state.result.body.profile.fullName : '';
  const balance = wallet.state.status === 'done' && wallet.state.result.body && 'wallet' in wallet.state.result.body ? wallet.state.result.body.wallet.balance : null;

  return (
    <section className="screen" aria-labelledby="screen-title" aria-busy={loading}>
      <h1 id="screen-title">{t('route.dashboard')}</h1>
      {blocked ? (
        <div className="form-alert" role="alert">
          <p>{t(blocked.messageKey, blocked.values)}</p>
        </div>
      ) : failed?.status === 'failed' ? (
        <div className="form-alert" role="alert">
          <p>{t('dashboard.loadFailed')}</p>
          <p>{t(messageForResult(failed.result).messageKey, messageForResult(failed.result).values)}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              profile.retry();
              wallet.retry();
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      ) : loading ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <div className="card">
          <p className="card__welcome">{t('dashboard.welcome', { name })}</p>
          <p className="card__label" id="balance-label">
            {t('dashboard.balance')}
          </p>
          <p className="card__amount" aria-labelledby="balance-label" data-testid="balance">
            {balance === null ? '' : t('dashboard.amount', { amount: formatPaise(balance) })}
          </p>
        </div>
      )}
    </section>
  );
}
