/** A modal of schemas/modals/: texts by translation key, an optional table, and its buttons. */
export interface ModalDefinition {
  readonly modal: string;
  readonly version: number;
  readonly titleKey: string;
  readonly paragraphs: readonly string[];
  readonly table?: {
    readonly captionKey: string;
    readonly head: readonly string[];
    readonly rows: readonly (readonly string[])[];
  };
  /** A button with "to" goes there; without, it closes the modal. */
  readonly actions: readonly { readonly labelKey: string; readonly to?: string }[];
}
