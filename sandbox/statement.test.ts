import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { seededCustomer, sessionOf, type SeededCustomer } from '../tests/setup/seeded-customer';
import { pdfText } from '../tests/setup/pdf-text';
import { addDays, istDate, showDate, showDateTime } from '../src/core/format/ist-time';
import { formatMoney } from '../src/core/money/format-money';
import limits from '../rules/limits.json';
import en from '../locales/en/portal.json';
import { languagesIn, refusalCodeOf, textIn, textOf } from './http/envelope';
import { statementPassword } from './services/statement-password';
import { Ledger, movedMoney } from './services/ledger';
import seed from './db/seed.json';
import { confirmationGrant } from '../tests/setup/confirmation-grant';
import { transferToBankMessageCode } from '../src/api/generated/message-codes';
import { catalogueEntryOrDefault } from '../src/core/config/catalogue';
import { catalogues } from '../src/core/config/catalogues';
import indianStates from '../rules/catalogues/indian-states.json';
import { entryMessageKey } from '../src/core/config/with-message-keys';
import hiPlaces from '../locales/hi/places.json';
import { valueAtKey } from '../scripts/locale-keys';

// The history's customer (varied rows, a date of birth) and one without an e-mail or a date of birth.
const harsh = seededCustomer('9866000181');
const kavya = seededCustomer('9866000182');

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

const session = (who: SeededCustomer) => sessionOf(app, who);

const today = istDate(Date.now());
const period = (days: number) => ({ fromDate: addDays(today, 1 - days), toDate: today });
/** A text as read back, its spaces of any kind (pdftotext's line ends, French's narrow no-break) one space each. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const ask = async (url: string, who: SeededCustomer, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: await session(who), payload: { urn: who.urn, last4Digits: who.accountNumber.slice(-4), language: 'en', ...period(limits.limits.historyPresetDays.value), ...body } });

describe('statements (issue 17)', () => {
  it('a protected PDF opens with the name and birth password only, and holds every amount of the period', async () => {
    const answer = await ask('/api/statement/pdf', harsh, { protect: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const { statement } = answer.json<{ statement: { content: string; passwordProtected: boolean; fileName: string } }>();
    expect(statement.passwordProtected).toBe(true);
    const pdf = Buffer.from(statement.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(() => pdfText(pdf)).toThrow();
    const password = statementPassword(harsh.fullName, ('dateOfBirth' in harsh ? harsh.dateOfBirth : null) ?? null);
    expect(password).toBe('HARS1407');
    const text = pdfText(pdf, password ?? '');
    expect(text).toContain(textOf('api:statement.title'));
    expect(text).toContain(harsh.fullName);
    for (const row of harsh.statement) expect(text).toContain(formatMoney(row.amountPaise, en.format.locale, limits.limits.currencyCode.value).replace('₹', ''));
    expect(text).toContain(textOf('api:statement.pageOf', { page: 1, pages: 1 }));
  });

  it('prints every reference of a 1,000-row statement whole, and the balance after each row runs from the opening to the closing (issue 35 items 1 to 3)', async () => {
    const long = seededCustomer('9866000191');
    const answer = await ask('/api/statement/pdf', long, period(limits.limits.statementMaxDays.value));
    const text = pdfText(Buffer.from(answer.json<{ statement: { content: string } }>().statement.content, 'base64'));
    const { db } = sandbox();
    const customerId = (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(long.mobileNumber) as { id: number }).id;
    const { rows, openingPaise, closingPaise } = new Ledger(db).period(customerId, addDays(today, 1 - limits.limits.statementMaxDays.value), today);
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    // Each row's line as pdftotext lays it out: its reference whole, and the balance after it at the end.
    const money = (paise: number) => formatMoney(paise, en.format.locale, limits.limits.currencyCode.value);
    const printed = new Map([...text.matchAll(/\s([A-Z][A-Z0-9]{7,})\s.*?(₹[\d,]+\.\d\d)\s*$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
    let balance = openingPaise;
    for (const row of rows) {
      if (movedMoney(row)) balance += row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise;
      expect(printed.get(row.txnRef), row.txnRef).toBe(money(balance));
    }
    expect(balance).toBe(closingPaise);
    // Every page after the first says whose statement it is, of which wallet (issue 55 item 16).
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(1)) {
      expect(page).toContain(long.fullName);
      expect(page).toContain(`••••${long.urn.slice(-4)}`);
    }
  });

  it('sets a failed row in no money column, with its amount as not moved, and names the issuer, the helpline and the customer\'s address (issue 35 items 3 and 4)', async () => {
    const answer = await ask('/api/statement/pdf', harsh, {});
    const text = pdfText(Buffer.from(answer.json<{ statement: { content: string } }>().statement.content, 'base64'));
    const failed = harsh.statement.find((row) => !movedMoney(row));
    if (!failed) throw new Error('the history customer needs a failed row');
    const amount = formatMoney(failed.amountPaise, en.format.locale, limits.limits.currencyCode.value);
    const line = text.split('\n').find((one) => one.includes(failed.txnRef)) ?? '';
    // Only the balance after it, which it leaves as it was: no debit, no credit.
    expect(line.match(/₹[\d,]+\.\d\d/g)?.length).toBe(1);
    expect(text.replace(/\s+/g, ' ')).toContain(textOf('api:statement.notMoved', { amount }));
    const flat = text.replace(/\s+/g, ' ');
    for (const shown of [limits.limits.issuerName.value, limits.limits.helplineNumber.value, limits.limits.grievanceAddress.value, textOf('api:statement.computerGenerated'), textOf('api:statement.notMovedNote')]) expect(flat).toContain(shown);
    expect(flat).toContain(textOf('api:statement.footer', { from: showDate(addDays(today, 1 - limits.limits.historyPresetDays.value)), to: showDate(today) }));

    const housed = seed.customers.find((customer) => 'address' in customer && customer.address);
    if (!housed || !('address' in housed) || !housed.address) throw new Error('seed.json needs a customer with an address');
    const theirs = pdfText(Buffer.from((await ask('/api/statement/pdf', housed, {})).json<{ statement: { content: string } }>().statement.content, 'base64')).replace(/\s+/g, ' ');
    expect(theirs).toContain(`${housed.address.line}, ${housed.address.city}, ${housed.address.state} ${housed.address.pincode}`);
    // In Hindi the state is named in Devanagari (issue 35 item 9), from the catalogue's key.
    const state = indianStates.entries.find((entry) => entry.code === housed.address.state);
    const key = state ? (entryMessageKey(indianStates, state) ?? '') : '';
    const inHindi = pdfText(Buffer.from((await ask('/api/statement/pdf', housed, { language: 'hi' })).json<{ statement: { content: string } }>().statement.content, 'base64'));
    // Issue 59: the letters in the order they are written (ActualText), as a reader copies or searches them.
    expect(inHindi.replace(/\s+/g, ' ')).toContain(String(valueAtKey(hiPlaces, key.split(':').at(-1) ?? '')));
  });

  it('writes the statement in the language asked, and an open one without a password', async () => {
    const answer = await ask('/api/statement/pdf', harsh, { language: 'fr' });
    const text = pdfText(Buffer.from(answer.json<{ statement: { content: string } }>().statement.content, 'base64'));
    expect(text).toContain('Relevé de compte');
  });

  // Issue 59: every language of locales/, each script shaped (Telugu's "ప్ర" threw in fontkit) and read back in written order.
  it.each(Object.keys(languagesIn(join(import.meta.dirname, '../locales'))))('writes a statement of a customer with rows in %s, its words read back as written', async (language) => {
    const answer = await ask('/api/statement/pdf', harsh, { language });
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = flat(pdfText(Buffer.from(answer.json<{ statement: { content: string } }>().statement.content, 'base64')));
    for (const key of ['api:statement.title', 'api:statement.opening', 'api:statement.computerGenerated']) expect(shown).toContain(flat(textIn(language, key)));
    // A shaped word and the Latin comma after it (another face's run) read back with no space between (ActualText ends on the glyph that ends the word).
    expect(shown).not.toMatch(/(?!\p{Script=Latin})[\p{L}\p{M}] [,.:;)]/u);
  });

  it(`refuses a period longer than statementMaxDays with code 161, and From after To`, async () => {
    const long = await ask('/api/statement/pdf', harsh, period(limits.limits.statementMaxDays.value + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: '161' });
    const reversed = await ask('/api/statement/pdf', harsh, { fromDate: today, toDate: addDays(today, -1) });
    expect(reversed.json()).toMatchObject({ code: refusalCodeOf('account:refusal.fromAfterTo'), message: textOf('account:refusal.fromAfterTo') });
    const longest = await ask('/api/statement/pdf', harsh, period(limits.limits.statementMaxDays.value));
    expect(longest.statusCode).toBe(200);
  });

  it('mails the PDF to the wallet\'s e-mail, into the sandbox inbox; no e-mail is code 162, no date of birth for a password 163', async () => {
    const sent = await ask('/api/statement/email', harsh, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = await app.inject({ method: 'GET', url: `/sandbox/inbox?email=${encodeURIComponent(harsh.email ?? '')}` });
    const mail = inbox.json<{ mails: { subject: string; attachments: { fileName: string; mediaType: string; content: string }[] }[] }>().mails[0];
    expect(mail?.attachments[0]?.mediaType).toBe('application/pdf');
    expect(pdfText(Buffer.from(mail?.attachments[0]?.content ?? '', 'base64'))).toContain(harsh.fullName);

    expect((await ask('/api/statement/email', kavya, {})).json()).toMatchObject({ code: '162' });
    expect((await ask('/api/statement/pdf', kavya, { protect: true })).json()).toMatchObject({ code: '163' });
  });

  it('is the own wallet\'s only', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/statement/pdf', headers: await session(harsh), payload: { urn: kavya.urn, last4Digits: kavya.accountNumber.slice(-4), language: 'en', ...period(7) } });
    expect(answer.statusCode).toBe(404);
  });

  it("disputes a transaction of the customer's own statement only, and the request names it with its time", async () => {
    const disputed = harsh.statement.find((row) => row.status === 'FAILED' && row.direction === 'DEBIT') ?? harsh.statement[0];
    const body = { urn: harsh.urn, last4digit: harsh.accountNumber.slice(-4), reason: 'notReceived', comment: 'The bank says nothing arrived' };
    const created = await app.inject({ method: 'POST', url: '/api/create-new-service-request', headers: await session(harsh), payload: { ...body, txnId: disputed?.txnRef } });
    expect(created.statusCode, created.body).toBe(200);
    const dto = created.json<{ serviceRequestDto: { txnId?: string; status: string; txnDateTime?: string } }>().serviceRequestDto;
    expect(dto).toMatchObject({ txnId: disputed?.txnRef, status: 'OPEN' });
    expect(dto.txnDateTime).toMatch(/^\d{14}$/);
    const others = await app.inject({ method: 'POST', url: '/api/create-new-service-request', headers: await session(harsh), payload: { ...body, txnId: kavya.statement[0]?.txnRef } });
    expect(others.statusCode).toBe(404);
  });

  it('sums money in and out per month of the period, counting only what moved money', async () => {
    const answer = await ask('/api/statement/summary', harsh, { language: undefined });
    expect(answer.statusCode, answer.body).toBe(200);
    const { months } = answer.json<{ months: { month: string; creditPaise: number; debitPaise: number }[] }>();
    const from = addDays(today, 1 - limits.limits.historyPresetDays.value);
    expect(months[0]?.month).toBe(from.slice(0, 7));
    expect(months.at(-1)?.month).toBe(today.slice(0, 7));
    const moved = harsh.statement.filter((row) => movedMoney(row) && istDate(Date.parse(row.createdAt)) >= from);
    const sum = (direction: string) => moved.filter((row) => row.direction === direction).reduce((total, row) => total + row.amountPaise, 0);
    expect(months.reduce((total, month) => total + month.creditPaise, 0)).toBe(sum('CREDIT'));
    expect(months.reduce((total, month) => total + month.debitPaise, 0)).toBe(sum('DEBIT'));
  });
});

describe('receipts (issue 35 item 6)', () => {
  const receiptOf = async (who: SeededCustomer, txnId: string, language: string) =>
    app.inject({ method: 'POST', url: '/api/txn/receipt', headers: await session(who), payload: { urn: who.urn, txnId, language } });
  /** The customer's rows as the ledger holds them: the seed's dates move with datesAsOf. */
  const rowsOf = (who: SeededCustomer) => {
    const { db } = sandbox();
    const customerId = (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(who.mobileNumber) as { id: number }).id;
    return new Ledger(db).period(customerId, addDays(today, -limits.limits.statementMaxDays.value), today).rows;
  };
  it.each(Object.keys(languagesIn(join(import.meta.dirname, '../locales'))))('prints one page in %s: the amount, both parties, the reference whole, the time in India and the issuer', async (language) => {
    const paid = rowsOf(harsh).find((row) => row.direction === 'DEBIT' && movedMoney(row) && row.descriptionValues?.['name']);
    if (!paid) throw new Error('the history customer needs a transfer that went through');
    const answer = await receiptOf(harsh, paid.txnRef, language);
    expect(answer.statusCode, answer.body).toBe(200);
    const { receipt, message } = answer.json<{ message: string; receipt: { content: string; fileName: string; mediaType: string } }>();
    // The envelope's message is the API's English; the portal words the outcome in the customer's language.
    expect(message).toBe(textOf('api:receipt.ready'));
    expect(receipt.mediaType).toBe('application/pdf');
    expect(receipt.fileName).toBe(`receipt-${paid.txnRef}.pdf`);
    const text = pdfText(Buffer.from(receipt.content, 'base64'));
    // pdftotext ends each page with a form feed.
    expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(1);
    const shown = flat(text);
    const locale = textIn(language, 'format.moneyLocale');
    for (const part of [paid.txnRef, harsh.fullName, paid.descriptionValues?.['name'] ?? '', flat(formatMoney(paid.amountPaise, locale, limits.limits.currencyCode.value)), showDateTime(Date.parse(paid.createdAt)), limits.limits.issuerName.value, limits.limits.helplineNumber.value]) {
      expect(shown, part).toContain(part);
    }
    // Every script comes back from pdftotext in the order it is written (issue 59: ActualText), its words whole.
    for (const key of ['api:receipt.title', 'api:receipt.computerGenerated', 'account:transactionStatus.success']) expect(shown).toContain(flat(textIn(language, key)));
  });

  // Issue 55 item 16: a receipt of a transfer to a bank account names where it went; a failed one says why.
  it('names the account (masked), IFSC and bank of a transfer to a bank account, and the bank\'s reason of a failed one', async () => {
    const ravi = { beneficiaryName: 'Ravi Kumar', bankName: 'ICICI Bank', accountNumber: '000401234567', ifsc: 'ICIC0000004' };
    const auth = await session(harsh);
    const send = async (amount: number, key: string) => {
      const grant = await confirmationGrant(app, auth, harsh, 'transfer', { amount, payee: ravi });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/wta-transfer',
        headers: { ...auth, 'idempotency-key': key },
        payload: { messageCode: transferToBankMessageCode, urn: harsh.urn, amount, payee: ravi, implId: limits.limits.beneficiaryTransferImplId.value, implType: 'FT', confirmationGrant: grant },
      });
      return answer.json<{ txnId: string; cashoutCode: string }>();
    };
    const receiptText = async (txnId: string) => flat(pdfText(Buffer.from((await receiptOf(harsh, txnId, 'en')).json<{ receipt: { content: string } }>().receipt.content, 'base64')));
    const paid = await receiptText((await send(10000, 'receipt-key-000001')).txnId);
    for (const part of [`${textOf('account:beneficiaries.account')} ••••${ravi.accountNumber.slice(-4)}`, `${textOf('account:beneficiaries.ifsc')} ${ravi.ifsc}`, `${textOf('account:beneficiaries.bank')} ${ravi.bankName}`]) expect(paid).toContain(part);
    expect(paid).not.toContain(ravi.accountNumber);
    expect(paid).not.toContain(textOf('account:transaction.failureReason'));
    // The paise choose the bank's answer (sandbox/simulators/bank-transfer.json): 21 is M0, of the failed group.
    const refused = await send(10021, 'receipt-key-000002');
    const failedText = await receiptText(refused.txnId);
    expect(failedText).toContain(`${textOf('account:transaction.failureReason')} ${textOf(String(catalogueEntryOrDefault(catalogues.cashoutCodes, refused.cashoutCode)?.messageKey))} (${refused.cashoutCode})`);
    expect(failedText).toContain(`${textOf('account:beneficiaries.ifsc')} ${ravi.ifsc}`);
  });

  it('says a failed transaction moved no money, and finds no receipt of another customer\'s transaction', async () => {
    const failed = rowsOf(harsh).find((row) => !movedMoney(row));
    if (!failed) throw new Error('the history customer needs a failed row');
    const text = flat(pdfText(Buffer.from((await receiptOf(harsh, failed.txnRef, 'en')).json<{ receipt: { content: string } }>().receipt.content, 'base64')));
    expect(text).toContain(textOf('api:receipt.notMoved'));
    expect(text).toContain(textOf('account:transactionStatus.failed'));
    const theirs = await receiptOf(kavya, failed.txnRef, 'en');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(failed.txnRef);
  });
});
