import type { FormCheck } from '../validation/form-check';

export type JsonSchemaObject = Readonly<Record<string, unknown>>;

/**
 * A form of schemas/forms/: JSON Schema, uiSchema with translation keys, error message keys,
 * and the checks a schema cannot state (age, matching passwords).
 */
export interface FormDefinition {
  readonly form: string;
  readonly version: number;
  readonly schema: JsonSchemaObject;
  readonly uiSchema: JsonSchemaObject;
  /** field -> validation keyword -> translation key. */
  readonly messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly checks?: readonly FormCheck[];
}
