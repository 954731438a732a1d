/**
 * The web fonts (the Devanagari faces of src/app/styles.css) on a device without the script's own:
 * Debian's Chromium, as this machine's, draws boxes where a browser should draw the font.
 * - It does not always ask for a face whose unicode-range the page's text needs (the header's
 *   "हिन्दी" on a page React drew): the regular faces load at start, as they would on any page with
 *   that word; a bold face still loads only for a page that shows bold text in its script.
 * - Words shaped before a face loaded stay boxes, in that face's weight, even when drawn anew later:
 *   its shapes are cached by the font's description. Each font load gives the page's description a
 *   setting it never had (a character variant, off as it already was: nothing shown changes), so
 *   every word is shaped again, with the fonts now there.
 */
export function reshapeOnFontLoad(doc: Pick<Document, 'fonts' | 'documentElement'> = document): void {
  let loads = 0;
  doc.fonts.addEventListener('loadingdone', () => {
    loads += 1;
    doc.documentElement.style.fontFeatureSettings = `"cv${String(loads % 100).padStart(2, '0')}" 0`;
  });
  doc.fonts.forEach((face) => {
    if (face.weight === '400' || face.weight === 'normal') void face.load().catch(() => undefined);
  });
}
