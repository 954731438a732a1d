import { describe, expect, it } from 'vitest';
import { endOnAdvancingGlyph, type GlyphPlace } from './actual-text';

const at = (xAdvance: number, xOffset = 0, yOffset = 0): GlyphPlace => ({ xAdvance, xOffset, yOffset });

describe('endOnAdvancingGlyph (issue 59: an ActualText span ends where its last glyph drawn does)', () => {
  it('draws the marks a line ends on before their consonant, moved by its advance, so each lands where it did', () => {
    // "য়ে" as Noto Sans Bengali draws it: the vowel sign before, then য, then the nukta placed back under it.
    const [glyphs, places] = endOnAdvancingGlyph([['e', 'ya', 'nukta'], [at(400), at(520), at(0, -300, -40)]]);
    expect(glyphs).toEqual(['e', 'nukta', 'ya']);
    expect(places).toEqual([at(400), at(0, 220, -40), at(520)]);
  });

  it('keeps a line that ends on a glyph with an advance, or has none, as it was', () => {
    const line: [string[], GlyphPlace[]] = [['ka', 'nukta', 'ra'], [at(500), at(0, -250), at(450)]];
    expect(endOnAdvancingGlyph(line)).toEqual(line);
    expect(endOnAdvancingGlyph([[], []])).toEqual([[], []]);
    expect(endOnAdvancingGlyph([['nukta'], [at(0, -10)]])).toEqual([['nukta'], [at(0, -10)]]);
  });
});
