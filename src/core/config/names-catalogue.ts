/** The keys by which configuration names a catalogue: a template's lookup, a field's list or format, a check, a call's preferred messages. */
const catalogueKeys = new Set(['$catalogue', 'catalogue', 'catalogues']);

/**
 * Whether a definition (a screen, flow or form file) names a catalogue where it is shown, so that
 * whoever shows it loads the catalogues first. An action's calls are not looked into: they are read
 * when the action runs, and running it loads the catalogues (src/engine/actions/run-action.ts). The
 * sign-up journey names them only in its calls, and its first page no longer waits for 6 KB of
 * catalogues it does not show (issue 37 item 2).
 */
export function namesCatalogue(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(namesCatalogue);
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => catalogueKeys.has(key) || (key !== 'calls' && namesCatalogue(value)));
}
