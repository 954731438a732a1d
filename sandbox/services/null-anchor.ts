/** The parts of fontkit (pdfkit's shaper) this reaches: a font's layout engine and its positioning step. */
interface AnchorPositioner {
  applyAnchor: (markRecord: { readonly markAnchor?: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number) => void;
}
interface ShapingFont {
  layout: (text: string) => unknown;
  _layoutEngine?: { engine?: { GPOSProcessor?: AnchorPositioner } };
}

let mended = false;

/**
 * fontkit 2.0.4 throws on a mark whose anchor on its base is NULL ("Cannot read properties of null
 * (reading 'xCoordinate')"), which OpenType allows and means the mark does not attach there: Noto
 * Sans Telugu's "ప్ర" (a ra below its consonant) failed every Telugu statement with a 500. Given the
 * font a document was set in, this makes fontkit's positioning leave such a mark where it is, as
 * HarfBuzz (the browser) does. Once per process: every font shares fontkit's positioning code.
 */
export function mendNullAnchors(font: ShapingFont): void {
  if (mended) return;
  font.layout('a');
  const positioner = font._layoutEngine?.engine?.GPOSProcessor;
  if (!positioner) return;
  const prototype = Object.getPrototypeOf(positioner) as AnchorPositioner;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (this: AnchorPositioner, markRecord, baseAnchor, baseGlyphIndex) {
    if (baseAnchor === null || baseAnchor === undefined || markRecord?.markAnchor === null || markRecord?.markAnchor === undefined) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  mended = true;
}
