import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '../../core/config/form-definition';
import type { FlowDefinition, FlowStep } from '../../core/flow/flow-definition';
import { createDecision, type Decision } from '../../core/rules/create-decision';
import type { RulesFile } from '../../core/rules/rules-file';
import type { FormContext, FormValues, Schema } from '../theme/form-types';

type JsonModule<T> = { default: T };

// Each flow, form, validator and rule file is its own chunk, loaded when a route needs it.
const flowFiles = import.meta.glob<JsonModule<FlowDefinition>>('../../../schemas/flows/*.json');
const formFiles = import.meta.glob<JsonModule<FormDefinition>>('../../../schemas/forms/*.json');
const validatorFiles = import.meta.glob<ValidatorFunctions>('../generated/validators/*.js');
const rulesFiles = import.meta.glob<JsonModule<RulesFile>>('../../../rules/*.rules.json');

function pick<T>(files: Record<string, () => Promise<T>>, suffix: string): () => Promise<T> {
  const entry = Object.entries(files).find(([path]) => path.endsWith(suffix));
  if (!entry) throw new Error(`no configuration file ends with ${suffix}`);
  return entry[1];
}

function once<T>(cache: Map<string, Promise<T>>, name: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(name);
  if (!pending) {
    pending = load();
    cache.set(name, pending);
  }
  return pending;
}

const decisions = new Map<string, Promise<Decision>>();
const flows = new Map<string, Promise<FlowDefinition>>();
const forms = new Map<string, Promise<LoadedForm>>();

/** A decision of rules/, its engine built once however often it is evaluated. */
export function loadDecision(name: string): Promise<Decision> {
  return once(decisions, name, () => pick(rulesFiles, `/${name}.rules.json`)().then((file) => createDecision(file.default)));
}

/** A journey of schemas/flows/, by its file stem ("signup.v1"). */
export function loadFlow(name: string): Promise<FlowDefinition> {
  return once(flows, name, () => pick(flowFiles, `/${name}.json`)().then((file) => file.default));
}

export interface LoadedForm {
  readonly form: FormDefinition;
  readonly validator: ValidatorType<FormValues, Schema, FormContext>;
}

/** A form of schemas/forms/ with its validator, precompiled at build time (no ajv compiler at run time). */
export function loadForm(name: string): Promise<LoadedForm> {
  return once(forms, name, async () => {
    const [form, validators] = await Promise.all([pick(formFiles, `/${name}.json`)(), pick(validatorFiles, `/${name}.js`)()]);
    return {
      form: form.default,
      validator: createPrecompiledValidator<FormValues, Schema, FormContext>(validators, form.default.schema),
    };
  });
}

/** The forms of a route's steps (a page and the dialogs over it), loaded together. */
export async function loadStepForms(steps: readonly FlowStep[]): Promise<Readonly<Record<string, LoadedForm>>> {
  const loaded = await Promise.all(steps.map(async (step) => [step.form, await loadForm(step.form)] as const));
  return Object.fromEntries(loaded);
}
