import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { confirmationGrant } from '../tests/setup/confirmation-grant';
import { seededCustomer, sessionOf, type SeededCustomer } from '../tests/setup/seeded-customer';
import { limit } from '../src/core/config/limits';
import { maskName } from '../src/core/format/mask-name';
import { walletLimitPaise } from '../src/core/money/load-room';
import type { SandboxDatabase } from './db/open-database';
import { envelope, textOf } from './http/envelope';
import { Ledger } from './services/ledger';
import { described } from './services/transaction-description';

const sender = seededCustomer('9866000111');
const friend = seededCustomer('9866000112');
const minimum = seededCustomer('9812345678');

const sandbox = useInMemorySandbox();
let db: SandboxDatabase;
let app: FastifyInstance;
let ledger: Ledger;
beforeEach(() => {
  ({ db, app } = sandbox());
  ledger = new Ledger(db);
});

const idOf = (customer: SeededCustomer) => (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(customer.mobileNumber) as { id: number }).id;

const session = (customer: SeededCustomer) => sessionOf(app, customer);

const find = (auth: Record<string, string>, recipientMobileNumber: string) => app.inject({ method: 'POST', url: '/api/wallet-transfer/recipient', headers: auth, payload: { recipientMobileNumber } });

async function send(auth: Record<string, string>, to: string, amount: number, key: string, from: SeededCustomer = sender) {
  const grant = await confirmationGrant(app, auth, from, 'walletTransfer', { amount, recipientMobileNumber: to });
  return app.inject({ method: 'POST', url: '/api/wallet-transfer', headers: { ...auth, 'idempotency-key': key }, payload: { urn: from.urn, recipientMobileNumber: to, amount, remarks: 'Dinner', confirmationGrant: grant } });
}

/** The review's OTP for a transfer to a friend: what the portal asks for before the confirmation opens. */
const sendOtp = (auth: Record<string, string>, to: string, amount: number) =>
  app.inject({ method: 'POST', url: '/api/confirmation/send-otp', headers: auth, payload: { urn: sender.urn, purpose: 'walletTransfer', amount, recipientMobileNumber: to } });

describe("sandbox: money to a friend's wallet (spec §6, issue 31 item 14)", () => {
  it('finds the friend by mobile number, with the name masked', async () => {
    const found = await find(await session(sender), friend.mobileNumber);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ recipient: { maskedName: maskName(friend.fullName), mobileNumber: friend.mobileNumber } });
    expect(found.body).not.toContain(friend.fullName);
  });

  it('moves the amount once from one wallet to the other, a row in each statement, whatever is sent again with the same key', async () => {
    const auth = await session(sender);
    const before = { sender: ledger.balance(idOf(sender)), friend: ledger.balance(idOf(friend)) };
    const amount = 25_050;
    const grant = await confirmationGrant(app, auth, sender, 'walletTransfer', { amount, recipientMobileNumber: friend.mobileNumber });
    const payload = { urn: sender.urn, recipientMobileNumber: friend.mobileNumber, amount, remarks: 'Dinner', confirmationGrant: grant };
    const post = () => app.inject({ method: 'POST', url: '/api/wallet-transfer', headers: { ...auth, 'idempotency-key': 'wallet-transfer-key-0001' }, payload });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: '00', message: textOf('api:sentToWalletDone'), balance: before.sender - amount });
    // A double click or a retry after a timeout: the same key and body answer the same, and move nothing more.
    const again = await post();
    expect(again.json<{ txnId: string }>().txnId).toBe(first.json<{ txnId: string }>().txnId);
    expect(ledger.balance(idOf(sender))).toBe(before.sender - amount);
    expect(ledger.balance(idOf(friend))).toBe(before.friend + amount);
    const rows = (customer: SeededCustomer) => db.prepare('SELECT direction, amount_paise AS amount, description FROM statement_rows WHERE customer_id = ? AND txn_ref LIKE ?').all(idOf(customer), 'P2P%') as { direction: string; amount: number; description: string }[];
    expect(rows(sender)).toEqual([{ direction: 'DEBIT', amount, description: described('SENT_TO_WALLET', { name: maskName(friend.fullName) }).description }]);
    expect(rows(friend)).toEqual([{ direction: 'CREDIT', amount, description: described('RECEIVED_FROM_WALLET', { name: maskName(sender.fullName) }).description }]);
  });

  it('refuses an unknown number (170), a closed wallet (171) and the sender\'s own number (172), moving nothing', async () => {
    const auth = await session(sender);
    db.prepare("UPDATE wallets SET status = 'CLOSED' WHERE customer_id = ?").run(idOf(friend));
    const before = ledger.balance(idOf(sender));
    for (const [to, status, code] of [
      ['919000000001', 404, '170'],
      [friend.mobileNumber, 409, '171'],
      [sender.mobileNumber, 400, '172'],
    ] as const) {
      const found = await find(auth, to);
      expect(found.statusCode, to).toBe(status);
      expect(found.json(), to).toEqual({ code, message: envelope(code).message });
      // No OTP names a wallet that cannot be paid (issue 32 item 2), and the transfer refuses it whatever grant it carries.
      const otp = await app.inject({ method: 'POST', url: '/api/confirmation/send-otp', headers: auth, payload: { urn: sender.urn, purpose: 'walletTransfer', amount: 10_000, recipientMobileNumber: to } });
      expect(otp.statusCode, to).toBe(status);
      expect(otp.json(), to).toEqual({ code, message: envelope(code).message });
      const sent = await app.inject({
        method: 'POST',
        url: '/api/wallet-transfer',
        headers: { ...auth, 'idempotency-key': `wallet-transfer-refused-${code}` },
        payload: { urn: sender.urn, recipientMobileNumber: to, amount: 10_000, remarks: 'Dinner', confirmationGrant: 'cg-none' },
      });
      expect(sent.statusCode, to).toBe(status);
      expect(sent.json<{ code: string }>().code, to).toBe(code);
    }
    expect(ledger.balance(idOf(sender))).toBe(before);
  });

  it("holds the friend to their KYC level's wallet limit (173): a minimum-KYC friend cannot be taken past it", async () => {
    const auth = await session(sender);
    // The friend near their limit: what is left is less than the sender has.
    db.prepare('UPDATE wallets SET balance_paise = ? WHERE customer_id = ?').run(walletLimitPaise(minimum.kycType) - 20_000, idOf(minimum));
    const room = walletLimitPaise(minimum.kycType) - ledger.balance(idOf(minimum));
    expect(room).toBeLessThan(ledger.balance(idOf(sender)));
    // Issue 55 item 4: refused at the review, before any OTP is sent and wasted; and by the transfer itself.
    const inboxSize = async () => (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${sender.mobileNumber}` })).json<{ messages: unknown[] }>().messages.length;
    const sentBefore = await inboxSize();
    const review = await sendOtp(auth, minimum.mobileNumber, room + 100);
    expect([review.statusCode, review.json()]).toEqual([400, { code: '173', message: envelope('173').message }]);
    expect(await inboxSize()).toBe(sentBefore);
    const over = await app.inject({ method: 'POST', url: '/api/wallet-transfer', headers: { ...auth, 'idempotency-key': 'wallet-transfer-over-cap-01' }, payload: { urn: sender.urn, recipientMobileNumber: minimum.mobileNumber, amount: room + 100, remarks: 'Dinner', confirmationGrant: 'cg-none' } });
    expect([over.statusCode, over.json()]).toEqual([400, { code: '173', message: envelope('173').message }]);
    expect((await send(auth, minimum.mobileNumber, room, 'wallet-transfer-to-the-cap-1')).statusCode).toBe(200);
    expect(ledger.balance(idOf(minimum))).toBe(walletLimitPaise(minimum.kycType));
  });

  it('refuses a minimum-KYC sender (spec §6) and more than the balance, moving nothing', async () => {
    const fromMinimum = await session(minimum);
    const refused = await find(fromMinimum, sender.mobileNumber);
    expect(refused.statusCode).toBe(403);
    const auth = await session(sender);
    const balance = ledger.balance(idOf(sender));
    expect(balance).toBeLessThan(walletLimitPaise(friend.kycType));
    const tooMuch = await sendOtp(auth, friend.mobileNumber, balance + limit('minTransferAmountPaise'));
    expect([tooMuch.statusCode, tooMuch.json<{ message: string }>().message]).toEqual([400, textOf('account:refusal.insufficientBalance')]);
    expect(ledger.balance(idOf(sender))).toBe(balance);
  });
});
