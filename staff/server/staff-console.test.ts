/**
 * Issue 57: the staff console's server, as a maker and a checker use it: a draft is a branch whose
 * commits the console writes with versions and reasons; the maker cannot approve it; the checker's
 * approval merges it into main as one merge commit with Approved-by, on which the checker passes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadSources } from '../../scripts/config-checker';
import { StaffAccounts } from './staff-accounts';
import { buildStaffConsole } from './staff-app';
import { openStaffDatabase } from './staff-db';
import { totpAt, totpStep } from './totp';
import { timeLimit } from '../../scripts/time-limits';
import { staffText } from './staff-text';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'staff-console-'));
const repo = join(dir, 'config');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
let app: FastifyInstance;
const people = {
  maker: { email: 'meera@bank.example', name: 'Meera Iyer', role: 'maker', password: 'maker password 1' },
  checker: { email: 'arjun@bank.example', name: 'Arjun Rao', role: 'checker', password: 'checker password 1' },
  viewer: { email: 'kavya@bank.example', name: 'Kavya Menon', role: 'viewer', password: 'viewer password 1' },
} as const;
const secrets = new Map<string, string>();

beforeAll(async () => {
  execFileSync('git', ['clone', '-q', root, repo]);
  const db = openStaffDatabase(':memory:');
  const accounts = new StaffAccounts(db);
  for (const person of Object.values(people)) secrets.set(person.email, (await accounts.add(person.email, person.name, person.role, person.password)).totpSecret);
  app = await buildStaffConsole({ db, repo, worktrees: join(dir, 'worktrees') });
}, timeLimit(120_000));
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const sessions = new Map<string, Record<string, string>>();
/** Signs a person in with the code of their authenticator, once: a code is good once, so their session is kept for the next test. */
async function signIn(person: (typeof people)[keyof typeof people]): Promise<Record<string, string>> {
  const known = sessions.get(person.email);
  if (known) return known;
  const answer = await app.inject({ method: 'POST', url: '/staff-api/sign-in', headers: { 'x-staff-console': '1' }, payload: { email: person.email, password: person.password, code: totpAt(secrets.get(person.email) ?? '', totpStep(Date.now())) } });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(String(answer.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
  const headers = { cookie: String(answer.headers['set-cookie']).split(';')[0] ?? '', 'x-staff-console': '1' };
  sessions.set(person.email, headers);
  return headers;
}

describe('staff console: a draft from maker to main (issue 57)', () => {
  it('refuses a wrong code, a request from another site, and a page without a session', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/staff-api/sign-in', headers: { 'x-staff-console': '1' }, payload: { email: people.maker.email, password: people.maker.password, code: '000000' } });
    expect([wrong.statusCode, wrong.json<{ message: string }>().message]).toEqual([401, staffText('refusal.signInWrong')]);
    const crossSite = await app.inject({ method: 'POST', url: '/staff-api/drafts', payload: { title: 't', reason: 'r' } });
    expect(crossSite.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/staff-api/drafts' });
    expect([anonymous.statusCode, anonymous.json<{ message: string }>().message]).toEqual([401, staffText('refusal.signedOut')]);
  });

  it('a maker changes a limit, a message in every language and a catalogue; the checker approves; main has one merge commit with Approved-by', async () => {
    const maker = await signIn(people.maker);
    const created = await app.inject({ method: 'POST', url: '/staff-api/drafts', headers: maker, payload: { title: 'Full-KYC cap and bank timeout', reason: 'Compliance memo 2026-12: cap raised, bank timeout pending' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ draft: { id: number } }>().draft;
    const limits = JSON.parse(git('show', 'main:rules/limits.json')) as { limits: Record<string, { value: number }>; version: number };
    const cap = limits.limits['fullKycWalletLimitPaise']?.value ?? 0;
    const raised = await app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(id)}/limits/fullKycWalletLimitPaise`, headers: maker, payload: { value: String(cap / 100 + 20000) } });
    expect(raised.statusCode, raised.body).toBe(200);
    const reworded = await app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(id)}/texts/code.139`, headers: maker, payload: { byLanguage: { en: 'This OTP is not right. Check the SMS and type it again.', fr: 'Ce code OTP est faux. Vérifiez le SMS et saisissez-le à nouveau.', hi: 'यह OTP सही नहीं है। SMS देखें और फिर से लिखें।' } } });
    expect(reworded.statusCode, reworded.body).toBe(200);
    const added = await app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(id)}/catalogues/cashout-codes/entries/BT`, headers: maker, payload: { entry: { kind: 'info', messageKey: 'account:cashout.initiated', outcome: 'pending' } } });
    expect(added.statusCode, added.body).toBe(200);

    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}`, headers: maker })).json<{ review: { findings: unknown[]; sections: { title: string; table?: { rows: string[][] } }[] }; can: Record<string, string | null> }>();
    expect(shown.review.findings.map((problem) => formatProblem(problem as never))).toEqual([]);
    const limitRows = shown.review.sections.find((section) => section.title === 'Limits')?.table?.rows ?? [];
    expect(limitRows[0]?.[0]).toBe('fullKycWalletLimitPaise');
    expect(limitRows[0]?.[3]).toContain('decision add-money');
    expect(shown.can['submit']).toBeNull();
    expect(shown.can['approve']).toBe(staffText('refusal.notOwnApproval'));

    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/submit`, headers: maker })).statusCode).toBe(200);
    const own = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/approve`, headers: maker });
    expect([own.statusCode, own.json<{ message: string }>().message]).toEqual([403, staffText('refusal.notOwnApproval')]);

    const checker = await signIn(people.checker);
    const mainBefore = git('rev-parse', 'main').trim();
    const approved = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/approve`, headers: checker });
    expect(approved.statusCode, approved.body).toBe(200);
    const merge = git('rev-parse', 'main').trim();
    expect(git('rev-list', '--parents', '-n', '1', merge).trim().split(' ').slice(1)[0]).toBe(mainBefore);
    expect(git('log', '-1', '--format=%B', merge)).toContain(`Approved-by: ${people.checker.name} <${people.checker.email}>`);
    // Each save is a commit of the maker's, each file's version raised once for it, with the reason the console wrote.
    expect(git('log', '--format=%an', `${mainBefore}..${merge}^2`).trim().split('\n')).toEqual([people.maker.name, people.maker.name, people.maker.name]);
    const merged = JSON.parse(git('show', `${merge}:rules/limits.json`)) as { version: number; versionReason: string; limits: Record<string, { value: number }> };
    expect(merged.version).toBe(limits.version + 1);
    expect(merged.versionReason).toContain('Compliance memo 2026-12');
    expect(merged.limits['fullKycWalletLimitPaise']?.value).toBe(cap + 2_000_000);

    // The checker passes on main as merged.
    const checkout = join(dir, 'main-checkout');
    git('worktree', 'add', '-q', '--detach', checkout, 'main');
    expect(checkConfig(checkout, loadSources(checkout)).map(formatProblem)).toEqual([]);
    // The sandbox of main books the new code's transfer as its outcome says (before: FAILED).
    symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'));
    const booked = (cwd: string) => execFileSync(process.execPath, ['--import', 'tsx', 'tests/setup/booked-transfer-status.ts', '100098'], { cwd, encoding: 'utf8' }).trim();
    expect(booked(checkout)).toBe('BT PENDING');
    const audit = (await app.inject({ method: 'GET', url: '/staff-api/audit', headers: checker })).json<{ entries: { action: string; staffEmail: string }[] }>().entries.map((entry) => `${entry.staffEmail} ${entry.action}`);
    expect(audit).toEqual(expect.arrayContaining([`${people.maker.email} created`, `${people.maker.email} changed`, `${people.maker.email} sent for review`, `${people.maker.email} approval refused`, `${people.checker.email} approved`]));
  }, timeLimit(120_000));

  // Issue 57: the slips staff can make in the console's forms are refused with the checker's words, and block the draft.
  it('refuses in the console what the checker refuses: markup, an old figure in French, a broken relation; such a draft cannot be sent for review', async () => {
    const maker = await signIn(people.maker);
    const id = (await app.inject({ method: 'POST', url: '/staff-api/drafts', headers: maker, payload: { title: 'Slips', reason: 'Slips a maker makes' } })).json<{ draft: { id: number } }>().draft.id;
    const limits = JSON.parse(git('show', 'main:rules/limits.json')) as { limits: Record<string, { value: number }> };
    const value = (name: string) => limits.limits[name]?.value ?? 0;
    const put = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(id)}${url}`, headers: maker, payload });
    await put('/texts/code.139', { byLanguage: { en: 'Wrong OTP <img src=x onerror=alert(1)>' } });
    const cap = value('coolingOffCapPaise');
    await put('/limits/coolingOffCapPaise', { value: String(cap / 200) });
    const french = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(cap / 100).replace(/\s/gu, ' ');
    await put('/texts/coolingOffMessage', { byLanguage: { fr: `Votre bénéficiaire est nouveau : pas plus de ${french} ₹ par virement.` } });
    await put('/limits/minKycWalletLimitPaise', { value: String(value('fullKycWalletLimitPaise') / 100 + 1) });
    const typo = await put('/limits/minKycWalletLimitPaise', { value: '1O,000' });
    expect([typo.statusCode, typo.json<{ message: string }>().message]).toEqual([400, '"1O,000" is not an amount of rupees (such as 1,20,000 or 1,20,000.50)']);
    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}`, headers: maker })).json<{ review: { findings: { file: string; path: string; message: string }[] }; can: Record<string, string | null> }>();
    const said = shown.review.findings.map((problem) => `${problem.file} ${problem.path}: ${problem.message}`);
    expect(said).toContainEqual(expect.stringMatching(/^locales\/en\/portal\.json \/code\/139: holds markup \(<img src=x onerror=alert\(1\)>\)/));
    expect(said).toContainEqual(expect.stringMatching(/^locales\/fr\/portal\.json \/coolingOffMessage: says ".*", the value coolingOffCapPaise had before this change; write \{\{coolingOffCap, money\}\} instead/));
    expect(said).toContainEqual(expect.stringMatching(/^rules\/limits\.json \/limits\/minKycWalletLimitPaise\/value: is \d+, but \/relations\/\d+ says it must be less than fullKycWalletLimitPaise/));
    expect(shown.can['submit']).toBe(staffText('refusal.hasFindings', { count: said.length }));
    const submit = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/submit`, headers: maker });
    expect(submit.statusCode).toBe(409);
  }, timeLimit(120_000));

  it('refuses in the console the other slips its forms can make: <script> and <b> in a text, an old French figure with its paise, a comparison of a fact the decision does not declare (it cannot declare one)', async () => {
    const maker = await signIn(people.maker);
    const id = (await app.inject({ method: 'POST', url: '/staff-api/drafts', headers: maker, payload: { title: 'More slips', reason: 'Slips a maker makes' } })).json<{ draft: { id: number } }>().draft.id;
    const put = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(id)}${url}`, headers: maker, payload });
    await put('/texts/code.139', { byLanguage: { en: 'Wrong OTP <script>alert(1)</script>' } });
    await put('/texts/code.138', { byLanguage: { en: 'Wrong password, <b>now</b>' } });
    const limits = JSON.parse(git('show', 'main:rules/limits.json')) as { limits: Record<string, { value: number }> };
    const cap = limits.limits['coolingOffCapPaise']?.value ?? 0;
    await put('/limits/coolingOffCapPaise', { value: String(cap / 200) });
    // As French writes money, paise and all ("10 000,00 ₹"), with an ordinary space.
    const french = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'INR' }).format(cap / 100).replace(/\s/gu, ' ');
    await put('/texts/coolingOffMessage', { byLanguage: { fr: `Votre bénéficiaire est nouveau : pas plus de ${french} par virement.` } });
    const decisions = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}/decisions`, headers: maker })).json<{ decisions: { decision: string; file: string; comparisons: { pointer: string; fact: string }[] }[] }>();
    const coolingOff = decisions.decisions.find((one) => one.decision === 'cooling-off');
    const comparison = coolingOff?.comparisons.find((one) => one.fact === 'amountPaise');
    // The console declares no fact (a place the file does not have is refused): the fact a rule may
    // compare is one the decision declares, and one it does not is a finding.
    const declared = await put('/entry', { file: coolingOff?.file, pointer: '/facts/customerAgeDays', value: 'days since the customer joined' });
    expect([declared.statusCode, declared.json<{ message: string }>().message]).toEqual([400, 'the file has nothing at /facts/customerAgeDays']);
    expect((await put('/entry', { file: coolingOff?.file, pointer: comparison?.pointer, value: { fact: 'customerAgeDays', operator: 'lessThan', value: 30 } })).statusCode).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}`, headers: maker })).json<{ review: { findings: { file: string; path: string; message: string }[] } }>();
    const said = shown.review.findings.map((problem) => `${problem.file} ${problem.path}: ${problem.message}`);
    expect(said).toContainEqual(expect.stringMatching(/^locales\/en\/portal\.json \/code\/139: holds markup \(<script>/));
    expect(said).toContainEqual(expect.stringMatching(/^locales\/en\/portal\.json \/code\/138: holds markup \(<b>/));
    expect(said).toContainEqual(expect.stringMatching(/^locales\/fr\/portal\.json \/coolingOffMessage: says ".*", the value coolingOffCapPaise had before this change; write \{\{coolingOffCap, money\}\} instead/));
    expect(said).toContainEqual(`${coolingOff?.file ?? ''} ${comparison?.pointer ?? ''}/fact: reads the fact "customerAgeDays", which /facts does not declare; declare it with what it means (and give it where the decision is taken), or correct the name`);
    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/submit`, headers: maker })).statusCode).toBe(409);
  }, timeLimit(120_000));

  // Issue 57: what a meta-schema cannot say about a limit, shown beside its form: its range, and its relations from both sides.
  it('lists each limit with its range and its relations to others, read from rules/limits.json', async () => {
    const maker = await signIn(people.maker);
    const id = (await app.inject({ method: 'POST', url: '/staff-api/drafts', headers: maker, payload: { title: 'Looking', reason: 'Reading the limits' } })).json<{ draft: { id: number } }>().draft.id;
    const { limits } = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}/limits`, headers: maker })).json<{ limits: { name: string; range?: number[]; relations: { kind: string; other: string; why: string }[] }[] }>();
    const file = JSON.parse(git('show', 'main:rules/limits.json')) as { limits: Record<string, { value: number; range?: number[] }>; relations: { limit: string; atMost?: string; lessThan?: string; why: string }[] };
    const full = limits.find((limit) => limit.name === 'fullKycWalletLimitPaise');
    expect(full?.range).toEqual(file.limits['fullKycWalletLimitPaise']?.range);
    const below = file.relations.filter((relation) => relation.lessThan === 'fullKycWalletLimitPaise' || relation.atMost === 'fullKycWalletLimitPaise');
    expect(full?.relations).toEqual(below.map((relation) => ({ kind: relation.atMost ? 'atLeast' : 'moreThan', other: relation.limit, value: file.limits[relation.limit]?.value, why: relation.why })));
    const minimum = limits.find((limit) => limit.name === 'minKycWalletLimitPaise');
    expect(minimum?.relations).toContainEqual({ kind: 'lessThan', other: 'fullKycWalletLimitPaise', value: file.limits['fullKycWalletLimitPaise']?.value, why: file.relations.find((relation) => relation.limit === 'minKycWalletLimitPaise' && relation.lessThan)?.why });
    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/withdraw`, headers: maker })).statusCode).toBe(200);
  });

  /** A draft of a maker that sets one limit (in rupees) and is sent for review. */
  const submittedDraft = async (title: string, limit: string, rupees: string) => {
    const maker = await signIn(people.maker);
    const draft = (await app.inject({ method: 'POST', url: '/staff-api/drafts', headers: maker, payload: { title, reason: `${limit} changed` } })).json<{ draft: { id: number; branch: string } }>().draft;
    // A finding would stop it before review: the change must be clean for the conflict to be the only thing in the way.
    await app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(draft.id)}/limits/${limit}`, headers: maker, payload: { value: rupees } });
    const submitted = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(draft.id)}/submit`, headers: maker });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return draft;
  };
  const limitsAt = (ref: string) => JSON.parse(git('show', `${ref}:rules/limits.json`)) as { version: number; limits: Record<string, { value: number }> };

  // Issue 57: two drafts touching the same entry show the conflict; nothing is lost.
  it('shows two drafts changing one limit as a conflict on that entry once one is approved, and refuses to merge the other; both branches stay', async () => {
    const first = await submittedDraft('Minimum load 3', 'minLoadAmountPaise', '3');
    const second = await submittedDraft('Minimum load 4', 'minLoadAmountPaise', '4');
    const checker = await signIn(people.checker);
    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(first.id)}/approve`, headers: checker })).statusCode).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(second.id)}`, headers: checker })).json<{ conflicts: string[]; can: Record<string, string | null> }>();
    expect(shown.conflicts).toEqual(['rules/limits.json /limits/minLoadAmountPaise/value']);
    expect(shown.can['approve']).toBe(staffText('refusal.hasConflicts', { entries: 'rules/limits.json /limits/minLoadAmountPaise/value' }));
    const refused = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(second.id)}/approve`, headers: checker });
    expect(refused.statusCode).toBe(409);
    expect(limitsAt('main').limits['minLoadAmountPaise']?.value).toBe(300);
    expect(limitsAt(second.branch).limits['minLoadAmountPaise']?.value).toBe(400);
    // Sent back with a comment, the maker may change it again.
    const sentBack = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(second.id)}/send-back`, headers: checker, payload: { comment: 'Main has ₹3 now: make it again from main.' } });
    expect(sentBack.json<{ draft: { status: string } }>().draft.status).toBe('sent back');
    const comments = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(second.id)}`, headers: await signIn(people.maker) })).json<{ comments: { staffName: string; text: string }[] }>().comments;
    expect(comments).toEqual([expect.objectContaining({ staffName: people.checker.name, text: 'Main has ₹3 now: make it again from main.' })]);
  }, timeLimit(120_000));

  // Issue 57: two drafts of one file that touch different entries do not conflict; the second is reviewed as main would become.
  it('merges two drafts changing different limits of one file: the second is brought up to date with main, reviewed clean and approved; main keeps both', async () => {
    const before = limitsAt('main');
    const first = await submittedDraft('Minimum load 5', 'minLoadAmountPaise', '5');
    const second = await submittedDraft('Minimum-KYC cap 12,000', 'minKycWalletLimitPaise', '12000');
    const checker = await signIn(people.checker);
    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(first.id)}/approve`, headers: checker })).statusCode).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(second.id)}`, headers: checker })).json<{ conflicts: string[]; review: { findings: unknown[] }; history: { action: string }[]; can: Record<string, string | null> }>();
    expect([shown.conflicts, shown.review.findings, shown.can['approve']], JSON.stringify(shown.review.findings)).toEqual([[], [], null]);
    expect(shown.history.map((entry) => entry.action)).toContain('brought up to date');
    // Brought up to date: the draft now holds main's change too, its version above main's.
    expect(limitsAt(second.branch).limits['minLoadAmountPaise']?.value).toBe(500);
    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(second.id)}/approve`, headers: checker })).statusCode).toBe(200);
    const after = limitsAt('main');
    expect([after.limits['minLoadAmountPaise']?.value, after.limits['minKycWalletLimitPaise']?.value, after.version]).toEqual([500, 1_200_000, before.version + 2]);
    execFileSync('git', ['worktree', 'add', '-q', '--detach', join(dir, 'main-after'), 'main'], { cwd: repo });
    expect(checkConfig(join(dir, 'main-after'), loadSources(join(dir, 'main-after'))).map(formatProblem)).toEqual([]);
  }, timeLimit(120_000));

  // Issue 57: nothing with a checker finding can be approved, though it had none when it was sent.
  it('refuses to approve a draft that gained a finding in review, when a draft approved before it broke a relation with its change', async () => {
    const rupees = '50000';
    const lower = await submittedDraft('Minimum-KYC cap 50,000', 'minKycWalletLimitPaise', rupees);
    const upper = await submittedDraft('Full-KYC cap 50,000', 'fullKycWalletLimitPaise', rupees);
    const checker = await signIn(people.checker);
    expect((await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(upper.id)}/approve`, headers: checker })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(lower.id)}/approve`, headers: checker });
    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(lower.id)}`, headers: checker })).json<{ conflicts: string[]; review: { findings: unknown[] }; history: { action: string }[] }>();
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, staffText('refusal.hasFindings', { count: shown.review.findings.length })]);
    expect(shown.conflicts).toEqual([]);
    expect(shown.review.findings).toEqual([expect.objectContaining({ file: 'rules/limits.json', path: '/limits/minKycWalletLimitPaise/value', message: expect.stringContaining('must be less than fullKycWalletLimitPaise') as unknown })]);
    expect(shown.history[0]).toEqual(expect.objectContaining({ action: 'approval refused' }));
    expect(limitsAt('main').limits['minKycWalletLimitPaise']?.value).not.toBe(Number(rupees) * 100);
  }, timeLimit(120_000));

  // Issue 57: a viewer reads drafts and the audit log, and changes nothing.
  it('lets a viewer read drafts and the audit log, and refuses them every change, each with its reason', async () => {
    const viewer = await signIn(people.viewer);
    const [drafts, audit] = await Promise.all([app.inject({ method: 'GET', url: '/staff-api/drafts', headers: viewer }), app.inject({ method: 'GET', url: '/staff-api/audit', headers: viewer })]);
    expect([drafts.statusCode, audit.statusCode]).toEqual([200, 200]);
    const draft = drafts.json<{ drafts: { id: number; status: string }[] }>().drafts.find((one) => one.status === 'in review');
    if (!draft) throw new Error('no draft in review for the viewer to try');
    const attempt = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}) => {
      const answer = await app.inject({ method, url, headers: viewer, payload });
      return [answer.statusCode, answer.json<{ message: string }>().message];
    };
    const id = String(draft.id);
    expect(await attempt('POST', '/staff-api/drafts', { title: 'Viewer', reason: 'trying' })).toEqual([403, staffText('refusal.makersOnly')]);
    expect(await attempt('PUT', `/staff-api/drafts/${id}/limits/minLoadAmountPaise`, { value: '7' })).toEqual([403, staffText('refusal.makersOnly')]);
    expect(await attempt('POST', `/staff-api/drafts/${id}/approve`)).toEqual([403, staffText('refusal.checkersOnly')]);
    expect(await attempt('POST', `/staff-api/drafts/${id}/send-back`, { comment: 'no' })).toEqual([403, staffText('refusal.checkersOnly')]);
    expect(await attempt('POST', `/staff-api/drafts/${id}/withdraw`)).toEqual([409, staffText('refusal.makersOnly')]);
    expect((await app.inject({ method: 'GET', url: `/staff-api/drafts/${id}`, headers: viewer })).json<{ draft: { status: string } }>().draft.status).toBe('in review');
  }, timeLimit(120_000));

  // Issue 57: decision rules in words, and routes' switches, changed by their entries.
  it("changes a comparison of a decision and a route's navigation entry, each said in the review; refuses another file or a place that is not there", async () => {
    const maker = await signIn(people.maker);
    const id = (await app.inject({ method: 'POST', url: '/staff-api/drafts', headers: maker, payload: { title: 'Rules and routes', reason: 'Cap inclusive; another icon for requests' } })).json<{ draft: { id: number } }>().draft.id;
    const decisions = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}/decisions`, headers: maker })).json<{ decisions: { decision: string; file: string; comparisons: { pointer: string; fact: string; value: unknown; words: string }[] }[]; operators: Record<string, string> }>();
    const coolingOff = decisions.decisions.find((one) => one.decision === 'cooling-off');
    const cap = coolingOff?.comparisons.find((one) => one.fact === 'amountPaise');
    expect(cap?.words).toMatch(/^amountPaise is above the limit coolingOffCapPaise/);
    const entry = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `/staff-api/drafts/${String(id)}/entry`, headers: maker, payload });
    expect((await entry({ file: coolingOff?.file, pointer: cap?.pointer, value: { fact: 'amountPaise', operator: 'greaterThanInclusive', value: cap?.value } })).statusCode).toBe(200);
    const { routes, icons } = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}/routes`, headers: maker })).json<{ routes: (Record<string, unknown> & { nav?: { icon: string } })[]; icons: string[] }>();
    const index = routes.findIndex((route) => route['path'] === '/view-service-requests');
    const route = routes[index];
    const icon = icons.find((one) => one !== route?.nav?.icon);
    expect((await entry({ file: 'schemas/routes.json', pointer: `/routes/${String(index)}`, value: { ...route, nav: { ...route?.nav, icon } } })).statusCode).toBe(200);
    expect((await entry({ file: 'package.json', pointer: '/name', value: 'x' })).statusCode).toBe(400);
    const nowhere = await entry({ file: 'schemas/routes.json', pointer: '/routes/999', value: {} });
    expect([nowhere.statusCode, nowhere.json<{ message: string }>().message]).toEqual([400, 'the file has nothing at /routes/999']);
    const shown = (await app.inject({ method: 'GET', url: `/staff-api/drafts/${String(id)}`, headers: maker })).json<{ review: { findings: unknown[]; sections: { title: string; items?: { text: string; details: string[] }[] }[] } }>();
    expect(shown.review.findings).toEqual([]);
    const rules = shown.review.sections.find((section) => section.title === 'Rules and conditions')?.items ?? [];
    expect(rules[0]?.text).toBe('cooling-off: condition «refused» changed');
    expect(rules[0]?.details[1]).toMatch(/^after: all of \(coolingOff is 0; amountPaise is at least the limit coolingOffCapPaise/);
    const versions = shown.review.sections.find((section) => section.title === 'Files and versions')?.items?.map((item) => item.text) ?? [];
    expect(versions).toEqual(expect.arrayContaining([expect.stringMatching(/^rules\/cooling-off\.rules\.json: v\d+ → v\d+$/), expect.stringMatching(/^schemas\/routes\.json: v\d+ → v\d+$/)]));
    const withdrawn = await app.inject({ method: 'POST', url: `/staff-api/drafts/${String(id)}/withdraw`, headers: maker });
    expect(withdrawn.json<{ draft: { status: string } }>().draft.status).toBe('withdrawn');
  }, timeLimit(120_000));
});
