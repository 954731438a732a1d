/**
 * Issue 57 point 4: slips that passed every check, each now refused by npm run check:config (and so
 * by the staff console, which runs the same checker) with its file, line and what to write. The
 * slips are made in a copy of the configuration on a git branch, as staff would make them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOfConfig } from '../tests/setup/config-copy';
import { checkConfig, formatProblem, loadSources, locateProblems } from './config-checker';
import { formatMoney } from '../src/core/money/format-money';

type Json = Record<string, unknown>;
const copy = copyOfConfig();
afterAll(() => rmSync(copy, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Policy Maker', '-c', 'user.email=maker@example.in', '-c', 'commit.gpgsign=false', ...args], { cwd: copy, encoding: 'utf8' });
const textOf = (file: string) => readFileSync(join(copy, file), 'utf8');
const read = (file: string) => JSON.parse(textOf(file)) as Json;
const lineOf = (text: string, holding: string) => text.split('\n').findIndex((line) => line.includes(holding)) + 1;
const limitsOf = (document: Json) => document['limits'] as Record<string, Json>;

git('init', '-q', '-b', 'main');
git('add', 'rules', 'schemas', 'locales');
git('commit', '-q', '-m', 'policy as on main');
git('checkout', '-q', '-b', 'slips');
const pristine = new Map(['rules', 'schemas', 'locales'].flatMap((dir) => execFileSync('git', ['ls-files', dir], { cwd: copy, encoding: 'utf8' }).split('\n').filter(Boolean)).map((file) => [file, textOf(file)]));

/** The checker's findings, as "file:line /path: message", with some files as given and the rest as on the branch; every file is put back after. */
function findingsWith(slipped: Readonly<Record<string, string>>): string[] {
  for (const [file, text] of Object.entries(slipped)) {
    mkdirSync(join(copy, file, '..'), { recursive: true });
    writeFileSync(join(copy, file), text);
  }
  try {
    const sources = loadSources(copy);
    return locateProblems(checkConfig(copy, sources), sources.texts ?? new Map()).map(formatProblem);
  } finally {
    for (const file of Object.keys(slipped)) {
      const was = pristine.get(file);
      if (was === undefined) rmSync(join(copy, file));
      else writeFileSync(join(copy, file), was);
    }
  }
}
/** A file's text with an edit made to its JSON and its version raised with a reason, as a careful maker would. */
function edited(file: string, edit: (document: Json) => void): string {
  const document = JSON.parse(pristine.get(file) ?? '{}') as Json;
  edit(document);
  document['version'] = Number(document['version']) + 1;
  document['versionReason'] = 'a change of issue 57';
  return `${JSON.stringify(document, null, 2)}\n`;
}

describe('issue 57 point 4: slips staff made, each refused where it is', () => {
  it('is clean as it is', () => {
    expect(findingsWith({})).toEqual([]);
  });

  it('a key written twice, where JSON would silently keep the last ("value": 48, "value": 24)', () => {
    const hours = limitsOf(read('rules/limits.json'))['coolingOffHours']?.['value'] as number;
    const clean = edited('rules/limits.json', () => undefined);
    const at = clean.indexOf(`"value": ${String(hours)},`, clean.indexOf('"coolingOffHours": {'));
    const text = `${clean.slice(0, at)}"value": ${String(hours * 2)},\n      ${clean.slice(at)}`;
    const lines = text.split('\n');
    const first = lines.findIndex((line) => line.includes(`"value": ${String(hours * 2)},`)) + 1;
    expect(lines[first]).toContain(`"value": ${String(hours)},`);
    expect(findingsWith({ 'rules/limits.json': text })).toContainEqual(`rules/limits.json:${String(first + 1)}:7: not valid JSON: the key "value" a second time in one object (first on line ${String(first)}); JSON would keep only this one; keep the one you mean and remove the other`);
  });

  it('markup in a text: <script>, <img onerror>, <b>', () => {
    for (const markup of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<b>now</b>']) {
      const text = edited('locales/en/portal.json', (document) => {
        (document['code'] as Json)['139'] = `Wrong OTP ${markup}`;
      });
      expect(findingsWith({ 'locales/en/portal.json': text }), markup).toContainEqual(expect.stringMatching(new RegExp(`^locales/en/portal\\.json:${String(lineOf(text, markup))} /code/139: holds markup \\(<.*a text is shown as plain text, never as HTML`)));
    }
  });

  it('a rule reading a fact it declares but the sandbox never gives', () => {
    const text = edited('rules/cooling-off.rules.json', (document) => {
      (document['facts'] as Json)['customerAgeDays'] = 'days since the customer joined';
      ((document['conditions'] as Json)['refused'] as { all: Json[] }).all.push({ fact: 'customerAgeDays', operator: 'lessThan', value: 30 });
    });
    expect(findingsWith({ 'rules/cooling-off.rules.json': text })).toContainEqual(`rules/cooling-off.rules.json:${String(lineOf(text, '"customerAgeDays": "days'))} /facts/customerAgeDays: declares the fact "customerAgeDays", which the sandbox's calls to cooling-off do not give (they give amountPaise, coolingOff): a rule reading it would fail when a customer met it; use one of those, or ask a developer to give it (sandbox/policy.ts suppliedFacts)`);
  });

  it('a form check naming a limit that does not exist', () => {
    const text = edited('schemas/forms/oneTimeTransfer.v1.json', (document) => {
      const check = (document['checks'] as Json[]).find((one) => one['limit'] === 'minTransferAmountPaise');
      if (check) check['limit'] = 'minWalletTransferPaise';
    });
    expect(findingsWith({ 'schemas/forms/oneTimeTransfer.v1.json': text })).toContainEqual(expect.stringMatching(/^schemas\/forms\/oneTimeTransfer\.v1\.json:\d+ \/checks\/\d+\/limit: names the limit "minWalletTransferPaise", which rules\/limits\.json does not have; name one it has \(minTransferAmountPaise\?\)$/));
  });

  it('a new daily and monthly pair with daily above monthly', () => {
    const text = edited('rules/limits.json', (document) => {
      Object.assign(limitsOf(document), {
        dailyLoadLimitPaise: { value: 5000000, range: [100000, 10000000], unit: 'paise', spec: 'compliance memo: loads per day' },
        monthlyLoadLimitPaise: { value: 2000000, range: [100000, 10000000], unit: 'paise', spec: 'compliance memo: loads per month' },
      });
    });
    expect(findingsWith({ 'rules/limits.json': text })).toContainEqual(`rules/limits.json:${String(lineOf(text, '"dailyLoadLimitPaise"') + 1)} /limits/dailyLoadLimitPaise/value: is 5000000, more than monthlyLoadLimitPaise (2000000): what a shorter period allows cannot exceed a longer one's; lower it, or raise monthlyLoadLimitPaise`);
  });

  it('a language folder without whole files', () => {
    // Gujarati in Gujarati script, a language locales/ does not have yet, begun with its portal's texts only.
    const newLanguage = 'gu';
    expect(pristine.has(`locales/${newLanguage}/portal.json`)).toBe(false);
    const found = findingsWith({ [`locales/${newLanguage}/portal.json`]: (pristine.get('locales/hi/portal.json') ?? '').replace(/"version": \d+/, '"version": 1') });
    for (const name of ['account.json', 'api.json', 'content.json', 'places.json']) expect(found).toContainEqual(expect.stringMatching(new RegExp(`^locales/${newLanguage} /: has no ${name.replace('.', '\\.')}, which English has \\(\\d+ texts\\); copy locales/en/${name.replace('.', '\\.')} there and translate it$`)));
  });

  it('an old figure in French, with an ordinary space or with paise', () => {
    const cap = limitsOf(read('rules/limits.json'))['coolingOffCapPaise']?.['value'] as number;
    const limits = edited('rules/limits.json', (document) => {
      const entry = limitsOf(document)['coolingOffCapPaise'];
      if (entry) entry['value'] = cap / 2;
    });
    const french = (JSON.parse(pristine.get('locales/fr/portal.json') ?? '{}') as { format: { locale: string } }).format.locale;
    for (const written of [`${formatMoney(cap, french, 'INR').replace(/,\d+.*$/u, '').replace(/\s/gu, ' ')} ₹`, formatMoney(cap, french, 'INR').replace(/\s/gu, ' ')]) {
      const text = edited('locales/fr/portal.json', (document) => {
        document['coolingOffMessage'] = `Votre bénéficiaire est nouveau : un virement ne peut pas dépasser ${written}.`;
      });
      expect(findingsWith({ 'rules/limits.json': limits, 'locales/fr/portal.json': text }), written).toContainEqual(expect.stringMatching(new RegExp(`^locales/fr/portal\\.json:${String(lineOf(text, 'Votre bénéficiaire est nouveau : un'))} /coolingOffMessage: says ".*", the value coolingOffCapPaise had before this change; write \\{\\{coolingOffCap, money\\}\\} instead`)));
    }
  });

  it('a second change to a file on the same branch without a new version, and a version jump', () => {
    const file = 'rules/limits.json';
    const first = edited(file, (document) => {
      const entry = limitsOf(document)['coolingOffHours'];
      if (entry) entry['value'] = Number(entry['value']) * 2;
    });
    writeFileSync(join(copy, file), first);
    git('commit', '-q', '-am', 'Cooling-off doubled');
    try {
      // The second change keeps the first's version.
      const second = JSON.parse(first) as Json;
      const entry = limitsOf(second)['resendOtpSeconds'];
      if (entry) entry['value'] = Number(entry['value']) + 10;
      const secondText = `${JSON.stringify(second, null, 2)}\n`;
      const version = Number(second['version']);
      expect(findingsWith({ [file]: secondText })).toContainEqual(`${file}:${String(lineOf(secondText, '"version"'))} /version: changed since commit ${git('rev-parse', '--short=7', 'HEAD').trim()} ("Cooling-off doubled") but its version is still ${String(version)}; raise it to ${String(version + 1)}, and say why in "versionReason" (one line)`);
      // Committed so, the commit itself is named.
      writeFileSync(join(copy, file), secondText);
      git('commit', '-q', '-am', 'OTP resend slower');
      const commit = git('rev-parse', '--short=7', 'HEAD').trim();
      expect(findingsWith({})).toContainEqual(`${file}:${String(lineOf(secondText, '"version"'))} /version: changed by commit ${commit} ("OTP resend slower") since commit ${git('rev-parse', '--short=7', 'HEAD~1').trim()} ("Cooling-off doubled") but its version is still ${String(version)}; give that commit version ${String(version + 1)} and its reason (git commit --amend, or git rebase -i for an older one)`);
      git('reset', '-q', '--hard', 'HEAD~1');
      // A jump: 1 → 91 is refused as much as 38 → 128.
      const jumped = JSON.parse(first) as Json;
      Object.assign(limitsOf(jumped)['resendOtpSeconds'] ?? {}, { value: 45 });
      Object.assign(jumped, { version: version + 90, versionReason: 'resend slower' });
      const jumpedText = `${JSON.stringify(jumped, null, 2)}\n`;
      expect(findingsWith({ [file]: jumpedText })).toContainEqual(`${file}:${String(lineOf(jumpedText, '"version"'))} /version: changed: its version jumps from ${String(version)} to ${String(version + 90)}; a change raises it by one, to ${String(version + 1)}`);
    } finally {
      git('reset', '-q', '--hard');
      git('checkout', '-q', 'main');
      git('branch', '-q', '-D', 'slips');
      git('checkout', '-q', '-b', 'slips');
    }
  });

  // A branch main was merged into after its own commits (the staff console brings a draft up to date so).
  it("a merge of main that leaves the version at the branch's, not above main's", () => {
    const file = 'rules/limits.json';
    const change = (name: string, by: number) => (document: Json) => {
      const entry = limitsOf(document)[name];
      if (entry) entry['value'] = Number(entry['value']) + by;
    };
    const longer = change('coolingOffHours', 1);
    const slower = change('resendOtpSeconds', 10);
    writeFileSync(join(copy, file), edited(file, longer));
    git('commit', '-q', '-am', 'Cooling-off an hour longer');
    git('checkout', '-q', 'main');
    writeFileSync(join(copy, file), `${JSON.stringify({ ...(JSON.parse(edited(file, slower)) as Json), versionReason: 'resend slower, approved first' }, null, 2)}\n`);
    git('commit', '-q', '-am', 'OTP resend slower');
    git('checkout', '-q', 'slips');
    try {
      // Both raised the version on one line: git stops there, and the maker writes the file.
      expect(() => execFileSync('git', ['merge', '-q', 'main'], { cwd: copy, stdio: 'ignore' })).toThrow();
      const both = JSON.parse(edited(file, (document) => [longer, slower].forEach((one) => one(document)))) as Json;
      const version = Number(both['version']);
      const mergedAt = (at: number) => `${JSON.stringify({ ...both, version: at }, null, 2)}\n`;
      writeFileSync(join(copy, file), mergedAt(version));
      git('commit', '-q', '-am', 'Merge main');
      expect(findingsWith({})).toContainEqual(`${file}:${String(lineOf(mergedAt(version), '"version"'))} /version: changed since main but its version is still ${String(version)}; raise it to ${String(version + 1)}, and say why in "versionReason" (one line)`);
      writeFileSync(join(copy, file), mergedAt(version + 1));
      git('commit', '-q', '-a', '--amend', '--no-edit');
      expect(findingsWith({})).toEqual([]);
    } finally {
      git('reset', '-q', '--hard');
      git('checkout', '-q', 'main');
      git('reset', '-q', '--hard', 'HEAD~1');
      git('branch', '-q', '-D', 'slips');
      git('checkout', '-q', '-b', 'slips');
    }
  });
});
