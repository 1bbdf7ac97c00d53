import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { LINE_ATTRIBUTE_KEYS, SKU_PATTERNS } from '../storefront/port';
import * as carts from './cart-repository';
import type { PaidOrder } from './grant';
import * as orders from './order-repository';
import { id, money, pairs, parseShopifyJson } from './shopify-fields';
import type { RefundLine } from './refund-tables';
import type { OnlineTierId } from './tables';
import { revertUpgrades } from './upgrades';

/**
 * Refunds, cancellations and chargebacks (decisions.md "Commerce" → "Webhook"; docs/adr/0055). The storefront's
 * `refunds/create` and `orders/cancelled` webhooks arrive at the same signed, deduplicated endpoint as
 * `orders/paid` (webhook.ts checks the signature and dispatches on the topic). What they take back:
 *
 * - a refunded licence line's licence is revoked (date and reason stored): its certificate and the public
 *   check say "Revoked on …", its master is no longer downloaded, alone or in a zip, and an infraction it
 *   resolved is open again;
 * - a refunded Discount Pack takes back the credits it bought that are still unspent (spent ones stay spent,
 *   recorded on the refund);
 * - a refunded Gift Card takes back the card's unspent balance (what was spent stays spent, recorded);
 * - a refunded licence upgrade puts the licence back at the tier and terms it had before (the licence stands,
 *   with its number: only what the upgrade paid for is taken back; upgrades.ts, docs/adr/0084);
 * - a cancellation does all of that for every line of its order, and gives back a Discount Pack credit a
 *   revoked licence of the order was paid with.
 *
 * Each refund is recorded once by the storefront's refund id (a cancellation by its order id), so a replay under
 * another webhook id takes back nothing twice; lines are looked up only within the refund's own order, so a
 * refund naming another order's line revokes nothing else. A refund that arrives before its order was granted is
 * kept and applied by the grant (`afterGrant`), so a later grant of that order gives nothing that was refunded.
 * A chargeback reaches the shop as a refund (Shopify records the lost dispute as one): the same path.
 */

export const REFUNDS_CREATE_TOPIC = 'refunds/create';
export const ORDERS_CANCELLED_TOPIC = 'orders/cancelled';
export const REFUND_TOPICS: ReadonlySet<string> = new Set([REFUNDS_CREATE_TOPIC, ORDERS_CANCELLED_TOPIC]);

export const REFUND_MESSAGES = {
  notARefund: 'The webhook body is not a refund.',
  notAnOrder: 'The webhook body is not an order.',
} as const;

/** Why a licence was revoked, as the buyer and the certificate read it. */
export const REVOKED_REASONS = {
  refunded: 'Refunded',
  cancelled: (reason: string | null) => (reason ? `Order cancelled (${reason})` : 'Order cancelled'),
} as const;

/** The part of Shopify's Refund resource read here (`refunds/create`). */
const refundSchema = z.object({
  id,
  order_id: id,
  refund_line_items: z
    .array(
      z.object({
        line_item_id: id,
        quantity: z.number().int().min(0).max(10_000),
        // The refunded line item as the order had it: its properties name the cart line it paid for.
        line_item: z.object({ properties: pairs }).nullish(),
      }),
    )
    .max(5_000)
    .default([]),
  transactions: z
    .array(
      z.object({
        kind: z.string().max(50).nullish(),
        status: z.string().max(50).nullish(),
        amount: money,
      }),
    )
    .max(1_000)
    .default([]),
});

/** The part of Shopify's Order resource read here (`orders/cancelled`). */
const cancelledSchema = z.object({
  id,
  cancel_reason: z.string().max(100).nullish(),
});

/** A refund or cancellation as it is recorded. */
interface RefundRecord {
  id: string;
  storefrontOrderId: string;
  kind: 'refund' | 'cancel';
  reason: string;
  lines: RefundLine[];
  wholeOrder: boolean;
  amountCents: number;
}

function refundRecord(json: unknown): RefundRecord {
  const parsed = refundSchema.safeParse(json);
  if (!parsed.success) throw httpError(400, REFUND_MESSAGES.notARefund);
  const refund = parsed.data;
  const amountCents = refund.transactions
    .filter((t) => (t.kind ?? 'refund') === 'refund' && (t.status ?? 'success') === 'success')
    .reduce((sum, t) => sum + t.amount, 0);
  const lines = refund.refund_line_items
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      lineItemId: line.line_item_id,
      quantity: line.quantity,
      lineKey:
        line.line_item?.properties.find((p) => p.name === LINE_ATTRIBUTE_KEYS.line)?.value.slice(0, 100) ||
        null,
    }));
  return {
    id: `refund:${refund.id}`,
    storefrontOrderId: refund.order_id,
    kind: 'refund',
    reason: REVOKED_REASONS.refunded,
    lines,
    // Decided against the order's total when it is applied: a refund of money without lines (a chargeback lost,
    // a refund made from the amount alone) takes the order back only when it gives back all of it.
    wholeOrder: false,
    amountCents,
  };
}

function cancelRecord(json: unknown): RefundRecord {
  const parsed = cancelledSchema.safeParse(json);
  if (!parsed.success) throw httpError(400, REFUND_MESSAGES.notAnOrder);
  const reason = parsed.data.cancel_reason?.trim().toLowerCase();
  return {
    id: `cancel:${parsed.data.id}`,
    storefrontOrderId: parsed.data.id,
    kind: 'cancel',
    // Shopify's reasons are a short list (customer, fraud, inventory, declined, staff, other).
    reason: REVOKED_REASONS.cancelled(reason && /^[a-z_]{1,30}$/.test(reason) ? reason : null),
    lines: [],
    wholeOrder: true,
    amountCents: 0,
  };
}

export interface RefundWebhookInput {
  topic: string;
  webhookId: string;
  raw: Buffer;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * A signed `refunds/create` or `orders/cancelled` (the caller checked the signature and the webhook id): parsed
 * (400 when it is not one), then in one transaction: the webhook id recorded (a repeat does nothing), the refund
 * recorded (a refund already recorded under another webhook id does nothing), and applied when its order is here.
 */
export async function receiveRefundWebhook(
  db: Kysely<DB>,
  input: RefundWebhookInput,
): Promise<{ received: true; duplicate: boolean }> {
  let json: unknown;
  try {
    json = parseShopifyJson(input.raw.toString('utf8'));
  } catch {
    throw httpError(
      400,
      input.topic === REFUNDS_CREATE_TOPIC ? REFUND_MESSAGES.notARefund : REFUND_MESSAGES.notAnOrder,
    );
  }
  const record = input.topic === REFUNDS_CREATE_TOPIC ? refundRecord(json) : cancelRecord(json);

  const result = await db.transaction().execute(async (trx) => {
    // Refunds and grants of one storefront order wait for each other (a refund arriving mid-grant is not lost).
    await orders.lockStorefrontOrder(trx, record.storefrontOrderId);
    const first = await orders.recordWebhook(trx, {
      webhookId: input.webhookId,
      topic: input.topic,
      storefrontOrderId: record.storefrontOrderId,
    });
    if (!first) return { duplicate: true, applied: null };
    const inserted = await orders.insertRefund(trx, {
      id: record.id,
      storefrontOrderId: record.storefrontOrderId,
      kind: record.kind,
      reason: record.reason,
      lines: JSON.stringify(record.lines),
      wholeOrder: record.wholeOrder,
      amountCents: record.amountCents,
    });
    if (!inserted) return { duplicate: true, applied: null };
    const order = await orders.orderOfStorefrontOrder(trx, record.storefrontOrderId);
    if (!order) return { duplicate: false, applied: null };
    return { duplicate: false, applied: await applyRefund(trx, record.id, order) };
  });
  if (!result.duplicate) {
    input.log.info(
      { refund: record.id, storefrontOrderId: record.storefrontOrderId, applied: result.applied },
      result.applied ? 'refund applied' : 'refund recorded; its order is not granted yet',
    );
  }
  return { received: true, duplicate: result.duplicate };
}

/** What one refund took back. */
export interface RefundOutcome {
  licencesRevoked: string[];
  /** Licences whose upgrade was reverted (back to the tier they had before it). */
  upgradesReverted: string[];
  /**
   * Orders of later upgrades reverted with them (they built on the refunded one): logged with the refund for
   * staff, who refund those orders in the shop.
   */
  laterUpgradeOrders: string[];
  creditsTaken: number;
  creditsKept: number;
  giftCardCentsTaken: number;
  giftCardCentsKept: number;
}

interface OrderRef {
  id: string;
  userId: string;
  totalCents: number;
}

/** Applies a recorded refund to its order (once: a refund already applied changes nothing). */
async function applyRefund(
  trx: Transaction<DB>,
  refundId: string,
  order: OrderRef,
): Promise<RefundOutcome | null> {
  const refund = await orders.lockRefund(trx, refundId);
  if (refund.appliedAt !== null) return null;
  // Credits and gift card balances are the user's: taken back while nothing else spends them.
  await carts.lockUser(trx, order.userId);
  const lines = (typeof refund.lines === 'string' ? JSON.parse(refund.lines) : refund.lines) as RefundLine[];
  const wholeOrder =
    refund.wholeOrder ||
    (lines.length === 0 && refund.amountCents > 0 && refund.amountCents >= order.totalCents);
  const outcome = nothingTaken();
  const context = { trx, order, refundId, reason: refund.reason, outcome };

  if (wholeOrder) {
    await takeBackWholeOrder(context, refund.kind === 'cancel');
  } else {
    for (const line of lines) {
      // Only this order's lines: a line item of another order (or one it never had) names nothing here.
      const known = await orders.findOrderLine(trx, order.id, line.lineItemId);
      const lineKey = known?.lineKey ?? line.lineKey;
      if (!lineKey) continue;
      const quantity = known
        ? Math.min(line.quantity, known.quantity - known.refundedQuantity)
        : line.quantity;
      if (quantity <= 0) continue;
      if (known) {
        await orders.setLineRefunded(trx, order.id, line.lineItemId, known.refundedQuantity + quantity);
      }
      const revoked = await revokeLicences(context, lineKey);
      const reverted = revoked === 0 ? await revertUpgradeLines(context, lineKey) : 0;
      if (revoked === 0 && reverted === 0) await refundItem(context, lineKey, quantity, line.lineItemId);
    }
  }

  await orders.markRefundApplied(trx, refundId, {
    orderId: order.id,
    licencesRevoked: outcome.licencesRevoked.length,
    creditsTaken: outcome.creditsTaken,
    creditsKept: outcome.creditsKept,
    giftCardCentsTaken: outcome.giftCardCentsTaken,
    giftCardCentsKept: outcome.giftCardCentsKept,
  });
  return outcome;
}

/** What a refund has taken back before it starts: nothing. */
function nothingTaken(): RefundOutcome {
  return {
    licencesRevoked: [],
    upgradesReverted: [],
    laterUpgradeOrders: [],
    creditsTaken: 0,
    creditsKept: 0,
    giftCardCentsTaken: 0,
    giftCardCentsKept: 0,
  };
}

/** Takes back every part of an order (a refund of all of it, or a cancellation, which marks it cancelled too). */
async function takeBackWholeOrder(context: RefundContext, cancel: boolean): Promise<void> {
  const { trx, order } = context;
  await revokeLicences(context, null);
  await revertUpgradeLines(context, null);
  const items = await orders.orderItemKeys(trx, order.id);
  for (const item of items) await refundItem(context, item.lineKey, null, null);
  await orders.refundAllLines(trx, order.id);
  if (cancel) await orders.markOrderCancelled(trx, order.id);
}

/**
 * Cancels a whole order as the storefront's `orders/cancelled` does, for an order no storefront knows: staff
 * cancelling an unpaid invoice (invoices.ts, docs/adr/0087). Its licences are revoked for `reason`, a credit
 * one was paid with goes back, and the order is marked cancelled; `refundId` names the act on the credit
 * entries it writes. Answers what it took back.
 */
export async function cancelWholeOrder(
  trx: Transaction<DB>,
  order: OrderRef,
  refundId: string,
  reason: string,
): Promise<RefundOutcome> {
  await carts.lockUser(trx, order.userId);
  const outcome = nothingTaken();
  await takeBackWholeOrder({ trx, order, refundId, reason, outcome }, true);
  return outcome;
}

interface RefundContext {
  trx: Transaction<DB>;
  order: OrderRef;
  refundId: string;
  reason: string;
  outcome: RefundOutcome;
}

/**
 * Revokes the order's licence of one line (or every licence of the order, `lineKey` null) still in force; a
 * licence paid with a Discount Pack credit gives the credit back. Answers how many it revoked.
 */
async function revokeLicences(context: RefundContext, lineKey: string | null): Promise<number> {
  const { trx, order, refundId, reason, outcome } = context;
  const revoked = await orders.revokeLicences(trx, order.id, reason, lineKey);
  for (const licence of revoked) {
    outcome.licencesRevoked.push(licence.number);
    // A licence that no longer stands resolves no infraction: the clip's use is unlicensed again.
    await orders.reopenInfractions(trx, licence.number);
    if (licence.paidWith === 'credit') {
      await carts.addCreditEntries(trx, {
        userId: order.userId,
        tier: licence.tier,
        delta: 1,
        orderId: order.id,
        refundId,
      });
    }
  }
  return revoked.length;
}

/**
 * Reverts the order's upgrade of one line (every upgrade of the order, `lineKey` null) still standing; answers
 * how many licences went back to their earlier tier.
 */
async function revertUpgradeLines(context: RefundContext, lineKey: string | null): Promise<number> {
  const reverted = await revertUpgrades(context.trx, context.order.id, lineKey, context.reason);
  for (const licence of reverted) {
    context.outcome.upgradesReverted.push(licence.licenceNumber);
    context.outcome.laterUpgradeOrders.push(...licence.alsoReverted);
  }
  return reverted.length;
}

/**
 * Refunds `quantity` units (null: all that are left) of one purchase of the order: a Discount Pack's unspent
 * credits and a Gift Card's unspent balance are taken back; a rights management fee is only marked refunded.
 */
async function refundItem(
  context: RefundContext,
  lineKey: string,
  quantity: number | null,
  lineItemId: string | null,
): Promise<void> {
  const { trx, order, refundId, outcome } = context;
  const item = await orders.findOrderItem(trx, order.id, lineKey);
  if (!item) return;
  const left = item.quantity - item.refundedQuantity;
  const units = Math.min(quantity ?? left, left);
  if (units <= 0) return;
  await orders.setItemRefunded(trx, item.id, item.refundedQuantity + units);

  if (item.kind === 'discountPack') {
    const pack = SKU_PATTERNS.pack.exec(item.sku ?? '');
    if (!pack) return;
    const tier = pack[1] as OnlineTierId;
    const bought = Number(pack[2]) * units;
    const unspent = Math.max(0, await carts.tierBalance(trx, order.userId, tier));
    const taken = Math.min(bought, unspent);
    if (taken > 0) {
      await carts.addCreditEntries(trx, {
        userId: order.userId,
        tier,
        delta: -taken,
        orderId: order.id,
        refundId,
      });
    }
    outcome.creditsTaken += taken;
    outcome.creditsKept += bought - taken;
    return;
  }

  if (item.kind === 'giftCard') {
    // The cards this line issued (by its line item when known), those not yet taken back, up to the units.
    const chosen = await orders.lockGiftCardsToRevoke(trx, order.id, lineItemId, units);
    for (const card of chosen) {
      await orders.revokeGiftCard(trx, card.id, card.balanceCents);
      outcome.giftCardCentsTaken += card.balanceCents;
      outcome.giftCardCentsKept += card.initialCents - card.balanceCents;
    }
  }
}

/**
 * Called by the `orders/paid` webhook right after a grant, in its transaction: records which storefront line
 * item paid for which checkout line (what a later refund names) and which line issued each gift card, then
 * applies the refunds and cancellations of this order that came before it, so nothing they refunded stays
 * granted.
 */
export async function afterGrant(trx: Transaction<DB>, orderId: string, order: PaidOrder): Promise<void> {
  if (order.storefrontOrderId === null) return;
  await orders.lockStorefrontOrder(trx, order.storefrontOrderId);
  for (const [lineKey, line] of order.lines) {
    await orders.insertOrderLine(trx, {
      orderId,
      lineItemId: line.lineItemId,
      lineKey,
      quantity: line.quantity,
    });
  }
  for (const card of order.giftCards) {
    await orders.setGiftCardLineItem(trx, orderId, card.id, card.lineItemId);
  }
  await orders.fillGiftCardLineItems(trx, orderId, order.storefrontOrderId);

  const pending = await orders.pendingRefunds(trx, order.storefrontOrderId);
  if (pending.length === 0) return;
  const granted = await orders.orderById(trx, orderId);
  for (const refund of pending) await applyRefund(trx, refund.id, granted);
}
