import { SESSION } from '@clipmarket/core';
import { configSchema } from '../config';
import {
  EMAIL_VERIFICATION_HOURS_DEFAULT,
  LIMIT_ENV,
  parseLimit,
  PASSWORD_RESET_MINUTES_DEFAULT,
  positiveNumber,
  SESSION_IDLE_HOURS_DEFAULT,
  type RateLimit,
} from './env';

export { LIMIT_ENV, SESSION_IDLE_HOURS_DEFAULT, type RateLimit };

export interface AuthConfig {
  /** The company's e-mail domains (spec section 1), lower case: a staff grant needs a verified one (ADR 56). */
  companyEmailDomains: string[];
  /** The operator's staff allow-list (STAFF_EMAILS), exact lower-case addresses (ADR 56). */
  staffEmails: string[];
  /** Lifetime of a session token and its cookie, in seconds (14 days). */
  sessionLifetimeSeconds: number;
  /** A session unused for longer than this expires, whatever its lifetime, in seconds (12 hours, ADR 57). */
  sessionIdleSeconds: number;
  /**
   * How stale a session's `lastSeenAt` may get: it is written at most once in this many seconds, not at every
   * request (a tenth of the idle limit, at most 5 minutes).
   */
  sessionTouchSeconds: number;
  /** Lifetime of a password reset link, in seconds (1 hour). */
  resetLifetimeSeconds: number;
  /** Lifetime of an e-mail verification link, in seconds (24 hours). */
  verificationLifetimeSeconds: number;
  /**
   * The address mails link to (reset links). Never taken from the request's Host header, which a client
   * controls (reset-link poisoning).
   */
  publicBaseUrl: string;
  /** `GET /api/dev/outbox` is registered (everywhere except NODE_ENV=production). */
  devOutbox: boolean;
  /** `smtp://user:pass@host:port` or `smtps://…`: mail is sent there; without it, mail stays in the outbox. */
  smtpUrl: string | null;
  /** The From address of mails. */
  mailFrom: string;
  limits: {
    /** Sign-in attempts per client address and e-mail; cleared by a successful sign-in. */
    login: RateLimit;
    /** Sign-in attempts per client address, whatever the e-mail (password spraying). */
    loginPerAddress: RateLimit;
    /** Registrations per client address (every attempt that passes validation). */
    register: RateLimit;
    /** Reset requests per client address and e-mail. */
    resetRequest: RateLimit;
    /** Reset requests per client address. */
    resetRequestPerAddress: RateLimit;
    /** Password changes per account (wrong current passwords included: it guards the password like login). */
    passwordChange: RateLimit;
    /** Verification mails asked for per account. */
    verificationRequest: RateLimit;
    /** Second-factor codes tried per account, at sign-in and set-up (ADR 56). */
    secondFactor: RateLimit;
  };
}

/** Every limit of AuthConfig has its variable (a compile error otherwise). */
const LIMITS_NAMED: Record<keyof AuthConfig['limits'], readonly [string, string]> = LIMIT_ENV;

/**
 * The auth settings from the environment:
 * - COMPANY_EMAIL_DOMAINS: comma-separated staff domains (default clipmarket.com), as config.ts defines it;
 * - SESSION_LIFETIME_DAYS (default 14, spec section 9), SESSION_IDLE_HOURS (default 12, ADR 57),
 *   PASSWORD_RESET_LIFETIME_MINUTES (default 60), EMAIL_VERIFICATION_LIFETIME_HOURS (default 24);
 * - PUBLIC_BASE_URL: where mails link to (default http://localhost:$PORT);
 * - SMTP_URL, MAIL_FROM: the mail port (outbox without SMTP_URL);
 * - AUTH_*_LIMIT: the rate limits (LIMIT_ENV).
 */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  // The server's one definition of the variable (config.ts), read alone so other settings do not matter here.
  const parsedDomains = configSchema.shape.COMPANY_EMAIL_DOMAINS.safeParse(env.COMPANY_EMAIL_DOMAINS);
  if (!parsedDomains.success) {
    throw new Error(`COMPANY_EMAIL_DOMAINS: ${parsedDomains.error.issues.map((i) => i.message).join('; ')}`);
  }
  const domains = parsedDomains.data.map((domain) => domain.replace(/^@/, ''));
  const staffEmails = configSchema.shape.STAFF_EMAILS.parse(env.STAFF_EMAILS);
  const limits = Object.fromEntries(
    Object.entries(LIMITS_NAMED).map(([key, [name, fallback]]) => [
      key,
      parseLimit(name, env[name] ?? fallback),
    ]),
  ) as AuthConfig['limits'];
  const days = positiveNumber('SESSION_LIFETIME_DAYS', env.SESSION_LIFETIME_DAYS, SESSION.cookieLifetimeDays);
  if (env.SESSION_IDLE_DAYS !== undefined) {
    throw new Error('SESSION_IDLE_DAYS is no longer read: set SESSION_IDLE_HOURS (default 12) instead.');
  }
  const idleHours = positiveNumber('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, SESSION_IDLE_HOURS_DEFAULT);
  const resetMinutes = positiveNumber(
    'PASSWORD_RESET_LIFETIME_MINUTES',
    env.PASSWORD_RESET_LIFETIME_MINUTES,
    PASSWORD_RESET_MINUTES_DEFAULT,
  );
  const verificationHours = positiveNumber(
    'EMAIL_VERIFICATION_LIFETIME_HOURS',
    env.EMAIL_VERIFICATION_LIFETIME_HOURS,
    EMAIL_VERIFICATION_HOURS_DEFAULT,
  );
  const sessionIdleSeconds = Math.max(1, Math.round(idleHours * 3600));
  return {
    companyEmailDomains: domains,
    staffEmails,
    sessionLifetimeSeconds: Math.round(days * 86_400),
    sessionIdleSeconds,
    sessionTouchSeconds: touchInterval(sessionIdleSeconds),
    resetLifetimeSeconds: Math.round(resetMinutes * 60),
    verificationLifetimeSeconds: Math.round(verificationHours * 3600),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    devOutbox: env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Clipmarket <no-reply@clipmarket.com>',
    limits,
  };
}

/**
 * How often a session's last use is written for an idle limit: a tenth of it, at most 5 minutes, so the idle
 * limit is kept to within 5 minutes and the session list's "last seen" is as fresh (ADR 57).
 */
export function touchInterval(idleSeconds: number): number {
  return Math.max(1, Math.min(300, Math.floor(idleSeconds / 10)));
}

/** The e-mail's domain is one of the company's (spec section 1): the precondition of a staff grant (ADR 56). */
export function isStaffEmail(email: string, config: Pick<AuthConfig, 'companyEmailDomains'>): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  return config.companyEmailDomains.includes(email.slice(at + 1).toLowerCase());
}

/**
 * A verified address on a company domain: the precondition of a staff grant, not staff status itself (that
 * needs a grant and a second factor too: staff.ts, ADR 56).
 */
export function isVerifiedCompanyAddress(
  user: { email: string; emailVerifiedAt: Date | string | null },
  config: Pick<AuthConfig, 'companyEmailDomains'>,
): boolean {
  return user.emailVerifiedAt !== null && isStaffEmail(user.email, config);
}
