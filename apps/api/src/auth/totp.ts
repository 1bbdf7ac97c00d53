import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The second factor's arithmetic (RFC 6238 through the `otpauth` package): 6 digits, 30-second steps, SHA-1
 * (what every authenticator app reads from a QR code), one step either side of now accepted for clock drift.
 * The database side (each step used once, recovery codes used once) is in staff.ts.
 */
export const TOTP_ISSUER = 'Clipmarket';
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one a code may belong to. */
export const TOTP_WINDOW = 1;
/** Recovery codes issued when two-step sign-in is set up. */
export const RECOVERY_CODE_COUNT = 10;

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps show it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/…` key URI an authenticator app scans. */
export function totpKeyUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The code for `at` (tests and the development demo accounts' e2e helpers). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/** The time step `at` falls in. */
export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step a 6-digit code belongs to, within the window around `at`; null when it is no such code. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : timeStep(at) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** New one-time recovery codes, `xxxxx-xxxxx` (about 49 random bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Is this, once spaces and dashes are dropped, shaped like a recovery code? */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(code.replace(/[\s-]+/g, '').toLowerCase());
}

/** The stored form of a recovery code: SHA-256 of the code without spaces or dashes, lower case. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}
