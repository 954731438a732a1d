/** Where openapi/wallet.yaml describes a body in the payload envelope. */
const encryptedPayload = { $ref: '#/components/schemas/EncryptedPayload' };

type Json = Record<string, unknown>;

/** A media type's schema as the wire may carry it: the plain body or its envelope. */
function eitherOf(content: unknown): unknown {
  if (typeof content !== 'object' || content === null) return content;
  return Object.fromEntries(
    Object.entries(content as Record<string, Json>).map(([type, media]) => [type, type === 'application/json' && media['schema'] ? { ...media, schema: { oneOf: [media['schema'], encryptedPayload] } } : media]),
  );
}

/**
 * The contract with the payload envelope written in (decision 0006, issue 36 item 2): for each
 * operation marked x-encrypted-payload, its request body and every answer (a shared answer copied
 * in) are `oneOf` the plain schema and EncryptedPayload, as `X-Payload-Encryption: A256GCM` may send
 * them. A validator in front of the sandbox (Prism) reads this; a client generator reads
 * openapi/wallet.yaml, whose types stay the plain bodies the envelope carries.
 */
export function withEnvelopes(document: Json): Json {
  const responses = ((document['components'] as Json | undefined)?.['responses'] ?? {}) as Record<string, Json>;
  const paths = Object.fromEntries(
    Object.entries(document['paths'] as Record<string, Record<string, Json>>).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (operation['x-encrypted-payload'] !== true) return [method, operation];
          const body = operation['requestBody'] as Json | undefined;
          const answers = Object.fromEntries(
            Object.entries(operation['responses'] as Record<string, Json>).map(([status, answer]) => {
              const ref = answer['$ref'];
              const resolved = typeof ref === 'string' ? (responses[ref.split('/').at(-1) ?? ''] ?? answer) : answer;
              return [status, { ...resolved, content: eitherOf(resolved['content']) }];
            }),
          );
          return [method, { ...operation, ...(body ? { requestBody: { ...body, content: eitherOf(body['content']) } } : {}), responses: answers }];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}
