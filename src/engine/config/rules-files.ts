import type { RulesFile } from '@/core/rules/rules-file';
import { pickFile } from './pick-file';

// Each rule file is its own chunk; this table of them is one too, loaded with the first decision (load-decision.ts).
const rulesFiles = import.meta.glob<{ default: RulesFile }>('../../../rules/*.rules.json');

/** A rule file of rules/ as written, by its name ("call-answer"). */
export async function rulesFile(name: string): Promise<RulesFile> {
  return (await pickFile(rulesFiles, `/${name}.rules.json`)()).default;
}
