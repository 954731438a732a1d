/**
 * The web fonts (the Devanagari faces of src/app/styles.css) on a device without the script's own:
 * Debian's Chromium, as this machine's, draws boxes where a browser should draw the font.
 * - It does not always ask for a face whose unicode-range the page's text needs (the header's
 *   "हिन्दी" on a page React drew): the regular faces the page's language names in styles.css
 *   (--faces-at-start) load at start, and again when the language changes. Only those: the
 *   51 KB Devanagari face, loaded at start on every page, came first on an English page's
 *   network before its own code (issue 37 item 3). A bold face still loads only for a page that
 *   shows bold text in its script.
 * - Words shaped before a face loaded stay boxes, in that face's weight, even when drawn anew later:
 *   its shapes are cached by the font's description. Each font load gives the page's description a
 *   setting it never had (a character variant, off as it already was: nothing shown changes), so
 *   every word is shaped again, with the fonts now there.
 */
export function reshapeOnFontLoad(
  doc: Pick<Document, 'fonts' | 'documentElement'> = document,
  facesAtStart: () => readonly string[] = () => familyNames(getComputedStyle(doc.documentElement).getPropertyValue('--faces-at-start')),
): void {
  let loads = 0;
  doc.fonts.addEventListener('loadingdone', () => {
    loads += 1;
    doc.documentElement.style.fontFeatureSettings = `"cv${String(loads % 100).padStart(2, '0')}" 0`;
  });
  const asked = new Set<FontFace>();
  const loadFacesAtStart = () => {
    const wanted = new Set(facesAtStart());
    doc.fonts.forEach((face) => {
      if (asked.has(face) || !(face.weight === '400' || face.weight === 'normal') || !wanted.has(unquoted(face.family))) return;
      asked.add(face);
      void face.load().catch(() => undefined);
    });
  };
  loadFacesAtStart();
  new MutationObserver(loadFacesAtStart).observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/** A font family's name without the quotes CSS may give it. */
function unquoted(name: string): string {
  return name.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The names of a CSS list of font families, without their quotes. */
function familyNames(list: string): string[] {
  return list
    .split(',')
    .map(unquoted)
    .filter((name) => name !== '');
}
