/**
 * Issue 33, "Done when": the three tasks a new developer tried, done again on a copy of the
 * configuration with JSON (and the contract's YAML) only, no TypeScript, each checked as
 * `npm run check:config` checks it; and each slip the issue names, refused by the checker.
 *   (a) a list screen "Rewards" in the navigation, a sixth entry, credits only (a fixed filter);
 *   (b) an optional "occupation" choice on the sign-up details, from a new catalogue, sent to the
 *       contract's on-boarding call;
 *   (c) a new limit a rule of add-money compares with, named by the rule's message.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOfConfig } from '../tests/setup/config-copy';
import { checkConfig, formatProblem, loadSources } from './config-checker';

type Json = Record<string, unknown>;

const root = join(import.meta.dirname, '..');
const copy = copyOfConfig();
// The contract is edited too (task b): the copy gets its own, not a link to the project's.
rmSync(join(copy, 'openapi'));
cpSync(join(root, 'openapi'), join(copy, 'openapi'), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string): Json => JSON.parse(readFileSync(join(copy, file), 'utf8')) as Json;
const write = (file: string, document: unknown) => writeFileSync(join(copy, file), `${JSON.stringify(document, null, 2)}\n`);
/** Changes a JSON file of the copy as a reviewer would see it: its version raised when it has one. */
function edit(file: string, change: (document: Json) => void): void {
  const document = read(file);
  change(document);
  if (typeof document['version'] === 'number') document['version'] += 1;
  write(file, document);
}
const at = (node: unknown, ...path: string[]): Json => path.reduce((here, key) => (here as Json)[key], node) as Json;

/** Texts in every language of locales/, at a dotted key of one namespace; a language without one fails the test, which then names it. */
function addTexts(namespace: string, key: string, texts: Readonly<Record<string, string>>): void {
  const missing = readdirSync(join(copy, 'locales')).filter((language) => !(language in texts));
  if (missing.length > 0) throw new Error(`the test writes ${key} in no ${missing.join(', ')}: add its words there`);
  for (const [language, text] of Object.entries(texts)) {
    edit(`locales/${language}/${namespace}.json`, (document) => {
      const parts = key.split('.');
      const last = parts.pop() ?? '';
      let node = document;
      for (const part of parts) node = (node[part] ??= {}) as Json;
      node[last] = text;
    });
  }
}

/** What the checker finds in the copy, each as `npm run check:config` prints it (without the line). */
const findings = (): string[] => checkConfig(copy, loadSources(copy)).map(formatProblem);

describe('issue 33: a screen, a field, a limit or a catalogue is data only, and the checker catches every way it can break', () => {
  it('starts from a copy with nothing to fix', () => {
    expect(findings()).toEqual([]);
  });

  it('(a) adds a Rewards list of credits only as a sixth entry of the navigation, with its own icon', () => {
    const rewards = read('schemas/screens/history.v1.json');
    const type = (at(rewards, 'filters')['fields'] as Json[]).find((field) => field['name'] === 'type') as Json;
    type['fixed'] = (type['options'] as Json[])[0]?.['value'];
    rewards['titleKey'] = 'account:rewards.caption';
    rewards['version'] = 1;
    write('schemas/screens/rewards.v1.json', rewards);
    edit('schemas/icons.json', (icons) => {
      at(icons, 'icons')['gift'] = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0';
    });
    edit('schemas/routes.json', (routes) => {
      (routes['routes'] as Json[]).push({ path: '/rewards', kind: 'list', access: 'session', titleKey: 'route.rewards', definition: 'rewards.v1', nav: { labelKey: 'nav.rewards', icon: 'gift' } });
    });
    addTexts('portal', 'route.rewards', { en: 'Rewards', fr: 'Récompenses', hi: 'रिवॉर्ड्स', mr: 'रिवॉर्ड्स', bn: 'রিওয়ার্ডস', ta: 'வெகுமதிகள்', te: 'రివార్డులు' });
    addTexts('portal', 'nav.rewards', { en: 'Rewards', fr: 'Récompenses', hi: 'रिवॉर्ड्स', mr: 'रिवॉर्ड्स', bn: 'রিওয়ার্ডস', ta: 'வெகுமதிகள்', te: 'రివార్డులు' });
    addTexts('account', 'rewards.caption', { en: 'Your rewards', fr: 'Vos récompenses', hi: 'आपके रिवॉर्ड्स', mr: 'तुमचे रिवॉर्ड्स', bn: 'আপনার রিওয়ার্ডস', ta: 'உங்கள் வெகுமதிகள்', te: 'మీ రివార్డులు' });
    // A sixth entry fits: nothing caps the navigation (the phone bar puts the rest behind More, tests/client/app-nav.test.tsx).
    expect((read('schemas/routes.json')['routes'] as Json[]).filter((route) => route['nav'])).toHaveLength(6);
    expect(findings()).toEqual([]);
  });

  it('(a) refuses a fixed filter value the field does not offer, and an icon schemas/icons.json lacks', () => {
    const good = read('schemas/screens/rewards.v1.json');
    const bad = structuredClone(good);
    ((at(bad, 'filters')['fields'] as Json[]).find((field) => field['name'] === 'type') as Json)['fixed'] = 'REWARD';
    write('schemas/screens/rewards.v1.json', bad);
    const routes = read('schemas/routes.json');
    const badRoutes = structuredClone(routes);
    at((badRoutes['routes'] as Json[]).find((route) => route['path'] === '/rewards'), 'nav')['icon'] = 'trophy';
    write('schemas/routes.json', badRoutes);
    const found = findings();
    expect(found.some((message) => message.startsWith('schemas/screens/rewards.v1.json /filters/fields/2/fixed: "REWARD" is not one of the field\'s options'))).toBe(true);
    expect(found.some((message) => message.includes('/nav/icon: "trophy" is not an icon of schemas/icons.json'))).toBe(true);
    write('schemas/screens/rewards.v1.json', good);
    write('schemas/routes.json', routes);
  });

  it('(b) adds an optional occupation choice from a new catalogue; its call body is held to the contract until the contract takes it', () => {
    write('rules/catalogues/occupations.json', {
      $schema: '../../schemas/config/catalogue.schema.json',
      version: 1,
      catalogue: 'occupations',
      description: 'What the customer does for a living, asked at sign-up.',
      entries: [
        { code: 'SALARIED', messageKey: 'occupation.salaried' },
        { code: 'SELF_EMPLOYED', messageKey: 'occupation.selfEmployed' },
        { code: 'STUDENT', messageKey: 'occupation.student' },
      ],
    });
    addTexts('portal', 'occupation.salaried', { en: 'Salaried', fr: 'Salarié', hi: 'वेतनभोगी', mr: 'पगारदार', bn: 'বেতনভোগী', ta: 'சம்பளம் பெறுபவர்', te: 'జీతం పొందేవారు' });
    addTexts('portal', 'occupation.selfEmployed', { en: 'Self-employed', fr: 'Indépendant', hi: 'स्व-नियोजित', mr: 'स्वयंरोजगार', bn: 'স্বনিযুক্ত', ta: 'சுயதொழில்', te: 'స్వయం ఉపాధి' });
    addTexts('portal', 'occupation.student', { en: 'Student', fr: 'Étudiant', hi: 'छात्र', mr: 'विद्यार्थी', bn: 'ছাত্র', ta: 'மாணவர்', te: 'విద్యార్థి' });
    addTexts('portal', 'field.occupation', { en: 'Occupation', fr: 'Profession', hi: 'व्यवसाय', mr: 'व्यवसाय', bn: 'পেশা', ta: 'தொழில்', te: 'వృత్తి' });
    edit('schemas/forms/signupDetails.v1.json', (form) => {
      at(form, 'schema', 'properties')['occupation'] = { type: 'string', maxLength: 40 };
      (at(form, 'uiSchema')['ui:order'] as string[]).push('occupation');
      at(form, 'uiSchema')['occupation'] = { 'ui:title': 'field.occupation', 'ui:widget': 'choice', 'ui:options': { catalogue: 'occupations' } };
    });
    edit('schemas/flows/signup.v1.json', (flow) => {
      const details = (flow['steps'] as Json[]).find((step) => step['form'] === 'signupDetails.v1');
      const call = (at(details, 'submit')['calls'] as Json[]).find((one) => one['operation'] === 'submitOnboardingDetails') as Json;
      at(call, 'body')['occupation'] = '=values.occupation';
    });
    // The slip the issue met: the body sends a key the contract's request does not take.
    expect(findings().some((message) => /^schemas\/flows\/signup\.v1\.json \/steps\/\d+\/submit\/calls\/\d+\/body\/occupation: sends "occupation", which the request of submitOnboardingDetails does not take/.test(message))).toBe(true);
    // The contract takes the field, its schema the form field's (x-field), as `npm run gen` writes it.
    const contractFile = join(copy, 'openapi/wallet.yaml');
    const contract = parse(readFileSync(contractFile, 'utf8')) as Json;
    at(contract, 'components', 'schemas', 'OnboardingDetailsRequest', 'properties')['occupation'] = { 'x-field': '../schemas/forms/signupDetails.v1.json#/schema/properties/occupation', type: 'string', maxLength: 40 };
    writeFileSync(contractFile, stringify(contract));
    expect(findings()).toEqual([]);
  });

  it('(b) refuses a choice naming a catalogue rules/catalogues/ lacks, and a wrong messageCode', () => {
    const form = read('schemas/forms/signupDetails.v1.json');
    const bad = structuredClone(form);
    at(bad, 'uiSchema', 'occupation', 'ui:options')['catalogue'] = 'occupation';
    write('schemas/forms/signupDetails.v1.json', bad);
    const flow = read('schemas/flows/signup.v1.json');
    const slipped = structuredClone(flow);
    const details = (slipped['steps'] as Json[]).find((step) => step['form'] === 'signupDetails.v1');
    const emailOtp = (at(details, 'submit')['calls'] as Json[]).find((one) => one['operation'] === 'emailOtp') as Json;
    const code = Number(at(emailOtp, 'body')['messageCode']);
    at(emailOtp, 'body')['messageCode'] = code + 1;
    write('schemas/flows/signup.v1.json', slipped);
    const found = findings();
    expect(found.some((message) => message.startsWith('schemas/forms/signupDetails.v1.json /uiSchema/occupation/ui:options/catalogue: a choice is made from a catalogue') && message.includes('occupations'))).toBe(true);
    expect(found.some((message) => new RegExp(`^schemas/flows/signup\\.v1\\.json /steps/\\d+/submit/calls/\\d+/body/messageCode: sends ${String(code + 1)} as "messageCode", which the request of emailOtp refuses`).test(message))).toBe(true);
    write('schemas/forms/signupDetails.v1.json', form);
    write('schemas/flows/signup.v1.json', flow);
  });

  it('(c) adds a limit, a rule that compares with it, and a message that names it; refuses a placeholder nothing fills', () => {
    edit('rules/limits.json', (limits) => {
      at(limits, 'limits')['maxSingleLoadPaise'] = { value: 5_000_000, range: [1_000_000, 20_000_000], unit: 'paise', spec: '§9 (proposed) at most 50,000 a load' };
    });
    const message = (name: string) => ({
      en: `You can add at most {{${name}, money}} at a time.`,
      fr: `Vous pouvez ajouter au plus {{${name}, money}} à la fois.`,
      hi: `आप एक बार में अधिकतम {{${name}, money}} जोड़ सकते हैं।`,
      mr: `तुम्ही एका वेळी जास्तीत जास्त {{${name}, money}} जोडू शकता.`,
      bn: `আপনি একবারে সর্বাধিক {{${name}, money}} যোগ করতে পারেন।`,
      ta: `ஒரு முறைக்கு அதிகபட்சம் {{${name}, money}} சேர்க்கலாம்.`,
      te: `మీరు ఒకేసారి గరిష్టంగా {{${name}, money}} జోడించవచ్చు.`,
    });
    // The slip the issue met: a placeholder no limit, fact or value fills would reach the customer raw.
    addTexts('account', 'addMoney.aboveSingleLoad', message('maxSingleLoadAmount'));
    edit('rules/add-money.rules.json', (rules) => {
      (rules['rules'] as Json[]).push({
        name: 'above the single load cap',
        priority: 3,
        conditions: { all: [{ fact: 'amountPaise', operator: 'greaterThan', value: { fact: 'limit.maxSingleLoadPaise' } }] },
        event: { type: 'fieldErrors', params: { fields: { amount: 'account:addMoney.aboveSingleLoad' } } },
      });
    });
    expect(findings().some((message) => message.includes('{{maxSingleLoadAmount}}') && message.includes('addMoney.aboveSingleLoad'))).toBe(true);
    // Named as the limits are ({{maxSingleLoad}}: the limit without "Paise", shown as money), it is filled.
    addTexts('account', 'addMoney.aboveSingleLoad', message('maxSingleLoad'));
    expect(findings()).toEqual([]);
  });
});
