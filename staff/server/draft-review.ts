/**
 * What a draft does, as a reviewer is shown it beside the forms (issue 57): the checker's findings
 * (file, line, what to write), the policy diff with where each limit and text is used, and the
 * replay of the decisions the sandbox recorded. The very code of check:config, policy:diff and
 * policy:replay, run on the draft's worktree against the commit it left main at.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { DecisionLog } from '../../sandbox/services/decision-log';
import { checkConfig, loadSources } from '../../scripts/config-checker';
import { locateProblems, type Problem } from '../../scripts/config-problem';
import { configurationOf } from '../../scripts/decision-impact';
import { replayDecisions } from '../../scripts/decision-replay';
import { policyDiff } from '../../scripts/policy-diff-data';
import { policySections, type ReportSection } from '../../scripts/policy-report';

export interface ReplayCount {
  readonly decision: string;
  readonly replayed: number;
  readonly changed: number;
}

export interface DraftReview {
  /** The draft's commit this review is of. */
  readonly commit: string;
  readonly findings: readonly Problem[];
  /** The policy diff's sections (limits with where used, texts, codes, rules, cases, coverage, versions); a sentence when the files cannot be compared. */
  readonly sections: readonly ReportSection[] | string;
  /** Decisions the sandbox recorded, replayed under the draft; null when no database is named. */
  readonly replay: readonly ReplayCount[] | null;
}

/** Reviews by commit: a draft's review is made once for each state of it. */
const made = new Map<string, Promise<DraftReview>>();

export function reviewDraft(worktree: string, commit: string, base: string, decisionsFile: string | undefined): Promise<DraftReview> {
  const key = `${worktree}@${commit}`;
  let review = made.get(key);
  if (!review) {
    review = makeReview(worktree, commit, base, decisionsFile);
    made.set(key, review);
    review.catch(() => made.delete(key));
  }
  return review;
}

async function makeReview(worktree: string, commit: string, base: string, decisionsFile: string | undefined): Promise<DraftReview> {
  const sources = loadSources(worktree);
  const findings = locateProblems(checkConfig(worktree, sources), sources.texts ?? new Map());
  const diff = await policyDiff(worktree, base);
  const sections = 'unknownRef' in diff ? `git cannot read ${diff.unknownRef}` : 'broken' in diff ? diff.broken.join('\n') : policySections(diff);
  return { commit, findings, sections, replay: await replayCounts(worktree, base, decisionsFile) };
}

async function replayCounts(worktree: string, base: string, decisionsFile: string | undefined): Promise<ReplayCount[] | null> {
  if (decisionsFile === undefined || !existsSync(decisionsFile)) return null;
  const { policyFiles } = await import('../../scripts/policy-diff-data');
  const files = policyFiles(worktree, base);
  if (!('before' in files)) return null;
  // Read only: the sandbox keeps writing its own decisions while staff review.
  const db = new Database(decisionsFile, { readonly: true, fileMustExist: true });
  try {
    const replays = await replayDecisions(new DecisionLog(db).all(), configurationOf(files.before), configurationOf(files.after));
    return replays.map((replay) => ({ decision: replay.decision, replayed: replay.replayed, changed: replay.changed.reduce((sum, group) => sum + group.records.length, 0) }));
  } finally {
    db.close();
  }
}
