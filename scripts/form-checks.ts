/**
 * Forms (schemas/forms/, their fragments laid in): every field labelled, drawn by a widget and with
 * the checks the renderer has, and nothing that needs a part of RJSF the bundle leaves out.
 */
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';
import { asText } from '../src/core/text/as-text';
import { cataloguesIn } from './catalogue-names';
import { formCheckNames } from '../src/core/validation/form-check';
import { widgetNames } from '../src/engine/widgets/widget-names';

type Json = Record<string, unknown>;

/**
 * The options a field lists itself, as RJSF's optionsList reads them: a oneOf of {const, title}
 * only, each title a translation key. RJSF draws such a field as a select (isSelect), not with the
 * one-of field the bundle leaves out.
 */
export function constOptions(node: unknown): readonly { readonly const: unknown; readonly title: string }[] | undefined {
  const oneOf = typeof node === 'object' && node !== null ? (node as Json)['oneOf'] : undefined;
  if (!Array.isArray(oneOf) || oneOf.length === 0) return undefined;
  const listed = oneOf.every((option: unknown) => typeof option === 'object' && option !== null && 'const' in option && typeof (option as Json)['title'] === 'string' && Object.keys(option).length === 2);
  return listed ? (oneOf as { const: unknown; title: string }[]) : undefined;
}

/** Where a form's schema would need the parts of RJSF the bundle leaves out: arrays, and oneOf, anyOf or allOf. */
function unsupportedSchemaParts(node: unknown, pointer: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Json;
  const here = [
    ...(schema['type'] === 'array' || 'items' in schema ? [`${pointer}/type`] : []),
    ...['oneOf', 'anyOf', 'allOf'].filter((key) => key in schema && !(key === 'oneOf' && constOptions(schema))).map((key) => `${pointer}/${key}`),
  ];
  const properties = (schema['properties'] ?? {}) as Json;
  return [...here, ...Object.entries(properties).flatMap(([name, child]) => unsupportedSchemaParts(child, `${pointer}/properties/${name}`))];
}

/** Where a form's uiSchema asks for markdown (enableMarkdownInDescription, enableMarkdownInHelp, in ui:options or as ui:…). */
function markdownOptions(node: unknown, pointer: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node as Json).flatMap(([key, value]) => [
    ...(/^(ui:)?enableMarkdownIn/.test(key) ? [`${pointer}/${key}`] : []),
    ...markdownOptions(value, `${pointer}/${key}`),
  ]);
}

/** What the forms ask of the renderer that it cannot do. */
export function checkForms(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  // Every form field has a label.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/forms/')) continue;
    const doc = document as Json;
    const ui = (doc['uiSchema'] ?? {}) as Record<string, Json | undefined>;
    for (const field of Object.keys((((doc['schema'] as Json | undefined)?.['properties']) ?? {}))) {
      // A hidden field carries a value the customer does not type (how they logged in): nothing to label.
      if (ui[field]?.['ui:widget'] === 'hidden') continue;
      if (typeof ui[field]?.['ui:title'] !== 'string') problems.push({ file, path: `/uiSchema/${field}`, message: `the field "${field}" has no label; give it "ui:title" with a translation key` });
    }
  }

  // Forms name widgets and checks the renderer has, and limits the limits file has.
  const catalogues = cataloguesIn(sources.files);
  const limitNames = new Set(Object.keys(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {})));
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/forms/')) continue;
    const doc = document as Json;
    for (const [field, ui] of Object.entries((doc['uiSchema'] ?? {}) as Json)) {
      const widget = typeof ui === 'object' && ui !== null ? (ui as Json)['ui:widget'] : undefined;
      if (typeof widget === 'string' && !(widgetNames as readonly string[]).includes(widget)) {
        problems.push({ file, path: `/uiSchema/${field}/ui:widget`, message: `"${widget}" is not a widget of the renderer; use one of ${widgetNames.join(', ')}` });
      }
      const options = (ui as Json | undefined)?.['ui:options'] as Json | undefined;
      const listed = options?.['catalogue'];
      // A choice is made from a catalogue, from the options its step lists (the step's "choices"), or from its schema's oneOf of {const, title}.
      const ownOptions = listed === undefined && constOptions(((doc['schema'] as Json | undefined)?.['properties'] as Json | undefined)?.[field]) !== undefined;
      if (widget === 'choice' && options?.['listedBy'] !== 'step' && !ownOptions && !catalogues.has(asText(listed))) {
        problems.push({ file, path: `/uiSchema/${field}/ui:options/catalogue`, message: `a choice is made from a catalogue, listed by its step ("listedBy": "step"), or listed by its schema ("oneOf": [{"const": …, "title": "<translation key>"}]); "${asText(listed)}" is none of ${[...catalogues.keys()].join(', ')}` });
      }
    }
    // Without a "ui:widget", RJSF draws an enum or a date, time or address format with a widget of its
    // own default theme, none of which the bundle ships (bundle-shims.ts).
    const uiOf = (doc['uiSchema'] ?? {}) as Record<string, Json | undefined>;
    for (const [field, property] of Object.entries((((doc['schema'] as Json | undefined)?.['properties']) ?? {}) as Record<string, Json>)) {
      const drawnByRjsf = constOptions(property) !== undefined || (property['type'] === 'string' && ('enum' in property || ['date', 'date-time', 'time', 'uri', 'data-url'].includes(asText(property['format']))));
      if (drawnByRjsf && typeof uiOf[field]?.['ui:widget'] !== 'string') {
        problems.push({ file, path: `/uiSchema/${field}`, message: `RJSF would draw "${field}" with a widget of its own theme, which the bundle does not ship (bundle-shims.ts): give it a "ui:widget" of ours (${widgetNames.join(', ')})` });
      }
    }
    for (const path of unsupportedSchemaParts(doc['schema'], '/schema')) {
      problems.push({ file, path, message: 'needs a part of RJSF the bundle does not ship (arrays, oneOf, anyOf, allOf; bundle-shims.ts): keep a form to one level of text, number and yes/no fields' });
    }
    for (const path of markdownOptions(doc['uiSchema'], '/uiSchema')) {
      problems.push({ file, path, message: 'asks RJSF for markdown; texts of the portal are plain (the bundle has no markdown renderer): remove it' });
    }
    ((doc['checks'] ?? []) as Json[]).forEach((check, index) => {
      if (!(formCheckNames as readonly string[]).includes(String(check['check']))) problems.push({ file, path: `/checks/${index}/check`, message: `"${String(check['check'])}" is not a check the renderer knows; use one of ${formCheckNames.join(', ')}` });
      // A check bound by a limit the file lacks would throw when the customer presses the button (issue 57 item 4).
      if (typeof check['limit'] === 'string' && !limitNames.has(check['limit'])) {
        problems.push({ file, path: `/checks/${index}/limit`, message: `names the limit "${check['limit']}", which rules/limits.json does not have; name one it has${closest(check['limit'], limitNames)}` });
      }
      const bound = typeof check['value'] === 'string' ? /^=limit\.([A-Za-z0-9]+)$/.exec(check['value'])?.[1] : undefined;
      if (bound !== undefined && !limitNames.has(bound)) problems.push({ file, path: `/checks/${index}/value`, message: `"${String(check['value'])}" names a limit rules/limits.json does not have; name one it has${closest(bound, limitNames)}` });
      if (check['check'] === 'pincodeInState' && !catalogues.has(asText(check['catalogue']))) {
        problems.push({ file, path: `/checks/${index}/catalogue`, message: `"${asText(check['catalogue'])}" is not a catalogue; use one of ${[...catalogues.keys()].join(', ')}` });
      }
    });
  }
  return problems;
}

/** " (X?)" for the known name sharing most of the written one's words (by their overlap), the likely slip; "" when none shares half. */
function closest(written: string, known: ReadonlySet<string>): string {
  const words = (name: string) => new Set(name.split(/(?=[A-Z])/).map((word) => word.toLowerCase()));
  const mine = words(written);
  let best: { name: string; overlap: number } | undefined;
  for (const name of known) {
    const theirs = words(name);
    const shared = [...theirs].filter((word) => mine.has(word)).length;
    const overlap = shared / new Set([...mine, ...theirs]).size;
    if (overlap >= 0.5 && overlap > (best?.overlap ?? 0)) best = { name, overlap };
  }
  return best ? ` (${best.name}?)` : '';
}
