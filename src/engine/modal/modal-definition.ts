import type { ComparisonSpec } from '@/core/screens/screen-definition';

/** A modal of schemas/modals/: texts by translation key, an optional table, and its buttons. */
export interface ModalDefinition {
  readonly modal: string;
  readonly version: number;
  readonly titleKey: string;
  readonly paragraphs: readonly string[];
  /** Minimum and full KYC side by side, from the limits and the permission decision. */
  readonly comparison?: ComparisonSpec;
  /** A button with "to" goes there; without, it closes the modal. */
  readonly actions: readonly { readonly labelKey: string; readonly to?: string }[];
}
