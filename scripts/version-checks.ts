/** A configuration file changed since the merge base with main carries a higher version: a reviewer sees each change named. */
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
    if (now <= was) problems.push({ file, path: '/version', message: `changed since main but its version is still ${now}; raise it to ${was + 1}` });
  }
  return problems;
}
