/**
 * The licence upgrades' SQL (ADR 64; docs/adr/0084): the licence an upgrade names, its tier history
 * (`licence_upgrades`), and the licence's tier and terms an upgrade or its refund changes, as functions of the
 * executor they run on. No rule lives here: which upgrade may be added, paid, held or reverted is upgrades.ts's.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Executor } from './cart-repository';
import type { LicenceTermsSnapshot, OnlineTierId } from './tables';
import type { LicenceUpgradesTable } from './upgrade-tables';

/** The user's licence by number (another user's is none), as an upgrade reads it. */
export function ownLicence(q: Executor, userId: string, number: string) {
  return q
    .selectFrom('licences')
    .select(['number', 'userId', 'jmId', 'tier', 'revokedAt'])
    .where('number', '=', number)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** A licence, whoever holds it, locked until the transaction ends (a grant and a refund of it wait). */
export function lockLicence(trx: Transaction<DB>, number: string) {
  return trx
    .selectFrom('licences')
    .select(['number', 'userId', 'tier', 'terms', 'revokedAt'])
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets a licence's tier and the terms it carries. */
export async function setLicenceTier(
  q: Executor,
  number: string,
  tier: OnlineTierId,
  terms: LicenceTermsSnapshot,
): Promise<void> {
  await q
    .updateTable('licences')
    .set({ tier, terms: JSON.stringify(terms) })
    .where('number', '=', number)
    .execute();
}

/** A paid upgrade, once per order line; answers its id, or undefined when the line already has one. */
export function insertUpgrade(q: Executor, values: Insertable<LicenceUpgradesTable>) {
  return q
    .insertInto('licenceUpgrades')
    .values(values)
    .onConflict((oc) => oc.columns(['orderId', 'lineKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** An order's upgrades of one line (every line, `lineKey` null) not reverted, oldest first. */
export function standingUpgradesOfOrder(q: Executor, orderId: string, lineKey: string | null) {
  let query = q
    .selectFrom('licenceUpgrades')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('revertedAt', 'is', null);
  if (lineKey !== null) query = query.where('lineKey', '=', lineKey);
  return query.orderBy('createdAt').orderBy('id').execute();
}

/** A licence's upgrades not reverted from this one on (it, and those paid after it). */
export function standingUpgradesSince(
  q: Executor,
  upgrade: { id: string; licenceNumber: string; createdAt: Date },
) {
  return q
    .selectFrom('licenceUpgrades')
    .select(['id', 'orderId'])
    .where('licenceNumber', '=', upgrade.licenceNumber)
    .where('revertedAt', 'is', null)
    .where((eb) => eb.or([eb('createdAt', '>', upgrade.createdAt), eb('id', '=', upgrade.id)]))
    .execute();
}

/** Marks upgrades reverted (a refund or cancellation of what paid for them), with why. */
export async function markReverted(q: Executor, ids: readonly string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await q
    .updateTable('licenceUpgrades')
    .set({ revertedAt: sql`now()`, revertedReason: reason })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The licences an order upgraded for the user, at the tier they have now, in the shape the order's licences
 * are read in (`order-repository.ts`, `orderLicences`).
 */
export function orderUpgradedLicences(q: Executor, orderId: string, userId: string) {
  return q
    .selectFrom('licenceUpgrades as u')
    .innerJoin('licences as l', 'l.number', 'u.licenceNumber')
    .innerJoin('clips as c', 'c.jmId', 'l.jmId')
    .select(['l.number', 'l.jmId', 'l.tier', 'l.grantedAt', 'c.title', 'c.publishingTitle'])
    .where('u.orderId', '=', orderId)
    .where('u.userId', '=', userId)
    .orderBy('l.number')
    .execute();
}
