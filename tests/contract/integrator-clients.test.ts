/**
 * An integrator's first run (issue 19 item 9, issue 58 item 3), from the README alone: each file the
 * README's "Your own generated client" writes (`<!-- integrator: file -->`) is written as it is
 * there; openapi-typescript, @hey-api/openapi-ts and orval generate their clients from a sandbox
 * through their own CLIs and the README's settings; the generated code and the samples type-check
 * under NodeNext and again under Bundler resolution, strict; and each sample, run, reads the balance.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../sandbox/app';
import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { Ledger } from '../../sandbox/services/ledger';
import { timeLimit } from '../../scripts/time-limits';
import { typeErrorsIn } from '../setup/packed-client';
import { seededDatabase } from '../setup/seeded-database';

const root = join(import.meta.dirname, '../..');
const readmeOrigin = 'http://localhost:8080';
/** The files the README writes, by name, as the README has them. */
const files = new Map([...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/<!-- integrator: ([\w.-]+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, name = '', text = '']) => [name, text]));
const samples = ['openapi-fetch.ts', 'hey-api.ts', 'orval.ts'];

let db: SandboxDatabase;
let app: FastifyInstance;
let base = '';
let project = '';
beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Inside the checkout (git-ignored), so the generators, openapi-fetch and tsx are found as in an integrator's node_modules.
  mkdirSync(join(root, '.test-results'), { recursive: true });
  project = mkdtempSync(join(root, '.test-results', 'integrator-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'integrator', private: true, type: 'module' }));
  // The README's address is the sandbox of npm start; this test's sandbox listens elsewhere.
  for (const [name, text] of files) writeFileSync(join(project, name), text.replaceAll(readmeOrigin, base));
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(project, { recursive: true, force: true });
});

const bin = (name: string) => join(root, 'node_modules/.bin', name);
const exec = (command: string, args: readonly string[]) => promisify(execFile)(command, [...args], { cwd: project, encoding: 'utf8', timeout: timeLimit(120_000) });
const exampleBalance = () => new Ledger(db).balance((db.prepare("SELECT id FROM customers WHERE mobile_number = '919800000001'").get() as { id: number }).id);


describe("an integrator's generated clients, from the README (issue 58 item 3)", () => {
  it('has the tsconfig, both generators’ settings and a sample for each client', () => {
    expect([...files.keys()].sort()).toEqual(['hey-api.ts', 'openapi-fetch.ts', 'openapi-ts.config.ts', 'orval.config.ts', 'orval.ts', 'tsconfig.json']);
  });

  it('generates the three clients with their CLIs, type-checks them under NodeNext and Bundler, and each sample reads the balance', async () => {
    await exec(bin('openapi-typescript'), [`${base}/openapi.yaml`, '-o', 'wallet.d.ts']);
    await exec(bin('openapi-ts'), []);
    await exec(bin('orval'), []);
    expect(typeErrorsIn(project)).toBe('');
    const tsconfig = JSON.parse(files.get('tsconfig.json') ?? '{}') as { compilerOptions: Record<string, unknown> };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...tsconfig.compilerOptions, module: 'ESNext', moduleResolution: 'Bundler' } }));
    expect(typeErrorsIn(project)).toBe('');
    for (const sample of samples) {
      const { stdout } = await exec(process.execPath, ['--import', 'tsx', sample]);
      expect(stdout.trim(), sample).toBe(String(exampleBalance()));
    }
  }, timeLimit(300_000));
});
