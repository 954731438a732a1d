import { useTranslation } from 'react-i18next';
import { resolveTemplate, type TemplateScope } from '../../core/flow/resolve-template';
import { formatValue, type Shown } from '../../core/format/format-value';
import type { ValueSpec } from '../../core/screens/screen-definition';

/** A value of a definition, resolved in a scope and formatted; null when there is nothing to show. */
export function shownValue(spec: ValueSpec, scope: TemplateScope): Shown | null {
  const today = typeof scope['today'] === 'string' ? scope['today'] : '';
  return formatValue(spec.format, resolveTemplate(spec.value, scope), { today, ...(spec.catalogue ? { catalogue: spec.catalogue } : {}) });
}

export interface ShownTextProps {
  readonly shown: Shown | null;
}

/** A shown value as text (React escapes it: a server's text is never markup); a dash when there is none. */
export function ShownText({ shown }: ShownTextProps) {
  const { t } = useTranslation();
  if (!shown) return <span aria-label={t('app.noValue')}>–</span>;
  return <>{'text' in shown ? shown.text : t(shown.messageKey, shown.values)}</>;
}
