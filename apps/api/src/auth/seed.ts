import { ROLES } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from './secrets';
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
 * Creates the demo accounts that do not exist yet (all with DEMO_PASSWORD and the terms accepted); existing
 * accounts are left alone. Answers how many were created.
 */
export async function seedDemoUsers(db: Kysely<DB>, password: string = DEMO_PASSWORD): Promise<number> {
  const passwordHash = await hashPassword(password);
  let created = 0;
  for (const user of DEMO_USERS) {
    const row = await db
      .insertInto('users')
      .values({ ...user, roles: [...user.roles], passwordHash })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    created++;
    await db
      .insertInto('userAgreements')
      .values({ userId: row.id, kind: 'terms', version: TERMS_VERSION })
      .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
      .execute();
  }
  return created;
}
