/** The keys by which configuration names a catalogue: a template's lookup, a field's list or format, a check, a call's preferred messages. */
const catalogueKeys = new Set(['$catalogue', 'catalogue', 'catalogues']);

/** Whether a definition (a screen, flow or form file) names a catalogue anywhere, so that whoever shows it loads the catalogues first. */
export function namesCatalogue(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(namesCatalogue);
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => catalogueKeys.has(key) || namesCatalogue(value));
}
