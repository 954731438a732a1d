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
  /** A loadingdone event for these faces, as a browser's FontFaceSet fires it. */
  const loaded = (...families: string[]) => Object.assign(new Event('loadingdone'), { fontfaces: families.map((family) => ({ family })) });

  it('gives what is drawn in the loaded faces\' families a font setting it never had at each load, and nothing else', () => {
    const { doc, fonts, documentElement } = pageWithFonts();
    reshapeOnFontLoad(doc, () => []);
    expect(documentElement.getAttribute('style')).toBeNull();
    fonts.dispatchEvent(loaded('"Language Names"', 'Language Names'));
    const first = documentElement.style.getPropertyValue('--reshaped-language-names');
    expect(first).not.toBe('');
    // The page's own text is drawn in none of them: left as it was shaped.
    expect(documentElement.style.fontFeatureSettings).toBe('');
    expect(documentElement.style.getPropertyValue('--reshaped-noto-sans-devanagari')).toBe('');
    fonts.dispatchEvent(loaded('Noto Sans Devanagari', 'Language Names'));
    expect(documentElement.style.getPropertyValue('--reshaped-noto-sans-devanagari')).not.toBe('');
    expect(documentElement.style.getPropertyValue('--reshaped-language-names')).not.toBe(first);
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
