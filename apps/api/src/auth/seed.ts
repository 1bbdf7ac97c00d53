import { ROLES } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword, verifyPassword } from './secrets';
import { TERMS_VERSION } from './service';

/** The demo accounts' password (development data only). */
export const DEMO_PASSWORD = 'clipmarket-demo';

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
    const row = await db
      .insertInto('users')
      .values({ ...user, roles: [...user.roles], passwordHash, emailVerifiedAt: verifiedAt })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const existing = await db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where('email', '=', user.email)
        .where('emailVerifiedAt', 'is', null)
        .executeTakeFirst();
      if (existing && (await verifyPassword(existing.passwordHash, password))) {
        await db
          .updateTable('users')
          .set({ emailVerifiedAt: verifiedAt })
          .where('id', '=', existing.id)
          .execute();
      }
      continue;
    }
    created++;
    await db
      .insertInto('userAgreements')
      .values({ userId: row.id, kind: 'terms', version: TERMS_VERSION })
      .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
      .execute();
  }
  return created;
}
