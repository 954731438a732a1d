import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import type { MessageRef } from '@/core/effects/effect';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { ActionSpec } from '@/core/screens/screen-definition';
import { ActionControl } from './action-control';

export interface ActionBarProps {
  readonly actions: readonly ActionSpec[];
  readonly scope: TemplateScope;
  readonly reload?: () => void;
  /** quick: the home's tiles; buttons: a row of buttons; nav: the signed-in navigation. */
  readonly variant?: 'quick' | 'buttons' | 'nav';
  readonly label?: string;
  /** The action that leads to the page the customer is on (navigation). */
  readonly isCurrent?: (action: ActionSpec) => boolean;
  /** A control after the actions, in the same list (the navigation's "More"). */
  readonly trailing?: ReactNode;
}

const controlClass = { quick: 'quick-action', buttons: 'button', nav: 'app-nav__link' } as const;

/**
 * A group of actions with one place where a refusal or failure of any of them is said. Drawn again
 * only when what it is given changes: a list's toolbar stands above rows that change at each filter.
 */
export const ActionBar = memo(function ActionBar({ actions, scope, reload, variant = 'buttons', label, isCurrent, trailing }: ActionBarProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<MessageRef | null>(null);
  // An action with a condition shows only when it holds (refresh, while a payment is pending).
  const shown = actions.filter((action) => action.when === undefined || resolveTemplate(action.when, scope) === true);
  if (shown.length === 0) return null;
  return (
    <div className={`action-bar action-bar--${variant}`}>
      <ul className="action-bar__list" aria-label={label}>
        {shown.map((action) => (
          <li key={action.id}>
            <ActionControl
              action={action}
              scope={scope}
              onMessage={setMessage}
              reload={reload}
              className={controlClass[variant]}
              current={isCurrent?.(action) ?? false}
              // The navigation is on every page: its permission hints wait until the page has shown.
              deferPermission={variant === 'nav'}
            />
          </li>
        ))}
        {trailing ? <li className="action-bar__trailing">{trailing}</li> : null}
      </ul>
      {message ? (
        <p className="form-alert action-bar__message" role="alert">
          {t(message.messageKey, message.values)}
        </p>
      ) : null}
    </div>
  );
});
