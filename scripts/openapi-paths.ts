/**
 * Where a value path of a screen definition ("=row.amount", "=answer.wallet.kycType") leads in the
 * contract: the JSON schema of an operation's answer, walked through $ref, allOf, oneOf and arrays.
 */
type Json = Record<string, unknown>;

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, Json> }>>;
  readonly components?: { schemas?: Record<string, Json> };
}

function deref(doc: OpenApiDocument, schema: unknown): Json {
  let current = schema as Json | undefined;
  for (let hops = 0; current && typeof current['$ref'] === 'string' && hops < 20; hops++) {
    const name = current['$ref'].replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name];
  }
  return current ?? {};
}

/** Every alternative a schema stands for (allOf parts together, oneOf/anyOf parts each). */
function parts(doc: OpenApiDocument, schema: unknown): Json[] {
  const resolved = deref(doc, schema);
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) => (Array.isArray(resolved[keyword]) ? (resolved[keyword] as unknown[]) : []));
  return [resolved, ...nested.flatMap((part) => parts(doc, part))];
}

/** The schema of the 200 answer of an operation, or undefined when the contract has no such operation. */
export function answerSchema(doc: OpenApiDocument, operationId: string): Json | undefined {
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      const content = (deref(doc, operation.responses?.['200']) as { content?: Record<string, { schema?: unknown }> }).content;
      return deref(doc, content?.['application/json']?.schema);
    }
  }
  return undefined;
}

/** The names a schema offers at one level, for a message that says what there is. */
export function fieldNames(doc: OpenApiDocument, schema: Json): string[] {
  return [...new Set(parts(doc, schema).flatMap((part) => Object.keys((part['properties'] as Json | undefined) ?? {})))];
}

/**
 * The schema a dotted path leads to, or null where a segment is not there; a number segment steps
 * into an array's items. The missing segment is returned for the message.
 */
export function schemaAt(doc: OpenApiDocument, schema: Json, path: readonly string[]): { readonly schema: Json } | { readonly missing: string; readonly at: Json } {
  let current = schema;
  for (const segment of path) {
    const alternatives = parts(doc, current);
    if (/^\d+$/.test(segment)) {
      const items = alternatives.find((part) => part['items'] !== undefined)?.['items'];
      if (items === undefined) return { missing: segment, at: current };
      current = deref(doc, items);
      continue;
    }
    const found = alternatives.map((part) => (part['properties'] as Json | undefined)?.[segment]).find((value) => value !== undefined);
    const open = alternatives.find((part) => typeof part['additionalProperties'] === 'object')?.['additionalProperties'];
    if (found === undefined && open === undefined) return { missing: segment, at: current };
    current = deref(doc, found ?? open);
  }
  return { schema: current };
}

/** The items schema of an array schema, when it is one. */
export function itemsOf(doc: OpenApiDocument, schema: Json): Json | undefined {
  const items = parts(doc, schema).find((part) => part['items'] !== undefined)?.['items'];
  return items === undefined ? undefined : deref(doc, items);
}
