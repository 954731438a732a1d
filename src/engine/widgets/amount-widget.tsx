import { useTranslation } from 'react-i18next';
import { rupeesToPaise } from '../../core/money/rupees-to-paise';
import { InputControl, type InputWidgetProps } from './input-control';

/** Rupees as typed: digits and at most two decimals; the step's transform sends paise. */
export function normaliseRupees(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
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
