/** A name as one segment of a JSON pointer (RFC 6901): "~" and "/" escaped. */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a JSON pointer ("/fields/dob") of a document, or undefined where it leads nowhere. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Readonly<Record<string, unknown>>)[key] : undefined), document);
}
