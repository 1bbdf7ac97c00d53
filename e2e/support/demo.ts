import { Secret, TOTP } from 'otpauth';

/** The demo accounts' published password (README; development databases only). */
export const DEMO_PASSWORD = 'clipmarket-demo';

/**
 * The demo staff accounts' published TOTP secret (README; apps/api/src/auth/seed.ts DEMO_TOTP_SECRET): staff
 * sign in with a second factor (ADR 56), and the tests compute it as an authenticator app would.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The demo staff accounts' code now, or `stepsAhead` 30-second steps ahead (the server accepts one step of
 * clock drift, and each step once: a second sign-in within the same step takes the next one).
 */
export function demoCode(stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
