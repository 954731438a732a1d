import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr/portal.json' with { type: 'json' };
import en from '../../locales/en/portal.json' with { type: 'json' };
import { englishWordsIn, wordsOf } from '../setup/foreign-words';

/** The end-to-end tests' check for English left on a French page (issue 35 item 8, tests/e2e/fixtures.ts englishShown). */
describe('English words on a page in another language', () => {
  it("finds an English text the French page shows, and not the words of a reference made of letters and digits", () => {
    expect(englishWordsIn('fr', en.app.logout)).not.toEqual([]);
    expect(englishWordsIn('fr', fr.app.logout)).toEqual([]);
    // A service request's reference drawn at random held "OFF" between its digits: a code, not a word.
    expect(englishWordsIn('fr', `${fr.app.logout} SRNVN0OFF0ROBN4 27/11/2026, 19:51`)).toEqual([]);
    expect([...wordsOf(['Transfer TXN42AB to Meena'])]).toEqual(['transfer', 'meena']);
  });
});
