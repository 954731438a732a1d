import { useTranslation } from '@/engine/i18n/use-translation';
import type { StepSummary } from '@/core/flow/flow-definition';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import { FieldList } from '../kinds/field-list';
import { ListView } from '../kinds/list/list-view';

export interface StepSummaryViewProps {
  readonly summary: StepSummary;
  readonly scope: TemplateScope;
}

/** What a step shows before the customer confirms it: labelled values, and rows, from what the journey kept. */
export function StepSummaryView({ summary, scope }: StepSummaryViewProps) {
  const { t } = useTranslation();
  const rows = summary.rows ? resolveTemplate(summary.rows.value, scope) : undefined;
  return (
    <section className="card step-summary" aria-labelledby="step-summary-title">
      <h2 id="step-summary-title">{t(summary.titleKey)}</h2>
      <FieldList fields={summary.fields} scope={scope} />
      {summary.rows && Array.isArray(rows) && rows.length > 0 ? (
        <ListView definition={summary.rows} rows={rows} scope={scope} caption={t(summary.rows.captionKey)} />
      ) : null}
    </section>
  );
}
