import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** SQLite's numbers for PRAGMA synchronous: 2 is FULL. */
const full = 2;

describe('the sandbox database is durable at each commit (issue 32 item 10)', () => {
  it('runs synchronous=FULL in WAL mode on the first open and on every open after a restart', () => {
    const file = join(folder, 'wallet.db');
    for (let open = 0; open < 2; open += 1) {
      const db = openDatabase(file);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(full);
      db.close();
    }
  });
});
