import { useEffect, useState } from 'react';
import shellFile from '../../../schemas/shell.json';
import type { Effect } from '../../core/effects/effect';
import { resolveTemplate } from '../../core/flow/resolve-template';
import type { ShellDefinition } from '../../core/screens/screen-definition';
import { loadDecision } from '../config/load-decision';
import { useLoad } from '../load/use-load';
import { useScreenScope } from '../load/use-screen-scope';

const shell = shellFile as ShellDefinition;

/** Whether an action may run: not known yet, allowed, or refused with the effects that tell the customer why (upgrade). */
export type PermissionVerdict = 'unknown' | 'allowed' | readonly Effect[];

/**
 * Asks the permission decisions of schemas/shell.json about an action (spec §6), with the facts of
 * the customer's wallet, loaded once per visit. An action without a permission is always allowed.
 */
export function usePermission(permission: string | undefined): PermissionVerdict {
  const scope = useScreenScope();
  const { state } = useLoad(permission ? shell.permissions.load : undefined, scope);
  const [verdict, setVerdict] = useState<PermissionVerdict>(permission ? 'unknown' : 'allowed');
  const answer = state.status === 'done' ? state.result.body : undefined;

  useEffect(() => {
    if (!permission || answer === undefined) return undefined;
    const run = { current: true };
    const facts = { ...(resolveTemplate(shell.permissions.facts, { ...scope, answer }) as Record<string, unknown>), action: permission };
    void (async () => {
      for (const name of shell.permissions.decisions) {
        const effects = await (await loadDecision(name))(facts);
        if (!effects.some((effect) => effect.type === 'allow')) {
          if (run.current) setVerdict(effects);
          return;
        }
      }
      if (run.current) setVerdict('allowed');
    })();
    return () => {
      run.current = false;
    };
  }, [permission, answer, scope]);
  return verdict;
}
