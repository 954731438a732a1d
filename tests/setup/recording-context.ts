import { vi } from 'vitest';
import { createApiClient } from '../../src/api/create-api-client';
import type { Effect } from '../../src/core/effects/effect';
import type { ActionContext } from '../../src/engine/actions/run-action';
import { loadDecision } from '../../src/engine/config/load-decision';
import { apiOrigin } from '../mocks/handlers';
import { testSession } from './test-session';

/**
 * What runAction's tests run an action with: a client of MSW's sandbox, the real decisions, nothing
 * typed or kept yet, and what the action applies and keeps recorded; `given` replaces any of it.
 */
export async function recordingContext(given: Partial<ActionContext> = {}): Promise<{ context: ActionContext; applied: Effect[]; keep: ReturnType<typeof vi.fn> }> {
  const applied: Effect[] = [];
  const keep = vi.fn();
  const context: ActionContext = {
    client: await createApiClient({ session: testSession(), baseUrl: apiOrigin, readCookie: () => null }),
    values: {},
    kept: {},
    session: () => ({}),
    decision: loadDecision,
    keep,
    apply: (effects) => {
      applied.push(...effects);
      return Promise.resolve();
    },
    ...given,
  };
  return { context, applied, keep };
}
