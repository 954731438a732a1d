import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadSources, type ConfigSources } from './config-checker';

const root = join(import.meta.dirname, '..');
const pristine = loadSources(root);

/** A copy of the project's sources with one file changed by `edit`. */
function withEdit(file: string, edit: (document: Record<string, unknown>) => void): ConfigSources {
  const files = new Map(pristine.files);
  const copy = structuredClone(files.get(file)) as Record<string, unknown>;
  edit(copy);
  files.set(file, copy);
  return { ...pristine, files };
}

const messages = (sources: ConfigSources) => checkConfig(root, sources).map(formatProblem);

describe('config checker', () => {
  it('finds nothing wrong with the project as it is', () => {
    expect(messages(pristine)).toEqual([]);
  });

  it('names a missing French translation with the English text', () => {
    const sources = withEdit('locales/fr/portal.json', (fr) => {
      delete (fr['code'] as Record<string, unknown>)['138'];
    });
    expect(messages(sources)).toContain('locales/fr/portal.json /code/138: has no translation for "code.138"; add it (English: "Incorrect Mobile Number or Password.")');
  });

  it('names a code listed twice in a catalogue', () => {
    const sources = withEdit('rules/catalogues/response-codes.json', (catalogue) => {
      (catalogue['entries'] as unknown[]).push({ code: '104', messageKey: 'code.104' });
    });
    expect(messages(sources).some((m) => m.startsWith('rules/catalogues/response-codes.json /entries/16/code: code "104" is listed twice'))).toBe(true);
  });

  it('names an effect the portal does not know', () => {
    const sources = withEdit('rules/login-outcome.rules.json', (rules) => {
      ((rules['rules'] as Record<string, Record<string, unknown>>[])[0] as { event: { type: string } }).event.type = 'sendSms';
    });
    expect(messages(sources)).toContain(
      'rules/login-outcome.rules.json /rules/0/event/type: "sendSms" is not an effect the portal knows; use one of navigate, toast, formError, fieldErrors, modal, storeSession, logout, allow, deny',
    );
  });

  it('names a limit of the wrong type', () => {
    const sources = withEdit('rules/limits.json', (limits) => {
      ((limits['limits'] as Record<string, Record<string, unknown>>)['coolingOffCapPaise'] as { value: unknown }).value = 10000.5;
    });
    expect(messages(sources)).toContain('rules/limits.json /limits/coolingOffCapPaise/value: must be a whole number (got 10000.5)');
  });

  it('names a translation key that no language has', () => {
    const sources = withEdit('schemas/forms/login.v1.json', (form) => {
      ((form['uiSchema'] as Record<string, Record<string, unknown>>)['password'] as Record<string, unknown>)['ui:title'] = 'field.passcode';
    });
    expect(messages(sources)).toContain('schemas/forms/login.v1.json /uiSchema/password/ui:title: uses the translation key "field.passcode", which locales/en does not have; add it to every language');
  });
});
