/** Reads a dotted path ("answer.eventData.eventId") in an object of named values; undefined when any part is missing. */
export function readPath(scope: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = scope;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
