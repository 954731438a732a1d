import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import disputeReasons from '../rules/catalogues/dispute-reasons.json';
import type { SandboxDatabase } from './db/open-database';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { seededCustomer, sessionOf } from '../tests/setup/seeded-customer';
import { addDays, istDate } from '../src/core/format/ist-time';
import limits from '../rules/limits.json';
import { operatorKeyHeader } from './http/operator-key';
import { textOf } from './http/envelope';

const operatorKey = 'checker-key-of-this-test';
const who = seededCustomer('9866000211');

const sandbox = useInMemorySandbox({ operatorKey });
let app: FastifyInstance;
let db: SandboxDatabase;
beforeEach(() => {
  ({ app, db } = sandbox());
});

interface Answer {
  code: string;
  serviceRequestDto: { serviceRequestId: string; serviceRequestNo: string; status: string; resolveBy: string; updates: { author: string; status: string; comment?: string }[] };
}

describe('service requests (spec §2, §3; issue 18)', () => {
  // Issue 55 item 11: "Asha\u202Egpj.exe" was stored and shown as "Ashaexe.jpg"; the reason is the form's choice.
  it('takes a reason only from rules/catalogues/dispute-reasons.json: free text is refused on the field and nothing is stored', async () => {
    const headers = await sessionOf(app, who);
    const count = () => (db.prepare('SELECT count(*) AS n FROM service_requests').get() as { n: number }).n;
    const before = count();
    for (const reason of ['Asha\u202Egpj.exe', 'Other', '']) {
      const refused = await app.inject({ method: 'POST', url: '/api/create-new-service-request', headers, payload: { urn: who.urn, last4digit: who.accountNumber.slice(-4), reason, comment: 'Please look.' } });
      expect([reason, refused.statusCode]).toEqual([reason, 400]);
      expect(refused.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain('/reason');
    }
    expect(count()).toBe(before);
    for (const { code: reason } of disputeReasons.entries) {
      const taken = await app.inject({ method: 'POST', url: '/api/create-new-service-request', headers, payload: { urn: who.urn, last4digit: who.accountNumber.slice(-4), reason, comment: 'Please look.' } });
      expect([reason, taken.statusCode]).toEqual([reason, 200]);
    }
  });

  it('keeps each comment and the checker\'s decision in the history, answers by customerCareReplyDays, and takes no comment once settled (409, code 164)', async () => {
    const headers = await sessionOf(app, who);
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-new-service-request',
      headers,
      payload: { urn: who.urn, last4digit: who.accountNumber.slice(-4), reason: 'other', comment: 'My card load is not credited.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = created.json<Answer>().serviceRequestDto;
    expect(request).toMatchObject({ status: 'OPEN', updates: [], resolveBy: addDays(istDate(Date.now()), limits.limits.customerCareReplyDays.value) });

    const update = (comment: string) => app.inject({ method: 'POST', url: '/api/update-service-request', headers, payload: { serviceRequestId: request.serviceRequestId, comment } });
    const commented = await update('Any news?');
    expect(commented.json<Answer>().serviceRequestDto).toMatchObject({ status: 'IN_PROGRESS', updates: [{ author: 'CUSTOMER', status: 'IN_PROGRESS', comment: 'Any news?' }] });

    // The bank's staff find it by the number the customer quotes (issue 55 item 14), or by its id.
    const checker = (key: string, which: { serviceRequestNo: string } | { serviceRequestId: string }) =>
      app.inject({ method: 'POST', url: '/sandbox/checker', headers: { [operatorKeyHeader]: key }, payload: { ...which, decision: 'SETTLED_BY_CHECKER', comment: 'Credited on review.' } });
    expect((await checker('not-the-key', { serviceRequestNo: request.serviceRequestNo })).statusCode).toBe(401);
    expect((await checker(operatorKey, { serviceRequestNo: 'SRN-NOT-THERE' })).statusCode).toBe(404);
    expect((await checker(operatorKey, { serviceRequestNo: request.serviceRequestNo })).statusCode).toBe(200);
    const read = await app.inject({ method: 'POST', url: '/api/get-single-service-request', headers, payload: { serviceRequestId: request.serviceRequestId } });
    expect(read.json<Answer>().serviceRequestDto.updates.at(-1)).toEqual(expect.objectContaining({ author: 'BANK', status: 'SETTLED_BY_CHECKER', comment: 'Credited on review.' }));
    // By the number the customer quotes, the same request (issue 55 item 14); another's number or both at once, none.
    const byNumber = await app.inject({ method: 'POST', url: '/api/get-single-service-request', headers, payload: { serviceRequestNo: request.serviceRequestNo } });
    expect(byNumber.json<Answer>().serviceRequestDto).toEqual(read.json<Answer>().serviceRequestDto);
    expect((await app.inject({ method: 'POST', url: '/api/get-single-service-request', headers, payload: { serviceRequestNo: 'SRN-NOT-THEIRS' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/get-single-service-request', headers, payload: { serviceRequestNo: request.serviceRequestNo, serviceRequestId: request.serviceRequestId } })).statusCode).toBe(400);

    const refused = await update('One more thing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('164');
  });
});

describe('one open dispute a transaction (issue 31 item 13)', () => {
  it('refuses a second dispute of a transaction while the first is open, names it on the transaction, and takes a new one once it is closed', async () => {
    const headers = await sessionOf(app, who);
    const txnId = who.statement[0]?.txnRef ?? '';
    expect(txnId).not.toBe('');
    const dispute = (comment: string) =>
      app.inject({ method: 'POST', url: '/api/create-new-service-request', headers, payload: { urn: who.urn, last4digit: who.accountNumber.slice(-4), reason: 'notMine', comment, txnId } });
    const details = async () => (await app.inject({ method: 'POST', url: '/api/txn/details', headers, payload: { urn: who.urn, txnId } })).json<{ openDispute?: { serviceRequestId: string; serviceRequestNo: string } }>();
    expect((await details()).openDispute).toBeUndefined();

    const first = (await dispute('I did not make this transaction.')).json<Answer & { serviceRequestDto: { serviceRequestNo: string } }>().serviceRequestDto;
    expect((await details()).openDispute).toEqual({ serviceRequestId: first.serviceRequestId, serviceRequestNo: first.serviceRequestNo });
    const again = await dispute('Again, about the same money.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: '169', message: textOf('code.169', { serviceRequestNo: first.serviceRequestNo }), values: { serviceRequestNo: first.serviceRequestNo } });

    await app.inject({ method: 'POST', url: '/sandbox/checker', headers: { [operatorKeyHeader]: operatorKey }, payload: { serviceRequestId: first.serviceRequestId, decision: 'REJECTED_BY_CHECKER', comment: 'Made with the customer\'s OTP.' } });
    const second = await dispute('It was not me, and here is why.');
    expect(second.statusCode).toBe(200);
    expect((await details()).openDispute?.serviceRequestId).toBe(second.json<Answer>().serviceRequestDto.serviceRequestId);
  });
});
