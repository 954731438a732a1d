/**
 * The versions of each policy file with the reason given for each (issue 34 item 5), from git log
 * at build time: a commit that raises a file's "version" is one version; its reason is the
 * "versionReason" the same commit wrote, or, where the file gave none (before reasons were asked),
 * the commit's subject.
 */
import { spawnSync } from 'node:child_process';

export interface FileVersion {
  readonly version: number;
  readonly commit: string;
  /** The commit's author date, ISO 8601. */
  readonly date: string;
  readonly reason: string;
  /** Whether the reason is the file's own (versionReason) or the commit's subject. */
  readonly reasonFrom: 'file' | 'commit';
}

/** Each file's versions under some folders, newest first; an empty map where git has no history (a copy without .git). */
export function versionHistory(root: string, dirs: readonly string[]): Map<string, FileVersion[]> {
  // One git command for every file: only the lines a commit added, so a version raised is a '+  "version": n' line.
  const log = spawnSync('git', ['log', '--format=@@@%H %aI %s', '-p', '--unified=0', '--no-renames', '--', ...dirs], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const history = new Map<string, FileVersion[]>();
  if (log.status !== 0) return history;
  let commit = { hash: '', date: '', subject: '' };
  let file = '';
  let found: { version?: number; reason?: string } = {};
  const flush = () => {
    if (file && found.version !== undefined) {
      const versions = history.get(file) ?? [];
      versions.push({ version: found.version, commit: commit.hash, date: commit.date, reason: found.reason ?? commit.subject, reasonFrom: found.reason === undefined ? 'commit' : 'file' });
      history.set(file, versions);
    }
    found = {};
  };
  for (const line of log.stdout.split('\n')) {
    if (line.startsWith('@@@')) {
      flush();
      file = '';
      const [hash = '', date = '', ...subject] = line.slice(3).split(' ');
      commit = { hash, date, subject: subject.join(' ') };
    } else if (line.startsWith('diff --git ')) {
      flush();
      file = line.replace(/^diff --git a\/(.+) b\/.+$/, '$1');
    } else {
      // The file's own version and reason sit at the top level, indented once.
      const version = /^\+ {2}"version": (\d+)/.exec(line);
      if (version) found.version = Number(version[1]);
      const reason = /^\+ {2}"versionReason": ("(?:[^"\\]|\\.)*")/.exec(line);
      if (reason?.[1]) found.reason = JSON.parse(reason[1]) as string;
    }
  }
  flush();
  return history;
}
