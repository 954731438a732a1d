import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type en from '../../locales/en/portal.json';
import type enAccount from '../../locales/en/account.json';

/** A language's texts: the portal's, and the signed-in screens' (account.json, "account:…" in definitions) beside them. */
export type Texts = typeof en & typeof enAccount;

const localesDir = join(import.meta.dirname, '../../locales');
/** Every language of locales/ (a folder each): what the switch offers and every route is opened in at 320 px. */
export const localeLanguages: readonly string[] = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** One namespace of a language's texts, as locales/ has it. */
export const readTexts = (lang: string, namespace: string): object => JSON.parse(readFileSync(join(localesDir, lang, `${namespace}.json`), 'utf8')) as object;
const textsByLanguage = new Map<string, Texts>();

/** The texts of a language, as the portal shows them; a language of locales/ has every key English has (npm run check:config). */
export function textsOf(lang: string): Texts {
  let texts = textsByLanguage.get(lang);
  if (!texts) {
    texts = { ...readTexts(lang, 'portal'), ...readTexts(lang, 'account') } as Texts;
    textsByLanguage.set(lang, texts);
  }
  return texts;
}
