import type { ReactNode } from 'react';
import type { TFunction } from '@/engine/i18n/i18n';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import { formatValue, type Shown } from '@/core/format/format-value';
import type { ValueSpec } from '@/core/screens/screen-definition';
import { asText } from '@/core/text/as-text';

/** A value of a definition, resolved in a scope and formatted; null when there is nothing to show. */
export function shownValue(spec: ValueSpec, scope: TemplateScope): Shown | null {
  const today = typeof scope['today'] === 'string' ? scope['today'] : '';
  return formatValue(spec.format, resolveTemplate(spec.value, scope), { today, ...(spec.catalogue ? { catalogue: spec.catalogue } : {}) });
}

/** A shown value as the words it says in the current language. */
export function shownText(shown: Shown, t: TFunction): string {
  return 'text' in shown ? shown.text : t(shown.messageKey, shown.values);
}

/**
 * The values a text names ({{to}}, {{minKycLimit}}): a spec with a format is shown in it ("₹10,000.00",
 * "+91 98•••••210"), every other template as it resolves; nothing to show is an empty text.
 */
export function textValues(specs: Readonly<Record<string, unknown>>, scope: TemplateScope, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => {
      if (typeof spec !== 'object' || spec === null || !('format' in spec)) return [name, asText(resolveTemplate(spec, scope))];
      const shown = shownValue({ labelKey: name, ...(spec as Pick<ValueSpec, 'value' | 'format' | 'catalogue'>) }, scope);
      return [name, shown === null ? '' : shownText(shown, t)];
    }),
  );
}

export interface ShownTextProps {
  readonly shown: Shown | null;
  /**
   * The translation of the table or list it stands in: a cell is drawn at every change of a
   * filter, and a translation hook in each cell was the largest part of that change's time.
   */
  readonly t: TFunction;
}

/**
 * A shown value as text (React escapes it: a server's text is never markup); a dash when there is
 * none. A function, for the cells of a list: a component in each of them was sixty more to draw at
 * every filter and page.
 */
export function shownNode(shown: Shown | null, t: TFunction): ReactNode {
  if (!shown) return <span aria-label={t('app.noValue')}>–</span>;
  if ('text' in shown && shown.identifier) return <span className="identifier">{shown.text}</span>;
  return shownText(shown, t);
}

/** shownNode as a component, where a value stands alone. */
export function ShownText({ shown, t }: ShownTextProps) {
  return <>{shownNode(shown, t)}</>;
}
