import { useTranslation } from '@/engine/i18n/use-translation';
import { limit } from '@/core/config/limits';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

const nationalDigits = 10;

/**
 * A 10-digit Indian mobile number after a fixed +91 (spec §5: the 91 is added when sending).
 * A pasted "+91 98765 43210" keeps only the national digits.
 */
export function normaliseMobile(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const prefix = limit('countryCodePrefix');
  const national = digits.length > nationalDigits && digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
  return national.slice(0, nationalDigits);
}

export function MobileWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  return (
    <InputControl
      widget={props}
      type="tel"
      inputMode="numeric"
      normalise={normaliseMobile}
      before={
        <span className="input__prefix" aria-hidden="true">
          {t('field.countryCode')}
        </span>
      }
    />
  );
}
