import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueEntryOrDefault } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { limit } from '../../src/core/config/limits';
import { daysUntil, showDate, showDateTime } from '../../src/core/format/ist-time';
import { monthlyInOut } from '../../src/core/history/monthly-in-out';
import { maskAccount } from '../../src/core/format/mask-account';
import { maskEmail } from '../../src/core/format/mask-contact';
import { formatMoney } from '../../src/core/money/format-money';
import { coded, documentLanguage, envelope, refusalBody, successCode, textIn, type DocumentLanguage } from '../http/envelope';
import { movedMoney, type Ledger } from '../services/ledger';
import type { Mails } from '../services/mails';
import { statementPdf } from '../services/statement-pdf';
import { issuerLines, labelled } from './issuer-lines';
import { describedIn } from '../services/transaction-description';
import { statementPassword } from '../services/statement-password';
import type { Customers } from './customers';
import { notFound, ownWallet, type OwnWallet } from './own-wallet';
import { bodyOf, type BodyOf, type Handler } from './types';

interface Statement {
  readonly fileName: string;
  readonly content: Buffer;
  readonly passwordProtected: boolean;
}

const mediaType = 'application/pdf';

/** A statement of a period in the customer's language (issues 17 and 35), as the PDF writer lays it out. */
async function writeStatement(own: OwnWallet, ledger: Ledger, body: BodyOf<'getStatementPdf'>, language: DocumentLanguage, password: string | null): Promise<Statement> {
  const text = (key: string, values?: Readonly<Record<string, string | number>>) => textIn(language, key, values);
  const money = (paise: number) => formatMoney(paise, text('format.moneyLocale'), limit('currencyCode'));
  const { rows, openingPaise, closingPaise } = ledger.period(own.customer.id, body.fromDate, body.toDate);
  const moved = (direction: 'CREDIT' | 'DEBIT') => rows.filter((row) => row.direction === direction && movedMoney(row)).reduce((sum, row) => sum + row.amountPaise, 0);
  const period = { from: showDate(body.fromDate), to: showDate(body.toDate) };
  const { addressLine, city, pincode } = own.customer;
  // The state as the language names it ("कर्नाटक"); one the catalogue lacks, as it was written.
  const state = own.customer.state ? describedIn(language, 'indianStates', { code: own.customer.state, text: own.customer.state }) : null;
  const address = [addressLine, city, state && pincode ? `${state} ${pincode}` : (state ?? pincode)].filter(Boolean).join(', ');
  // The balance after each row, from the opening: a row that moved no money (failed) leaves it as it was.
  let balance = openingPaise;
  const content = await statementPdf({
    title: text('api:statement.title'),
    issuer: issuerLines(language),
    facts: [
      [text('api:statement.name'), own.customer.fullName],
      ...(address ? [[text('api:statement.address'), address] as const] : []),
      [text('api:statement.wallet'), maskAccount(own.wallet.urn)],
      [text('api:statement.account'), maskAccount(own.wallet.accountNumber)],
      [text('api:statement.period'), text('api:statement.periodValue', period)],
      [text('api:statement.generatedAt'), text('api:statement.generatedValue', { at: showDateTime(Date.now()) })],
    ],
    runningHead: [own.customer.fullName, labelled(language, 'api:statement.wallet', maskAccount(own.wallet.urn)), text('api:statement.periodValue', period)].join(' · '),
    summary: [
      [text('api:statement.opening'), money(openingPaise)],
      [text('api:statement.moneyIn'), money(moved('CREDIT'))],
      [text('api:statement.moneyOut'), money(moved('DEBIT'))],
      [text('api:statement.closing'), money(closingPaise)],
    ],
    columns: {
      date: text('account:history.date'),
      description: text('account:history.description'),
      reference: text('account:history.reference'),
      status: text('account:history.status'),
      debit: text('api:statement.debit'),
      credit: text('api:statement.credit'),
      balance: text('api:statement.balance'),
    },
    rows: rows.map((row) => {
      const movedHere = movedMoney(row);
      if (movedHere) balance += row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise;
      // Under the description: what a failed row did not move, and the bank's reference of a settled transfer.
      const note = [movedHere ? '' : text('api:statement.notMoved', { amount: money(row.amountPaise) }), row.bankReference ? labelled(language, 'account:history.bankReference', row.bankReference) : ''].filter(Boolean).join(' · ');
      return {
        date: showDateTime(Date.parse(row.createdAt)),
        description: describedIn(language, 'transactionDescriptions', { code: row.descriptionCode, values: row.descriptionValues, text: row.description }),
        ...(note ? { note } : {}),
        reference: row.txnRef,
        status: text(catalogueEntryOrDefault(catalogues.transactionStatus, row.status)?.messageKey ?? 'account:transactionStatus.unknown'),
        debit: movedHere && row.direction === 'DEBIT' ? money(row.amountPaise) : '',
        credit: movedHere && row.direction === 'CREDIT' ? money(row.amountPaise) : '',
        balance: money(balance),
      };
    }),
    noRows: text('account:history.empty'),
    notes: [...(rows.some((row) => !movedMoney(row)) ? [text('api:statement.notMovedNote')] : []), text('api:statement.computerGenerated')],
    footer: (page, pages) => [text('api:statement.footer', period), text('api:statement.pageOf', { page, pages })],
    ...(password ? { password } : {}),
  });
  return { fileName: `statement-${body.fromDate}-to-${body.toDate}.pdf`, content, passwordProtected: password !== null };
}

/**
 * Statements (issue 17): a period's PDF, answered to download or mailed to the customer's e-mail
 * (the sandbox's inbox). The period is India's days, at most statementMaxDays (161 beyond); a
 * protected PDF needs the date of birth its password is made of.
 */
export function createStatementHandlers(customers: Customers, ledger: Ledger, mails: Mails): Record<string, Handler> {
  /** The customer's own wallet for a period it may be asked of, or null once the refusal is answered. */
  const ownPeriod = async (request: FastifyRequest, reply: FastifyReply, body: BodyOf<'getSpendingSummary'>): Promise<OwnWallet | null> => {
    const own = ownWallet(customers, request, body.urn);
    if (!own || own.wallet.last4Digits !== body.last4Digits) {
      await reply.code(404).send(notFound);
      return null;
    }
    if (body.fromDate > body.toDate) {
      await reply.code(400).send(refusalBody('account:refusal.fromAfterTo'));
      return null;
    }
    if (daysUntil(body.fromDate, body.toDate) + 1 > limit('statementMaxDays')) {
      await reply.code(400).send(envelope('161'));
      return null;
    }
    return own;
  };

  /** The statement asked for, or the answer that refuses it. */
  const prepare = async (request: FastifyRequest, reply: FastifyReply, body: BodyOf<'getStatementPdf'>): Promise<Statement | null> => {
    const own = await ownPeriod(request, reply, body);
    if (!own) return null;
    const password = body.protect ? statementPassword(own.customer.fullName, own.customer.dateOfBirth) : null;
    if (body.protect && password === null) {
      await reply.code(400).send(envelope('163'));
      return null;
    }
    return writeStatement(own, ledger, body, documentLanguage(body.language), password);
  };

  return {
    async getSpendingSummary(request, reply) {
      const body = bodyOf(request, 'getSpendingSummary');
      const own = await ownPeriod(request, reply, body);
      if (!own) return reply;
      const { rows } = ledger.period(own.customer.id, body.fromDate, body.toDate);
      return { ...coded(successCode, 'api:success'), months: monthlyInOut(rows.filter(movedMoney), body.fromDate, body.toDate) };
    },

    async getStatementPdf(request, reply) {
      const statement = await prepare(request, reply, bodyOf(request, 'getStatementPdf'));
      if (!statement) return reply;
      return {
        ...coded(successCode, 'api:statement.ready'),
        statement: { fileName: statement.fileName, mediaType, content: statement.content.toString('base64'), passwordProtected: statement.passwordProtected },
      };
    },

    async emailStatement(request, reply) {
      const body = bodyOf(request, 'emailStatement');
      // The e-mail a wallet keeps was verified by its OTP when it was given (sign-up, profile); a
      // wallet that is not the customer's (undefined) is refused by prepare.
      const email = ownWallet(customers, request, body.urn)?.customer.email;
      if (email === null) return reply.code(400).send(envelope('162'));
      const statement = await prepare(request, reply, body);
      if (!statement || !email) return reply;
      const language = documentLanguage(body.language);
      const period = { from: showDate(body.fromDate), to: showDate(body.toDate) };
      const password = statement.passwordProtected ? 'api:statement.mailPassword' : 'api:statement.mailOpen';
      mails.send(
        email,
        textIn(language, 'api:statement.mailSubject', period),
        `${textIn(language, 'api:statement.mailBody', period)}\n\n${textIn(language, password)}`,
        { fileName: statement.fileName, mediaType, content: statement.content },
      );
      return { ...coded(successCode, 'api:statement.mailed'), sentTo: maskEmail(email) };
    },
  };
}
