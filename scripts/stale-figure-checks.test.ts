/**
 * Issue 34 item 3: a figure a limit decides, left in a text or a description after the limit
 * changed, is named at its place; a text that takes it through a placeholder is not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/core/money/format-money';
import { hoursWordsOf, weeklyHoursWords } from '../src/core/format/weekday-words';
import { jsonFiles } from './config-syntax';
import { checkStaleFigures } from './stale-figure-checks';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..');
const project = new Map<string, unknown>(['rules', 'locales', 'schemas'].flatMap((dir) => jsonFiles(root, dir)).map((path) => [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown]));
const limits = (project.get('rules/limits.json') as { limits: Record<string, { value: unknown }> }).limits;
type Format = { locale: string; dayRange: string; dayHours: string; hoursSeparator: string };
const english = project.get('locales/en/portal.json') as { format: Format };

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
    expect(checkStaleFigures(withChanges({ coolingOffCapPaise: cap / 2, kycAgentHours: 'MON-FRI 10:00-18:30; SAT 10:00-14:00' }), project)).toEqual([]);
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

  it('names a text that spells the old working hours, in its language, and tells the placeholder to use', () => {
    const was = limits['kycAgentHours']?.value as string;
    const hours = weeklyHoursWords(was, english.format.locale, hoursWordsOf(english.format));
    const files = withChanges({ kycAgentHours: 'MON-FRI 10:00-18:30; SAT 10:00-14:00' }, {
      'locales/en/content.json': (document) => {
        const help = document['help'] as Json;
        help['agentHoursText'] = String(help['agentHoursText']).replace('{{kycAgentHours, weeklyHours}}', hours);
      },
    });
    const text = ((files.get('locales/en/content.json') as Json)['help'] as Json)['agentHoursText'];
    expect(text).toContain(hours);
    expect(checkStaleFigures(files, project)).toEqual([{ file: 'locales/en/content.json', path: '/help/agentHoursText', message: expect.stringContaining('write {{kycAgentHours, weeklyHours}} instead') as string }]);
  });

  // Issue 57 item 4: French groups thousands with a narrow no-break space; a translator types an ordinary one.
  it('names an old figure in French whatever space groups it, with or without paise', () => {
    const cap = limits['coolingOffCapPaise']?.value as number;
    const french = (project.get('locales/fr/portal.json') as { format: Format }).format;
    const whole = new Intl.NumberFormat(french.locale, { maximumFractionDigits: 0 }).format(cap / 100);
    const withPaise = formatMoney(cap, french.locale, 'INR').replace(/\s*₹\s*/u, '');
    for (const written of [`${whole.replace(/\s/gu, ' ')} ₹`, `${withPaise.replace(/\s/gu, ' ')} ₹`, `${whole.replace(/\s/gu, '\u00a0')} ₹`]) {
      const files = withChanges({ coolingOffCapPaise: cap / 2 }, {
        'locales/fr/account.json': (document) => {
          (document['transfer'] as Json)['overOneTimeCap'] = `Un virement ponctuel ne peut pas dépasser ${written}.`;
        },
      });
      expect(checkStaleFigures(files, project), written).toContainEqual({ file: 'locales/fr/account.json', path: '/transfer/overOneTimeCap', message: expect.stringContaining('the value coolingOffCapPaise had before this change') as string });
    }
  });
});
