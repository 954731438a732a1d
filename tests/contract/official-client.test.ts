/**
 * Issue 58: the official client as an integrator gets it. `npm pack` of packages/wallet-client,
 * installed in a project of their own; its README's quickstart and every guide's TypeScript
 * program type-check under NodeNext and Bundler resolution and run against a sandbox; every guide's
 * Python program runs too.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from '../../devportal/build/contract-document';
import { readGuides } from '../../devportal/build/guide';
import { planGuide } from '../../devportal/build/guide-plan';
import { pythonGuide } from '../../devportal/build/samples/python';
import { typescriptGuide } from '../../devportal/build/samples/typescript';
import { buildSandbox } from '../../sandbox/app';
import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { timeLimit } from '../../scripts/time-limits';
import { freePort } from '../../scripts/free-port';
import { projectWithPackedClient, strictTsconfig, typeErrorsIn } from '../setup/packed-client';
import { seededDatabase } from '../setup/seeded-database';

const root = join(import.meta.dirname, '../..');
const operatorKey = 'official-client-operator-key';
const doc = readContract();
const guides = readGuides();
let project: string;
let db: SandboxDatabase;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  project = projectWithPackedClient();
  db = seededDatabase();
  app = await buildSandbox({ db, operatorKey, payloadKey: Buffer.alloc(32, 7).toString('base64url') });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
}, timeLimit(120_000));

afterAll(async () => {
  await app.close();
  db.close();
  rmSync(project, { recursive: true, force: true });
});

const reset = async () => expect((await fetch(`${baseUrl}/sandbox/example-identities/reset`, { method: 'POST' })).status).toBe(200);

/** Runs a program of the project (node runs TypeScript as is): what it printed; throws when it fails. */
async function run(command: string, file: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(command, [file], { cwd: project, encoding: 'utf8', timeout: timeLimit(60_000), env: { ...process.env, WALLET_API: baseUrl, SANDBOX_OPERATOR_KEY: operatorKey, ...env } });
  return stdout;
}

function typeErrors(resolution: 'NodeNext' | 'Bundler'): string {
  writeFileSync(join(project, 'tsconfig.json'), strictTsconfig(resolution));
  return typeErrorsIn(project);
}

describe('the official client, packed and installed as an integrator would (issue 58)', () => {
  it('its README quickstart and every guide type-check under NodeNext and Bundler', () => {
    const quickstart = /```ts\n([\s\S]*?)```/.exec(readFileSync(join(root, 'packages/wallet-client/README.md'), 'utf8'))?.[1];
    expect(quickstart).toBeDefined();
    writeFileSync(join(project, 'quickstart.ts'), quickstart ?? '');
    for (const guide of guides) writeFileSync(join(project, `guide-${guide.id}.ts`), typescriptGuide(guide, planGuide(doc, guide)));
    expect(typeErrors('NodeNext')).toBe('');
    expect(typeErrors('Bundler')).toBe('');
  }, timeLimit(120_000));

  it('its README quickstart runs against the sandbox, the payload envelope on', async () => {
    await reset();
    writeFileSync(join(project, 'quickstart.ts'), /```ts\n([\s\S]*?)```/.exec(readFileSync(join(root, 'packages/wallet-client/README.md'), 'utf8'))?.[1] ?? '');
    const printed = await run(process.execPath, 'quickstart.ts');
    expect(printed).toMatch(/^balance: \d+ paise$/m);
    // The malformed call: one code per reason, the field named.
    expect(printed).toMatch(/^400 223 \/mobileNumber$/m);
  }, timeLimit(60_000));

  it.each(guides.map((guide) => [guide.id, guide] as const))('the TypeScript program of the guide %s runs', async (_id, guide) => {
    await reset();
    const webhookPort = String(await freePort());
    writeFileSync(join(project, `guide-${guide.id}.ts`), typescriptGuide(guide, planGuide(doc, guide)));
    const printed = (await run(process.execPath, `guide-${guide.id}.ts`, { WEBHOOK_PORT: webhookPort })).trim().split('\n');
    const kept = JSON.parse(printed.at(-1) ?? '{}') as Record<string, unknown>;
    for (const name of guide.steps.flatMap((step) => Object.keys(step.keep ?? {})).filter((name) => name !== 'token' && name !== 'refreshToken')) expect(kept[name], name).not.toBe('undefined');
    if (guide.id === 'webhooks') expect(printed).toContain(`card_payment.updated ${String(kept['txnid'])} SUCCESS`);
  }, timeLimit(60_000));

  it.each(guides.map((guide) => [guide.id, guide] as const))('the Python program of the guide %s runs', async (_id, guide) => {
    await reset();
    writeFileSync(join(project, `guide_${guide.id.replace(/-/g, '_')}.py`), pythonGuide(guide, planGuide(doc, guide)));
    const printed = (await run('python3', `guide_${guide.id.replace(/-/g, '_')}.py`, { WEBHOOK_PORT: String(await freePort()) })).trim().split('\n');
    const kept = JSON.parse(printed.at(-1) ?? '{}') as Record<string, unknown>;
    for (const name of guide.steps.flatMap((step) => Object.keys(step.keep ?? {})).filter((name) => name !== 'token' && name !== 'refreshToken')) expect(kept[name], name).toBeDefined();
    // Its own endpoint received the delivery and verified it, as the TypeScript program does with verifyWebhook.
    if (guide.id === 'webhooks') expect(printed).toContain(`card_payment.updated ${String(kept['txnid'])} SUCCESS`);
  }, timeLimit(60_000));
});
