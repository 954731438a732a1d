import type { RJSFSchema } from '@rjsf/utils';

/** What a form holds while the customer types: field name to value. */
export type FormValues = Record<string, unknown>;

/** Shared with every template and widget of a form. */
export interface FormContext {
  readonly submitting: boolean;
  /** Runs a button of the step (resend the OTP); the widget names it in ui:options.button. */
  readonly onButton: (id: string) => void;
  /** The button whose calls are running, if any. */
  readonly busyButton: string | null;
}

export type Schema = RJSFSchema;
