/**
 * Issue 58: each guide of the developer portal (devportal/guides) runs, step by step, against a
 * fresh sandbox, as its samples send it: a guide whose call the API no longer takes fails here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGuides } from '../../devportal/build/guide';
import { planGuide } from '../../devportal/build/guide-plan';
import { readContract } from '../../devportal/build/contract-document';
import { runGuide } from '../../devportal/build/run-guide';
import { verifyWebhook } from '../../packages/wallet-client/src/verify-webhook';
import { buildSandbox } from '../../sandbox/app';
import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { signatureHeader } from '../../sandbox/services/webhooks';
import { seededDatabase } from '../setup/seeded-database';

const operatorKey = 'guides-operator-key';
const doc = readContract();
let db: SandboxDatabase;
let app: FastifyInstance;
let baseUrl: string;
let receiver: Server;
let webhookUrl: string;
const deliveries: { body: string; signature: string }[] = [];

beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db, operatorKey });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      deliveries.push({ body, signature: String(request.headers[signatureHeader.toLowerCase()]) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hooks`;
});

afterAll(async () => {
  receiver.close();
  await app.close();
  db.close();
});

describe('the developer portal’s guides run against the sandbox (issue 58)', () => {
  const guides = readGuides();

  it('has a guide for each flow the issue names', () => {
    expect(guides.map((guide) => guide.id)).toEqual(['sign-in-and-read', 'beneficiary-and-transfer', 'add-money', 'statements', 'webhooks']);
  });

  it.each(guides.map((guide) => [guide.id, guide] as const))('%s', async (_id, guide) => {
    expect((await fetch(`${baseUrl}/sandbox/example-identities/reset`, { method: 'POST' })).status).toBe(200);
    const { kept, records } = await runGuide(planGuide(doc, guide), { baseUrl, operatorKey, given: { webhookUrl } });
    expect(records).toHaveLength(guide.steps.length);
    for (const [name, pointer] of guide.steps.flatMap((step) => Object.entries(step.keep ?? {}))) expect(kept[name], `${name} at ${pointer}`).toBeDefined();
    if (guide.id === 'webhooks') {
      await expect.poll(() => deliveries.length).toBeGreaterThan(0);
      const [delivery] = deliveries;
      const event = await verifyWebhook({ secret: String(kept['secret']), signature: delivery?.signature, body: delivery?.body ?? '' });
      expect(event.type).toBe('card_payment.updated');
      expect(event.data.txnRef).toBe(kept['txnid']);
    }
  });
});
