import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { StorefrontConfig } from './config';

const SECRET_KEY = 'webhook_secret';
const stored = new WeakMap<Kysely<DB>, Promise<string>>();

/**
 * The shared secret that signs `orders/paid` webhooks: `STOREFRONT_WEBHOOK_SECRET` when set (a Shopify store's
 * signing secret); otherwise the sandbox's own, 256 random bits made by the first process that needs it and
 * stored in the database, so every server process on that database signs and verifies alike. There is no
 * published default: a secret in the source would let anyone forge a paid order.
 */
export function webhookSecret(
  db: Kysely<DB>,
  config: Pick<StorefrontConfig, 'webhookSecret'>,
): Promise<string> {
  if (config.webhookSecret) return Promise.resolve(config.webhookSecret);
  let secret = stored.get(db);
  if (!secret) {
    secret = storedSecret(db).catch((error: unknown) => {
      stored.delete(db);
      throw error;
    });
    stored.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Kysely<DB>): Promise<string> {
  // The first insert wins; a process that loses the race reads the winner's.
  await db
    .insertInto('sandboxSettings')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('sandboxSettings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
