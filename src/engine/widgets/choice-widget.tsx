import { useTranslation } from 'react-i18next';
import { catalogueNamed } from '../../core/config/catalogues';
import type { CatalogueEntry } from '../../core/config/catalogue';
import { controlProps } from './control-props';
import type { InputWidgetProps } from './input-control';

/** ui:options.catalogue: the list of rules/catalogues/ the choice is made from (states, documents). */
function entriesOf(options: InputWidgetProps['options']): readonly CatalogueEntry[] {
  const name: unknown = options['catalogue'];
  const file = typeof name === 'string' ? catalogueNamed(name) : undefined;
  if (!file) throw new Error(`a choice names no catalogue of rules/catalogues/ ("${String(name)}")`);
  return file.entries;
}

/**
 * One choice from a list kept as data (ui:options.catalogue): the officially valid documents of
 * spec §3, the states of India, the countries. What is sent is the entry's code; what is shown is
 * its messageKey in the customer's language, or the code itself for a proper noun (a state). A
 * schema enum narrows the list to its codes. A value the list lacks (an old provider's spelling,
 * kept from a migration) stays as an option of its own, so nothing the customer had is dropped.
 */
export function ChoiceWidget(props: InputWidgetProps) {
  const { options, onChange } = props;
  const value: unknown = props.value;
  const { t } = useTranslation();
  const allowed = options.enumOptions?.map((option) => String(option.value));
  const entries = entriesOf(options).filter((entry) => !allowed || allowed.includes(entry.code));
  const chosen = typeof value === 'string' ? value : '';
  const kept = chosen !== '' && !entries.some((entry) => entry.code === chosen);
  return (
    <select {...controlProps(props)} className="input__control input__select" value={chosen} onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}>
      <option value="">{t('field.choose')}</option>
      {kept ? <option value={chosen}>{chosen}</option> : null}
      {entries.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.messageKey ? t(entry.messageKey) : entry.code}
        </option>
      ))}
    </select>
  );
}
