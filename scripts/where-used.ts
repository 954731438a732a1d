/**
 * Where a limit or a text is used (issue 57 point 5): the decisions, journeys, screens, forms,
 * dialogs, catalogues and texts that name it, and the code that reads it, in the words a reviewer
 * uses ("screen help", "text account:transfer.overOneTimeCap (form oneTimeTransfer)"). policy:diff,
 * the policy explorer and the staff console show it beside every changed limit and text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeTexts } from './locale-keys';
import { escapeRegExp } from '../src/core/text/escape-reg-exp';

/** What a definition file is to a reviewer: "journey transfer", "screen help", "decision cooling-off". */
export function placeOf(file: string): string {
  const name = file.replace(/^.*\//, '').replace(/(\.v\d+)?\.json$/, '').replace(/\.rules$/, '').replace(/\.cases$/, '');
  const kinds: readonly [RegExp, string][] = [
    [/^schemas\/flows\//, 'journey'],
    [/^schemas\/screens\//, 'screen'],
    [/^schemas\/forms\//, 'form'],
    [/^schemas\/fragments\//, 'form fields'],
    [/^schemas\/modals\//, 'dialog'],
    [/^rules\/cases\//, 'cases of'],
    [/^rules\/catalogues\//, 'catalogue'],
    [/^rules\/conditions\.json$/, 'shared conditions'],
    [/^rules\/[^/]+\.rules\.json$/, 'decision'],
    [/^schemas\/routes\.json$/, 'routes'],
    [/^schemas\/shell\.json$/, 'navigation'],
  ];
  const kind = kinds.find(([pattern]) => pattern.test(file))?.[1];
  return kind === undefined ? file : kind === 'routes' || kind === 'navigation' || kind === 'shared conditions' ? kind : `${kind} ${name}`;
}

/** The project's code that reads configuration, by path (tests and generated files left out). */
export function codeTexts(root: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) texts.set(path, readFileSync(join(root, path), 'utf8'));
    }
  };
  for (const dir of ['src', 'sandbox', 'staff']) if (existsSync(join(root, dir))) walk(dir);
  return texts;
}

export interface WhereUsed {
  readonly limit: (name: string) => string[];
  readonly text: (key: string) => string[];
}

/** Where each limit and text of a set of files is used, with the code beside them. */
export function whereUsed(files: ReadonlyMap<string, unknown>, code: ReadonlyMap<string, string>): WhereUsed {
  const definitions = [...files].filter(([file]) => !file.startsWith('locales/') && file !== 'rules/limits.json' && !file.startsWith('schemas/config/')).map(([file, document]) => [file, JSON.stringify(document)] as const);
  const english = localeTexts(files).get('en') ?? new Map<string, { readonly text: string }>();
  const codeReading = (literal: string) => [...code].filter(([, text]) => text.includes(`'${literal}'`)).map(([path]) => `code ${path}`);
  const text = (key: string): string[] => {
    // A key of portal.json is named bare; another namespace's with its prefix ("account:…").
    const named = definitions.filter(([, json]) => json.includes(`"${key}"`)).map(([file]) => placeOf(file));
    return [...new Set([...named, ...codeReading(key)])];
  };
  const limit = (name: string): string[] => {
    const read = new RegExp(`"(=limit\\.|limit\\.)${escapeRegExp(name)}"|"limit":"${escapeRegExp(name)}"`);
    const named = definitions.filter(([, json]) => read.test(json)).map(([file]) => placeOf(file));
    // A text shows the limit through {{name}}, or an amount through {{nameWithoutPaise, money}}.
    const spoken = new RegExp(`\\{\\{\\s*(${escapeRegExp(name)}|${escapeRegExp(name.replace(/Paise$/, ''))})\\s*[,}]`);
    const texts = [...english].filter(([, entry]) => spoken.test(entry.text)).map(([key]) => {
      // Where the customer meets the text; its cases and the code are the text's own business.
      const shownBy = text(key).filter((place) => !place.startsWith('code ') && !place.startsWith('cases of '));
      return `text ${key}${shownBy.length > 0 ? ` (${shownBy.join(', ')})` : ''}`;
    });
    return [...new Set([...named, ...texts, ...codeReading(name)])];
  };
  return { limit, text };
}
