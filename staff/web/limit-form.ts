import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import limitsSchema from '../../schemas/config/limits.schema.json';
import { paiseDecimal } from '../../src/core/money/paise-decimal';
import type { FormValues } from './flat-validator';
import { t } from './texts';

export interface LimitRow {
  readonly name: string;
  readonly value: number | string;
  readonly unit: string;
  readonly spec: string;
  readonly range?: readonly [number, number];
  readonly unread?: string;
  readonly usedBy: readonly string[];
}

interface UnitRule {
  readonly if: { readonly properties: { readonly unit: { readonly const?: string; readonly enum?: readonly string[] } } };
  readonly then: { readonly properties: { readonly value: Record<string, unknown> } };
}

/** The value schema limits.schema.json gives a unit (its if/then), or a plain text. */
function valueSchemaOf(unit: string): Record<string, unknown> {
  const rules = limitsSchema.properties.limits.additionalProperties.allOf as readonly UnitRule[];
  const rule = rules.find((one) => one.if.properties.unit.const === unit || (one.if.properties.unit.enum ?? []).includes(unit));
  return rule?.then.properties.value ?? { type: 'string' };
}

/**
 * A limit's form, from the meta-schema: money as rupees (stored as paise by the server), a whole
 * number, a time, the weekly hours as a day-by-day table, or a text.
 */
export function limitForm(limit: LimitRow): { schema: RJSFSchema; uiSchema: UiSchema<FormValues>; formData: FormValues } {
  if (limit.unit === 'paise' && typeof limit.value === 'number') {
    return {
      schema: { type: 'object', required: ['value'], properties: { value: { type: 'string', title: t('limits.rupees'), pattern: '^\\s*₹?\\s*[0-9][0-9,]*(\\.[0-9]{1,2})?\\s*$', examples: ['1,20,000.00'] } } },
      uiSchema: { value: { 'ui:options': { inputType: 'text' }, 'ui:autocomplete': 'off' } },
      formData: { value: paiseDecimal(limit.value) },
    };
  }
  const value = valueSchemaOf(limit.unit);
  const description = typeof value['description'] === 'string' ? value['description'] : undefined;
  const examples = limit.unit === 'weekly-hours' ? ['MON-FRI 10:00-18:30; SAT 10:00-14:00'] : [String(limit.value)];
  return {
    schema: { type: 'object', required: ['value'], properties: { value: { ...value, title: limit.unit === 'weekly-hours' ? t('limits.hours') : t('limits.value'), examples, ...(description ? { description } : {}) } } },
    uiSchema: limit.unit === 'weekly-hours' ? { value: { 'ui:widget': 'weeklyHours' } } : {},
    formData: { value: limit.value },
  };
}
