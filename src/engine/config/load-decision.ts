import type { Decision } from '@/core/rules/create-decision';
import type { RulesFile } from '@/core/rules/rules-file';
import { loadOnce, pickFile } from './pick-file';

// Each rule file is its own chunk, and so is the rules engine: both load with the first decision that needs them.
const rulesFiles = import.meta.glob<{ default: RulesFile }>('../../../rules/*.rules.json');
const decisions = new Map<string, Promise<Decision>>();

/** A rule file of rules/ as written (the KYC comparison reads which actions it names). */
export async function loadRulesFile(name: string): Promise<RulesFile> {
  return (await pickFile(rulesFiles, `/${name}.rules.json`)()).default;
}

/** A decision of rules/, its engine built once however often it is evaluated. */
export function loadDecision(name: string): Promise<Decision> {
  return loadOnce(decisions, name, async () => {
    const [file, { createDecision }] = await Promise.all([pickFile(rulesFiles, `/${name}.rules.json`)(), import('@/core/rules/create-decision')]);
    return createDecision(file.default);
  });
}
