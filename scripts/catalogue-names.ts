/** The name definitions give a catalogue: its file's stem in camel case (response-codes.json is responseCodes). */
export function catalogueNameOf(file: string): string {
  return (file.split('/').at(-1) ?? file).replace(/\.json$/, '').replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase());
}

/**
 * The catalogues of a configuration by name, read from its own rules/catalogues/ (not from the
 * project's generated module): a copy with a new catalogue is checked with it.
 */
export function cataloguesIn(files: ReadonlyMap<string, unknown>): ReadonlyMap<string, unknown> {
  return new Map([...files].filter(([file]) => file.startsWith('rules/catalogues/')).map(([file, document]) => [catalogueNameOf(file), document]));
}
