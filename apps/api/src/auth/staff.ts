import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isStaffEmail, type AuthConfig } from './config';
import * as staff from './staff-repository';
import { hashRecoveryCode, looksLikeRecoveryCode, matchingStep, newRecoveryCodes } from './totp';

/**
 * Who is staff (docs/adr/0056-staff-access-by-grant-and-second-factor.md). Staff powers need all of:
 * - a verified address on a company domain (COMPANY_EMAIL_DOMAINS: the precondition of any grant);
 * - a grant: the address is on the operator's STAFF_EMAILS allow-list, or a staff administrator granted it
 *   (`staff_grants`);
 * - two-step sign-in set up (`second_factors.confirmed_at`), and a session that proved it
 *   (`sessions.second_factor_at`).
 * A verified company address alone is a buyer's account.
 */

export type StaffConfig = Pick<AuthConfig, 'companyEmailDomains' | 'staffEmails'>;

/** What staff status is decided from. */
export interface StaffFacts {
  email: string;
  emailVerifiedAt: Date | string | null;
  /** An administrator's grant exists. */
  granted: boolean;
  /** The grant makes an administrator. */
  grantAdmin: boolean;
  /** Two-step sign-in is set up. */
  secondFactor: boolean;
  /** This session proved the second factor. */
  sessionSecondFactor: boolean;
}

/** No grant, no second factor: what a buyer has. */
export const NO_STAFF_ACCESS = {
  granted: false,
  grantAdmin: false,
  secondFactor: false,
  sessionSecondFactor: false,
} as const;

/** The address is on the operator's STAFF_EMAILS allow-list (exact, lower case). */
export function isAllowListed(email: string, config: StaffConfig): boolean {
  return config.staffEmails.includes(email.toLowerCase());
}

/** Granted staff access: a verified company address, allow-listed or granted. Powers wait for the 2nd factor. */
export function staffGranted(facts: StaffFacts, config: StaffConfig): boolean {
  return (
    facts.emailVerifiedAt !== null &&
    isStaffEmail(facts.email, config) &&
    (isAllowListed(facts.email, config) || facts.granted)
  );
}

/** Staff powers in this session: granted, two-step sign-in set up, and proved by the session. */
export function hasStaffPowers(facts: StaffFacts, config: StaffConfig): boolean {
  return staffGranted(facts, config) && facts.secondFactor && facts.sessionSecondFactor;
}

/** A staff administrator in this session: staff powers, and allow-listed or granted as an administrator. */
export function isStaffAdmin(facts: StaffFacts, config: StaffConfig): boolean {
  return hasStaffPowers(facts, config) && (isAllowListed(facts.email, config) || facts.grantAdmin);
}

/** The account's grant and second factor (the session's part is the caller's). */
export async function staffAccessOf(
  db: Kysely<DB>,
  userId: string,
): Promise<Omit<StaffFacts, 'email' | 'emailVerifiedAt' | 'sessionSecondFactor'>> {
  const [grant, factor] = await Promise.all([
    staff.staffGrantOf(db, userId),
    staff.secondFactorConfirmedAt(db, userId),
  ]);
  return {
    granted: Boolean(grant),
    grantAdmin: grant?.admin ?? false,
    secondFactor: Boolean(factor?.confirmedAt),
  };
}

/** Whether the account signs in with a second factor. */
export async function hasSecondFactor(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await staff.secondFactorConfirmedAt(db, userId);
  return Boolean(row?.confirmedAt);
}

/**
 * Spends a second-factor code of the account: a TOTP code of a time step newer than any used before (so a
 * code replayed within its window is refused), or an unused recovery code (then used up). Atomic: two
 * requests with the same code cannot both succeed.
 */
export async function spendSecondFactor(
  db: Kysely<DB>,
  userId: string,
  code: string,
  at: Date,
): Promise<'totp' | 'recovery' | null> {
  const typed = code.replace(/\s+/g, '').toLowerCase();
  const factor = await staff.secondFactorOf(db, userId);
  if (!factor?.confirmedAt) return null;
  const step = matchingStep(factor.secret, typed, at);
  if (step !== null) return (await staff.useTotpStep(db, userId, step)) ? 'totp' : null;
  if (!looksLikeRecoveryCode(typed)) return null;
  return (await staff.useRecoveryCode(db, userId, hashRecoveryCode(typed), at)) ? 'recovery' : null;
}

/** Replaces the account's recovery codes with new ones; answers them (shown once, stored hashed). */
export async function issueRecoveryCodes(db: Kysely<DB>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await staff.deleteRecoveryCodes(trx, userId);
    await staff.insertRecoveryCodes(
      trx,
      userId,
      codes.map((code) => hashRecoveryCode(code)),
    );
  });
  return codes;
}
