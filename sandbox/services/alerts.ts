import { showDateTime } from '../../src/core/format/ist-time';
import type { SandboxDatabase } from '../db/open-database';
import { textIn, type DocumentLanguage } from '../http/envelope';
import type { Mails } from './mails';

/** What changed on an account, which its owner hears of on the channels they had before (issue 32 item 5). */
export type AlertKind = 'passwordChanged' | 'mobileChanged' | 'emailChanged' | 'beneficiaryAdded';

/** The texts of each alert: the SMS, and the mail's subject and body. */
const texts: Readonly<Record<AlertKind, { readonly sms: string; readonly subject: string; readonly body: string }>> = {
  passwordChanged: { sms: 'api:alert.passwordChanged.sms', subject: 'api:alert.passwordChanged.subject', body: 'api:alert.passwordChanged.body' },
  mobileChanged: { sms: 'api:alert.mobileChanged.sms', subject: 'api:alert.mobileChanged.subject', body: 'api:alert.mobileChanged.body' },
  emailChanged: { sms: 'api:alert.emailChanged.sms', subject: 'api:alert.emailChanged.subject', body: 'api:alert.emailChanged.body' },
  beneficiaryAdded: { sms: 'api:alert.beneficiaryAdded.sms', subject: 'api:alert.beneficiaryAdded.subject', body: 'api:alert.beneficiaryAdded.body' },
};

/** The channels an alert goes to: the number and the address as they were before the change. */
export interface AlertChannels {
  readonly mobileNumber: string;
  readonly email: string | null;
}

/** A text message the sandbox delivers (an alert), as the dev inbox shows it. */
export interface DeliveredText {
  readonly to: string;
  readonly text: string;
  readonly sentAt: string;
}

/** The last digits of a number or an account, which an alert may show. */
export const lastDigits = (digits: string): string => `••${digits.slice(-4)}`;

/** An e-mail address as an alert to the old one shows the new: its first letter and its domain. */
export const maskedEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${Array.from(local)[0] ?? ''}•••@${domain}`;
};

/**
 * Tells a customer that their password, number, e-mail or beneficiary changed (issue 32 item 5), as
 * banks do: by SMS to the number and by mail to the address they had before it, with what changed,
 * when, and what to do if it was not them. A thief who changed the number or the address cannot
 * keep the owner from hearing of it. In the language of the request that made the change (the
 * portal's). Delivered to the dev inbox, as OTPs and statements are.
 */
export class Alerts {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly mails: Mails,
    private readonly now: () => number = () => Date.now(),
  ) {}

  announce(kind: AlertKind, to: AlertChannels, language: DocumentLanguage, values: Readonly<Record<string, string>> = {}): void {
    const words = { ...values, when: showDateTime(this.now()) };
    const keys = texts[kind];
    this.db.prepare('INSERT INTO texts (target, body, created_at) VALUES (?, ?, ?)').run(to.mobileNumber, textIn(language, keys.sms, words), this.now());
    if (to.email) this.mails.send(to.email, textIn(language, keys.subject, words), textIn(language, keys.body, words));
  }

  /** The newest text messages to a number, newest first. */
  inbox(to: string): DeliveredText[] {
    const rows = this.db.prepare('SELECT target, body, created_at AS createdAt FROM texts WHERE target = ? ORDER BY id DESC LIMIT 20').all(to) as { target: string; body: string; createdAt: number }[];
    return rows.map((row) => ({ to: row.target, text: row.body, sentAt: new Date(row.createdAt).toISOString() }));
  }
}
