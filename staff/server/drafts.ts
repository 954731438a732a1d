import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditLog } from './audit-log';
import type { ConfigRepository } from './config-repository';
import { EditError, raisedVersion, versionReason } from './draft-edits';
import type { StaffMember } from './staff-accounts';
import type { StaffDatabase } from './staff-db';
import type { Draft, DraftComment, DraftStatus } from '../shared/staff-types';

export type { Draft } from '../shared/staff-types';

type Json = Record<string, unknown>;

/** One file's edit: what the file becomes from what it is. */
export interface FileEdit {
  readonly file: string;
  readonly update: (document: Json) => Json;
}

const select = `SELECT d.id, d.branch, d.title, d.reason, d.maker_id AS makerId, s.name AS makerName, d.status, d.created_at AS createdAt, d.merge_commit AS mergeCommit
  FROM drafts d JOIN staff s ON s.id = d.maker_id`;

/** Drafts: a change with a reason, as a branch the console commits each saved edit to, reviewed by a second person. */
export class Drafts {
  constructor(
    private readonly db: StaffDatabase,
    readonly repository: ConfigRepository,
    private readonly audit: AuditLog,
  ) {}

  list(): Draft[] {
    return this.db.prepare(`${select} ORDER BY d.id DESC`).all() as Draft[];
  }

  get(id: number): Draft | undefined {
    return this.db.prepare(`${select} WHERE d.id = ?`).get(id) as Draft | undefined;
  }

  comments(id: number): DraftComment[] {
    return this.db.prepare('SELECT s.name AS staffName, c.at, c.text FROM draft_comments c JOIN staff s ON s.id = c.staff_id WHERE c.draft_id = ? ORDER BY c.id').all(id) as DraftComment[];
  }

  async create(maker: StaffMember, title: string, reason: string, nowMs = Date.now()): Promise<Draft> {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'change';
    const id = Number(this.db.prepare("INSERT INTO drafts (branch, title, reason, maker_id, status, created_at) VALUES ('', ?, ?, ?, 'draft', ?)").run(title, reason, maker.id, nowMs).lastInsertRowid);
    const branch = `draft/${String(id)}-${slug}`;
    this.db.prepare('UPDATE drafts SET branch = ? WHERE id = ?').run(branch, id);
    await this.repository.worktreeOf(branch);
    this.audit.record(maker, 'created', `${title}: ${reason}`, id, nowMs);
    return this.get(id) as Draft;
  }

  /**
   * Saves an edit of some files as one commit of the draft by its maker, each file's version raised
   * with the reason the console writes; null when nothing changed.
   */
  async edit(maker: StaffMember, draft: Draft, edits: readonly FileEdit[], what: string): Promise<string | null> {
    const worktree = await this.repository.worktreeOf(draft.branch);
    const changed: string[] = [];
    for (const { file, update } of edits) {
      const path = join(worktree, file);
      let before: Json;
      try {
        before = JSON.parse(readFileSync(path, 'utf8')) as Json;
      } catch {
        throw new EditError(`${file} cannot be read as JSON in this draft`);
      }
      const after = update(before);
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      // The version in the reason: two saves of the same change in one draft still give each version its own.
      const version = Number(before['version'] ?? 0) + 1;
      writeFileSync(path, `${JSON.stringify(raisedVersion(after, versionReason(draft.reason, `${what}; v${String(version)}`)), null, 2)}\n`);
      changed.push(file);
    }
    if (changed.length === 0) return null;
    const commit = await this.repository.commit(worktree, changed, maker, `${draft.title}: ${what}`);
    this.audit.record(maker, 'changed', `${what} (${changed.join(', ')})`, draft.id);
    return commit;
  }

  setStatus(member: StaffMember, draft: Draft, status: DraftStatus, action: string, detail: string, comment?: string): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE drafts SET status = ? WHERE id = ?').run(status, draft.id);
      if (comment) this.db.prepare('INSERT INTO draft_comments (draft_id, staff_id, at, text) VALUES (?, ?, ?, ?)').run(draft.id, member.id, Date.now(), comment);
      this.audit.record(member, action, detail, draft.id);
    })();
  }

  /** Merges an approved draft into main; the merge commit names the approver. */
  async approve(checker: StaffMember, draft: Draft): Promise<string> {
    const commit = await this.repository.merge(draft.branch, `Merge ${draft.branch}: ${draft.title}\n\n${draft.reason}\nMade by: ${draft.makerName}`, checker);
    this.db.prepare('UPDATE drafts SET merge_commit = ? WHERE id = ?').run(commit, draft.id);
    this.setStatus(checker, draft, 'approved', 'approved', `merged into main as ${commit.slice(0, 12)}`);
    return commit;
  }
}
