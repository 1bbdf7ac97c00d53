import * as carts from './cart-repository';
import type { Executor as Db } from './cart-repository';
import { ONLINE_TIERS } from './catalogue';
import type { OnlineTierId } from './tables';

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
  return balances(await carts.cartCreditSums(q, userId));
}

/** What is left to spend now, every reservation counted as spent. */
export async function spendableCredits(q: Db, userId: string): Promise<CreditBalances> {
  return balances(await carts.creditSums(q, userId));
}
