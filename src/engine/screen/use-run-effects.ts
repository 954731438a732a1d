import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Effect, MessageRef } from '../../core/effects/effect';
import type { ApiResult } from '../../core/outcome/api-result';
import { routeTable } from '../../core/routing/route-table';
import { useApi } from '../api/api-context';
import { useToast } from '../toast/toast-context';

/** What the effects of one outcome may touch besides navigation, session and notices. */
export interface EffectScope {
  readonly result?: ApiResult;
  /** The body that was sent, after transforms. */
  readonly request?: Readonly<Record<string, unknown>>;
  readonly setFormError?: (message: MessageRef | null) => void;
  readonly setFieldErrors?: (fields: Readonly<Record<string, string>>) => void;
  readonly openModal?: (id: string) => void;
}

function text(record: unknown, field: string): string {
  if (typeof record !== 'object' || record === null) return '';
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** Carries out effects of the closed vocabulary, in order. */
export function useRunEffects(): (effects: readonly Effect[], scope: EffectScope) => void {
  const navigate = useNavigate();
  const { session } = useApi();
  const toast = useToast();

  return useCallback(
    (effects, scope) => {
      for (const effect of effects) {
        switch (effect.type) {
          case 'navigate':
            void navigate(effect.to);
            break;
          case 'toast':
            toast(effect);
            break;
          case 'formError':
            scope.setFormError?.(effect);
            break;
          case 'fieldErrors':
            scope.setFieldErrors?.(effect.fields);
            break;
          case 'modal':
            scope.openModal?.(effect.id);
            break;
          case 'storeSession': {
            const body = scope.result?.body;
            const tokens = { token: text(body, 'token'), refreshToken: text(body, 'refreshToken'), profileId: text(body, 'profileId') };
            if (!tokens.token || !tokens.refreshToken) throw new Error('storeSession needs an answer with token and refreshToken');
            session.start(tokens, text(scope.request, 'mobileNumber'), effect.loginWith);
            break;
          }
          case 'logout':
            session.clear();
            void navigate(routeTable.loginRoute, { replace: true });
            break;
          case 'deny':
            scope.setFormError?.(effect);
            break;
          case 'allow':
            break;
        }
      }
    },
    [navigate, session, toast],
  );
}
