import { SESSION } from '@clipmarket/core';
import { checkedSetting, parseRateLimitText } from '../env-setting';

/** At most `max` attempts in a fixed window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Environment variables of the auth limits, each `max/windowSeconds`, e.g. `AUTH_REGISTER_LIMIT=10/3600`. */
export const LIMIT_ENV = {
  login: ['AUTH_LOGIN_LIMIT', '10/900'],
  loginPerAddress: ['AUTH_LOGIN_ADDRESS_LIMIT', '100/900'],
  register: ['AUTH_REGISTER_LIMIT', '10/3600'],
  resetRequest: ['AUTH_RESET_LIMIT', '5/3600'],
  resetRequestPerAddress: ['AUTH_RESET_ADDRESS_LIMIT', '20/3600'],
  passwordChange: ['AUTH_PASSWORD_CHANGE_LIMIT', '10/900'],
  verificationRequest: ['AUTH_VERIFICATION_LIMIT', '5/3600'],
  secondFactor: ['AUTH_SECOND_FACTOR_LIMIT', '5/900'],
} as const;

/** A session unused this many hours ends (ADR 57): a working day and then some, well below the 14-day lifetime. */
export const SESSION_IDLE_HOURS_DEFAULT = 12;
export const PASSWORD_RESET_MINUTES_DEFAULT = 60;
export const EMAIL_VERIFICATION_HOURS_DEFAULT = 24;

export function parseLimit(name: string, text: string): RateLimit {
  return parseRateLimitText(name, text, 'attempts', '10/3600');
}

export function positiveNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number; got "${text}".`);
  return value;
}

const limit = ([name, fallback]: readonly [string, string]) =>
  checkedSetting(name, fallback, (text) => parseLimit(name, text));
const positive = (name: string, fallback: number) =>
  checkedSetting(name, String(fallback), (text) => positiveNumber(name, text, fallback));

/** The auth settings (auth/config.ts reads them): sessions, links in mails, and the rate limits. */
export const authEnvShape = {
  /** Days a session (and its cookie) lasts at most (spec section 9). */
  SESSION_LIFETIME_DAYS: positive('SESSION_LIFETIME_DAYS', SESSION.cookieLifetimeDays),
  /** Hours a session may go unused before it ends, whatever its lifetime (ADR 57). */
  SESSION_IDLE_HOURS: positive('SESSION_IDLE_HOURS', SESSION_IDLE_HOURS_DEFAULT),
  /** Minutes a password reset link works. */
  PASSWORD_RESET_LIFETIME_MINUTES: positive(
    'PASSWORD_RESET_LIFETIME_MINUTES',
    PASSWORD_RESET_MINUTES_DEFAULT,
  ),
  /** Hours an e-mail verification link works. */
  EMAIL_VERIFICATION_LIFETIME_HOURS: positive(
    'EMAIL_VERIFICATION_LIFETIME_HOURS',
    EMAIL_VERIFICATION_HOURS_DEFAULT,
  ),
  /**
   * Sign-in attempts per client address and e-mail, as `max/windowSeconds`; a successful sign-in clears them.
   * Each AUTH_*_LIMIT below has the same form.
   */
  AUTH_LOGIN_LIMIT: limit(LIMIT_ENV.login),
  /** Sign-in attempts per client address, whatever the e-mail (password spraying). */
  AUTH_LOGIN_ADDRESS_LIMIT: limit(LIMIT_ENV.loginPerAddress),
  /** Registrations per client address (every attempt that passes validation). */
  AUTH_REGISTER_LIMIT: limit(LIMIT_ENV.register),
  /** Password reset requests per client address and e-mail. */
  AUTH_RESET_LIMIT: limit(LIMIT_ENV.resetRequest),
  /** Password reset requests per client address. */
  AUTH_RESET_ADDRESS_LIMIT: limit(LIMIT_ENV.resetRequestPerAddress),
  /** Password changes per account (wrong current passwords included). */
  AUTH_PASSWORD_CHANGE_LIMIT: limit(LIMIT_ENV.passwordChange),
  /** Verification mails asked for per account. */
  AUTH_VERIFICATION_LIMIT: limit(LIMIT_ENV.verificationRequest),
  /** Second-factor codes tried per account, at sign-in and set-up (ADR 56). */
  AUTH_SECOND_FACTOR_LIMIT: limit(LIMIT_ENV.secondFactor),
};
