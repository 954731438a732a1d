import type { FilterField, FilterSpec } from './screen-definition';
import { customPreset, filterErrors, presetValues } from './url-filters';

type Values = Readonly<Record<string, string>>;

/** What a list's filter form holds between the URL's filters and an Apply: what is typed, the period chosen, the errors said. */
export interface FilterFormState {
  readonly typed: Values;
  readonly chosen: string | null;
  readonly errors: Values;
}

export type FilterFormAction =
  /** The URL's filters (after an Apply, Back, a reload, a sheet closed without Apply) take the place of what was typed. */
  | { readonly type: 'show'; readonly values: Values; readonly preset: string | null }
  /** A period chosen fills its dates; it waits for Apply with the other filters (WCAG 3.2.2). */
  | { readonly type: 'choose'; readonly preset: string; readonly spec: FilterSpec; readonly today: string }
  /** A field typed or chosen: a date typed makes the period a custom one. */
  | { readonly type: 'type'; readonly field: FilterField; readonly value: string }
  | { readonly type: 'refuse'; readonly errors: Values };

/** No error: one object, so a form with none stays the same drawing. */
const noErrors: Values = {};

/** Whether two sets of filter values say the same (a value left out is an empty one). */
function sameValues(a: Values, b: Values): boolean {
  return Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''));
}

/** Whether the form shows these filters already, errors none: showing them would change nothing. */
export function showsFilters(state: FilterFormState, values: Values, preset: string | null): boolean {
  return sameValues(state.typed, values) && state.chosen === preset && state.errors === noErrors;
}

export function initialFilterForm({ values, preset }: { readonly values: Values; readonly preset: string | null }): FilterFormState {
  return { typed: values, chosen: preset, errors: noErrors };
}

/**
 * The filter form's changes, one pure step each. A change that says nothing new returns the same
 * state, so React draws nothing: the values Apply just put in the URL are those typed.
 */
export function filterForm(state: FilterFormState, action: FilterFormAction): FilterFormState {
  switch (action.type) {
    case 'show':
      return showsFilters(state, action.values, action.preset) ? state : { typed: sameValues(state.typed, action.values) ? state.typed : action.values, chosen: action.preset, errors: noErrors };
    case 'choose': {
      const dates = action.preset === customPreset ? {} : (presetValues(action.spec, action.preset, action.today) ?? {});
      return { typed: { ...state.typed, ...dates }, chosen: action.preset, errors: noErrors };
    }
    case 'type':
      return { ...state, typed: { ...state.typed, [action.field.name]: action.value }, chosen: action.field.type === 'date' ? customPreset : state.chosen };
    case 'refuse': {
      const errors = Object.keys(action.errors).length > 0 ? action.errors : noErrors;
      return errors === state.errors ? state : { ...state, errors };
    }
  }
}

/** What Apply sends, or the errors that stop it (spec §5: From after To is said on its field and nothing is loaded). */
export function filtersToApply(spec: FilterSpec, { typed, chosen }: FilterFormState, today: string): { readonly errors: Values } | { readonly values: Values; readonly preset: string | null } {
  const errors = filterErrors(spec, typed);
  if (Object.keys(errors).length > 0) return { errors };
  const dated = spec.fields.filter((field) => field.type === 'date');
  // The dates of the period chosen, untouched, keep its name; dates typed are a custom period.
  const presetDates = chosen === null || chosen === customPreset ? null : presetValues(spec, chosen, today);
  const isPresetDates = chosen !== null && chosen !== customPreset && dated.every((field) => typed[field.name] === presetDates?.[field.name]);
  return { values: typed, preset: isPresetDates ? chosen : dated.length > 0 ? customPreset : null };
}
