import { useCallback } from 'react';
import { leaveDialogEntry } from '../modal/dialog';
import type { Effect, MessageRef } from '@/core/effects/effect';
import type { ApiResult } from '@/core/outcome/api-result';
import { routeTable } from '@/core/routing/route-table';
import { useApi } from '../api/api-context';
import { useModal } from '../modal/modal-context';
import { useToast } from '../toast/toast-context';
import { endSession } from './end-session';
import { useNavigateTo } from '../routing/page-context';

/** What the effects of one outcome may touch besides navigation, session, modals and notices. */
export interface EffectScope {
  readonly result?: ApiResult;
  /** The body that was sent, after transforms. */
  readonly request?: Readonly<Record<string, unknown>>;
  readonly setFormError?: (message: MessageRef | null) => void;
  readonly setFieldErrors?: (fields: Readonly<Record<string, string>>) => void;
  /** Another step of the journey on screen; only a journey's screen can. */
  readonly goToStep?: (id: string) => void;
  /** Loads the screen's data again; only a screen that loads data can. */
  readonly reload?: () => void;
}

function text(record: unknown, field: string): string {
  if (typeof record !== 'object' || record === null) return '';
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** Effects that take the customer to another page: a notice said with them is for that page. */
/** A path of this site, resolved; another site is refused (the effect's parameters were checked already: this holds the renderer to it too). */
function sameSite(path: string): URL {
  const target = new URL(path, window.location.origin);
  if (target.origin !== window.location.origin) throw new Error(`refused to leave for another site: ${path}`);
  return target;
}

const leavesPage: ReadonlySet<Effect['type']> = new Set(['navigate', 'step', 'logout']);

/** Carries out effects of the closed vocabulary, in order. */
export function useRunEffects(): (effects: readonly Effect[], scope: EffectScope) => void {
  const navigate = useNavigateTo();
  const { session, client } = useApi();
  const toast = useToast();
  const openModal = useModal();

  return useCallback(
    (effects, scope) => {
      const forNextPage = effects.some((effect) => leavesPage.has(effect.type));
      // A dialog said after a navigation opens once the new page is there, not over the one left.
      let arrived: Promise<unknown> = Promise.resolve();
      for (const effect of effects) {
        switch (effect.type) {
          case 'navigate':
            // Out of a dialog's own history entry first, or the back that takes it out would undo this navigation.
            arrived = leaveDialogEntry().then(() => navigate(effect.to));
            break;
          case 'step':
            if (!scope.goToStep) throw new Error(`the step effect (to "${effect.id}") needs a journey`);
            scope.goToStep(effect.id);
            break;
          case 'redirect': {
            window.location.assign(sameSite(effect.to).href);
            break;
          }
          case 'postForm': {
            const target = sameSite(effect.to).href;
            const { fields } = effect;
            // Only the card payment leaves this way: its code is fetched then, not with every first page.
            void import('./post-form').then(({ postForm }) => postForm(target, fields));
            break;
          }
          case 'toast':
            toast({ ...effect, forNextPage });
            break;
          case 'formError':
          case 'deny':
            scope.setFormError?.(effect);
            break;
          case 'fieldErrors':
            scope.setFieldErrors?.(effect.fields);
            break;
          case 'modal': {
            const { id } = effect;
            void arrived.then(() => openModal(id));
            break;
          }
          case 'storeSession': {
            const body = scope.result?.body;
            const tokens = { token: text(body, 'token'), refreshToken: text(body, 'refreshToken'), profileId: text(body, 'profileId') };
            if (!tokens.token || !tokens.refreshToken) throw new Error('storeSession needs an answer with token and refreshToken');
            // A passkey's login names the number in its answer: nothing was typed (issue 39).
            session.start(tokens, text(body, 'mobileNumber') || text(scope.request, 'mobileNumber'), effect.loginWith);
            break;
          }
          case 'logout':
            void endSession(client, session);
            void leaveDialogEntry().then(() => navigate(effect.to ?? routeTable.loginRoute, { replace: true, state: { handed: effect.values } }));
            break;
          case 'download':
          case 'share': {
            const handed = effect;
            void import('../files/hand-over-file').then(({ handOverFile }) => handOverFile(handed));
            break;
          }
          case 'reload':
            scope.reload?.();
            break;
          case 'allow':
            break;
        }
      }
    },
    [navigate, session, client, toast, openModal],
  );
}
