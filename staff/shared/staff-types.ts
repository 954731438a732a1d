/** What the console's server answers and its pages read: one definition for both. */
export type StaffRole = 'maker' | 'checker' | 'viewer';

export interface StaffMember {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
}

export type DraftStatus = 'draft' | 'in review' | 'sent back' | 'approved' | 'withdrawn';

export interface Draft {
  readonly id: number;
  readonly branch: string;
  readonly title: string;
  readonly reason: string;
  readonly makerId: number;
  readonly makerName: string;
  readonly status: DraftStatus;
  readonly createdAt: number;
  readonly mergeCommit: string | null;
}

export interface DraftComment {
  readonly staffName: string;
  readonly at: number;
  readonly text: string;
}

export interface AuditEntry {
  readonly id: number;
  readonly at: number;
  readonly staffEmail: string | null;
  readonly action: string;
  readonly draftId: number | null;
  readonly detail: string;
}

/** A limit held to another by rules/limits.json's relations, from this limit's side, with why. */
export interface LimitRelation {
  readonly kind: 'atMost' | 'lessThan' | 'equals' | 'atLeast' | 'moreThan';
  readonly other: string;
  /** The other limit's value in the same draft, with what the relation adds to it. */
  readonly value: number | string;
  readonly why: string;
}
