/**
 * Generated from the definitions (DESIGN.md "Tests from definitions", issue 31): every field of
 * every form of schemas/forms/ whose widget reads an amount or a date, in every language of
 * locales/, with values written as that language writes them, in its script's digits too (fast-check). Each is read as the
 * value meant, or refused on the field with a message the form names; nothing typed is dropped.
 * A form or a field added to schemas/ is covered without a line here.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountMarks } from '../../src/core/money/amount-marks';
import { formatMoney } from '../../src/core/money/format-money';
import { paiseDecimal } from '../../src/core/money/paise-decimal';
import { rupeesToPaise } from '../../src/core/money/rupees-to-paise';
import { readDateInput, showDateInput } from '../../src/core/format/date-input';
import { latinDigits } from '../../src/core/text/latin-digits';
import { limit } from '../../src/core/config/limits';
import { loadForm, type LoadedForm } from '../../src/engine/config/load-form';
import { keptAmount } from '../../src/engine/widgets/amount-widget';

const root = join(import.meta.dirname, '../..');
const languages = readdirSync(join(root, 'locales')).map((language) => {
  const portal = JSON.parse(readFileSync(join(root, 'locales', language, 'portal.json'), 'utf8')) as { format: { locale: string } };
  return { language, locale: portal.format.locale };
});
const formNames = readdirSync(join(root, 'schemas/forms')).map((file) => file.replace(/\.json$/, ''));

/** The widgets that read what is typed into another value, and the fields of a form that use them. */
const readingWidgets = ['amount', 'dateOfBirth'] as const;
type ReadingWidget = (typeof readingWidgets)[number];

function fieldsOf(form: LoadedForm['form']): { field: string; widget: ReadingWidget }[] {
  return Object.entries(form.uiSchema).flatMap(([field, ui]) => {
    const widget = typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>)['ui:widget'] : undefined;
    return readingWidgets.some((one) => one === widget) ? [{ field, widget: widget as ReadingWidget }] : [];
  });
}

const forms = await Promise.all(formNames.map(async (name) => ({ name, loaded: await loadForm(name) })));
const cases = forms.flatMap(({ name, loaded }) => fieldsOf(loaded.form).map(({ field, widget }) => ({ name, loaded, field, widget })));

/** The validator's errors on one field of a form holding that value alone, as keywords. */
function errorsOn(loaded: LoadedForm, field: string, value: string): string[] {
  const { errors } = loaded.validator.validateFormData({ [field]: value }, loaded.form.schema);
  return errors.filter((error) => error.property === `.${field}`).map((error) => error.name ?? '');
}

const digitsOf = (text: string) => latinDigits(text).replace(/\D/g, '');

/**
 * The digits a language's own script writes numbers with, as Intl knows them (deva for Marathi,
 * beng for Bengali, latn for Hindi and Tamil): a customer's keyboard in that script types them,
 * whatever digits the portal shows (format.locale).
 */
const scriptDigits = (locale: string) => new Intl.NumberFormat(new Intl.Locale(locale).language).resolvedOptions().numberingSystem;

describe('the definitions hold amount and date fields', () => {
  it('finds the fields this suite is generated over', () => {
    expect(cases.filter((one) => one.widget === 'amount').length).toBeGreaterThanOrEqual(4);
    expect(cases.filter((one) => one.widget === 'dateOfBirth').length).toBeGreaterThanOrEqual(1);
  });
});

for (const { name, loaded, field, widget } of cases) {
  const messages = loaded.form.messages[field] ?? {};
  for (const { language, locale } of languages) {
    describe(`${name} ${field} (${widget}) in ${language}`, () => {
      if (widget === 'amount') {
        const marks = amountMarks(locale);
        const maxPaise = 10 ** 10 - 1;
        it('reads an amount written as the language writes money, grouped or not, with ₹ or not, as the paise meant', () => {
          const grouped = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
          const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false });
          const inScript = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: scriptDigits(locale) });
          fc.assert(
            fc.property(fc.integer({ min: 0, max: maxPaise }), fc.constantFrom('grouped', 'plain', 'money', 'script'), (paise, way) => {
              const decimal = paiseDecimal(paise) as `${number}`;
              const written = way === 'grouped' ? grouped.format(decimal) : way === 'plain' ? plain.format(decimal) : way === 'script' ? inScript.format(decimal) : formatMoney(paise, locale, limit('currencyCode'));
              const kept = keptAmount(written, marks);
              expect(errorsOn(loaded, field, kept), `${written} kept as ${kept}`).toEqual([]);
              expect(rupeesToPaise(kept), written).toBe(paise);
            }),
            { numRuns: 100 },
          );
        });
        it('reads anything else as the amount its digits say, or refuses it on the field with a message the form names', () => {
          const characters = fc.constantFrom('0', '1', '2', '5', '9', ',', '.', ' ', '\u202f', '\u00a0', '₹', 'a', '-', '१', '৫');
          fc.assert(
            fc.property(fc.array(characters, { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')), (typed) => {
              const kept = keptAmount(typed, marks);
              const errors = errorsOn(loaded, field, kept);
              if (errors.length === 0 && kept !== '') {
                // Accepted: every digit typed is in the amount, in order, and none was added.
                expect(digitsOf(kept).replace(/^0+/, ''), typed).toBe(digitsOf(typed).replace(/^0+/, ''));
              } else if (kept !== '') {
                for (const keyword of errors) expect(messages[keyword], `${JSON.stringify(typed)}: ${keyword} has no message`).toBeDefined();
              }
            }),
            { numRuns: 150 },
          );
        });
      } else {
        it('reads a date written as the language writes it, or as DD/MM/YYYY with any separator, as the day meant', () => {
          const written = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
          const inScript = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC', numberingSystem: scriptDigits(locale) });
          fc.assert(
            fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), fc.constantFrom('language', 'script', '/', '.', '-', ' ', 'none', 'iso'), (date, way) => {
              const iso = date.toISOString().slice(0, 10);
              const [year = '', month = '', day = ''] = iso.split('-');
              const typed = way === 'language' ? written.format(date) : way === 'script' ? inScript.format(date) : way === 'iso' ? iso : [day, month, year].join(way === 'none' ? '' : way);
              const kept = readDateInput(typed);
              expect(kept, typed).toBe(iso);
              expect(errorsOn(loaded, field, kept).filter((keyword) => keyword === 'format'), typed).toEqual([]);
              expect(showDateInput(kept)).toBe(`${day}/${month}/${year}`);
            }),
            { numRuns: 100 },
          );
        });
        it('reads anything else as the date its digits say, or refuses it on the field with a message the form names', () => {
          const characters = fc.constantFrom('0', '1', '2', '3', '9', '/', '.', '-', ' ', 'a', 'é');
          fc.assert(
            fc.property(fc.array(characters, { minLength: 1, maxLength: 14 }).map((chars) => chars.join('')), (typed) => {
              const kept = readDateInput(typed);
              const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(kept);
              if (isoDate) {
                // Accepted: the digits typed are its day, month and year in that order, none dropped
                // and none added (a day or month typed without its leading zero, or with it).
                const [, year = '', month = '', day = ''] = isoDate;
                const asTyped = (part: string) => [...new Set([part, String(Number(part))])];
                // An ISO date typed as one ("0000-00-02") is kept as typed: its digits are year, month, day.
                const readings = [...asTyped(day).flatMap((d) => asTyped(month).map((m) => `${d}${m}${year}`)), `${year}${month}${day}`];
                expect(readings, typed).toContain(digitsOf(typed));
              }
              for (const keyword of errorsOn(loaded, field, kept)) expect(messages[keyword], `${JSON.stringify(typed)}: ${keyword} has no message`).toBeDefined();
            }),
            { numRuns: 150 },
          );
        });
      }
    });
  }
}
