import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition, ScreenDefinition } from '../../core/config/screen-definition';
import { createDecision, type Decision } from '../../core/rules/create-decision';
import type { RulesFile } from '../../core/rules/rules-file';
import type { FormContext, FormValues, Schema } from '../theme/form-types';

type JsonModule<T> = { default: T };

// Each screen, form, validator and rule file is its own chunk, loaded when its route is.
const screenFiles = import.meta.glob<JsonModule<ScreenDefinition>>('../../../schemas/screens/*.json');
const formFiles = import.meta.glob<JsonModule<FormDefinition>>('../../../schemas/forms/*.json');
const validatorFiles = import.meta.glob<ValidatorFunctions>('../generated/validators/*.js');
const rulesFiles = import.meta.glob<JsonModule<RulesFile>>('../../../rules/*.rules.json');

export interface LoadedScreen {
  readonly screen: ScreenDefinition;
  readonly form: FormDefinition;
  readonly validator: ValidatorType<FormValues, Schema, FormContext>;
  readonly decide: Decision;
}

function pick<T>(files: Record<string, () => Promise<T>>, suffix: string): () => Promise<T> {
  const entry = Object.entries(files).find(([path]) => path.endsWith(suffix));
  if (!entry) throw new Error(`no configuration file ends with ${suffix}`);
  return entry[1];
}

// Rule engines are built once per decision, not once per evaluation.
const decisions = new Map<string, Promise<Decision>>();

export function loadDecision(name: string): Promise<Decision> {
  let decision = decisions.get(name);
  if (!decision) {
    decision = pick(rulesFiles, `/${name}.rules.json`)().then((file) => createDecision(file.default));
    decisions.set(name, decision);
  }
  return decision;
}

/** Loads a screen of schemas/screens/ with its form, precompiled validator and outcome decision. */
export async function loadScreen(name: string): Promise<LoadedScreen> {
  const screen = (await pick(screenFiles, `/${name}.json`)()).default;
  const [form, validators, decide] = await Promise.all([
    pick(formFiles, `/${screen.form}.json`)(),
    pick(validatorFiles, `/${screen.form}.js`)(),
    loadDecision(screen.outcome),
  ]);
  const schema = form.default.schema as Schema;
  return {
    screen,
    form: form.default,
    validator: createPrecompiledValidator<FormValues, Schema, FormContext>(validators, schema),
    decide,
  };
}
