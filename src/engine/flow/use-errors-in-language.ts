import type Form from '@rjsf/core';
import { useEffect, useRef, type RefObject } from 'react';
import type { FormContext, FormValues, Schema } from '../theme/form-types';

/**
 * Errors shown on a form stay shown when the customer switches language, worded in the new one
 * (issue 55 item 10): RJSF drops its errors when the texts it was given change, so a form that was
 * showing errors validates again, and focus stays where the customer put it (the language switch).
 * `texts` is the translation function, new for each language. Returns what to call with the number of
 * errors the form shows each time it says so.
 */
export function useErrorsInLanguage(form: RefObject<Form<FormValues, Schema, FormContext> | null>, texts: unknown): (shownErrors: number) => void {
  const shown = useRef(false);
  useEffect(() => {
    // Nothing is shown before the first language's texts: the first run does nothing.
    if (!shown.current) return;
    const active = document.activeElement;
    form.current?.validateForm();
    if (active instanceof HTMLElement && active !== document.activeElement) active.focus();
  }, [form, texts]);
  return (shownErrors) => {
    shown.current = shownErrors > 0;
  };
}
