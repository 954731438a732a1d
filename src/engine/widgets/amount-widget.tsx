import { useEffect, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { amountMarks, type AmountMarks } from '@/core/money/amount-marks';
import { readTypedAmount, writeTypedAmount } from '@/core/money/read-typed-amount';
import { rupeesToPaise } from '@/core/money/rupees-to-paise';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

/**
 * What the form keeps of an amount typed in the customer's language: the amount read ("250,50" in
 * French is "250.50", read-typed-amount.ts), or, when it cannot be read without guessing, the text
 * as typed, which the schema's pattern then refuses with the field's message. Nothing is dropped.
 */
export function keptAmount(typed: string, marks: AmountMarks): string {
  return typed.trim() === '' ? '' : (readTypedAmount(typed, marks) ?? typed);
}

/**
 * An amount typed in rupees as the customer's language writes it, shown back as typed and, beside
 * it, as spec §5 formats it in that language (₹12,345.50; 12 345,50 ₹), so the customer sees the
 * amount meant before going on. The step's transform sends paise.
 */
export function AmountWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const marks = amountMarks(t('format.locale'));
  const kept = typeof props.value === 'string' ? props.value : '';
  const [typed, setTyped] = useState(() => writeTypedAmount(kept, marks));
  // What was typed, while the form keeps what it reads; a value set from elsewhere (a journey
  // resumed, another language chosen) is shown as this language writes it.
  const shown = keptAmount(typed, marks) === kept ? typed : writeTypedAmount(kept, marks);
  const paise = kept === '' ? null : rupeesToPaise(kept);
  // A value kept as typed before this widget read it (typed while it loaded, a journey resumed) is read now.
  const read = keptAmount(kept, marks);
  const { onChange } = props;
  useEffect(() => {
    if (read !== kept) onChange(read);
  }, [read, kept, onChange]);
  return (
    <InputControl
      widget={props}
      inputMode="decimal"
      onTyped={setTyped}
      normalise={(text) => keptAmount(text, marks)}
      format={() => shown}
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
