import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildSandbox, type SandboxOptions } from '../../sandbox/app';
import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { seededDatabase } from './seeded-database';

export interface InMemorySandbox {
  readonly db: SandboxDatabase;
  readonly app: FastifyInstance;
}

/** A seeded sandbox on an in-memory database, new for each test of the file. */
export function useInMemorySandbox(options: Omit<SandboxOptions, 'db'> = {}): () => InMemorySandbox {
  let current: InMemorySandbox | undefined;
  beforeEach(async () => {
    const db = seededDatabase();
    current = { db, app: await buildSandbox({ db, ...options }) };
  });
  afterEach(async () => {
    await current?.app.close();
    current?.db.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the sandbox exists only inside a test');
    return current;
  };
}
