import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputControl, type InputWidgetProps } from './input-control';

/** A password that can be shown while typing; paste and password managers work as usual. */
export function PasswordWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputControl
      widget={props}
      type={visible ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="input__toggle"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t('field.showPassword')}
        </button>
      }
    />
  );
}
