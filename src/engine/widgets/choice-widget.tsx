import type { TFunction } from '@/engine/i18n/i18n';
import { useTranslation } from '@/engine/i18n/use-translation';
import { catalogueNamed } from '@/core/config/catalogues';
import type { ListedChoice } from '../theme/form-types';
import { controlProps } from './control-props';
import type { InputWidgetProps } from './input-widget-props';

/**
 * ui:options.catalogue: the list of rules/catalogues/ the choice is made from (states, documents),
 * each entry shown by its messageKey in the customer's language, or by its code for a proper noun
 * (a state); ui:options.listedBy "step": the options the step lists from what it loaded (its
 * transactions), already in the customer's words; or else the field's own `oneOf` of
 * `{const, title}`, each title a translation key (RJSF's optionsList reads them).
 */
function optionsOf(props: InputWidgetProps, t: TFunction, exists: (key: string) => boolean): readonly ListedChoice[] {
  const { options, id } = props;
  if (options['listedBy'] === 'step') return props.registry.formContext.choices?.[id] ?? [];
  const name: unknown = options['catalogue'];
  if (name === undefined && options.enumOptions) return options.enumOptions.map((option) => ({ value: String(option.value), label: t(option.label) }));
  const file = typeof name === 'string' ? catalogueNamed(name) : undefined;
  if (!file) throw new Error(`a choice names no catalogue of rules/catalogues/ ("${String(name)}") and its schema lists no options`);
  // A name in a file of locales/ the route did not load (schemas/routes.json namespaces) reads as its code.
  return file.entries.map((entry) => ({ value: entry.code, label: entry.messageKey && exists(entry.messageKey) ? t(entry.messageKey) : entry.code }));
}

/**
 * One choice from a list kept as data (ui:options.catalogue): the officially valid documents of
 * spec §3, the states of India, the countries; or from what the step loaded (a transaction). What
 * is sent is the option's value, what is shown its label. A schema enum narrows the list to its
 * values. A value the list lacks (an old provider's spelling, kept from a migration) stays as an
 * option of its own, so nothing the customer had is dropped.
 */
export function ChoiceWidget(props: InputWidgetProps) {
  const { options, onChange } = props;
  const value: unknown = props.value;
  const { t, i18n } = useTranslation();
  const allowed = options.enumOptions?.map((option) => String(option.value));
  const listed = optionsOf(props, t, (key) => i18n.exists(key)).filter((option) => !allowed || allowed.includes(option.value));
  const chosen = typeof value === 'string' ? value : '';
  const kept = chosen !== '' && !listed.some((option) => option.value === chosen);
  return (
    <select {...controlProps(props)} className="input__control input__select" value={chosen} onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}>
      <option value="">{t('field.choose')}</option>
      {kept ? <option value={chosen}>{chosen}</option> : null}
      {listed.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
