import { createClient } from '@hey-api/openapi-ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const workdir = mkdtempSync(join(tmpdir(), 'hey-api-'));
afterAll(() => rmSync(workdir, { recursive: true, force: true }));

/** Code an integrator would write against the generated SDK; one call is wrong on purpose. */
const usage = `
import { client } from './client/client.gen';
import { loginByPassword, getWallet, transferToBank } from './client/sdk.gen';

client.setConfig({ baseUrl: 'http://localhost:8080' });

export async function journey(): Promise<number> {
  const login = await loginByPassword({ body: { mobileNumber: '919876543210', password: 'Wallet@2026' } });
  const token = login.data?.token ?? '';
  const wallet = await getWallet({ body: { mobileNumber: '919876543210' }, headers: { Authorization: 'Bearer ' + token } });
  await transferToBank({
    body: { messageCode: 3520, urn: '700000000001', amount: 500000, beneficiaryId: 'BEN000001', implId: 'O|70066', implType: 'FT', confirmationGrant: 'cg-from-verify-otp' },
    headers: { 'Idempotency-Key': 'b7e4c1d2-9f3a-4e8b-a6c5-1d2e3f4a5b6c' },
  });
  // @ts-expect-error the contract says a balance is a number of paise, not text
  const shown: string = wallet.data?.wallet.balance;
  return shown.length;
}
`;

describe('a second generator accepts openapi/wallet.yaml', () => {
  it('generates a client with @hey-api/openapi-ts that type-checks under strict TypeScript', async () => {
    await createClient({ input: join(root, 'openapi/wallet.yaml'), output: join(workdir, 'client'), logs: { level: 'silent' } });
    writeFileSync(join(workdir, 'usage.ts'), usage);
    writeFileSync(
      join(workdir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'] },
        include: ['**/*.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', workdir], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});
