import type { FieldTransforms } from '../transforms/apply-transforms';

/** A screen of schemas/screens/: a form, the operation its submit calls, and its outcome decision. */
export interface ScreenDefinition {
  readonly screen: string;
  readonly version: number;
  readonly titleKey: string;
  readonly introKey?: string;
  /** File stem of a form in schemas/forms/, such as "login.v1". */
  readonly form: string;
  /** operationId in openapi/wallet.yaml. */
  readonly operation: string;
  readonly transforms: FieldTransforms;
  /** Decision name of a file rules/<name>.rules.json. */
  readonly outcome: string;
}

export type JsonSchemaObject = Readonly<Record<string, unknown>>;

/** A form of schemas/forms/: JSON Schema, uiSchema with translation keys, and error message keys. */
export interface FormDefinition {
  readonly form: string;
  readonly version: number;
  readonly schema: JsonSchemaObject;
  readonly uiSchema: JsonSchemaObject;
  /** field -> validation keyword -> translation key. */
  readonly messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
