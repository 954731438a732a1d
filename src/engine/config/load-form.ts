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
}

/** A form of schemas/forms/ with its validator, precompiled at build time (no ajv compiler at run time). */
export function loadForm(name: string): Promise<LoadedForm> {
  return loadOnce(forms, name, async () => {
    const [form, validators] = await Promise.all([pickFile(formFiles, `/${name}.json`)().then((file) => withCatalogues(file.default)), pickFile(validatorFiles, `/${name}.js`)()]);
    // Some widgets are chunks of their own (deferred-widgets.ts): loaded with the form that names them, before it draws.
    await preloadWidgetsOf(form.uiSchema);
    return {
      form,
      validator: createPrecompiledValidator<FormValues, Schema, FormContext>(validators, form.schema),
    };
  });
}

/** Several forms by name, loaded together. */
export async function loadForms(names: readonly string[]): Promise<Readonly<Record<string, LoadedForm>>> {
  const loaded = await Promise.all(names.map(async (name) => [name, await loadForm(name)] as const));
  return Object.fromEntries(loaded);
}
