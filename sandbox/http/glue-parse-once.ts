import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MadeOnce } from './made-once';

/**
 * fastify-openapi-glue parses the contract at every registration (validates the whole document
 * against the OpenAPI schema, resolves its references, lays out its routes), paid again by each
 * sandbox the unit tests build (issue 37 item 5, figures in docs/decisions/0014). The contract is
 * one file for the life of the process, so its parse is kept, by its text and options, and each
 * registration gets a copy of its own, since fastify keeps and completes the route schemas it is
 * given. A parse that fails stays failed, so every registration fails as loudly as the first. The
 * plugin has no option to take a parse, and exports only itself: its parser is the module its index
 * imports, reached by its file.
 */
interface GlueParser {
  parse: (this: GlueParser, specification: unknown, options?: unknown) => Promise<unknown>;
}

const gluePackage = dirname(createRequire(import.meta.url).resolve('fastify-openapi-glue'));
const { Parser } = (await import(pathToFileURL(join(gluePackage, 'lib/Parser.js')).href)) as { Parser: { prototype: GlueParser } };

const parseEach = Parser.prototype.parse;
const parsed = new MadeOnce<Promise<unknown>>();

Parser.prototype.parse = async function parseOnce(this: GlueParser, specification: unknown, options?: unknown): Promise<unknown> {
  return structuredClone(await parsed.get(JSON.stringify([specification, options]), () => parseEach.call(this, specification, options)));
};
