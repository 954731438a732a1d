import { fileURLToPath } from 'node:url';

/**
 * json-rules-engine's dependencies that carry `Function(...)` (forbidden by the strict CSP),
 * replaced in the bundle and in the tests by the small shims of src/core/rules/shims/.
 */
export const ruleEngineShims = {
  eventemitter2: fileURLToPath(new URL('./src/core/rules/shims/event-emitter2.ts', import.meta.url)),
  'jsonpath-plus': fileURLToPath(new URL('./src/core/rules/shims/json-path.ts', import.meta.url)),
};
