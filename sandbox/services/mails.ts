import type { SandboxDatabase } from '../db/open-database';

/** A file sent with a mail. */
export interface Attachment {
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: Buffer;
}

/** A mail as the dev inbox shows it: the attachment whole, in base64, for a test to open. */
export interface DeliveredMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: string;
  readonly attachments: readonly { readonly fileName: string; readonly mediaType: string; readonly size: number; readonly content: string }[];
}

/**
 * Mails the sandbox sends (a statement): kept for the dev inbox (GET /sandbox/inbox?email=) in
 * place of a mail server, as its OTPs are.
 */
export class Mails {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  send(to: string, subject: string, body: string, attachment?: Attachment): void {
    this.db
      .prepare('INSERT INTO mails (target, subject, body, attachment_name, attachment_type, attachment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(to, subject, body, attachment?.fileName ?? null, attachment?.mediaType ?? null, attachment?.content ?? null, this.now());
  }

  /** The newest mails to an address, newest first. */
  inbox(to: string): DeliveredMail[] {
    const rows = this.db
      .prepare('SELECT target, subject, body, attachment_name AS fileName, attachment_type AS mediaType, attachment, created_at AS createdAt FROM mails WHERE target = ? ORDER BY id DESC LIMIT 10')
      .all(to) as { target: string; subject: string; body: string; fileName: string | null; mediaType: string | null; attachment: Buffer | null; createdAt: number }[];
    return rows.map((row) => ({
      to: row.target,
      subject: row.subject,
      body: row.body,
      sentAt: new Date(row.createdAt).toISOString(),
      attachments:
        row.fileName && row.mediaType && row.attachment
          ? [{ fileName: row.fileName, mediaType: row.mediaType, size: row.attachment.length, content: row.attachment.toString('base64') }]
          : [],
    }));
  }
}
