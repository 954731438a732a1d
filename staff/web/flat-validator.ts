import type { CustomValidator, FormValidation, RJSFSchema, RJSFValidationError, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { t } from './texts';

export type FormValues = Record<string, unknown>;

/** What a field's schema asks, in the words of the console: its example with a pattern. */
interface FieldSchema {
  readonly type?: string;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly examples?: readonly string[];
}

function fieldError(value: unknown, schema: FieldSchema, required: boolean): string | null {
  const empty = value === undefined || value === null || value === '';
  if (empty) return required ? t('form.required') : null;
  if (schema.enum && !schema.enum.includes(value)) return t('form.oneOf');
  if (schema.type === 'integer' && !(typeof value === 'number' && Number.isInteger(value))) return t('form.whole');
  if (schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return t('form.pattern', { example: schema.examples?.[0] ?? schema.pattern });
  return null;
}

/**
 * RJSF's validator for the console's forms, which are one level of fields: required, enum, whole
 * numbers and patterns, checked without compiling code (the console's CSP has no unsafe-eval, as
 * the portal's). What a meta-schema says beyond that, and every relation, is the server's checker's.
 */
export const flatValidator: ValidatorType<FormValues> = {
  validateFormData(formData: FormValues | undefined, schema: RJSFSchema, customValidate?: CustomValidator<FormValues>, _transform?: unknown, uiSchema?: UiSchema<FormValues>): ValidationData<FormValues> {
    const required = new Set(schema.required ?? []);
    const errors: RJSFValidationError[] = [];
    const errorSchema: Record<string, { __errors: string[] }> = {};
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const message = typeof field === 'object' ? fieldError(formData?.[name], field as FieldSchema, required.has(name)) : null;
      if (message === null) continue;
      errors.push({ property: `.${name}`, message, stack: message });
      errorSchema[name] = { __errors: [message] };
    }
    if (customValidate && formData) {
      const handler = Object.fromEntries(Object.keys(schema.properties ?? {}).map((name) => [name, { __errors: [] as string[], addError(message: string) { this.__errors.push(message); } }]));
      customValidate(formData, handler as unknown as FormValidation<FormValues>, uiSchema);
      for (const [name, field] of Object.entries(handler)) for (const message of field.__errors) {
        errors.push({ property: `.${name}`, message, stack: message });
        errorSchema[name] = { __errors: [...(errorSchema[name]?.__errors ?? []), message] };
      }
    }
    return { errors, errorSchema: errorSchema };
  },
  isValid(schema: RJSFSchema, formData: FormValues | undefined): boolean {
    return this.validateFormData(formData, schema).errors.length === 0;
  },
  rawValidation() {
    return { errors: [] };
  },
};
