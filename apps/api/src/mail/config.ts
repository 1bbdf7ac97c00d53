import { z } from 'zod';

/** The mail settings (ADR 58), read by `loadMailConfig`; config.ts checks them at start with the others. */
export const mailEnvShape = {
  /**
   * `smtp://user:pass@host:587` (STARTTLS, required) or `smtps://user:pass@host:465` (TLS from the start): mail is
   * sent there. Unset: development keeps mail in the outbox; production sends none and keeps no link.
   */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From address of mails. */
  MAIL_FROM: z.string().trim().optional(),
  /**
   * `true` sends mail to an `smtp://` server that offers no STARTTLS, in clear (a relay on this machine or a
   * private network). Off: such a server is refused and the mail retried, then failed.
   */
  SMTP_ALLOW_PLAINTEXT: z.enum(['true', 'false']).default('false'),
  /** Sent and failed mails (and development's kept ones) are deleted this many days after they were written. */
  MAIL_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(30),
};

export type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>>;

/** The rules between the variables, as `{ path, message }` issues (zod's shape). */
export function mailEnvIssues(env: MailEnv): { path: string[]; message: string }[] {
  if (env.SMTP_ALLOW_PLAINTEXT !== 'true' || !env.SMTP_URL) return [];
  const url = new URL(env.SMTP_URL);
  if (url.protocol === 'smtp:' && (url.username || url.password))
    return [
      {
        path: ['SMTP_ALLOW_PLAINTEXT'],
        message:
          'would send the password in SMTP_URL in clear to a server without STARTTLS: use smtps://, a server ' +
          'with STARTTLS, or a relay that needs no password',
      },
    ];
  return [];
}

export interface MailConfig {
  /** The SMTP server's address, or null: no mail is sent. */
  smtpUrl: string | null;
  /** The From address. */
  mailFrom: string;
  /** Send to a server without STARTTLS (SMTP_ALLOW_PLAINTEXT=true). */
  allowPlaintext: boolean;
  /** How long a mail is kept after it was written (not while queued), in ms. */
  retentionMs: number;
  /** NODE_ENV=production: no mail keeps a link once the worker is done with it, SMTP or not. */
  production: boolean;
}

export const DEFAULT_MAIL_FROM = 'Clipmarket <no-reply@clipmarket.com>';

/** The mail settings from the environment; a bad value throws an error naming the variable. */
export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = z.object(mailEnvShape).safeParse(env);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  const issues = mailEnvIssues(parsed.data);
  if (issues.length > 0) throw new Error(issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
  return {
    smtpUrl: parsed.data.SMTP_URL ?? null,
    mailFrom: parsed.data.MAIL_FROM || DEFAULT_MAIL_FROM,
    allowPlaintext: parsed.data.SMTP_ALLOW_PLAINTEXT === 'true',
    retentionMs: Math.round(parsed.data.MAIL_RETENTION_DAYS * 86_400_000),
    production: env.NODE_ENV === 'production',
  };
}
