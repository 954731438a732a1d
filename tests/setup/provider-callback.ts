import type { FastifyInstance } from 'fastify';
import { providerFieldsOf, providerSecrets, reverseHash } from '../../sandbox/simulators/card-provider';

/** The card provider's answer to a started load, as the provider would post it back: the form, the status, the reverse hash. */
export function providerCallback(app: FastifyInstance, form: Readonly<Record<string, string>>, status: 'success' | 'failure' = 'success') {
  return app.inject({
    method: 'POST',
    url: '/api/card-payment/callback',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, status, hash: reverseHash(providerFieldsOf(form), status, providerSecrets().salt) }).toString(),
  });
}
