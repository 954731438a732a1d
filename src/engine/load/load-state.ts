import type { MessageRef } from '@/core/effects/effect';
import type { ApiResult } from '@/core/outcome/api-result';

/** Where a screen's load stands: what LoadStatus draws, and what the screen reads once it came. */
export type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly result: ApiResult }
  | { readonly status: 'empty'; readonly result: ApiResult }
  | { readonly status: 'notFound'; readonly result: ApiResult }
  /** The call failed; blocked: a refusal no retry changes (the temporary block, minimum KYC ended), so none is offered. */
  | { readonly status: 'failed'; readonly result: ApiResult; readonly message: MessageRef; readonly blocked: boolean };
