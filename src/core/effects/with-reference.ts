import type { Effect } from './effect';

/** A refusal's message with the request it happened to, when there is one, for the customer to quote to support (issue 38 item 4). */
export function withReference(effect: Effect, reference: string | undefined): Effect {
  return effect.type === 'formError' && reference !== undefined ? { ...effect, reference } : effect;
}
