/**
 * The custom property the elements drawn in a web font's family (its name unquoted) take their font setting from
 * ("--reshaped-noto-sans-devanagari"): when a face of that family arrives, the page changes that
 * property alone, and only what is drawn in the family is shaped again
 * (src/engine/theme/reshape-on-font-load.ts; the stylesheets read it, scripts/script-faces.ts).
 */
export function reshapedProperty(family: string): string {
  return `--reshaped-${family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
