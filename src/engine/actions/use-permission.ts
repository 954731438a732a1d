import { useEffect, useState } from 'react';
import { loadCatalogues } from '@/core/config/catalogues';
import type { Effect } from '@/core/effects/effect';
import { shell } from '../shell/shell';
import { askPermission } from './ask-permission';
import { useLoad } from '../load/use-load';
import { whenIdle } from '../load/when-idle';
import { useSessionScope } from '../load/use-screen-scope';
import { useNavigating } from '../routing/page-context';

/** Whether an action may run: not known yet, allowed, or refused with the effects that tell the customer why (upgrade). */
export type PermissionVerdict = 'unknown' | 'allowed' | readonly Effect[];

/**
 * Asks the permission decisions of schemas/shell.json about an action (spec §6), with the facts of
 * the customer's wallet, loaded once per visit. An action without a permission is always allowed.
 * Deferred (the navigation's hints on every page), the question waits until the page has shown, so
 * the rules engine is not part of what a page needs before it can be used.
 */
export function usePermission(permission: string | undefined, deferred = false): PermissionVerdict {
  // The session's scope: the facts are the wallet's, and reading the route's parameters would draw
  // every action (the navigation's among them) again at each new address, a list's filter included.
  const scope = useSessionScope();
  // Deferred: once the browser is idle and no navigation is under way, so the question is asked
  // of the page that has shown, and shares its answers (one request per visit).
  const navigating = useNavigating();
  const [awake, setAwake] = useState(!deferred);
  useEffect(() => (awake || navigating ? undefined : whenIdle(() => setAwake(true))), [awake, navigating]);
  const { state } = useLoad(permission && awake && !navigating ? shell.permissions.load : undefined, scope);
  const [verdict, setVerdict] = useState<PermissionVerdict>(permission ? 'unknown' : 'allowed');
  const answer = state.status === 'done' ? state.result.body : undefined;

  useEffect(() => {
    if (!permission || answer === undefined) return undefined;
    const run = { current: true };
    // A refusal is marked from the catalogues (permission-hints): they are there before it shows.
    void Promise.all([askPermission(permission, answer, scope), loadCatalogues().catch(() => undefined)]).then(([verdict]) => {
      if (run.current) setVerdict(verdict);
    });
    return () => {
      run.current = false;
    };
  }, [permission, answer, scope]);
  return verdict;
}
