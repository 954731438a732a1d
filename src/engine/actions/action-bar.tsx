import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRef } from '../../core/effects/effect';
import type { TemplateScope } from '../../core/flow/resolve-template';
import type { ActionSpec } from '../../core/screens/screen-definition';
import { ActionControl } from './action-control';

export interface ActionBarProps {
  readonly actions: readonly ActionSpec[];
  readonly scope: TemplateScope;
  readonly reload?: () => void;
  /** quick: the home's tiles; buttons: a row of buttons. */
  readonly variant?: 'quick' | 'buttons';
  readonly label?: string;
}

/** A group of actions with one place where a refusal or failure of any of them is said. */
export function ActionBar({ actions, scope, reload, variant = 'buttons', label }: ActionBarProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<MessageRef | null>(null);
  if (actions.length === 0) return null;
  return (
    <div className={`action-bar action-bar--${variant}`}>
      <ul className="action-bar__list" aria-label={label}>
        {actions.map((action) => (
          <li key={action.id}>
            <ActionControl action={action} scope={scope} onMessage={setMessage} reload={reload} className={variant === 'quick' ? 'quick-action' : 'button'} />
          </li>
        ))}
      </ul>
      {message ? (
        <p className="form-alert" role="alert">
          {t(message.messageKey, message.values)}
        </p>
      ) : null}
    </div>
  );
}
