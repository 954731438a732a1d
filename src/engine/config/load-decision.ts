import { createDecision, type Decision } from '../../core/rules/create-decision';
import type { RulesFile } from '../../core/rules/rules-file';
import { loadOnce, pickFile } from './pick-file';

// Each rule file is its own chunk, loaded with the first decision that needs it.
const rulesFiles = import.meta.glob<{ default: RulesFile }>('../../../rules/*.rules.json');
const decisions = new Map<string, Promise<Decision>>();

/** A decision of rules/, its engine built once however often it is evaluated. */
export function loadDecision(name: string): Promise<Decision> {
  return loadOnce(decisions, name, () => pickFile(rulesFiles, `/${name}.rules.json`)().then((file) => createDecision(file.default)));
}
