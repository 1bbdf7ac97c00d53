import { ROLES } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as accounts from './repository';
import { hashPassword, verifyPassword } from './secrets';
import { TERMS_VERSION } from './service';
import { insertSecondFactorUnlessSet, insertStaffGrant } from './staff-repository';

/** The demo accounts' password (development data only). */
export const DEMO_PASSWORD = 'clipmarket-demo';

/**
 * The demo staff accounts' TOTP secret (development data only, published in the README like the password):
 * an authenticator app, or `totpCode(DEMO_TOTP_SECRET)`, gives their sign-in code.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The demo accounts that are staff (granted, with two-step sign-in); the first is a staff administrator. */
export const DEMO_STAFF_EMAILS = ['demo@clipmarket.com', 'insider@clipmarket.com'] as const;

/** Demo accounts: a staff rights-management user, a staff insider and an outside buyer. */
export const DEMO_USERS = [
  {
    email: 'demo@clipmarket.com',
    firstName: 'Dana',
    lastName: 'Demo',
    company: 'Clipmarket',
    roles: [ROLES.riffUser],
  },
  {
    email: 'insider@clipmarket.com',
    firstName: 'Ivan',
    lastName: 'Insider',
    company: 'Clipmarket',
    roles: [ROLES.insider],
  },
  {
    email: 'buyer@example.com',
    firstName: 'Bea',
    lastName: 'Buyer',
    company: 'Example Media',
    roles: [] as string[],
  },
] as const;

/**
 * Creates the demo accounts that do not exist yet (all with DEMO_PASSWORD, the terms accepted and the e-mail
 * verified: they are development fixtures, and the staff demos need a verified address). Answers how many were
 * created. Existing accounts are left alone, except that a demo account still on the demo password, created
 * before addresses were verified, is marked verified (an account someone registered under a demo address with
 * their own password is not).
 */
export async function seedDemoUsers(db: Kysely<DB>, password: string = DEMO_PASSWORD): Promise<number> {
  const passwordHash = await hashPassword(password);
  const verifiedAt = new Date();
  let created = 0;
  for (const user of DEMO_USERS) {
    const row = await accounts.insertUserUnlessTaken(db, {
      ...user,
      roles: [...user.roles],
      passwordHash,
      emailVerifiedAt: verifiedAt,
    });
    if (!row) {
      const existing = await accounts.unverifiedByEmail(db, user.email);
      if (existing && (await verifyPassword(existing.passwordHash, password))) {
        await accounts.setVerifiedAt(db, existing.id, verifiedAt);
      }
      continue;
    }
    created++;
    await accounts.insertAgreementUnlessMade(db, { userId: row.id, kind: 'terms', version: TERMS_VERSION });
  }
  await seedDemoStaffAccess(db, password);
  return created;
}

/**
 * Makes the demo staff accounts staff as ADR 56 asks (a grant, demo@ an administrator, and two-step sign-in
 * with DEMO_TOTP_SECRET), when they are still the demo accounts (on the demo password). Existing development
 * databases get it at their next start.
 */
async function seedDemoStaffAccess(db: Kysely<DB>, password: string): Promise<void> {
  for (const [index, email] of DEMO_STAFF_EMAILS.entries()) {
    const user = await accounts.userByEmail(db, email);
    if (!user || !(await verifyPassword(user.passwordHash, password))) continue;
    await insertStaffGrant(db, { userId: user.id, admin: index === 0, grantedBy: null });
    await insertSecondFactorUnlessSet(db, {
      userId: user.id,
      secret: DEMO_TOTP_SECRET,
      confirmedAt: new Date(),
    });
  }
}

/**
 * The demo accounts that still sign in with the published DEMO_PASSWORD: a production start refuses to run
 * while any exists (main.ts, ADR 56).
 */
export async function demoAccountsInUse(db: Kysely<DB>, password: string = DEMO_PASSWORD): Promise<string[]> {
  const rows = await accounts.passwordsByEmail(
    db,
    DEMO_USERS.map((user) => user.email),
  );
  const found: string[] = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, password)) found.push(row.email);
  return found.sort();
}

/** Deletes the demo accounts still on the published password, with everything they own; answers their e-mails. */
export async function removeDemoAccounts(
  db: Kysely<DB>,
  password: string = DEMO_PASSWORD,
): Promise<string[]> {
  const found = await demoAccountsInUse(db, password);
  if (found.length > 0) await accounts.deleteUsersByEmail(db, found);
  return found;
}

/** What a production start says when demo accounts are in its database. */
export function demoAccountsProblem(emails: readonly string[]): string {
  return (
    `  The database holds demo accounts with the published password (${emails.join(', ')}): anyone could ` +
    'sign in as them. Remove them, with everything they own, by running\n' +
    '    npm run demo-accounts:remove\n' +
    '  with the same DATABASE_URL (or DATA_DIR) while the server is stopped, or give each a new password.'
  );
}
