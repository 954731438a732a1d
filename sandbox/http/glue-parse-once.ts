import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * fastify-openapi-glue parses the contract at every registration: it validates the whole document
 * against the OpenAPI schema, resolves its references and lays out its routes, about 300 ms, paid
 * again by each of the 170 sandboxes the unit tests build (issue 37 item 5, docs/decisions/0014).
 * The contract is one file for the life of the process, so its parse is kept, by its text and
 * options, and each registration gets a copy of its own, since fastify keeps and completes the route
 * schemas it is given. The plugin has no option to take a parse, and exports only itself: its
 * parser is the module its index imports, reached by its file.
 */
interface GlueParser {
  parse: (this: GlueParser, specification: unknown, options?: unknown) => Promise<unknown>;
}

const gluePackage = dirname(createRequire(import.meta.url).resolve('fastify-openapi-glue'));
const { Parser } = (await import(pathToFileURL(join(gluePackage, 'lib/Parser.js')).href)) as { Parser: { prototype: GlueParser } };

const parseEach = Parser.prototype.parse;
const parsed = new Map<string, Promise<unknown>>();

Parser.prototype.parse = async function parseOnce(this: GlueParser, specification: unknown, options?: unknown): Promise<unknown> {
  const key = JSON.stringify([specification, options]);
  let parse = parsed.get(key);
  if (parse === undefined) {
    parse = parseEach.call(this, specification, options);
    parsed.set(key, parse);
    // A parse that fails is not kept: the next registration tries again, and fails as loudly.
    parse.catch(() => parsed.delete(key));
  }
  return structuredClone(await parse);
};
