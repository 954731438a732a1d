import type { Problem } from './config-problem';
import type { OpenApiDocument } from './openapi-paths';
import type { TextSite } from './placeholder-checks';

/** Everything the configuration check reads: the files, as they are and at the merge base, what the code uses, and the contract. */
export interface ConfigSources {
  /** Project-relative path to parsed JSON of every config file. */
  readonly files: ReadonlyMap<string, unknown>;
  /** The same files at the merge base with main, where they existed; empty outside git. */
  readonly baseFiles: ReadonlyMap<string, unknown>;
  /** Each file's commits on this branch since the merge base, oldest first (none on main, or outside git). */
  readonly steps?: ReadonlyMap<string, readonly BranchStep[]>;
  /** The files with steps as HEAD holds them: after the last step, unless main was merged in since. */
  readonly headFiles?: ReadonlyMap<string, unknown>;
  /** Keys the code passes to t('…') literally, with where each was seen: they must exist. */
  readonly codeKeys: ReadonlyMap<string, string>;
  /** Every plain string literal of the code: a key among them counts as used (titleKey="…" props). */
  readonly codeLiterals: ReadonlySet<string>;
  /** The code's t('key', { … }): the values each passes (placeholder-checks.ts). */
  readonly codeSites?: readonly TextSite[];
  /** Prefixes of keys the code builds at run time, such as `languages.${lang}`. */
  readonly codePrefixes: ReadonlySet<string>;
  /** operationIds of openapi/wallet.yaml. */
  readonly operations: ReadonlySet<string>;
  /** The text of each config file as read, for the line of a finding (locateProblems). */
  readonly texts?: ReadonlyMap<string, string>;
  /** The config files that are not valid JSON, each where it breaks; they are left out of files. */
  readonly syntaxProblems?: readonly Problem[];
  /** openapi/wallet.yaml itself, for the answers value paths read. */
  readonly spec: OpenApiDocument;
}

/** A commit of the branch that changed a config file: what it was after. */
export interface BranchStep {
  /** How a finding names it: commit abc1234 ("its subject"). */
  readonly label: string;
  /** The file as the commit left it; undefined where it was removed or is not JSON. */
  readonly after: unknown;
  /** The file as the commit found it (its first parent): the previous step's, unless main was merged in between. */
  readonly before: unknown;
}
