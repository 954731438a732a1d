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
  /** Hints under fields, by the field's id, in the customer's language (the room left to add money). */
  readonly hints?: Readonly<Record<string, string>>;
  /** The options a step lists for its choices (ui:options.listedBy "step"), by the field's id. */
  readonly choices?: Readonly<Record<string, readonly ListedChoice[]>>;
}

/** One option a step lists: what is sent, and what the customer reads. */
export interface ListedChoice {
  readonly value: string;
  readonly label: string;
}

export type Schema = RJSFSchema;
