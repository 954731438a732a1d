import type { Decision } from '@/core/rules/create-decision';
import type { RulesFile } from '@/core/rules/rules-file';
import { loadOnce } from './pick-file';

/*
 * The rules engine, the rule files and the table that finds them (rules-files.ts) each load with the
 * first decision that needs them: the table's chunk names every rule file's chunk and its imports,
 * 2 KB that no page's first load needs (/signup's had 0.1 KB of its 160 left, issue 39).
 */
const decisions = new Map<string, Promise<Decision>>();

/** A rule file of rules/ as written (the KYC comparison reads which actions it names). */
export async function loadRulesFile(name: string): Promise<RulesFile> {
  return (await import('./rules-files')).rulesFile(name);
}

/** A decision of rules/, its engine built once however often it is evaluated. */
export function loadDecision(name: string): Promise<Decision> {
  return loadOnce(decisions, name, async () => {
    const [file, { createDecision }] = await Promise.all([loadRulesFile(name), import('@/core/rules/create-decision')]);
    return createDecision(file);
  });
}
