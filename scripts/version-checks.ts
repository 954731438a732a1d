/**
 * A configuration file changed since the merge base with main carries a higher version and says why
 * in one line (versionReason, issue 34 item 5): a reviewer sees each change named, and the policy
 * explorer shows each file's versions with their reasons.
 */
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';

type Json = Record<string, unknown>;

/** Files changed without a higher version (a fragment its own: the forms that take its fields are as they were written). */
export function checkVersions(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  // A file changed since the merge base with main carries a higher version (a fragment its own:
  // the forms that take its fields are as they were written).
  for (const [file, document] of sources.files) {
    const before = sources.baseFiles.get(file);
    if (before === undefined) continue;
    const strip = (value: unknown) => JSON.stringify({ ...(value as Json), version: undefined });
    if (strip(before) === strip(document)) continue;
    const was = Number((before as Json)['version'] ?? 0);
    const now = Number((document as Json)['version'] ?? 0);
    if (now <= was) problems.push({ file, path: '/version', message: `changed since main but its version is still ${now}; raise it to ${was + 1}, and say why in "versionReason" (one line)` });
    else if (typeof (document as Json)['versionReason'] !== 'string' || (document as Json)['versionReason'] === (before as Json)['versionReason']) {
      problems.push({ file, path: '/version', message: `raises its version to ${now} without saying why; write "versionReason": "<what changed and why, in one line>" beside it` });
    }
  }
  return problems;
}
