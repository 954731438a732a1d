import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import limitsSchema from '../../schemas/config/limits.schema.json';
import { formatMoney } from '../../src/core/money/format-money';
import { paiseDecimal } from '../../src/core/money/paise-decimal';
import type { FormValues } from './flat-validator';
import { t, type TextKey } from './texts';
import type { LimitRelation } from '../shared/staff-types';

export interface LimitRow {
  readonly name: string;
  readonly value: number | string;
  readonly unit: string;
  readonly spec: string;
  readonly range?: readonly [number, number];
  readonly unread?: string;
  readonly usedBy: readonly string[];
  readonly relations: readonly LimitRelation[];
}

/** A limit's value as staff read it: money in rupees, others with their unit. */
export function shownLimitValue(value: number | string, unit: string): string {
  return unit === 'paise' && typeof value === 'number' ? formatMoney(value, 'en-IN', 'INR') : `${String(value)}${typeof value === 'number' ? ` ${unit}` : ''}`;
}

/** The range the checker holds the value to, in words; none when it has none. */
export function limitRange(limit: LimitRow): string[] {
  return limit.range ? [t('limits.range', { from: shownLimitValue(limit.range[0], limit.unit), to: shownLimitValue(limit.range[1], limit.unit) })] : [];
}

/** What the checker holds the value to, in words: its range, and its relations to other limits with their values. */
export function limitBounds(limit: LimitRow): string[] {
  return [...limitRange(limit), ...limit.relations.map((relation) => t(relationTexts[relation.kind], { other: relation.other, value: shownLimitValue(relation.value, limit.unit), why: relation.why }))];
}

const relationTexts = { atMost: 'limits.atMost', lessThan: 'limits.lessThan', equals: 'limits.equals', atLeast: 'limits.atLeast', moreThan: 'limits.moreThan' } as const satisfies Record<LimitRelation['kind'], TextKey>;

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

const described = (lines: readonly string[]) => (lines.length > 0 ? { description: lines.join(' ') } : {});

/**
 * A limit's form, from the meta-schema: money as rupees (stored as paise by the server), a whole
 * number, a time, the weekly hours as a day-by-day table, or a text.
 */
export function limitForm(limit: LimitRow): { schema: RJSFSchema; uiSchema: UiSchema<FormValues>; formData: FormValues } {
  if (limit.unit === 'paise' && typeof limit.value === 'number') {
    return {
      schema: { type: 'object', required: ['value'], properties: { value: { type: 'string', title: t('limits.rupees'), pattern: '^\\s*₹?\\s*[0-9][0-9,]*(\\.[0-9]{1,2})?\\s*$', examples: ['1,20,000.00'], ...described(limitRange(limit)) } } },
      uiSchema: { value: { 'ui:options': { inputType: 'text' }, 'ui:autocomplete': 'off' } },
      formData: { value: paiseDecimal(limit.value) },
    };
  }
  const value = valueSchemaOf(limit.unit);
  const description = described([...(typeof value['description'] === 'string' ? [value['description']] : []), ...limitRange(limit)]);
  const examples = limit.unit === 'weekly-hours' ? ['MON-FRI 10:00-18:30; SAT 10:00-14:00'] : [String(limit.value)];
  return {
    schema: { type: 'object', required: ['value'], properties: { value: { ...value, title: limit.unit === 'weekly-hours' ? t('limits.hours') : t('limits.value'), examples, ...description } } },
    uiSchema: limit.unit === 'weekly-hours' ? { value: { 'ui:widget': 'weeklyHours' } } : {},
    formData: { value: limit.value },
  };
}
