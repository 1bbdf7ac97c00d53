import { LICENCE_TIERS } from '@clipmarket/core';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { newLicenceNumber } from '../licences/numbers';
import { SKU_PATTERNS } from '../storefront/port';
import { lockUser } from './cart';
import { releaseReservations } from './credits';
import { matchingInfractions } from './infractions';
import type { CheckoutLineSnapshot, CheckoutsTable, LicenceTermsSnapshot, OnlineTierId } from './tables';

/**
 * Granting a paid checkout (decisions.md, "Commerce" → "Webhook" and "Licence"): one licence per paid licence
 * line, Discount Pack credits, gift cards, fees and resolved infractions, and the paid lines out of the cart.
 * It runs inside the caller's transaction, with the checkout row locked, so it happens once and whole: the
 * `orders` row (unique per storefront order and per checkout) and UNIQUE (order_id, line_key) make a repeat
 * grant nothing.
 */

/** One line of the storefront order, found by the cart line id it carries (`_clipmarket_line`). */
export interface PaidOrderLine {
  lineItemId: string;
  /** Unit price. */
  priceCents: number;
  quantity: number;
  title: string;
  sku: string | null;
}

export interface PaidOrder {
  /** Null for a checkout paid wholly with credits (no storefront order). */
  storefrontOrderId: string | null;
  /** '#1001'; null without a storefront order. */
  name: string | null;
  email: string | null;
  currency: string;
  subtotalCents: number;
  totalCents: number;
  /** By cart line id. */
  lines: Map<string, PaidOrderLine>;
  /** Gift cards the order issued (the sandbox sends their codes; Shopify mails them instead). */
  giftCards: {
    id: string;
    lineItemId: string;
    code: string | null;
    initialCents: number;
    currency: string;
  }[];
  /** Gift cards spent on the order, by their last characters. */
  giftCardApplications: { lastCharacters: string; amountCents: number }[];
}

export type CheckoutRow = Selectable<CheckoutsTable>;

export interface GrantEvent {
  level: 'info' | 'warn';
  message: string;
  detail: Record<string, unknown>;
}

export interface GrantResult {
  /** The order was already recorded (a repeat): nothing was granted now. */
  duplicate: boolean;
  orderId: string | null;
  licences: string[];
}

/** A tier's terms as a licence keeps them (a later change to the tiers does not change a licence). */
export function termsOf(tier: OnlineTierId): LicenceTermsSnapshot {
  const found = LICENCE_TIERS.find((t) => t.id === tier);
  if (!found) throw new Error(`Unknown tier ${tier}`);
  return {
    monetization: found.monetization,
    watermarked: found.watermarked,
    pagesOrChannels: found.pagesOrChannels,
    maxAudience: found.maxAudience,
    postsPerChannel: found.postsPerChannel,
    brands: found.brands,
    distribution: [...found.distribution],
  };
}

/** The checkout's lines as stored (jsonb comes back parsed from `pg`; a string from a driver that does not). */
export function snapshotLines(checkout: CheckoutRow): CheckoutLineSnapshot[] {
  const lines = checkout.lines as unknown;
  return (typeof lines === 'string' ? JSON.parse(lines) : lines) as CheckoutLineSnapshot[];
}

/**
 * Takes the credit a credit line spends: the reservation this checkout made for it, else (a newer checkout of
 * the same line replaced it) a fresh one if the user still has one. Null when none is left: the line is not
 * granted and stays in the cart.
 */
async function takeCredit(
  trx: Transaction<DB>,
  checkout: CheckoutRow,
  line: CheckoutLineSnapshot,
): Promise<string | null> {
  const reserved = await trx
    .selectFrom('creditEntries')
    .select('id')
    .where('checkoutReference', '=', checkout.reference)
    .where('cartLineId', '=', line.lineId)
    .where('licenceNumber', 'is', null)
    .executeTakeFirst();
  if (reserved) return reserved.id;
  const { rows } = await sql<{ n: number }>`
    SELECT coalesce(sum(delta), 0)::int AS n FROM credit_entries
    WHERE user_id = ${checkout.userId} AND tier = ${line.tier}
  `.execute(trx);
  if (Number(rows[0]?.n ?? 0) < 1) return null;
  const entry = await trx
    .insertInto('creditEntries')
    .values({
      userId: checkout.userId,
      tier: line.tier as OnlineTierId,
      delta: -1,
      checkoutReference: checkout.reference,
      cartLineId: line.lineId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

/** Grants a checkout's paid lines. The caller holds the checkout row's lock and has checked it is open. */
export async function grantOrder(
  trx: Transaction<DB>,
  checkout: CheckoutRow,
  order: PaidOrder,
  report: (event: GrantEvent) => void = () => {},
): Promise<GrantResult> {
  const inserted = await trx
    .insertInto('orders')
    .values({
      userId: checkout.userId,
      checkoutReference: checkout.reference,
      storefrontOrderId: order.storefrontOrderId,
      name: order.name,
      email: order.email,
      currency: order.currency,
      subtotalCents: order.subtotalCents,
      totalCents: order.totalCents,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // This storefront order is already another checkout's: a misrouted or forged order grants nothing more.
    report({
      level: 'warn',
      message: 'an order already recorded for another checkout named this one; nothing granted',
      detail: { reference: checkout.reference, storefrontOrderId: order.storefrontOrderId },
    });
    return { duplicate: true, orderId: null, licences: [] };
  }
  const orderId = inserted.id;
  // Two orders of one user granted at once must not both spend the user's last credit.
  await lockUser(trx, checkout.userId);

  const user = await trx
    .selectFrom('users')
    .select(['firstName', 'lastName', 'company', 'email'])
    .where('id', '=', checkout.userId)
    .executeTakeFirstOrThrow();
  const licensee = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const lines = snapshotLines(checkout);
  // Lines this order settles: credit lines, and lines the storefront order carries (what was paid).
  const settled = lines.filter((line) => line.creditApplied || order.lines.has(line.lineId));
  // Other open checkouts' reservations for these lines would be lost once the lines leave the cart.
  await releaseReservations(
    trx,
    checkout.userId,
    settled.map((line) => line.lineId),
    checkout.reference,
  );

  const granted: string[] = [];
  const licences: string[] = [];
  for (const line of settled) {
    const paid = order.lines.get(line.lineId);
    if (line.kind === 'licence') {
      let creditEntry: string | null = null;
      if (line.creditApplied) {
        creditEntry = await takeCredit(trx, checkout, line);
        if (!creditEntry) {
          report({
            level: 'warn',
            message: 'a credit line found no credit left; not granted (it stays in the cart)',
            detail: { reference: checkout.reference, lineId: line.lineId, tier: line.tier },
          });
          continue;
        }
      }
      const tier = line.tier as OnlineTierId;
      const { rows } = await sql<{ number: string }>`
        INSERT INTO licences (
          number, user_id, order_id, line_key, jm_id, tier, terms, licensee_name, licensee_company,
          licensee_email, project_name, po_number, price_cents, currency, paid_with, post_urls
        )
        SELECT
          ${newLicenceNumber()}::text,
          ${checkout.userId}::uuid, ${orderId}::uuid, ${line.lineId}::text, c.jm_id, ${tier}::text,
          ${JSON.stringify(termsOf(tier))}::jsonb, ${licensee}::text, ${user.company}::text, ${user.email}::text,
          ${line.projectName}::text, ${line.poNumber}::text, ${creditEntry ? 0 : (paid?.priceCents ?? 0)}::int,
          ${order.currency}::text, ${creditEntry ? 'credit' : 'money'}::text, ${line.postUrls}::text[]
        FROM clips c WHERE c.jm_id = ${line.jmId}
        ON CONFLICT (order_id, line_key) DO NOTHING
        RETURNING number
      `.execute(trx);
      const number = rows[0]?.number;
      if (!number) {
        report({
          level: 'warn',
          message: 'a paid licence line names a clip no longer in the library; not granted',
          detail: { reference: checkout.reference, lineId: line.lineId, jmId: line.jmId },
        });
        continue;
      }
      licences.push(number);
      granted.push(line.lineId);
      if (creditEntry) {
        await trx
          .updateTable('creditEntries')
          .set({ licenceNumber: number, orderId })
          .where('id', '=', creditEntry)
          .execute();
      }
      if (line.postUrls.length > 0) {
        const clip = await trx
          .selectFrom('clips')
          .select('infractionUrls')
          .where('jmId', '=', line.jmId!)
          .executeTakeFirst();
        for (const url of matchingInfractions(line.postUrls, clip?.infractionUrls ?? [])) {
          await trx
            .insertInto('infractionResolutions')
            .values({ jmId: line.jmId!, url, licenceNumber: number })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
      continue;
    }

    if (!paid || line.kind === 'inquiry') continue;
    await trx
      .insertInto('orderItems')
      .values({
        orderId,
        userId: checkout.userId,
        lineKey: line.lineId,
        kind: line.kind,
        sku: paid.sku ?? line.sku,
        title: line.kind === 'rightsFee' ? `Rights management fee: ${line.title ?? line.jmId}` : paid.title,
        jmId: line.jmId,
        quantity: paid.quantity,
        amountCents: paid.priceCents * paid.quantity,
        currency: order.currency,
      })
      .onConflict((oc) => oc.columns(['orderId', 'lineKey']).doNothing())
      .execute();
    granted.push(line.lineId);

    if (line.kind === 'discountPack') {
      const pack = SKU_PATTERNS.pack.exec(line.sku ?? paid.sku ?? '');
      if (!pack) {
        report({
          level: 'warn',
          message: 'a paid Discount Pack has no pack SKU; no credits recorded',
          detail: { reference: checkout.reference, lineId: line.lineId, sku: line.sku },
        });
        continue;
      }
      await trx
        .insertInto('creditEntries')
        .values({
          userId: checkout.userId,
          tier: pack[1] as OnlineTierId,
          delta: Number(pack[2]) * paid.quantity,
          orderId,
        })
        .execute();
    } else if (line.kind === 'giftCard') {
      const issued = order.giftCards.filter((card) => card.lineItemId === paid.lineItemId);
      const dollars = SKU_PATTERNS.giftCard.exec(line.sku ?? paid.sku ?? '');
      const valueCents = dollars ? Number(dollars[1]) * 100 : paid.priceCents;
      // Shopify mails a bought card's code instead of sending it: the card is recorded without one.
      const cards =
        issued.length > 0
          ? issued
          : Array.from({ length: paid.quantity }, (_, i) => ({
              id: `${order.storefrontOrderId ?? orderId}:${paid.lineItemId}:${i + 1}`,
              lineItemId: paid.lineItemId,
              code: null,
              initialCents: valueCents,
              currency: order.currency,
            }));
      for (const card of cards) {
        await trx
          .insertInto('giftCards')
          .values({
            userId: checkout.userId,
            orderId,
            storefrontGiftCardId: card.id,
            code: card.code,
            lastCharacters: card.code ? card.code.slice(-4) : '',
            initialCents: card.initialCents,
            balanceCents: card.initialCents,
            currency: card.currency,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  }

  // Gift cards spent on this order: the user's own card with those last characters loses what it paid.
  for (const application of order.giftCardApplications) {
    await sql`
      UPDATE gift_cards SET balance_cents = greatest(0, balance_cents - ${application.amountCents})
      WHERE id = (
        SELECT id FROM gift_cards
        WHERE user_id = ${checkout.userId} AND last_characters = ${application.lastCharacters}
          AND balance_cents > 0
        ORDER BY created_at LIMIT 1
      )
    `.execute(trx);
  }

  // A reservation of this checkout that paid for nothing goes back to the user.
  await trx
    .deleteFrom('creditEntries')
    .where('checkoutReference', '=', checkout.reference)
    .where('licenceNumber', 'is', null)
    .where('delta', '<', 0)
    .execute();
  await trx
    .updateTable('checkouts')
    .set({ status: 'paid', paidAt: sql`now()` })
    .where('reference', '=', checkout.reference)
    .execute();
  // Only the lines this order paid for leave the cart: lines added since, or not paid, stay.
  if (granted.length > 0) {
    await trx
      .deleteFrom('cartLines')
      .where('userId', '=', checkout.userId)
      .where('id', 'in', granted)
      .execute();
  }
  return { duplicate: false, orderId, licences };
}
