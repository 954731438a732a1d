import type { Draft } from './drafts';
import type { StaffMember } from './staff-accounts';
import { staffText } from './staff-text';

/** Why a member may not change a draft, or null when they may: its maker, while it is a draft or sent back. */
export function whyNotEdit(member: StaffMember, draft: Draft): string | null {
  if (member.role !== 'maker') return staffText('refusal.makersOnly');
  if (member.id !== draft.makerId) return staffText('refusal.ownDraftOnly');
  if (draft.status !== 'draft' && draft.status !== 'sent back') return staffText('refusal.notEditable', { status: draft.status });
  return null;
}

/** Why a member may not approve or send back a draft, or null: a checker who did not make it, while it is in review. */
export function whyNotReview(member: StaffMember, draft: Draft): string | null {
  if (member.id === draft.makerId) return staffText('refusal.notOwnApproval');
  if (member.role !== 'checker') return staffText('refusal.checkersOnly');
  if (draft.status !== 'in review') return staffText('refusal.notInReview');
  return null;
}
