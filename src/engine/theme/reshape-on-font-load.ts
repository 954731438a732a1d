import { reshapedProperty } from '@/core/text/reshaped-property';

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
 *   its shapes are cached by the font's description. Each font load gives what is drawn in the
 *   loaded faces' families a setting it never had (a character variant, off as it already was:
 *   nothing shown changes), so those words are shaped again, with the fonts now there. Only those:
 *   the whole page's, restyled at each load, was the longest task of an English page, whose only
 *   faces are the switch's names' (docs/decisions/0026-short-tasks-at-start.md). Each family's
 *   setting is a custom property on the page (reshapedProperty), which the stylesheet gives to what
 *   it draws in that family, so an element drawn later has it too.
 */
export function reshapeOnFontLoad(
  doc: Pick<Document, 'fonts' | 'documentElement'> = document,
  facesAtStart: () => readonly string[] = () => familyNames(getComputedStyle(doc.documentElement).getPropertyValue('--faces-at-start')),
): void {
  let loads = 0;
  doc.fonts.addEventListener('loadingdone', (event) => {
    loads += 1;
    const setting = `"cv${String(loads % 100).padStart(2, '0')}" 0`;
    for (const family of new Set(loadedFaces(event).map((face) => unquoted(face.family)))) doc.documentElement.style.setProperty(reshapedProperty(family), setting);
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

/** The faces a loadingdone event says have loaded. */
function loadedFaces(event: Event): readonly FontFace[] {
  return 'fontfaces' in event ? (event as FontFaceSetLoadEvent).fontfaces : [];
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
