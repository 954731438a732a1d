/** Journeys (schemas/flows/) point at forms, operations, decisions, steps and routes that exist. */
import { effectTypes as effectVocabulary } from '../src/core/effects/effect';
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';
import { asText } from '../src/core/text/as-text';
import type { FlowStep } from '../src/core/flow/flow-definition';
import { passkeyCanConfirm, stepButtons } from '../src/core/flow/step-buttons';
import { resolveFormFragments } from '../src/core/config/form-fragments';

type Json = Record<string, unknown>;

const effectTypes = new Set<string>(effectVocabulary);

/** The step ids a "step" effect may go to: a literal id, or each branch of an $if; a path ("=...") names none that can be checked. */
export function stepChoices(id: unknown): string[] {
  if (typeof id === 'string') return id.startsWith('=') ? [] : [id];
  if (typeof id === 'object' && id !== null && '$if' in id) {
    const choice = id as { then?: unknown; else?: unknown };
    return [...stepChoices(choice.then), ...stepChoices(choice.else)];
  }
  return [];
}

/** A step as read from its file, for what reads steps typed: one without a submit has none to run. */
const asStep = (step: Json) => ({ submit: { calls: [], done: [] }, ...step }) as unknown as FlowStep;

/**
 * A step's submit and buttons, each with the JSON path segment it sits at; the button a step's
 * passkey makes (src/core/flow/step-buttons.ts) is checked at /passkey, as the portal draws it.
 */
export function actionsOf(step: Json): [string, Json][] {
  const written = ((step['buttons'] ?? []) as unknown[]).length;
  const buttons = stepButtons(asStep(step)).map((button, index): [string, Json] => [index < written ? `buttons/${index}` : 'passkey', button as unknown as Json]);
  return [['submit', (step['submit'] ?? { calls: [], done: [] }) as Json], ...buttons];
}

/**
 * A button that waits in the autofill needs a passkey to wait for (a call whose device signs with
 * passkeyGet) and a field the browser offers it in (autocomplete with the token webauthn, which the
 * form may take from a fragment); a step has one such button, since the browser waits on one.
 */
function autofillProblems(file: string, at: string, step: Json, form: string, formDoc: Json | undefined, sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  const buttons = ((step['buttons'] ?? []) as Json[]).map((button, index) => ({ button, index })).filter(({ button }) => button['autofill'] === true);
  for (const { button, index } of buttons) {
    const signs = ((button['calls'] ?? []) as Json[]).some((call) => Object.values((call['device'] ?? {}) as Json).includes('passkeyGet'));
    if (!signs) problems.push({ file, path: `${at}/buttons/${index}/autofill`, message: 'waits in the autofill, but no call of the button signs with a passkey (device passkeyGet): the autofill offers passkeys' });
    if (index !== buttons[0]?.index) problems.push({ file, path: `${at}/buttons/${index}/autofill`, message: 'is a second button of the step that waits in the autofill; the browser waits on one' });
  }
  if (buttons.length === 0 || !formDoc) return problems;
  const resolved = resolveFormFragments(formDoc, (ref) => sources.files.get(`schemas/${ref.replace(/^\.\.\//, '')}`));
  const ui = (resolved['uiSchema'] ?? {}) as Json;
  const offers = Object.values(ui).some((entry) => typeof entry === 'object' && entry !== null && asText((entry as Json)['ui:autocomplete']).split(/\s+/).includes('webauthn'));
  if (!offers) problems.push({ file, path: `${at}/buttons/${buttons[0]?.index ?? 0}/autofill`, message: `waits in the autofill, but no field of the form ${form} is marked for it: give one "ui:autocomplete": "username webauthn"` });
  return problems;
}

/** What the journeys name that does not exist, or does not fit where it is named. */
export function checkFlows(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  // Journeys point at forms, operations, decisions, steps and routes that exist.
  const routePaths = new Set((((sources.files.get('schemas/routes.json') as Json | undefined)?.['routes'] ?? []) as Json[]).map((route) => String(route['path'])));
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/flows/')) continue;
    const steps = ((document as Json)['steps'] ?? []) as Json[];
    const stepIds = new Set(steps.map((step) => String(step['id'])));
    const staged: string[] = [];
    const stages: [string, string[]][] = [
      ...(((document as Json)['progress'] ?? []) as string[][]).map((stage, s): [string, string[]] => [`/progress/${s}`, stage]),
      ...(((document as Json)['progressWays'] ?? []) as string[][][]).flatMap((way, w) => way.map((stage, s): [string, string[]] => [`/progressWays/${w}/${s}`, stage])),
    ];
    for (const [path, stage] of stages) {
      for (const id of stage) {
        if (!stepIds.has(id)) problems.push({ file, path, message: `names the step "${id}", which this flow does not have` });
        if (staged.includes(id)) problems.push({ file, path, message: `names the step "${id}" in a second stage; a step is in one stage` });
        staged.push(id);
      }
    }
    steps.forEach((step, index) => {
      const at = `/steps/${index}`;
      // A passkey confirms what the OTP would: the step must verify an OTP and name, in its resend, the transaction it confirms.
      if (step['passkey'] !== undefined && !passkeyCanConfirm(asStep(step))) {
        problems.push({ file, path: `${at}/passkey`, message: 'offers a passkey, but the step does not verify a confirmation OTP (verifyConfirmationOtp in its submit) or names no transaction (sendConfirmationOtp in a button): a passkey confirms what the OTP would' });
      }
      const form = String(step['form']);
      if (!sources.files.has(`schemas/forms/${form}.json`)) problems.push({ file, path: `${at}/form`, message: `names the form "${form}", but schemas/forms/${form}.json does not exist` });
      const formDoc = sources.files.get(`schemas/forms/${form}.json`) as Json | undefined;
      const formFields = Object.keys(((formDoc?.['schema'] as Json | undefined)?.['properties'] as Json | undefined) ?? {});
      for (const part of ['prefill', 'readonly', 'choices'] as const) {
        for (const field of Object.keys((step[part] ?? {}) as Json).filter((name) => !formFields.includes(name))) {
          problems.push({ file, path: `${at}/${part}/${field}`, message: `names the field "${field}" in ${part}, which the form ${form} does not have` });
        }
      }
      problems.push(...autofillProblems(file, at, step, form, formDoc, sources));
      // A choice the step lists is one its form leaves to the step, and the other way round.
      const formUi = (formDoc?.['uiSchema'] ?? {}) as Json;
      const leftToStep = Object.keys(formUi).filter((field) => ((formUi[field] as Json | undefined)?.['ui:options'] as Json | undefined)?.['listedBy'] === 'step');
      const listedByStep = Object.keys(step['choices'] ?? {});
      for (const field of listedByStep.filter((name) => formFields.includes(name) && !leftToStep.includes(name))) {
        problems.push({ file, path: `${at}/choices/${field}`, message: `lists the options of "${field}", but the form ${form} makes that choice itself; give it "ui:options": {"listedBy": "step"}` });
      }
      for (const field of leftToStep.filter((name) => !listedByStep.includes(name))) {
        problems.push({ file, path: `${at}/choices`, message: `the form ${form} leaves the options of "${field}" to its step: list them here ("choices")` });
      }
      ((step['resume'] ?? []) as Json[]).forEach((resume, r) => {
        if (!stepIds.has(String(resume['step']))) problems.push({ file, path: `${at}/resume/${r}/step`, message: `resumes at the step "${String(resume['step'])}", which this flow does not have` });
      });
      if (!routePaths.has(String(step['route']))) problems.push({ file, path: `${at}/route`, message: `is on the route "${String(step['route'])}", which schemas/routes.json does not have` });
      if (step['dialog'] === true && !steps.some((other) => other['route'] === step['route'] && other['dialog'] !== true)) {
        problems.push({ file, path: `${at}/dialog`, message: `is a dialog, but no page step on ${String(step['route'])} is there to show it over; add one` });
      }
      for (const [where, action] of actionsOf(step)) {
        ((action['calls'] ?? []) as Json[]).forEach((call, c) => {
          const callAt = `${at}/${where}/calls/${c}`;
          if (!sources.operations.has(String(call['operation']))) problems.push({ file, path: `${callAt}/operation`, message: `names the operation "${String(call['operation'])}", which openapi/wallet.yaml does not have` });
          for (const key of ['answer', 'outcome']) {
            const decision = asText(call[key]);
            if (decision !== '' && !sources.files.has(`rules/${decision}.rules.json`)) problems.push({ file, path: `${callAt}/${key}`, message: `names the decision "${decision}", but rules/${decision}.rules.json does not exist` });
          }
        });
        ((action['done'] ?? []) as Json[]).forEach((effect, e) => {
          const type = asText(effect['type']);
          if (!effectTypes.has(type)) problems.push({ file, path: `${at}/${where}/done/${e}/type`, message: `"${type}" is not an effect the portal knows; use one of ${[...effectTypes].join(', ')}` });
          if (type !== 'step') return;
          const targets = stepChoices(effect['id']);
          if (targets.length === 0) problems.push({ file, path: `${at}/${where}/done/${e}/id`, message: 'names no step: give a step id, or choose among step ids with $if' });
          for (const target of targets.filter((id) => !stepIds.has(id))) problems.push({ file, path: `${at}/${where}/done/${e}/id`, message: `goes to the step "${target}", which this flow does not have` });
        });
      }
    });
  }
  return problems;
}
