import type { LoginWith } from './login-with';

/**
 * The closed vocabulary of effects an outcome may have (DESIGN.md "How a screen works").
 * Rule files name these as event types; the renderer knows how to carry out each one.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface MessageRef {
  readonly messageKey: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** The request a failure happened to, for the customer to quote to support (issue 38 item 4). */
  readonly reference?: string;
}

export type Effect =
  | { readonly type: 'navigate'; readonly to: string }
  /** Another step of the same journey; its route when the step has another. */
  | { readonly type: 'step'; readonly id: string }
  /** Leaves the single-page app for a path of this site the server gave (video KYC); never another host. */
  | { readonly type: 'redirect'; readonly to: string }
  /**
   * Leaves for the card provider's page by posting the form the server made (its hash included,
   * spec §7): a path of this site only, as redirect (the sandbox's provider is one).
   */
  | { readonly type: 'postForm'; readonly to: string; readonly fields: Readonly<Record<string, string>> }
  | ({ readonly type: 'toast'; readonly kind: ToastKind; readonly durationMs?: number } & MessageRef)
  | ({ readonly type: 'formError' } & MessageRef)
  | { readonly type: 'fieldErrors'; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'modal'; readonly id: string }
  | { readonly type: 'storeSession'; readonly loginWith: LoginWith }
  /**
   * Ends the session and goes to the login, or to `to` (a public page: the closure's result), handing
   * it `values` (where the balance went) in that page's history entry only: it has no session to load them.
   */
  | { readonly type: 'logout'; readonly to?: string; readonly values?: Readonly<Record<string, string | number>> }
  /**
   * Saves a file the server answered (a statement's PDF), in base64, under its name; of a closed list
   * of media types. Share hands it to the device's share sheet instead, where the browser has one.
   */
  | { readonly type: 'download' | 'share'; readonly fileName: string; readonly mediaType: string; readonly content: string }
  /** Loads the screen's data again (a row was deleted, a request settled). */
  | { readonly type: 'reload' }
  | { readonly type: 'allow' }
  | ({ readonly type: 'deny' } & MessageRef);

export type EffectType = Effect['type'];

export const effectTypes: readonly EffectType[] = [
  'navigate',
  'step',
  'redirect',
  'postForm',
  'toast',
  'formError',
  'fieldErrors',
  'modal',
  'storeSession',
  'logout',
  'download',
  'share',
  'reload',
  'allow',
  'deny',
];
