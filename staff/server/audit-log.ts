import type { StaffMember } from './staff-accounts';
import type { StaffDatabase } from './staff-db';
import type { AuditEntry } from '../shared/staff-types';

/** Who did what, when and why: every sign-in, change, submission, approval and refusal, never changed afterwards. */
export class AuditLog {
  constructor(private readonly db: StaffDatabase) {}

  record(member: StaffMember | null, action: string, detail: string, draftId: number | null = null, nowMs = Date.now()): void {
    this.db.prepare('INSERT INTO audit (at, staff_id, staff_email, action, draft_id, detail) VALUES (?, ?, ?, ?, ?, ?)').run(nowMs, member?.id ?? null, member?.email ?? null, action, draftId, detail);
  }

  /** The newest entries first, of one draft or of all. */
  entries(draftId?: number): AuditEntry[] {
    const select = 'SELECT id, at, staff_email AS staffEmail, action, draft_id AS draftId, detail FROM audit';
    return (draftId === undefined ? this.db.prepare(`${select} ORDER BY id DESC LIMIT 500`).all() : this.db.prepare(`${select} WHERE draft_id = ? ORDER BY id DESC`).all(draftId)) as AuditEntry[];
  }
}
