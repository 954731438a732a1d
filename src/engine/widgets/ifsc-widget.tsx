import { useTranslation } from '@/engine/i18n/use-translation';
import { catalogueEntry } from '@/core/config/catalogue';
import { catalogueNamed } from '@/core/config/catalogues';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

/** An IFSC is eleven upper-case letters and digits (its shape is the schema's to check); lower case is raised. */
const ifscShape = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 11);

/** The first four letters of an IFSC name its bank. */
const bankCodeLength = 4;

/**
 * An IFSC, with the bank its code names shown under it as the customer types (a polite live
 * region, so a screen reader hears it once): a wrong code shows at once, before any call. The
 * bank codes are the catalogue ui:options.catalogue names (rules/catalogues/ifsc-banks.json),
 * loaded with the form as every catalogue a form names.
 */
export function IfscWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const name: unknown = props.options['catalogue'];
  const banks = typeof name === 'string' ? catalogueNamed(name) : undefined;
  const value = typeof props.value === 'string' ? props.value : '';
  // Only an IFSC of the shape the schema asks names a bank: beside one the form refuses, a bank would contradict its error (issue 31 item 6).
  const shaped = typeof props.schema.pattern !== 'string' || new RegExp(props.schema.pattern).test(value);
  const bank = banks && shaped && value.length >= bankCodeLength ? catalogueEntry(banks, value.slice(0, bankCodeLength))?.value : undefined;
  const bankId = `${props.id}__bank`;
  return (
    <>
      <InputControl widget={props} normalise={ifscShape} describedBy={bankId} />
      <p id={bankId} className="field__hint" aria-live="polite">
        {bank ? t('account:beneficiary.ifscBank', { bank }) : null}
      </p>
    </>
  );
}
