/**
 * Issue 34 item 3: a figure a limit decides, left in a text or a description after the limit
 * changed, is named at its place; a text that takes it through a placeholder is not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/core/money/format-money';
import { weekdayWords } from '../src/core/format/weekday-words';
import { jsonFiles } from './config-syntax';
import { checkStaleFigures } from './stale-figure-checks';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..');
const project = new Map<string, unknown>(['rules', 'locales', 'schemas'].flatMap((dir) => jsonFiles(root, dir)).map((path) => [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown]));
const limits = (project.get('rules/limits.json') as { limits: Record<string, { value: unknown }> }).limits;
const english = project.get('locales/en/portal.json') as { format: { locale: string; dayRange: string } };

/** The project's files with some limits set to other values and some files edited. */
function withChanges(values: Readonly<Record<string, unknown>>, edits: Readonly<Record<string, (document: Json) => void>> = {}): Map<string, unknown> {
  const files = new Map(project);
  const document = structuredClone(project.get('rules/limits.json')) as { limits: Record<string, { value: unknown }> };
  for (const [name, value] of Object.entries(values)) if (document.limits[name]) document.limits[name].value = value;
  files.set('rules/limits.json', document);
  for (const [file, edit] of Object.entries(edits)) {
    const copy = structuredClone(files.get(file)) as Json;
    edit(copy);
    files.set(file, copy);
  }
  return files;
}

describe('figures a limit decides, left behind in texts and descriptions (issue 34 item 3)', () => {
  it('passes a change of every limit the texts take through placeholders', () => {
    const cap = limits['coolingOffCapPaise']?.value as number;
    expect(checkStaleFigures(withChanges({ coolingOffCapPaise: cap / 2, kycAgentWeekdays: 'MON-SAT' }), project)).toEqual([]);
  });

  it("names a description that still writes a money limit's old value", () => {
    const cap = limits['coolingOffCapPaise']?.value as number;
    const written = formatMoney(cap, english.format.locale, 'INR').replace(/^[^\d]+/, '');
    const files = withChanges({ coolingOffCapPaise: cap / 2 }, {
      'rules/cooling-off.rules.json': (document) => {
        document['description'] = `A transfer above coolingOffCapPaise (${written}) is refused during cooling-off.`;
      },
    });
    expect(checkStaleFigures(files, project)).toContainEqual({ file: 'rules/cooling-off.rules.json', path: '/description', message: expect.stringContaining(`"${written}", the value coolingOffCapPaise had before this change`) as string });
  });

  it('names a text that spells the old working days, in its language, and tells the placeholder to use', () => {
    const was = limits['kycAgentWeekdays']?.value as string;
    const days = weekdayWords(was, english.format.locale, (from, to) => english.format.dayRange.replace('{{from}}', from).replace('{{to}}', to));
    const files = withChanges({ kycAgentWeekdays: 'MON-SAT' }, {
      'locales/en/content.json': (document) => {
        const help = document['help'] as Json;
        help['agentHoursText'] = String(help['agentHoursText']).replace('{{kycAgentWeekdays, weekdays}}', days);
      },
    });
    const text = ((files.get('locales/en/content.json') as Json)['help'] as Json)['agentHoursText'];
    expect(text).toContain(days);
    expect(checkStaleFigures(files, project)).toEqual([{ file: 'locales/en/content.json', path: '/help/agentHoursText', message: expect.stringContaining('write {{kycAgentWeekdays, weekdays}} instead') as string }]);
  });
});
