/**
 * Every change to a configuration file raises its version by one and says why in one line
 * (versionReason, issue 34 item 5): a reviewer sees each change named, and the policy explorer shows
 * each file's versions with their reasons. A change is each commit of the branch and what is not
 * yet committed (issue 57 item 4: a second change on the same branch kept the first's version, and
 * a version could jump from 1 to 91).
 */
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';

type Json = Record<string, unknown>;

interface State {
  /** How a finding names the change that made this state. */
  readonly label: string;
  readonly document: unknown;
}

const versionOf = (document: unknown) => Number((document as Json | undefined)?.['version'] ?? 0);
const reasonOf = (document: unknown) => (document as Json | undefined)?.['versionReason'];
/** The file's content apart from its version and reason. */
const contentOf = (document: unknown) => JSON.stringify({ ...(document as Json), version: undefined, versionReason: undefined });

/** What is wrong with one change (or as many as `changes`), from one state of a file to the next; none when it is well numbered. */
function changeProblems(file: string, before: State, after: State, uncommitted: boolean, changes = 1): Problem[] {
  const was = versionOf(before.document);
  const now = versionOf(after.document);
  const changed = contentOf(before.document) !== contentOf(after.document);
  if (!changed && now === was) return [];
  const where = uncommitted ? 'changed' : `changed by ${after.label}`;
  if (now <= was) {
    const fix = uncommitted ? `raise it to ${String(was + 1)}, and say why in "versionReason" (one line)` : `give that commit version ${String(was + 1)} and its reason (git commit --amend, or git rebase -i for an older one)`;
    return [{ file, path: '/version', message: `${where} since ${before.label} but its version is still ${String(now)}; ${fix}` }];
  }
  if (now > was + changes) return [{ file, path: '/version', message: `${where}: its version jumps from ${String(was)} to ${String(now)}; a change raises it by one, to ${String(was + changes)}${changes > 1 ? ` for its ${String(changes)} changes` : ''}` }];
  if (typeof reasonOf(after.document) !== 'string' || reasonOf(after.document) === reasonOf(before.document)) {
    return [{ file, path: '/version', message: `raises its version to ${String(now)} without saying why; write "versionReason": "<what changed and why, in one line>" beside it` }];
  }
  return [];
}

export function checkVersions(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  for (const [file, document] of sources.files) {
    const base = sources.baseFiles.get(file);
    if (base === undefined) continue;
    const steps = sources.steps?.get(file) ?? [];
    // main, then each commit of the branch that changed the file, each from what it found, then the file as it is now against HEAD.
    const chain: { before: State; after: State }[] = [];
    let last: State = { label: 'main', document: base };
    for (const step of steps) {
      const after = { label: step.label, document: step.after };
      chain.push({ before: { label: last.label, document: step.before ?? last.document }, after });
      last = after;
    }
    chain.push({ before: { label: last.label, document: sources.headFiles?.get(file) ?? last.document }, after: { label: 'now', document } });
    const found = chain.flatMap(({ before, after }, index) => (before.document === undefined || after.document === undefined ? [] : changeProblems(file, before, after, index === chain.length - 1)));
    // The branch as a whole against main: only a merge of main after its own commits (the console
    // brings a draft up to date so) can leave it wrong when every step is right.
    const whole = found.length === 0 && steps.length > 0 ? changeProblems(file, { label: 'main', document: base }, { label: 'now', document }, true, steps.length + 1) : [];
    problems.push(...found, ...whole);
  }
  return problems;
}
