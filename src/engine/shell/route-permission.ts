import { callOperation, type OperationBody } from '../../api/call-operation';
import type { OperationId } from '../../api/generated/operations';
import { askPermission } from '../actions/ask-permission';
import type { ApiServices } from '../api/api-context';
import { loadRequest } from '../load/use-load';
import { screenScope } from '../load/use-screen-scope';
import { shell } from './shell';

/**
 * Whether a signed-in customer may open a route that names a permission (schemas/routes.json): a
 * full-KYC customer has no upgrade to make. When the wallet cannot be read, the route opens and its
 * own screen meets the failure; the guard never stands in for an error page.
 */
export async function routeAllowed(permission: string, { client, session }: Pick<ApiServices, 'client' | 'session'>): Promise<boolean> {
  const scope = screenScope(session);
  const operation = shell.permissions.load.operation as OperationId;
  const answer = await callOperation(client, operation, loadRequest(shell.permissions.load, scope).body as OperationBody<typeof operation>);
  if (answer.httpStatus !== 200) return true;
  return (await askPermission(permission, answer.body, scope)) === 'allowed';
}
