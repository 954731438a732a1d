import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import { registerHealth } from './health';

async function probe(path: '/healthz' | '/readyz', prepare: (db: ReturnType<typeof openDatabase>) => void = () => undefined) {
  const db = openDatabase(':memory:');
  const app = Fastify();
  registerHealth(app, db);
  prepare(db);
  try {
    const answer = await app.inject({ method: 'GET', url: path });
    return { status: answer.statusCode, body: answer.json<{ status: string; reason?: string; schema?: number }>(), cache: answer.headers['cache-control'] };
  } finally {
    await app.close();
    if (db.open) db.close();
  }
}

describe('the probes (issue 38 item 3)', () => {
  it('says the process is up, uncached', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
  });

  it('is ready with the database answering at the current schema', async () => {
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', schema: migrations.length } });
  });

  it('is not ready while migrations are missing, nor with the database gone', async () => {
    const behind = await probe('/readyz', (db) => db.pragma(`user_version = ${String(migrations.length - 1)}`));
    expect(behind.status).toBe(503);
    expect(behind.body.reason).toContain('migrations not applied');
    const gone = await probe('/readyz', (db) => db.close());
    expect(gone.status).toBe(503);
    expect(gone.body.reason).toContain('database unreachable');
  });
});
