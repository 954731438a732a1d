/** Whole seconds from now until a moment (ms since the epoch), at least one: what a 429's Retry-After says. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
