import type { AuditEntry, Draft } from '../shared/staff-types';

export type { AuditEntry, Draft, StaffMember, StaffRole } from '../shared/staff-types';

export interface Finding {
  readonly file: string;
  readonly path: string;
  readonly line?: number;
  readonly message: string;
}

export interface ReportSection {
  readonly title: string;
  readonly empty: string;
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
  readonly items?: readonly { readonly text: string; readonly details: readonly string[] }[];
}

export interface DraftView {
  readonly draft: Draft;
  readonly review: { readonly findings: readonly Finding[]; readonly sections: readonly ReportSection[] | string; readonly replay: readonly { decision: string; replayed: number; changed: number }[] | null } | null;
  readonly conflicts: readonly string[];
  readonly comments: readonly { staffName: string; at: number; text: string }[];
  readonly history: readonly AuditEntry[];
  /** Why the member may not do each, or null when they may. */
  readonly can: { readonly edit: string | null; readonly submit: string | null; readonly review: string | null; readonly approve: string | null };
}

