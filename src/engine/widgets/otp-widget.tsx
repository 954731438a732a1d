import { useEffect, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { limit } from '@/core/config/limits';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, limit('otpLength'));

/**
 * A one-time password of spec §5 (6 digits): paste and SMS autofill work (one-time-code), and
 * the resend button of the step waits out the timer of rules/limits.json. The countdown is the
 * button's name, not a live region, so a screen reader hears it when it reaches the button rather
 * than every second.
 */
export function OtpWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const resend = typeof props.options['button'] === 'string' ? props.options['button'] : undefined;
  const { onButton, busyButton } = props.registry.formContext;
  const [left, setLeft] = useState<number>(limit('resendOtpSeconds'));
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <>
      <InputControl widget={{ ...props, options: { autocomplete: 'one-time-code', ...props.options } }} inputMode="numeric" normalise={digitsOnly} />
      {resend ? (
        <p className="otp__resend">
          <button
            type="button"
            className="button button--link"
            disabled={left > 0 || busyButton !== null}
            onClick={() => {
              setLeft(limit('resendOtpSeconds'));
              onButton(resend);
            }}
          >
            {left > 0 ? t('otp.resendIn', { seconds: left }) : t('otp.resend')}
          </button>
        </p>
      ) : null}
    </>
  );
}
