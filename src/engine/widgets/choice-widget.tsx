import { useTranslation } from 'react-i18next';
import { catalogueNamed } from '../../core/config/catalogues';
import type { CatalogueEntry } from '../../core/config/catalogue';
import { controlProps } from './control-props';
import type { InputWidgetProps } from './input-control';

/** One option as the list draws it: what is sent, and the translation key or the words shown. */
interface ChoiceOption {
  readonly code: string;
  readonly messageKey?: string;
  readonly label?: string;
}

/**
 * ui:options.catalogue: the list of rules/catalogues/ the choice is made from (states, documents);
 * or ui:options.listedBy "step": the options the step lists from what it loaded (its transactions).
 */
function entriesOf(props: InputWidgetProps): readonly ChoiceOption[] {
  const { options, id } = props;
  if (options['listedBy'] === 'step') return (props.registry.formContext.choices?.[id] ?? []).map((choice) => ({ code: choice.value, label: choice.label }));
  const name: unknown = options['catalogue'];
  const file = typeof name === 'string' ? catalogueNamed(name) : undefined;
  if (!file) throw new Error(`a choice names no catalogue of rules/catalogues/ ("${String(name)}")`);
  return file.entries.map((entry: CatalogueEntry) => ({ code: entry.code, ...(entry.messageKey ? { messageKey: entry.messageKey } : {}) }));
}

/**
 * One choice from a list kept as data (ui:options.catalogue): the officially valid documents of
 * spec §3, the states of India, the countries; or from what the step loaded (a transaction). What
 * is sent is the entry's code; what is shown is its label (a listed transaction), its messageKey
 * in the customer's language, or the code itself for a proper noun (a state). A
 * schema enum narrows the list to its codes. A value the list lacks (an old provider's spelling,
 * kept from a migration) stays as an option of its own, so nothing the customer had is dropped.
 */
export function ChoiceWidget(props: InputWidgetProps) {
  const { options, onChange } = props;
  const value: unknown = props.value;
  const { t } = useTranslation();
  const allowed = options.enumOptions?.map((option) => String(option.value));
  const entries = entriesOf(props).filter((entry) => !allowed || allowed.includes(entry.code));
  const chosen = typeof value === 'string' ? value : '';
  const kept = chosen !== '' && !entries.some((entry) => entry.code === chosen);
  return (
    <select {...controlProps(props)} className="input__control input__select" value={chosen} onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}>
      <option value="">{t('field.choose')}</option>
      {kept ? <option value={chosen}>{chosen}</option> : null}
      {entries.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.label ?? (entry.messageKey ? t(entry.messageKey) : entry.code)}
        </option>
      ))}
    </select>
  );
}
