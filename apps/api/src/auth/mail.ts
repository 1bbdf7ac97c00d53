import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthConfig } from './config';
import { sendSmtp, type SmtpMessage } from './smtp';

/** A mail the server sends (password reset, account notices). Plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What it is for, e.g. 'password-reset'. */
  kind: string;
}

/** The mail port (decisions.md): SMTP when configured, else the outbox table, readable in development. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every mail is written to the outbox first (a record of what was sent, and the whole delivery when there is
 * no SMTP server). With `smtpUrl`, it is then handed to that server and marked sent, or its error is kept.
 */
export function createMailer(
  db: Kysely<DB>,
  config: Pick<AuthConfig, 'smtpUrl' | 'mailFrom'>,
  deliver: (url: string, message: SmtpMessage) => Promise<void> = sendSmtp,
): Mailer {
  return {
    async send(message) {
      const { id } = await db
        .insertInto('outbox')
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          kind: message.kind,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!config.smtpUrl) return;
      try {
        await deliver(config.smtpUrl, { from: config.mailFrom, ...message });
        await db
          .updateTable('outbox')
          .set({ sentAt: new Date(), lastError: null })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('outbox')
          .set({ lastError: reason.slice(0, 500) })
          .where('id', '=', id)
          .execute();
        throw error;
      }
    },
  };
}
