import type { Middleware } from 'openapi-fetch';
import { operationAt } from '../generated/operations';
import { isPrivate } from './is-private';
import type { SessionStore } from '../session-store';

/** Adds the session's access token to every operation that is not public in the contract, unless the call carries its own (logout, sent once the session is already forgotten). */
export function bearerToken(session: SessionStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = session.token();
      if (token && !request.headers.has('Authorization') && isPrivate(operationAt(request.method, schemaPath))) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
