import type { TFunction } from 'i18next';

/**
 * A translation function that remembers each text asked for by key alone (no values): a table asks
 * for the same few words in every row, and i18next resolves a key anew at every call. Made again
 * when the language changes, as the function it wraps is.
 */
export function rememberedTranslations(t: TFunction): TFunction {
  const known = new Map<string, string>();
  const remembering = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (typeof key !== 'string' || options !== undefined || args.length > 2) return (t as unknown as (...all: unknown[]) => unknown)(...args);
    const found = known.get(key);
    if (found !== undefined) return found;
    const text = t(key);
    known.set(key, text);
    return text;
  };
  return remembering as unknown as TFunction;
}
