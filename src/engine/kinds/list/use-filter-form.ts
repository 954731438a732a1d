import { useCallback, useLayoutEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { filterForm, filtersToApply, initialFilterForm, showsFilters } from '@/core/screens/filter-form';
import type { FilterSpec } from '@/core/screens/screen-definition';

export interface FilterFormProps {
  readonly spec: FilterSpec;
  readonly values: Readonly<Record<string, string>>;
  readonly preset: string | null;
  readonly today: string;
  /** The customer applied filters: the list puts them in the URL, in place of the current entry when `replace` (a sheet's). */
  readonly onApply: (values: Readonly<Record<string, string>>, preset: string | null, replace?: boolean) => void;
}

/**
 * A list's filter form: its state (src/core/screens/filter-form.ts), kept to the URL's filters,
 * Apply, and the phone's sheet, which closes without applying (Cancel, Back, Escape) or by Apply.
 */
export function useFilterForm({ spec, values, preset, today, onApply }: FilterFormProps) {
  const [state, dispatch] = useReducer(filterForm, { values, preset }, initialFilterForm);
  const [sheetOpen, setSheetOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // What the URL says now (after Apply, Back, a reload) is shown, before the frame is painted. Only
  // when its filters change (a page of the list leaves them), and only when the form does not show
  // them already (Apply just put there what is typed): the history's 50 ms per change has no room
  // for a drawing that changes nothing (docs/decisions/0018).
  const appliedKey = JSON.stringify([values, preset]);
  useLayoutEffect(() => {
    if (!showsFilters(state, values, preset)) dispatch({ type: 'show', values, preset });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the URL's filters change, not when the form does
  }, [appliedKey]);

  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    dispatch({ type: 'show', values, preset });
  }, [values, preset]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const applied = filtersToApply(spec, state, today);
    if ('errors' in applied) {
      dispatch({ type: 'refuse', errors: applied.errors });
      const [first] = Object.keys(applied.errors);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    dispatch({ type: 'refuse', errors: {} });
    if (!sheetOpen) {
      onApply(applied.values, applied.preset);
      return;
    }
    // The filters' address takes the place of the sheet's history entry (Back then leaves the
    // filters, as without a sheet), with no back and forth of the browser's history first.
    setSheetOpen(false);
    onApply(applied.values, applied.preset, true);
  };

  return { state, dispatch, formRef, submit, sheetOpen, openSheet: () => setSheetOpen(true), closeSheet };
}
