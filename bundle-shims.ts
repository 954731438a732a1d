import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { resolveFormFragments } from './src/core/config/form-fragments';

const shim = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Libraries replaced in the bundle (and in the tests, so they test what ships) by small shims:
 * - json-rules-engine's dependencies that carry `Function(...)`, forbidden by the strict CSP
 *   (src/core/rules/shims/);
 * - RJSF's markdown renderer (markdown-to-jsx, 84 KB raw, issue 14): the portal's descriptions and
 *   help are plain text, which the config check holds forms to (no enableMarkdown… option);
 * - fast-uri, which RJSF uses to resolve a form's "$ref" against its "$id": the browser's URL does it;
 * - fast-equals, of which RJSF makes one deep equality for JSON (src/engine/theme/shims/equal.ts).
 */
/** The portal's own import alias (tsconfig.base.json "paths"): @/core/… is src/core/…, whatever the depth of the importer. */
export const sourceAlias = { '@': shim('./src') };

export const bundleShims = {
  eventemitter2: shim('./src/core/rules/shims/event-emitter2.ts'),
  'jsonpath-plus': shim('./src/core/rules/shims/json-path.ts'),
  'markdown-to-jsx/react': shim('./src/engine/theme/shims/markdown.tsx'),
  'fast-uri': shim('./src/engine/theme/shims/uri.ts'),
  'fast-equals': shim('./src/engine/theme/shims/equal.ts'),
};

/**
 * The modules of RJSF the portal's forms never reach: arrays, one-of and any-of choices, layout
 * grids, the widgets of the default theme ours replace or no form names, the icon buttons of arrays, and the allOf merge.
 * RJSF's default registry imports them all, so tree-shaking cannot drop them; in the bundle each
 * resolves to a stub of src/engine/theme/shims/ that says so instead (about 13 KB gzipped on every
 * journey, issue 14). The config check refuses a form schema with an array, oneOf, anyOf or allOf.
 */
const unsupportedField = shim('./src/engine/theme/shims/unsupported-field.tsx');
export const rjsfUnused: ReadonlyMap<string, string> = new Map([
  ...[
    'fields/ArrayField.js',
    'fields/LayoutGridField.js',
    'fields/LayoutHeaderField.js',
    'fields/LayoutMultiSchemaField.js',
    'fields/MultiSchemaField.js',
    'templates/ArrayFieldDescriptionTemplate.js',
    'templates/ArrayFieldItemButtonsTemplate.js',
    'templates/ArrayFieldItemTemplate.js',
    'templates/ArrayFieldTemplate.js',
    'templates/ArrayFieldTitleTemplate.js',
    'templates/MultiSchemaFieldTemplate.js',
    // The templates our theme replaces (src/engine/theme/templates.ts), and those only RJSF's own
    // field template, error list (showErrorList is off), arrays or cyclic schemas reach.
    'templates/BaseInputTemplate.js',
    'templates/ButtonTemplates/AddButton.js',
    'templates/ButtonTemplates/SubmitButton.js',
    'templates/CyclicSchemaExpandTemplate.js',
    'templates/ErrorList.js',
    'templates/FieldErrorTemplate.js',
    'templates/FieldTemplate/FieldTemplate.js',
    'templates/ObjectFieldTemplate.js',
    'templates/WrapIfAdditionalTemplate.js',
    // Every widget of RJSF's default theme: the widget table (src/engine/widgets/widget-table.ts)
    // replaces text, e-mail, password and checkbox, and the config check refuses a field RJSF would
    // draw with any other of its own (an enum or a date format without a "ui:widget" of ours).
    'widgets/AltDateTimeWidget.js',
    'widgets/AltDateWidget.js',
    'widgets/CheckboxWidget.js',
    'widgets/CheckboxesWidget.js',
    'widgets/ColorWidget.js',
    'widgets/DateTimeWidget.js',
    'widgets/DateWidget.js',
    'widgets/EmailWidget.js',
    'widgets/FileWidget.js',
    'widgets/HiddenWidget.js',
    'widgets/PasswordWidget.js',
    'widgets/RadioWidget.js',
    'widgets/RangeWidget.js',
    'widgets/RatingWidget.js',
    'widgets/SelectWidget.js',
    'widgets/TextWidget.js',
    'widgets/TextareaWidget.js',
    'widgets/TimeWidget.js',
    'widgets/URLWidget.js',
    'widgets/UpDownWidget.js',
  ].map((module): [string, string] => [`@rjsf/core/lib/components/${module}`, unsupportedField]),
  ['@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js', shim('./src/engine/theme/shims/unsupported-buttons.ts')],
  ['@rjsf/utils/lib/schema/shallowAllOfMerge.js', shim('./src/engine/theme/shims/unsupported-merge.ts')],
]);

export const rjsfPruning: Plugin = {
  name: 'rjsf-pruning',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.includes('/node_modules/@rjsf/') || !source.startsWith('.')) return null;
    const module = resolve(dirname(importer), source).split('/node_modules/')[1];
    return module === undefined ? null : (rjsfUnused.get(module) ?? null);
  },
};

const coreCatalogues = shim('./src/core/config/catalogues.ts');
const cataloguesOnDemandModule = shim('./src/engine/config/catalogues-on-demand.ts');

/**
 * The catalogues of rules/catalogues/ are not on a first page that names none (issue 14): in the
 * bundle, src/core/config/catalogues.ts, which imports them all, resolves to
 * src/engine/config/catalogues-on-demand.ts, which loads them as a chunk of their own when a
 * screen, an action or an idle page asks. The sandbox, the scripts and the tests keep the module
 * that has them at once.
 */
export const cataloguesOnDemand: Plugin = {
  name: 'catalogues-on-demand',
  enforce: 'pre',
  resolveId(source, importer) {
    // A relative import, or one through the @/ alias (which Vite hands on as an absolute path).
    if (!importer || !(source.startsWith('.') || source.startsWith('/')) || importer === cataloguesOnDemandModule) return null;
    const path = resolve(dirname(importer), source);
    return path === coreCatalogues || `${path}.ts` === coreCatalogues ? cataloguesOnDemandModule : null;
  },
};

/**
 * A form of schemas/forms/ with the fields it takes from schemas/fragments/ laid in (its
 * `{"$ref": "../fragments/…#/fields/…"}`), as the validators were precompiled from it (npm run gen
 * reads it the same way, scripts/read-form.ts): the bundle carries the form whole, no fragment
 * file. A change to a fragment rebuilds the forms that use it.
 */
export const formFragments: Plugin = {
  name: 'form-fragments',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/schemas\/forms\/[^/]+\.json$/.test(id)) return null;
    const resolved = resolveFormFragments(JSON.parse(code) as unknown, (file) => {
      const path = resolve(dirname(id), file);
      this.addWatchFile(path);
      return JSON.parse(readFileSync(path, 'utf8')) as unknown;
    });
    return { code: JSON.stringify(resolved), map: null };
  },
};

/** What the configuration files say to the people who change them, which no screen shows. */
const documentationKeys = new Set(['description', 'spec', '$schema', '$comment', 'versionReason']);

/** What a limit carries for the checker alone: a confirmed change of units, its plausible range and a confirmed change of that. */
const checkerKeys = new Set(['changedFrom', 'range', 'rangeChangedFrom']);

/** A key of documentation, unless its value is a template ("=item.description": the value a text names). */
const isDocumentation = (key: string, value: unknown) => documentationKeys.has(key) && !(typeof value === 'string' && value.startsWith('='));

function withoutDocumentation(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDocumentation);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !isDocumentation(key, value)).map(([key, value]) => [key, withoutDocumentation(value)]));
}

/**
 * The rules/, schemas/ and locales/ files as the bundle carries them: without their versions, descriptions
 * and the spec references of the limits (about 20 KB raw), which only the people who change them
 * read, the relations between limits, which only the checker reads, and the limits only the server
 * reads (serverOnly). A form's JSON Schema is kept whole: a description there is the field's own text. In a
 * locale only the file's own description goes: below it every key is a text the portal shows
 * ("history.description" is the Description column).
 */
export const documentationStripping: Plugin = {
  name: 'documentation-stripping',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/(rules|schemas|locales)\/.+\.json$/.test(id) || id.includes('/schemas/config/')) return null;
    const document = JSON.parse(code) as Record<string, unknown>;
    const stripped = id.includes('/locales/')
      ? Object.fromEntries(Object.entries(document).filter(([key]) => !documentationKeys.has(key)))
      : (withoutDocumentation(document) as Record<string, unknown>);
    if (id.includes('/schemas/forms/') && 'schema' in document) stripped['schema'] = document['schema'];
    // A file's version counts its changes for the people who approve them (the checker, the policy
    // explorer, the sandbox's decision log read the files themselves); no screen reads it.
    delete stripped['version'];
    // What must hold between the limits, and what is plausible for each, are the checker's to read
    // (npm run check:config), not the portal's.
    if (id.endsWith('/rules/limits.json')) {
      delete stripped['relations'];
      const limits = (stripped['limits'] ?? {}) as Record<string, Record<string, unknown>>;
      // A limit only the server reads (serverOnly: the issuer a statement prints) is not downloaded at all.
      stripped['limits'] = Object.fromEntries(Object.entries(limits).filter(([, entry]) => entry['serverOnly'] !== true).map(([name, entry]) => [name, Object.fromEntries(Object.entries(entry).filter(([key]) => !checkerKeys.has(key)))]));
    }
    return { code: JSON.stringify(stripped), map: null };
  },
};
