import { useTranslation } from '@/engine/i18n/use-translation';
import type { TemplateScope } from '@/core/flow/resolve-template';
import type { ValueSpec } from '@/core/screens/screen-definition';
import { ShownText, shownValue } from './shown-value';

export interface FieldListProps {
  readonly fields: readonly ValueSpec[];
  readonly scope: TemplateScope;
  /** Leave out fields with nothing to show (the KYC validity of a full-KYC wallet). */
  readonly hideEmpty?: boolean;
}

/** Labelled values of one record, as a description list. */
export function FieldList({ fields, scope, hideEmpty = false }: FieldListProps) {
  const { t } = useTranslation();
  const shown = fields.map((field) => ({ field, value: shownValue(field, scope) })).filter(({ value }) => !hideEmpty || value !== null);
  return (
    <dl className="facts">
      {shown.map(({ field, value }) => (
        <div key={field.labelKey} className="facts__row">
          <dt>{t(field.labelKey)}</dt>
          <dd>
            <ShownText shown={value} t={t} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
