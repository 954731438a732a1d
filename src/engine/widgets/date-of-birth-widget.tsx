import { useTranslation } from '@/engine/i18n/use-translation';
import { readDateInput, showDateInput } from '@/core/format/date-input';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

/**
 * A date of birth typed as DD/MM/YYYY whatever the browser's locale (issue 13): the browser's date
 * picker would ask a US-English browser for mm/dd/yyyy. The slashes come as the digits are typed;
 * a date pasted or autofilled as YYYY-MM-DD is taken as it is. Under-age is the form's own check
 * (spec §5, ui "checks"), said in words rather than by days the picker would grey out.
 */
export function DateOfBirthWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const formatId = `${props.id}__format`;
  return (
    <>
      <InputControl widget={props} inputMode="numeric" normalise={readDateInput} format={showDateInput} describedBy={formatId} />
      <p id={formatId} className="field__hint">
        {t('field.dateFormat')}
      </p>
    </>
  );
}
