import { describe, expect, it, vi } from 'vitest';
import { reshapeOnFontLoad } from './reshape-on-font-load';
import { conditionWaitMs, timeLimit } from '../../../scripts/time-limits';

/** A declared face of a web font, of which only whether it was asked to load matters here. */
function face(family: string, weight: string) {
  const asked: string[] = [];
  return { family, weight, asked, load: () => Promise.resolve(void asked.push(weight)) };
}

/** A page whose fonts are an event target with faces, as a browser's FontFaceSet is (jsdom has none). */
function pageWithFonts(faces: readonly ReturnType<typeof face>[] = []) {
  const fonts = Object.assign(new EventTarget(), { forEach: (each: (declared: ReturnType<typeof face>) => void) => faces.forEach((declared) => each(declared)) });
  const documentElement = document.createElement('html');
  return { doc: { fonts: fonts as unknown as FontFaceSet, documentElement }, fonts, documentElement };
}

describe('reshapeOnFontLoad', () => {
  it('gives the page a font setting it never had at each font load, and none before', () => {
    const { doc, fonts, documentElement } = pageWithFonts();
    reshapeOnFontLoad(doc, () => []);
    expect(documentElement.style.fontFeatureSettings).toBe('');
    fonts.dispatchEvent(new Event('loadingdone'));
    const first = documentElement.style.fontFeatureSettings;
    expect(first).not.toBe('');
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(documentElement.style.fontFeatureSettings).not.toBe(first);
  });

  it("asks at start for the regular faces the page's language names, and leaves the bold ones to the pages that show bold text", () => {
    const names = face('"Names"', '400');
    const script = face('Script', '400');
    const bold = face('Names', '700');
    reshapeOnFontLoad(pageWithFonts([names, script, bold]).doc, () => ['Names']);
    expect(names.asked).toEqual(['400']);
    expect(script.asked).toEqual([]);
    expect(bold.asked).toEqual([]);
  });

  it('asks for the faces of a language the page changes to, once each', async () => {
    const names = face('Names', '400');
    const script = face('Script', '400');
    const { doc, documentElement } = pageWithFonts([names, script]);
    let language = ['Names'];
    reshapeOnFontLoad(doc, () => language);
    language = ['Script', 'Names'];
    documentElement.setAttribute('lang', 'hi');
    await vi.waitFor(() => expect(script.asked).toEqual(['400']), { timeout: timeLimit(conditionWaitMs) });
    expect(names.asked).toEqual(['400']);
  });
});
