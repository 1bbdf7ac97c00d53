import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ONLINE_TIERS } from './catalogue';
import type { OnlineTierId } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Discount Pack credits are a ledger (credit_entries; docs/adr/0023-commerce-model.md): a paid pack adds
 * `count × quantity` entries' worth, a licence paid with a credit takes one away. Between checkout and payment
 * the credit a line will spend is reserved: a negative entry naming the checkout and the cart line, unbound
 * (no licence number) until the order arrives and binds it to the licence it paid for.
 */
export type CreditBalances = Record<OnlineTierId, number>;

function balances(rows: readonly { tier: string; n: number | string | null }[]): CreditBalances {
  const result: CreditBalances = { personal: 0, basicPro: 0, superPro: 0 };
  for (const row of rows) {
    if ((ONLINE_TIERS as readonly string[]).includes(row.tier)) {
      result[row.tier as OnlineTierId] = Math.max(0, Number(row.n ?? 0));
    }
  }
  return result;
}

/**
 * What the cart may spend: every entry, except that a reservation an open checkout holds for a line still in
 * the cart counts as the cart's own (checking out again, or paying that checkout, spends it, not another one).
 */
export async function cartCredits(q: Db, userId: string): Promise<CreditBalances> {
  const { rows } = await sql<{ tier: string; n: number }>`
    SELECT e.tier, sum(e.delta)::int AS n
    FROM credit_entries e
    WHERE e.user_id = ${userId}
      AND NOT (
        e.licence_number IS NULL
        AND e.cart_line_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.id = e.cart_line_id AND l.user_id = ${userId})
        AND EXISTS (SELECT 1 FROM checkouts c WHERE c.reference = e.checkout_reference AND c.status = 'open')
      )
    GROUP BY e.tier
  `.execute(q);
  return balances(rows);
}

/** What is left to spend now, every reservation counted as spent. */
export async function spendableCredits(q: Db, userId: string): Promise<CreditBalances> {
  const { rows } = await sql<{ tier: string; n: number }>`
    SELECT tier, sum(delta)::int AS n FROM credit_entries WHERE user_id = ${userId} GROUP BY tier
  `.execute(q);
  return balances(rows);
}

/**
 * Gives back the credits open checkouts (other than `except`) reserved for these cart lines: the lines were
 * removed, checked out again, or paid by another checkout, so those reservations would otherwise be lost.
 */
export async function releaseReservations(
  q: Db,
  userId: string,
  lineIds: readonly string[],
  except: string | null = null,
): Promise<void> {
  if (lineIds.length === 0) return;
  await sql`
    DELETE FROM credit_entries e
    WHERE e.user_id = ${userId}
      AND e.licence_number IS NULL
      AND e.cart_line_id = ANY(${[...lineIds]}::uuid[])
      AND (${except}::text IS NULL OR e.checkout_reference IS DISTINCT FROM ${except}::text)
      AND EXISTS (SELECT 1 FROM checkouts c WHERE c.reference = e.checkout_reference AND c.status = 'open')
  `.execute(q);
}
