import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '@/core/config/form-definition';
import type { MessageRef } from '@/core/effects/effect';
import type { TemplateScope } from '@/core/flow/resolve-template';
import type { TextOf } from '@/core/validation/form-check';
import type { FormContext, FormValues, Schema } from '../theme/form-types';
import { loadOnce, pickFile, withCatalogues } from './pick-file';
import { preloadWidgetsOf } from '../widgets/deferred-widgets';

// Each form and its validator are chunks of their own, loaded when a screen shows the form.
const formFiles = import.meta.glob<{ default: FormDefinition }>('../../../schemas/forms/*.json');
const validatorFiles = import.meta.glob<{ validatorsByKey: ValidatorFunctions }>('../generated/validators/*.js');
const forms = new Map<string, Promise<LoadedForm>>();
// The forms loaded so far, for a journey's later step to read without waiting (LaterForm).
const resolved = new Map<string, LoadedForm>();

export interface LoadedForm {
  readonly form: FormDefinition;
  readonly validator: ValidatorType<FormValues, Schema, FormContext>;
  /** The form's checks that fail for these values (form-check.ts), for a form that has checks. */
  readonly failedChecks?: (values: FormValues, today: Date, scope: TemplateScope | undefined, textOf: TextOf) => Record<string, MessageRef>;
  /** For a form that fills fields from others (the bank an IFSC names): those fields, comma-separated, and the values with them filled. */
  readonly derive?: {
    readonly fields: (values: FormValues) => string;
    readonly values: (typed: FormValues, last: { current: Readonly<Record<string, string>> }) => FormValues;
    /** The field a field is filled from, if any (the IFSC of a bank name). */
    readonly sourceOf: (field: string) => string | undefined;
  };
}

/** A form of schemas/forms/ with its validator, precompiled at build time (no ajv compiler at run time). */
export function loadForm(name: string): Promise<LoadedForm> {
  return loadOnce(forms, name, async () => {
    const loaded = await loadFormFiles(name);
    resolved.set(name, loaded);
    return loaded;
  });
}

/** A form of schemas/forms/ already loaded, or undefined. */
export function loadedForm(name: string): LoadedForm | undefined {
  return resolved.get(name);
}

async function loadFormFiles(name: string): Promise<LoadedForm> {
  const [form, validators] = await Promise.all([pickFile(formFiles, `/${name}.json`)().then((file) => withCatalogues(file.default)), pickFile(validatorFiles, `/${name}.js`)()]);
  // Some widgets are chunks of their own (deferred-widgets.ts): loaded with the form that names them, before it draws.
  await preloadWidgetsOf(form.uiSchema);
  const validator = createPrecompiledValidator<FormValues, Schema, FormContext>(validators.validatorsByKey, form.schema);
  // The checks a schema cannot state, and filling a field from another, are loaded only by the
  // forms that have them (the login's has neither): /login's first load stays within its budget.
  const checks = form.checks ?? [];
  const [checking, deriving] = await Promise.all([
    checks.length > 0 ? import('@/core/validation/form-check') : undefined,
    JSON.stringify(form.uiSchema).includes('"fromCode"') ? import('@/core/config/derived-values') : undefined,
  ]);
  return {
    form,
    validator,
    ...(checking && { failedChecks: (values: FormValues, today: Date, scope: TemplateScope | undefined, textOf: TextOf) => checking.failedChecks(checks, values, today, scope, textOf) }),
    ...(deriving && {
      derive: {
        fields: (values: FormValues) => Object.keys(deriving.derivedValues(form.uiSchema, form.schema, values)).join(','),
        values: (typed: FormValues, last: { current: Readonly<Record<string, string>> }) => deriving.withDerivedValues(form.uiSchema, form.schema, typed, last),
        sourceOf: (field: string) => deriving.sourceFieldOf(form.uiSchema, field),
      },
    }),
  };
}

/** Several forms by name, loaded together. */
export async function loadForms(names: readonly string[]): Promise<Readonly<Record<string, LoadedForm>>> {
  const loaded = await Promise.all(names.map(async (name) => [name, await loadForm(name)] as const));
  return Object.fromEntries(loaded);
}
