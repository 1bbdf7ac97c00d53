import { LICENCE_TIERS } from '@clipmarket/core';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { newLicenceNumber } from '../licences/numbers';
import { SKU_PATTERNS } from '../storefront/port';
import { purchasingTeam } from '../teams/repository';
import * as billing from './billing-repository';
import * as carts from './cart-repository';
import { matchingInfractions } from './infractions';
import * as orders from './order-repository';
import type { CheckoutLineSnapshot, CheckoutsTable, LicenceTermsSnapshot, OnlineTierId } from './tables';
import { grantUpgrade } from './upgrades';

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
  /**
   * What the order's discounts took off the line (Shopify's `discount_allocations`, 0 when it names none): what
   * the line paid is `priceCents × quantity − discountCents` (docs/adr/0085).
   */
  discountCents?: number;
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
  /**
   * What the storefront took off (Shopify's `total_discounts`: `subtotalCents` is already net of it) and the
   * codes that did; absent: none (a checkout paid with credits has no storefront order to discount).
   */
  discountCents?: number;
  discountCodes?: { code: string | null; amountCents: number }[];
  /** The order's tax (`total_tax`), whether the prices include it, and its lines; absent: none. */
  taxCents?: number;
  taxesIncluded?: boolean;
  taxLines?: { title: string; rate: number; amountCents: number }[];
}

export type CheckoutRow = Selectable<CheckoutsTable>;

/**
 * Queues the buyer's confirmation mail of an order just recorded, in the transaction that recorded it, so the
 * mail exists exactly when the order does (licences/orders.ts, `queueConfirmation`).
 */
export type ConfirmOrder = (
  trx: Transaction<DB>,
  order: { userId: string; reference: string },
) => Promise<void>;

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
  const reserved = await carts.findReservation(trx, checkout.reference, line.lineId);
  if (reserved) return reserved.id;
  if ((await carts.tierBalance(trx, checkout.userId, line.tier)) < 1) return null;
  return carts.reserveCredit(trx, {
    userId: checkout.userId,
    tier: line.tier as OnlineTierId,
    checkoutReference: checkout.reference,
    cartLineId: line.lineId,
  });
}

/** What a paid line cost: its price × quantity less the discounts allocated to it; 0 for a line not paid. */
export function paidCents(line: PaidOrderLine | undefined): number {
  if (!line) return 0;
  return Math.max(0, line.priceCents * line.quantity - (line.discountCents ?? 0));
}

/** Grants a checkout's paid lines. The caller holds the checkout row's lock and has checked it is open. */
export async function grantOrder(
  trx: Transaction<DB>,
  checkout: CheckoutRow,
  order: PaidOrder,
  report: (event: GrantEvent) => void = () => {},
): Promise<GrantResult> {
  // Who the receipt is made out to, as it stands now: a later change of the account's details leaves it be.
  const billingDetails = await billing.billingOf(trx, checkout.userId);
  const inserted = await orders.insertOrder(trx, {
    userId: checkout.userId,
    checkoutReference: checkout.reference,
    storefrontOrderId: order.storefrontOrderId,
    name: order.name,
    email: order.email,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    totalCents: order.totalCents,
    discountCents: order.discountCents ?? 0,
    discountCodes: JSON.stringify(order.discountCodes ?? []),
    taxCents: order.taxCents ?? 0,
    taxesIncluded: order.taxesIncluded ?? false,
    taxLines: JSON.stringify(order.taxLines ?? []),
    giftCardApplications: JSON.stringify(order.giftCardApplications),
    billingDetails: billingDetails ? JSON.stringify(billingDetails) : null,
    // The buyer's team, when they purchase for one now (ADR 92): its licences then cover every member.
    teamId: await purchasingTeam(trx, checkout.userId),
  });
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
  await carts.lockUser(trx, checkout.userId);

  const user = await orders.licensee(trx, checkout.userId);
  const licensee = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const lines = snapshotLines(checkout);
  // Lines this order settles: credit lines, and lines the storefront order carries (what was paid).
  const settled = lines.filter((line) => line.creditApplied || order.lines.has(line.lineId));
  // Other open checkouts' reservations for these lines would be lost once the lines leave the cart.
  await carts.releaseReservations(
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
      const number = await orders.insertLicence(trx, {
        number: newLicenceNumber(),
        userId: checkout.userId,
        orderId,
        lineKey: line.lineId,
        jmId: line.jmId,
        tier,
        terms: termsOf(tier),
        licenseeName: licensee,
        licenseeCompany: user.company,
        licenseeEmail: user.email,
        projectName: line.projectName,
        poNumber: line.poNumber,
        // The price paid: the line's price less what the discounts took off it (a gift card takes nothing off:
        // it is a way of paying the order, docs/adr/0085).
        priceCents: creditEntry ? 0 : paidCents(paid),
        discountCents: creditEntry ? 0 : (paid?.discountCents ?? 0),
        currency: order.currency,
        paidWith: creditEntry ? 'credit' : 'money',
        postUrls: line.postUrls,
      });
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
      if (creditEntry) await carts.bindCredit(trx, creditEntry, number, orderId);
      if (line.postUrls.length > 0) {
        const infractionUrls = await orders.infractionUrlsOf(trx, line.jmId!);
        for (const url of matchingInfractions(line.postUrls, infractionUrls)) {
          await orders.resolveInfraction(trx, { jmId: line.jmId!, url, licenceNumber: number });
        }
      }
      continue;
    }

    if (!paid || line.kind === 'inquiry') continue;
    if (line.kind === 'upgrade') {
      // The licence moves to the paid tier, keeping its number (upgrades.ts; docs/adr/0084).
      const upgraded = await grantUpgrade(trx, {
        userId: checkout.userId,
        orderId,
        line,
        priceCents: paidCents(paid),
        discountCents: paid.discountCents ?? 0,
        currency: order.currency,
        terms: termsOf(line.tier as OnlineTierId),
      });
      if (!upgraded) {
        report({
          level: 'warn',
          message: 'a paid upgrade no longer applies to its licence; not granted (it stays in the cart)',
          detail: {
            reference: checkout.reference,
            lineId: line.lineId,
            licence: line.upgradeOf?.licenceNumber,
          },
        });
        continue;
      }
      granted.push(line.lineId);
      continue;
    }
    await orders.insertOrderItem(trx, {
      orderId,
      userId: checkout.userId,
      lineKey: line.lineId,
      kind: line.kind,
      sku: paid.sku ?? line.sku,
      title: line.kind === 'rightsFee' ? `Rights management fee: ${line.title ?? line.jmId}` : paid.title,
      jmId: line.jmId,
      quantity: paid.quantity,
      amountCents: paidCents(paid),
      discountCents: paid.discountCents ?? 0,
      currency: order.currency,
    });
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
      await carts.addCreditEntries(trx, {
        userId: checkout.userId,
        tier: pack[1] as OnlineTierId,
        delta: Number(pack[2]) * paid.quantity,
        orderId,
      });
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
        await orders.insertGiftCard(trx, {
          userId: checkout.userId,
          orderId,
          storefrontGiftCardId: card.id,
          code: card.code,
          lastCharacters: card.code ? card.code.slice(-4) : '',
          initialCents: card.initialCents,
          balanceCents: card.initialCents,
          currency: card.currency,
        });
      }
    }
  }

  // Gift cards spent on this order: the user's own card with those last characters loses what it paid.
  for (const application of order.giftCardApplications) {
    await orders.spendGiftCard(trx, checkout.userId, application.lastCharacters, application.amountCents);
  }

  // A reservation of this checkout that paid for nothing goes back to the user.
  await carts.dropUnboundReservations(trx, checkout.reference);
  await orders.markCheckoutPaid(trx, checkout.reference);
  // Only the lines this order paid for leave the cart: lines added since, or not paid, stay.
  if (granted.length > 0) await carts.deleteLines(trx, checkout.userId, granted);
  return { duplicate: false, orderId, licences };
}
