import type { Effect } from '@/core/effects/effect';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import { loadDecision } from '../config/load-decision';
import { shell } from '../shell/shell';

/** Whether an action may run: allowed, or refused with the effects that tell the customer why (upgrade). */
export type PermissionAnswer = 'allowed' | readonly Effect[];

/**
 * Asks the permission decisions of schemas/shell.json about an action (spec §6), given the answer of
 * the shell's permissions load (the wallet): the first decision that does not allow it refuses it.
 */
export async function askPermission(permission: string, answer: unknown, scope: TemplateScope): Promise<PermissionAnswer> {
  const facts = { ...(resolveTemplate(shell.permissions.facts, { ...scope, answer }) as Record<string, unknown>), action: permission };
  for (const name of shell.permissions.decisions) {
    const effects = await (await loadDecision(name))(facts);
    if (!effects.some((effect) => effect.type === 'allow')) return effects;
  }
  return 'allowed';
}
