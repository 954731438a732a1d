import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

// Fastify's own serializer compiler, with one serializer per schema text for the whole process:
// the tests build a sandbox for each test, and building the answers' serializers again was the
// largest part of a build (about 60 ms of 400 in a profile).
const built = new Map<string, (body: unknown) => string>();

/** Answers are written by fast-json-stringify from their contract schema, as Fastify does by default, built once per schema. */
export function registerCachedSerializers(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    const key = JSON.stringify(schema);
    const known = built.get(key);
    if (known) return known;
    const made = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    built.set(key, made);
    return made;
  });
}
