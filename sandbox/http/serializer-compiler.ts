import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { MadeOnce } from './made-once';

// Fastify's own serializer compiler, with one serializer per schema text for the whole process:
// the tests build a sandbox for each test, and building the answers' serializers again was the
// largest part of a build (docs/decisions/0014).
const built = new MadeOnce<(body: unknown) => string>();

/** Answers are written by fast-json-stringify from their contract schema, as Fastify does by default, built once per schema. */
export function registerCachedSerializers(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => built.get(JSON.stringify(schema), () => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0])));
}
