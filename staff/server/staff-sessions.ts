import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { StaffDatabase } from './staff-db';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Staff sessions: a random token in an HttpOnly cookie, kept here only as its hash; ended by idleness, age or sign-out. */
export class StaffSessions {
  constructor(private readonly db: StaffDatabase) {}

  start(staffId: number, nowMs: number): string {
    const token = randomBytes(32).toString('base64url');
    this.db.prepare('INSERT INTO staff_sessions (token_hash, staff_id, created_at, seen_at) VALUES (?, ?, ?, ?)').run(hashOf(token), staffId, nowMs, nowMs);
    return token;
  }

  /** The member of a live session, its last use moved to now; undefined (and the session gone) past staffSessionIdleMinutes or staffSessionMaxHours. */
  touch(token: string, nowMs: number): number | undefined {
    const row = this.db.prepare('SELECT staff_id AS staffId, created_at AS createdAt, seen_at AS seenAt FROM staff_sessions WHERE token_hash = ?').get(hashOf(token)) as { staffId: number; createdAt: number; seenAt: number } | undefined;
    if (!row) return undefined;
    if (nowMs - row.seenAt > limit('staffSessionIdleMinutes') * 60_000 || nowMs - row.createdAt > limit('staffSessionMaxHours') * 3_600_000) {
      this.end(token);
      return undefined;
    }
    this.db.prepare('UPDATE staff_sessions SET seen_at = ? WHERE token_hash = ?').run(nowMs, hashOf(token));
    return row.staffId;
  }

  end(token: string): void {
    this.db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?').run(hashOf(token));
  }
}
