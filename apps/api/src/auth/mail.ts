import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { mailQueued } from '../mail/worker';
import type { AuthConfig } from './config';
import { queueMail } from './repository';

/** A mail the server sends (password reset, account notices): plain text, and an HTML part for a digest. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML (the saved searches' digest, with posters). */
  html?: string;
  /** Headers besides the usual, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** What it is for, e.g. 'password-reset'. */
  kind: string;
}

/** The mail port (decisions.md): SMTP when configured, else the outbox table, readable in development. */
export interface Mailer {
  /** Queues the mail durably and returns; the mail worker sends it. Rejects only if it could not be queued. */
  send(message: MailMessage): Promise<void>;
}

/**
 * The mail port as its callers use it: `send` writes the mail to the `outbox` table as `queued` and wakes this
 * process's mail worker (mail/worker.ts, ADR 58), which sends it through SMTP with retries, or, without SMTP,
 * keeps it for the development outbox. The request never waits on an SMTP server.
 *
 * `config` is accepted as before; the worker's settings (mail/config.ts) decide the delivery and the From.
 */
export function createMailer(
  db: Kysely<DB>,
  _config?: Partial<Pick<AuthConfig, 'smtpUrl' | 'mailFrom'>>,
): Mailer {
  return {
    async send(message) {
      await queueMail(db, {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        kind: message.kind,
        ...(message.html ? { htmlBody: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      mailQueued(db);
    },
  };
}
