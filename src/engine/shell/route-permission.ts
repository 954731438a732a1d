import { callOperation, type OperationBody } from '@/api/call-operation';
import type { OperationId } from '@/api/generated/operations';
import { askPermission } from '../actions/ask-permission';
import type { ApiServices } from '../api/api-context';
import { loadRequest } from '../load/use-load';
import { screenScope } from '../load/use-screen-scope';
import { shell } from './shell';
import { catalogues, loadCatalogues } from '@/core/config/catalogues';

/** A route opens, or is refused with the page notice (rules/catalogues/page-notices.json) that says why, when one does. */
export type RouteAnswer = { readonly allowed: true } | { readonly allowed: false; readonly notice?: string };

/**
 * Whether a signed-in customer may open a route that names a permission (schemas/routes.json): a
 * full-KYC customer has no upgrade to make. Refused, the answer names the page notice whose message
 * is the refusal's ("Please upgrade your KYC", "Your card is blocked"), so the customer is told
 * (issue 31 item 8). When the wallet cannot be read, the route opens and its own screen meets the
 * failure; the guard never stands in for an error page.
 */
export async function routeAllowed(permission: string, { client, session }: Pick<ApiServices, 'client' | 'session'>): Promise<RouteAnswer> {
  const scope = screenScope(session);
  const operation = shell.permissions.load.operation as OperationId;
  const answer = await callOperation(client, operation, loadRequest(shell.permissions.load, scope).body as OperationBody<typeof operation>);
  if (answer.httpStatus !== 200) return { allowed: true };
  const effects = await askPermission(permission, answer.body, scope);
  if (effects === 'allowed') return { allowed: true };
  await loadCatalogues();
  const said = effects.flatMap((effect) => ('messageKey' in effect && typeof effect.messageKey === 'string' ? [effect.messageKey] : []));
  const notice = catalogues.pageNotices.entries.find((entry) => entry.messageKey !== undefined && said.includes(entry.messageKey))?.code;
  return notice === undefined ? { allowed: false } : { allowed: false, notice };
}
