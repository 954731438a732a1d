import type { Effect } from '../effects/effect';
import type { RulesFile } from './rules-file';

/** The translation key of an action's name in a KYC comparison. */
export const actionLabelKey = (action: string): string => `permission.action.${action}`;

/** The fact a permission decision is asked about: what the customer is about to do. */
const actionFact = 'action';

/** Every value a condition compares the action fact with, in the order the file names them. */
function actionValues(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) actionValues(item, into);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record['fact'] === actionFact) {
    const value = record['value'];
    for (const named of Array.isArray(value) ? value : [value]) if (typeof named === 'string') into.add(named);
  }
  for (const child of Object.values(record)) actionValues(child, into);
}

/** The actions a permission decision speaks of (rules/kyc-permissions.rules.json), less those that are not features to compare (the upgrade itself). */
export function actionsNamed(file: RulesFile, exclude: readonly string[] = []): string[] {
  const named = new Set<string>();
  actionValues(file.conditions ?? {}, named);
  actionValues(file.rules.map((rule) => rule.conditions), named);
  return [...named].filter((action) => !exclude.includes(action));
}

export interface LevelComparison {
  readonly action: string;
  /** Whether each level, in the order given, may do it. */
  readonly allowed: readonly boolean[];
}

/** For each action, whether each KYC level may do it, as the decision says (an allow among its effects). */
export async function compareLevels(actions: readonly string[], kycTypes: readonly string[], decide: (facts: Readonly<Record<string, unknown>>) => Promise<readonly Effect[]>): Promise<LevelComparison[]> {
  return Promise.all(
    actions.map(async (action) => ({
      action,
      allowed: await Promise.all(kycTypes.map(async (kycType) => (await decide({ kycType, action })).some((effect) => effect.type === 'allow'))),
    })),
  );
}
