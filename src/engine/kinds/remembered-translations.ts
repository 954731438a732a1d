import type { TFunction } from '@/engine/i18n/i18n';
import { useMemo } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';

/** Past this many texts the memory starts again: a visit of a long history stays within it. */
const rememberedMost = 5_000;

/**
 * A translation function that remembers each text asked for, by its key and the values it is given:
 * a table asks for the same few words in every row, and the same amounts come back at each filter
 * and page of a long history, while i18next resolves and interpolates anew at every call. Made again
 * when the language changes, as the function it wraps is.
 */
export function rememberedTranslations(t: TFunction): TFunction {
  const known = new Map<string, unknown>();
  const translate = t as unknown as (...all: unknown[]) => unknown;
  const remembering = (...args: unknown[]): unknown => {
    const [key, options] = args;
    // Only a key with plain values (numbers, words) names one text; anything else is asked each time.
    if (typeof key !== 'string' || args.length > 2 || (options !== undefined && (typeof options !== 'object' || options === null || Object.values(options).some((value) => typeof value === 'object' || typeof value === 'function')))) {
      return translate(...args);
    }
    const memo = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (known.has(memo)) return known.get(memo);
    const text = options === undefined ? t(key) : translate(key, options);
    if (known.size >= rememberedMost) known.clear();
    known.set(memo, text);
    return text;
  };
  return remembering as unknown as TFunction;
}

/** The current language's translation, remembering each text (rememberedTranslations), for a part drawn at every filter and page. */
export function useRememberedTranslation(): TFunction {
  const { t } = useTranslation();
  return useMemo(() => rememberedTranslations(t), [t]);
}
