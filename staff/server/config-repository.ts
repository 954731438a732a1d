import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

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

  /** The files a draft and main changed differently since the draft began: the merge would conflict on them. */
  async conflicts(branch: string): Promise<string[]> {
    const merged = await this.git(['merge-tree', '--write-tree', '--name-only', '--no-messages', 'refs/heads/main', `refs/heads/${branch}`]).then(
      () => null,
      // git merge-tree exits 1 on conflicts, listing the conflicted files after the tree.
      (error: unknown) => (typeof error === 'object' && error !== null && 'stdout' in error && typeof error.stdout === 'string' ? error.stdout : ''),
    );
    return merged === null ? [] : merged.split('\n').slice(1).filter(Boolean);
  }

  /**
   * Merges a draft into main as one merge commit whose message ends with Approved-by: the tree git
   * merges without a working tree, main moved only if nobody moved it since (compare-and-swap).
   */
  merge(branch: string, message: string, approver: GitPerson): Promise<string> {
    return this.serial(async () => {
      const main = await this.mainCommit();
      const tree = (await this.git(['merge-tree', '--write-tree', '--no-messages', main, `refs/heads/${branch}`])).split('\n')[0]?.trim() ?? '';
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
