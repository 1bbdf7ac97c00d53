import net from 'node:net';
import type tls from 'node:tls';
import { createTransport } from 'nodemailer';
import type { MailConfig } from './config';

/** One mail as the worker hands it to SMTP: its text, and an HTML part and headers when it has them. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Sends one mail; rejects with the server's refusal or the connection's failure. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A failure that sending again will not cure: the server refused this mail's sender, recipients or data with a
 * 5xx reply, or nodemailer found its envelope invalid. A refusal of the connection itself (no STARTTLS, a
 * wrong password, a 421) is the server's or the settings' and is retried: the operator may mend it.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  return typeof responseCode !== 'number' || responseCode >= 500;
}

/**
 * The SMTP transport of `SMTP_URL`, through nodemailer: `smtps://` is TLS from the start (port 465 by default);
 * `smtp://` (port 587 by default) must upgrade with STARTTLS before anything else is said (`requireTLS`),
 * unless `SMTP_ALLOW_PLAINTEXT=true` (config.ts refuses that with a password in the address). Certificates are
 * verified against Node's trusted roots (`NODE_EXTRA_CA_CERTS` adds a private one); `tls` adds options (tests
 * trust their own certificate with `ca`). Mails never read files or URLs (`disableFileAccess`,
 * `disableUrlAccess`), and nodemailer logs nothing (it would log addresses).
 */
export function createSmtpTransport(
  config: Pick<MailConfig, 'smtpUrl' | 'allowPlaintext'> & { smtpUrl: string },
  options: { tls?: tls.ConnectionOptions } = {},
): MailTransport {
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(url.username);
  const transport = createTransport({
    host,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    requireTLS: !secure && !config.allowPlaintext,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    tls: { servername: net.isIP(host) ? undefined : host, ...options.tls },
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}
