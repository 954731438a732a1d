import { useCallback, useRef, useState } from 'react';
import { limitValues } from '@/core/config/limits';
import type { FlowDefinition, FlowStep } from '@/core/flow/flow-definition';
import type { FlowState } from '@/core/flow/flow-state';
import { resolveTemplate } from '@/core/flow/resolve-template';
import { useApi } from '../api/api-context';
import type { LoadedForm } from '../config/load-form';
import type { FormValues } from '../theme/form-types';
import { carriedFields, withoutSecrets } from './ui-schema';

const limits = limitValues();

/** What a step's prefill gives, by what the journey kept and what the step loaded; a value that is not there (or empty) is left out. */
function prefilled(step: FlowStep, kept: Readonly<Record<string, unknown>>, loaded: unknown): FormValues {
  const scope = { state: kept, limit: limits, loaded };
  return Object.fromEntries(
    Object.entries(step.prefill ?? {}).flatMap(([field, template]): [string, string | number | boolean][] => {
      const value = resolveTemplate(template, scope);
      return (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean' ? [[field, value]] : [];
    }),
  );
}

/**
 * A journey's state on screen and in storage: the step, what its calls kept, and what the customer
 * typed in each step (kept across reloads and failures, passwords and OTPs excepted). The ref
 * holds the latest state for callbacks that run between renders. What is typed is kept in a ref
 * too, not in state: each form holds its own values while the customer types, and drawing the
 * journey again at every key is what made typing slow on a cheap phone (issue 14). valuesOf reads
 * the latest at each render and at each button press.
 */
export function useJourneyState(flow: FlowDefinition, initial: FlowState, formOf: (name: string) => LoadedForm | undefined) {
  const { flows } = useApi();
  const [state, setState] = useState<FlowState>(initial);
  const stateRef = useRef(state);
  const typedRef = useRef<Readonly<Record<string, FormValues>>>(initial.typed);

  const save = useCallback(
    (next: FlowState) => {
      stateRef.current = next;
      setState(next);
      flows.write(next, flow.storageKey);
    },
    [flow, flows],
  );

  const changeValues = useCallback(
    (step: FlowStep, typed: FormValues) => {
      typedRef.current = { ...typedRef.current, [step.id]: typed };
      const form = formOf(step.form)?.form;
      for (const [field, widget] of form ? carriedFields(form.uiSchema) : []) flows.carry(widget, typed[field]);
      if (!form) return;
      stateRef.current = { ...stateRef.current, typed: { ...stateRef.current.typed, [step.id]: withoutSecrets(form.uiSchema, typed) } };
      flows.write(stateRef.current, flow.storageKey);
    },
    [flow, flows, formOf],
  );

  /**
   * What a step's form shows: what was typed in it, or, in a step not touched yet, what the step's
   * prefill gives (re-KYC: what the issuer holds; the profile's own details, =loaded) and what the
   * customer typed in another journey (the mobile number).
   */
  const valuesOf = useCallback(
    (step: FlowStep, loaded?: unknown): FormValues => {
      const typed = typedRef.current[step.id];
      if (typed !== undefined) return typed;
      const form = formOf(step.form)?.form;
      const carried = (form ? carriedFields(form.uiSchema) : []).flatMap(([field, widget]) => {
        const value = flows.carriedValue(widget);
        return value === undefined ? [] : [[field, value] as const];
      });
      return { ...prefilled(step, state.kept, loaded), ...Object.fromEntries(carried) };
    },
    [flows, formOf, state.kept],
  );

  return { state, stateRef, valuesOf, save, changeValues };
}
