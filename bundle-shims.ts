import { fileURLToPath } from 'node:url';

const shim = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Libraries replaced in the bundle (and in the tests, so they test what ships) by small shims:
 * - json-rules-engine's dependencies that carry `Function(...)`, forbidden by the strict CSP
 *   (src/core/rules/shims/);
 * - RJSF's markdown renderer (markdown-to-jsx, 84 KB raw, issue 14): the portal's descriptions and
 *   help are plain text, which the config check holds forms to (no enableMarkdown… option);
 * - fast-uri, which RJSF uses to resolve a form's "$ref" against its "$id": the browser's URL does it.
 */
export const bundleShims = {
  eventemitter2: shim('./src/core/rules/shims/event-emitter2.ts'),
  'jsonpath-plus': shim('./src/core/rules/shims/json-path.ts'),
  'markdown-to-jsx/react': shim('./src/engine/theme/shims/markdown.tsx'),
  'fast-uri': shim('./src/engine/theme/shims/uri.ts'),
};
