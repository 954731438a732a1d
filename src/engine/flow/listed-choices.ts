import type { TFunction } from '@/engine/i18n/i18n';
import type { StepChoices } from '@/core/flow/flow-definition';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import { asText } from '@/core/text/as-text';
import type { ListedChoice } from '../theme/form-types';
import { textValues } from '../kinds/shown-value';

/**
 * The options a step lists for its choices, from what it loaded (the customer's recent
 * transactions), by field: each item's value, and its label in the customer's language with dates
 * and amounts in their formats. Nothing loaded is no option.
 */
export function listedChoices(choices: Readonly<Record<string, StepChoices>>, scope: TemplateScope, t: TFunction): Record<string, readonly ListedChoice[]> {
  return Object.fromEntries(
    Object.entries(choices).map(([field, spec]) => {
      const items = resolveTemplate(spec.items, scope);
      const options = (Array.isArray(items) ? items : []).map((item: unknown) => {
        const itemScope = { ...scope, item };
        return { value: asText(resolveTemplate(spec.value, itemScope)), label: t(spec.label.key, textValues(spec.label.values ?? {}, itemScope, t)) };
      });
      return [field, options.filter((option) => option.value !== '')];
    }),
  );
}
