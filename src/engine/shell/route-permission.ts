import { callOperation, type OperationBody } from '../../api/call-operation';
import type { OperationId } from '../../api/generated/operations';
import { limitValues } from '../../core/config/limits';
import { resolveTemplate } from '../../core/flow/resolve-template';
import { askPermission } from '../actions/ask-permission';
import type { ApiServices } from '../api/api-context';
import { shell } from './shell';

/**
 * Whether a signed-in customer may open a route that names a permission (schemas/routes.json): a
 * full-KYC customer has no upgrade to make. When the wallet cannot be read, the route opens and its
 * own screen meets the failure; the guard never stands in for an error page.
 */
export async function routeAllowed(permission: string, { client, session }: Pick<ApiServices, 'client' | 'session'>): Promise<boolean> {
  const scope = { session: { mobileNumber: session.mobileNumber() }, user: session.user(), limit: limitValues() };
  const load = shell.permissions.load;
  const operation = load.operation as OperationId;
  const answer = await callOperation(client, operation, resolveTemplate(load.body, scope) as OperationBody<typeof operation>);
  if (answer.httpStatus !== 200) return true;
  return (await askPermission(permission, answer.body, scope)) === 'allowed';
}
