import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../../src/core/text/escape-reg-exp';
import { localeLanguages, textsOf } from './locale-texts';

const everyLanguageLabel = [...new Set(localeLanguages.map((language) => textsOf(language).app.language))];

/** The language switch, by its label in whichever language of locales/ the page is in. */
export function languageSwitch(page: Page): Locator {
  return page.getByRole('combobox', { name: new RegExp(`^(${everyLanguageLabel.map(escapeRegExp).join('|')})$`) });
}

/** Chooses a language with the switch, as a customer does, and waits for the page to be in it. */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  // A person's choice puts the focus on the list first, as a tap or a Tab does.
  await languageSwitch(page).focus();
  await languageSwitch(page).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
