import type { RJSFSchema } from '@rjsf/utils';

/** What a form holds while the customer types: field name to value. */
export type FormValues = Record<string, unknown>;

/** Shared with every template and widget of a form. */
export interface FormContext {
  readonly submitting: boolean;
}

export type Schema = RJSFSchema;
