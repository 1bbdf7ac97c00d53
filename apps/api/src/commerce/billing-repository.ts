/**
 * The billing details' SQL (ADR 64): who each account's receipts are made out to, one row per user, as
 * functions of the executor they run on (the database, or the transaction that records an order and snapshots
 * them onto it). The rules (what a valid address is) are the contract's; nothing here checks them.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { BillingSnapshot } from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'name',
  'company',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'region',
  'country',
  'vatNumber',
] as const;

/** The user's billing details, or undefined until they gave them. */
export function billingOf(q: Executor, userId: string): Promise<BillingSnapshot | undefined> {
  return q.selectFrom('billingDetails').select(COLUMNS).where('userId', '=', userId).executeTakeFirst();
}

/** Sets the user's billing details (every field: one left out is cleared); answers them as stored. */
export function upsertBilling(
  q: Executor,
  userId: string,
  details: BillingSnapshot,
): Promise<BillingSnapshot> {
  const values = {
    name: details.name,
    company: details.company,
    addressLine1: details.addressLine1,
    addressLine2: details.addressLine2,
    city: details.city,
    postalCode: details.postalCode,
    region: details.region,
    country: details.country,
    vatNumber: details.vatNumber,
  };
  return q
    .insertInto('billingDetails')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: sql`now()` }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
