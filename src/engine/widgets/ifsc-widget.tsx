import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueEntry } from '../../core/config/catalogue';
import { catalogues, cataloguesLoaded, loadCatalogues } from '../../core/config/catalogues';
import { InputControl, type InputWidgetProps } from './input-control';

/** An IFSC is eleven upper-case letters and digits (its shape is the schema's to check); lower case is raised. */
const ifscShape = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 11);

/** The first four letters of an IFSC name its bank (rules/catalogues/ifsc-banks.json). */
const bankCodeLength = 4;

/**
 * An IFSC, with the bank its code names shown under it as the customer types (a polite live
 * region, so a screen reader hears it once): a wrong code shows at once, before any call.
 */
export function IfscWidget(props: InputWidgetProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(cataloguesLoaded);
  useEffect(() => {
    if (!ready) void loadCatalogues().then(() => setReady(true), () => undefined);
  }, [ready]);
  const value = typeof props.value === 'string' ? props.value : '';
  const bank = ready && value.length >= bankCodeLength ? catalogueEntry(catalogues.ifscBanks, value.slice(0, bankCodeLength))?.value : undefined;
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
