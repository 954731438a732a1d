export type StaffRole = 'maker' | 'checker' | 'viewer';

export interface StaffMember {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
}

export interface Draft {
  readonly id: number;
  readonly branch: string;
  readonly title: string;
  readonly reason: string;
  readonly makerId: number;
  readonly makerName: string;
  readonly status: string;
  readonly createdAt: number;
  readonly mergeCommit: string | null;
}

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

export interface AuditEntry {
  readonly id: number;
  readonly at: number;
  readonly staffEmail: string | null;
  readonly action: string;
  readonly draftId: number | null;
  readonly detail: string;
}
