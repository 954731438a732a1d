import { interpolate } from './interpolate';

/**
 * A text with its {{name}} placeholders filled in, as the portal fills plain values: for a test or a
 * script that knows what a page must say ("11 - 20 of 125 items"). A name without a value stays.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return interpolate(text, values, new Map(), '');
}
