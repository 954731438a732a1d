import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '../../core/config/form-definition';
import type { FormContext, FormValues, Schema } from '../theme/form-types';
import { loadOnce, pickFile, withCatalogues } from './pick-file';
import { preloadWidgetsOf } from '../widgets/deferred-widgets';

// Each form and its validator are chunks of their own, loaded when a screen shows the form.
const formFiles = import.meta.glob<{ default: FormDefinition }>('../../../schemas/forms/*.json');
const validatorFiles = import.meta.glob<ValidatorFunctions>('../generated/validators/*.js');
const forms = new Map<string, Promise<LoadedForm>>();

export interface LoadedForm {
  readonly form: FormDefinition;
  readonly validator: ValidatorType<FormValues, Schema, FormContext>;
  /** For a form that fills fields from others (the bank an IFSC names): those fields, comma-separated, and the values with them filled. */
  readonly derive?: {
    readonly fields: (values: FormValues) => string;
    readonly values: (typed: FormValues, last: { current: Readonly<Record<string, string>> }) => FormValues;
  };
}

/** A form of schemas/forms/ with its validator, precompiled at build time (no ajv compiler at run time). */
export function loadForm(name: string): Promise<LoadedForm> {
  return loadOnce(forms, name, async () => {
    const [form, validators] = await Promise.all([pickFile(formFiles, `/${name}.json`)().then((file) => withCatalogues(file.default)), pickFile(validatorFiles, `/${name}.js`)()]);
    // Some widgets are chunks of their own (deferred-widgets.ts): loaded with the form that names them, before it draws.
    await preloadWidgetsOf(form.uiSchema);
    const validator = createPrecompiledValidator<FormValues, Schema, FormContext>(validators, form.schema);
    // Filling a field from another is loaded only by the forms that do it (the login's does not).
    if (!JSON.stringify(form.uiSchema).includes('"fromCode"')) return { form, validator };
    const { derivedValues, withDerivedValues } = await import('../../core/config/derived-values');
    return {
      form,
      validator,
      derive: {
        fields: (values) => Object.keys(derivedValues(form.uiSchema, form.schema, values)).join(','),
        values: (typed, last) => withDerivedValues(form.uiSchema, form.schema, typed, last),
      },
    };
  });
}

/** Several forms by name, loaded together. */
export async function loadForms(names: readonly string[]): Promise<Readonly<Record<string, LoadedForm>>> {
  const loaded = await Promise.all(names.map(async (name) => [name, await loadForm(name)] as const));
  return Object.fromEntries(loaded);
}
