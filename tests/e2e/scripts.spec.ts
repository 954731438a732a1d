import { join } from 'node:path';
import { languageScripts, scriptFaces } from '../../scripts/script-faces';
import { expect, languageSwitch, openIn, test } from './fixtures';

/** Each language of locales/ and the face its script is drawn with (format.script; none for Latin). */
const scripts = languageScripts(join(import.meta.dirname, '../..'));
const fontLoaded = (family: string, sample: string) => `document.fonts.ready.then(() => document.fonts.check('16px "${family}"', '${sample}'))`;

test.describe('each language drawn in its script’s face, from its format.script (issue 59 item 1)', () => {
  for (const [lang, script] of scripts) {
    const face = scriptFaces[script];
    if (!face) continue;
    test(`a page in English names ${lang} in the switch with the names' face; a page in ${lang} loads ${face.family}`, async ({ page }) => {
      await openIn(page, '/login', 'en');
      const name = await languageSwitch(page).locator(`option[lang="${lang}"]`).textContent();
      expect(name).toBeTruthy();
      await expect.poll(() => page.evaluate(fontLoaded('Language Names', name ?? ''))).toBe(true);
      await openIn(page, '/login', lang);
      await expect.poll(() => page.evaluate(fontLoaded(face.family, name ?? ''))).toBe(true);
    });
  }
});

test('a face that arrives shapes again only what is drawn in its family: the names in the switch on an English page, the whole page in its script', async ({ page }) => {
  const featureSettings = (selector: string) => page.evaluate((css) => getComputedStyle(document.querySelector(css) ?? document.body).fontFeatureSettings, selector);
  await openIn(page, '/login', 'en');
  await expect.poll(() => featureSettings('.language-switch__select')).not.toBe('normal');
  expect(await featureSettings('.language-switch__select option[lang="ta"]')).not.toBe('normal');
  expect(await featureSettings('main h1')).toBe('normal');
  const lang = [...scripts].find(([, code]) => scriptFaces[code])?.[0];
  if (!lang) throw new Error('locales/ has no language in a script with a face');
  await openIn(page, '/login', lang);
  await expect.poll(() => featureSettings('main h1')).not.toBe('normal');
});
