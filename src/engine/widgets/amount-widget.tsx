import { useTranslation } from 'react-i18next';
import { rupeesToPaise } from '../../core/money/rupees-to-paise';
import { InputControl, type InputWidgetProps } from './input-control';

/**
 * Rupees as typed, without what a pasted amount carries around it ("₹1,000.50": the sign, the
 * grouping, spaces). Anything else stays as typed, for the form to name (letters, a third decimal):
 * an amount is never changed into another one behind the customer's back. The step's transform
 * sends paise.
 */
export function normaliseRupees(typed: string): string {
  return typed.replace(/[₹,\s]/g, '');
}

/** An amount typed in rupees and shown back as spec §5 formats it (₹12,345.50). */
export function AmountWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const typed = typeof props.value === 'string' ? props.value : '';
  const paise = typed === '' ? null : rupeesToPaise(typed);
  return (
    <InputControl
      widget={props}
      inputMode="decimal"
      normalise={normaliseRupees}
      before={
        <span className="input__prefix" aria-hidden="true">
          ₹
        </span>
      }
      after={
        paise === null ? null : (
          <span className="input__hint" aria-live="polite">
            {t('format.money', { amount: paise })}
          </span>
        )
      }
    />
  );
}
