import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mergeJson } from './json-merge';

const run = promisify(execFile);

/** Who a commit is by: the staff member as author, the console as committer. */
export interface GitPerson {
  readonly name: string;
  readonly email: string;
}

const consoleCommitter: GitPerson = { name: 'Staff console', email: 'staff-console@localhost' };

/**
 * The configuration repository the console writes (its own clone, never the checkout a server
 * runs from): each draft a branch checked out in a worktree of its own, main moved only by an
 * approval's merge commit, and every write one after another (git's locks are per repository).
 */
export class ConfigRepository {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly root: string,
    private readonly worktrees: string,
  ) {}

  private async git(args: readonly string[], cwd = this.root, env: Readonly<Record<string, string>> = {}): Promise<string> {
    const { stdout } = await run('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  }

  /** One write at a time, in the order asked. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** main is moved by approvals only: a root that has it checked out is detached, so no working tree goes stale under it. */
  async prepare(): Promise<void> {
    mkdirSync(this.worktrees, { recursive: true, mode: 0o700 });
    // A bare clone (what an operator gives it) has no working tree to go stale.
    const bare = (await this.git(['rev-parse', '--is-bare-repository'])).trim() === 'true';
    const head = (await this.git(['symbolic-ref', '-q', 'HEAD']).catch(() => '')).trim();
    if (!bare && head === 'refs/heads/main') await this.git(['checkout', '-q', '--detach']);
    await this.git(['worktree', 'prune']);
  }

  async mainCommit(): Promise<string> {
    return (await this.git(['rev-parse', 'refs/heads/main'])).trim();
  }

  /** The folder where a draft's branch is checked out, checked out again if it went away. */
  worktreeOf(branch: string): Promise<string> {
    const path = join(this.worktrees, branch.replace(/[^a-zA-Z0-9-]/g, '-'));
    if (existsSync(join(path, '.git'))) return Promise.resolve(path);
    return this.serial(async () => {
      const exists = await this.git(['rev-parse', '--verify', '-q', `refs/heads/${branch}`]).then(() => true, () => false);
      await this.git(exists ? ['worktree', 'add', '-q', path, branch] : ['worktree', 'add', '-q', '-b', branch, path, 'main']);
      return path;
    });
  }

  /** Commits the files given as the member wrote them; nothing when they did not change. */
  commit(worktree: string, files: readonly string[], author: GitPerson, message: string): Promise<string | null> {
    return this.serial(async () => {
      await this.git(['add', '--', ...files], worktree);
      const staged = (await this.git(['diff', '--cached', '--name-only'], worktree)).trim();
      if (staged === '') return null;
      await this.git(['commit', '-q', '-m', message], worktree, personEnv(author, consoleCommitter));
      return (await this.git(['rev-parse', 'HEAD'], worktree)).trim();
    });
  }

  /** The commit a branch is at. */
  async commitOf(branch: string): Promise<string> {
    return (await this.git(['rev-parse', `refs/heads/${branch}`])).trim();
  }

  /** The commit a draft's branch left main at. */
  async baseOf(branch: string): Promise<string> {
    return (await this.git(['merge-base', 'refs/heads/main', `refs/heads/${branch}`])).trim();
  }

  /** A file at a commit as JSON; absent when the commit has no such file, or not JSON. */
  private async jsonAt(commit: string, path: string): Promise<{ json: unknown } | null> {
    const text = await this.git(['show', `${commit}:${path}`]).catch(() => null);
    if (text === null) return null;
    try {
      return { json: JSON.parse(text) as unknown };
    } catch {
      return null;
    }
  }

  /**
   * The tree main and a branch merge to, and the entries they conflict on ("file /pointer"; a file
   * alone when it cannot be merged as JSON): git merges what it can; a JSON file git cannot (two
   * drafts of one file always change its version line) is merged entry by entry (json-merge.ts).
   */
  async mergedTree(main: string, branch: string): Promise<{ tree: string; conflicts: string[] }> {
    const listed = await this.git(['merge-tree', '--write-tree', '--name-only', '--no-messages', main, branch]).then(
      (stdout) => ({ stdout, clean: true }),
      // git merge-tree exits 1 on conflicts, listing the conflicted files after the tree.
      (error: unknown) => ({ stdout: typeof error === 'object' && error !== null && 'stdout' in error && typeof error.stdout === 'string' ? error.stdout : '', clean: false }),
    );
    const [tree = '', ...files] = listed.stdout.split('\n').filter(Boolean);
    if (listed.clean) return { tree, conflicts: [] };
    const base = (await this.git(['merge-base', main, branch])).trim();
    const conflicts: string[] = [];
    const resolved = new Map<string, string>();
    for (const file of files) {
      const [before, ours, theirs] = await Promise.all([this.jsonAt(base, file), this.jsonAt(main, file), this.jsonAt(branch, file)]);
      if (!file.endsWith('.json') || !ours || !theirs) {
        conflicts.push(file);
        continue;
      }
      const merged = mergeJson(before?.json ?? {}, ours.json, theirs.json);
      conflicts.push(...merged.conflicts.map((pointer) => `${file} ${pointer}`));
      resolved.set(file, `${JSON.stringify(merged.value, null, 2)}\n`);
    }
    return { tree: conflicts.length > 0 ? tree : await this.treeWith(tree, resolved), conflicts };
  }

  /** A tree with some files' contents replaced, written through an index of its own (no working tree needed). */
  private async treeWith(tree: string, files: ReadonlyMap<string, string>): Promise<string> {
    const scratch = mkdtempSync(join(tmpdir(), 'staff-merge-'));
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    try {
      await this.git(['read-tree', tree], this.root, env);
      for (const [path, text] of files) {
        const copy = join(scratch, 'file');
        writeFileSync(copy, text);
        const blob = (await this.git(['hash-object', '-w', copy])).trim();
        await this.git(['update-index', '--cacheinfo', `100644,${blob},${path}`], this.root, env);
      }
      return (await this.git(['write-tree'], this.root, env)).trim();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Whether a branch and main hold the same files: a draft that changes nothing main does not have. */
  async sameAsMain(branch: string): Promise<boolean> {
    const [mine, main] = await Promise.all([this.git(['rev-parse', `refs/heads/${branch}^{tree}`]), this.git(['rev-parse', 'refs/heads/main^{tree}'])]);
    return mine.trim() === main.trim();
  }

  /**
   * Brings a draft up to date with main when main moved since it began and nothing conflicts: a
   * merge commit of main into its branch by the console, its worktree moved to it, so the review
   * is of what main would become. The commit made (null when there was nothing to do), or the
   * entries the draft and main changed differently, which stand in the way of its merge.
   */
  catchUp(branch: string, worktree: string): Promise<{ readonly commit: string | null; readonly conflicts: readonly string[] }> {
    return this.serial(async () => {
      const main = await this.mainCommit();
      const ahead = await this.git(['merge-base', '--is-ancestor', main, `refs/heads/${branch}`]).then(() => true, () => false);
      if (ahead) return { commit: null, conflicts: [] };
      const { tree, conflicts } = await this.mergedTree(main, `refs/heads/${branch}`);
      if (conflicts.length > 0) return { commit: null, conflicts };
      const tip = await this.commitOf(branch);
      const commit = (await this.git(['commit-tree', tree, '-p', tip, '-p', main, '-m', `Brought up to date with main at ${main.slice(0, 12)}`], this.root, personEnv(consoleCommitter, consoleCommitter))).trim();
      await this.git(['update-ref', '-m', 'staff console: brought up to date with main', `refs/heads/${branch}`, commit, tip]);
      await this.git(['reset', '-q', '--hard'], worktree);
      return { commit, conflicts: [] };
    });
  }

  /**
   * Merges a draft into main as one merge commit whose message ends with Approved-by: the tree
   * merged entry by entry without a working tree, main moved only if nobody moved it since
   * (compare-and-swap); an error when they conflict.
   */
  merge(branch: string, message: string, approver: GitPerson): Promise<string> {
    return this.serial(async () => {
      const main = await this.mainCommit();
      const { tree, conflicts } = await this.mergedTree(main, `refs/heads/${branch}`);
      if (conflicts.length > 0) throw new Error(`${branch} conflicts with main on ${conflicts.join(', ')}`);
      const tip = (await this.git(['rev-parse', `refs/heads/${branch}`])).trim();
      const body = `${message}\n\nApproved-by: ${approver.name} <${approver.email}>\n`;
      const commit = (await this.git(['commit-tree', tree, '-p', main, '-p', tip, '-m', body], this.root, personEnv(approver, consoleCommitter))).trim();
      await this.git(['update-ref', '-m', `staff console: ${branch} approved`, 'refs/heads/main', commit, main]);
      return commit;
    });
  }

  /** A draft's worktree removed (its branch kept: the history stays). */
  release(branch: string): Promise<void> {
    return this.serial(async () => {
      const path = join(this.worktrees, branch.replace(/[^a-zA-Z0-9-]/g, '-'));
      if (existsSync(path)) await this.git(['worktree', 'remove', '--force', path]);
    });
  }
}

function personEnv(author: GitPerson, committer: GitPerson): Record<string, string> {
  return { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email };
}
