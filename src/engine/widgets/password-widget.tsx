import { useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { ActionIcon } from '../actions/action-icon';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';
import { useHydrated } from '../routing/use-hydrated';

interface PolicyRule {
  readonly messageKey: string;
  readonly pattern: string;
}

function policyOf(options: Readonly<Record<string, unknown>>): readonly PolicyRule[] {
  const policy = options['policy'];
  return Array.isArray(policy) ? (policy as PolicyRule[]) : [];
}

/**
 * A password that can be shown while typing; paste and password managers work as usual. With a
 * "policy" in its ui:options (spec §5: eight characters, upper and lower case, a digit, a special
 * character) each rule is ticked off as the customer types.
 */
export function PasswordWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const policy = policyOf(props.options);
  const typed = typeof props.value === 'string' ? props.value : '';
  const policyId = `${props.id}__policy`;
  return (
    <>
      <InputControl
        widget={props}
        type={visible ? 'text' : 'password'}
        describedBy={policy.length > 0 ? policyId : undefined}
        after={
          <button type="button" className="input__toggle" aria-pressed={visible} aria-controls={props.id} disabled={!hydrated} onClick={() => setVisible((shown) => !shown)}>
            <ActionIcon name="eye" />
            <span className="input__toggle-text">{t('field.showPassword')}</span>
          </button>
        }
      />
      {policy.length > 0 ? (
        <ul className="policy" id={policyId} aria-label={t('password.policyTitle')}>
          {policy.map((rule) => {
            const met = new RegExp(rule.pattern, 'u').test(typed);
            return (
              <li key={rule.messageKey} className={met ? 'policy__rule policy__rule--met' : 'policy__rule'}>
                <span aria-hidden="true">{met ? '✓' : '•'} </span>
                {t(rule.messageKey)}
                <span className="visually-hidden">{met ? t('password.ruleMet') : t('password.ruleNotMet')}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
