import type { ColumnType, Generated, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { StorefrontCart } from '../storefront/port';
import { LINE_ATTRIBUTE_KEYS } from '../storefront/port';
import {
  grantOrder,
  snapshotLines,
  type CheckoutRow,
  type GrantEvent,
  type GrantResult,
  type PaidOrder,
} from './grant';
import { parseCents } from './money';
import * as orders from './order-repository';
import type { CheckoutLineSnapshot } from './tables';
import { upgradeMismatches } from './upgrades';

/**
 * Price and variant integrity (issue 28, items 1 and 3; docs/adr/0054). The storefront cart is the buyer's to
 * change: whoever holds its id can swap a line's variant for the cheapest, change a quantity, add or remove a
 * line through the public Storefront API, and the order then carries the checkout's line attributes still. So
 * nothing the snapshot promises is granted on the attribute alone: every paid line must be the snapshot's
 * line, with its SKU and variant, its quantity, and at least its price; the order must be in the checkout's
 * currency, its subtotal before the store's discounts must cover the snapshot's (ADR 81), and it must carry no
 * line the snapshot did not send. An
 * order that does not match grants nothing: it is recorded in `order_reviews` with the reasons, for staff.
 * A Shopify test order (`test: true`) is held the same way when test orders are not granted (production).
 */

/** One line of the storefront order as paid, whatever attributes it carries. */
export interface PaidItem {
  lineItemId: string;
  /** The `_clipmarket_line` attribute; null when the line has none. */
  lineId: string | null;
  sku: string | null;
  /** The variant's numeric id, as Shopify's order sends it; null when it has none (a deleted variant). */
  variantId: string | null;
  quantity: number;
  /** Unit price. */
  priceCents: number;
}

/** A paid storefront order with every line as paid (`items`) and Shopify's test flag. */
export interface SettledOrder extends PaidOrder {
  items: PaidItem[];
  test: boolean;
}

export type ReviewReasonCode =
  | 'currency'
  | 'subtotal'
  | 'missingLine'
  | 'extraLine'
  | 'duplicateLine'
  | 'sku'
  | 'variant'
  | 'quantity'
  | 'price'
  | 'testOrder'
  | 'upgrade';

export interface ReviewReason {
  code: ReviewReasonCode;
  /** The checkout's cart line the reason is about, when it is about one. */
  lineId?: string;
  message: string;
}

export interface OrderReviewsTable {
  id: Generated<string>;
  checkoutReference: string;
  userId: string;
  storefrontOrderId: string;
  name: string | null;
  email: string | null;
  currency: string;
  subtotalCents: number;
  totalCents: number;
  expectedCents: number;
  test: ColumnType<boolean, boolean | undefined, boolean>;
  reasons: ColumnType<ReviewReason[], string, string>;
  lines: ColumnType<PaidItem[], string, string>;
  receivedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema' {
  interface DB {
    orderReviews: OrderReviewsTable;
  }
}

/** The numeric id at the end of a global id ('gid://shopify/ProductVariant/41003' → '41003'). */
export function numericTail(id: string | null): string | null {
  if (id === null) return null;
  const match = /(\d+)(?:\?.*)?$/.exec(id);
  return match ? match[1]! : null;
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** The snapshot's lines the storefront was to be paid for (not those a Discount Pack credit paid). */
export function expectedLines(checkout: CheckoutRow): CheckoutLineSnapshot[] {
  return snapshotLines(checkout).filter((line) => !line.creditApplied && line.kind !== 'inquiry');
}

export function expectedCents(checkout: CheckoutRow): number {
  return expectedLines(checkout).reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/**
 * Everything in which `items` (the lines of a paid order, or of the storefront cart before payment) differ from
 * the checkout's snapshot; empty when they match.
 */
export function lineDifferences(checkout: CheckoutRow, items: readonly PaidItem[]): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  const expected = expectedLines(checkout);
  const byLine = new Map<string, PaidItem[]>();
  for (const item of items) {
    const key = item.lineId ?? '';
    byLine.set(key, [...(byLine.get(key) ?? []), item]);
  }
  const known = new Set(expected.map((line) => line.lineId));
  for (const item of items) {
    if (item.lineId === null || !known.has(item.lineId))
      reasons.push({
        code: 'extraLine',
        ...(item.lineId ? { lineId: item.lineId } : {}),
        message: `The order has a line the checkout did not send (${item.sku ?? 'no SKU'} × ${item.quantity}).`,
      });
  }
  for (const line of expected) {
    const paid = byLine.get(line.lineId) ?? [];
    const what = line.title ?? line.sku ?? line.lineId;
    if (paid.length === 0) {
      reasons.push({ code: 'missingLine', lineId: line.lineId, message: `“${what}” is not in the order.` });
      continue;
    }
    if (paid.length > 1) {
      reasons.push({
        code: 'duplicateLine',
        lineId: line.lineId,
        message: `“${what}” is in the order ${paid.length} times.`,
      });
      continue;
    }
    const item = paid[0]!;
    if ((item.sku ?? null) !== line.sku)
      reasons.push({
        code: 'sku',
        lineId: line.lineId,
        message: `“${what}” was paid as SKU ${item.sku ?? '(none)'}; the checkout sent ${line.sku ?? '(none)'}.`,
      });
    const variant = numericTail(line.variantId);
    if (item.variantId === null || item.variantId !== variant)
      reasons.push({
        code: 'variant',
        lineId: line.lineId,
        message: `“${what}” was paid as variant ${item.variantId ?? '(none)'}; the checkout sent ${variant ?? '(none)'}.`,
      });
    if (item.quantity !== line.quantity)
      reasons.push({
        code: 'quantity',
        lineId: line.lineId,
        message: `“${what}” was paid with quantity ${item.quantity}; the checkout sent ${line.quantity}.`,
      });
    // An upgrade is the difference of two tiers' prices, exactly (docs/adr/0084): any other amount is a price
    // changed in flight. Every other line must be paid at least its price.
    const short = item.priceCents * item.quantity < line.unitPriceCents * line.quantity;
    const notExact = line.kind === 'upgrade' && item.priceCents !== line.unitPriceCents;
    if (short || notExact)
      reasons.push({
        code: 'price',
        lineId: line.lineId,
        message: `“${what}” was paid ${money(item.priceCents * item.quantity, checkout.currency)}; the checkout priced it at ${money(line.unitPriceCents * line.quantity, checkout.currency)}.`,
      });
  }
  return reasons;
}

/** Why a paid order may not be granted as it is; empty when it matches its checkout. */
export function reviewReasons(
  checkout: CheckoutRow,
  order: SettledOrder,
  options: { grantTestOrders: boolean },
): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (order.test && !options.grantTestOrders)
    reasons.push({
      code: 'testOrder',
      message: 'A test order (paid through a test gateway): nothing is granted in production.',
    });
  if (order.currency !== checkout.currency.toUpperCase())
    reasons.push({
      code: 'currency',
      message: `The order is in ${order.currency}; the checkout was priced in ${checkout.currency}.`,
    });
  const expected = expectedCents(checkout);
  // Shopify's subtotal is net of the order's discounts: what the lines cost is the two together. A discount
  // is the store's own (a code or an automatic discount its staff made), so it is granted (docs/adr/0081); a
  // subtotal that falls short by more than the discounts it names is a changed order.
  const before = order.subtotalCents + (order.discountCents ?? 0);
  if (before < expected)
    reasons.push({
      code: 'subtotal',
      message: `The order's subtotal${before === order.subtotalCents ? '' : ' before discounts'} is ${money(before, order.currency)}; the checkout's is ${money(expected, checkout.currency)}.`,
    });
  reasons.push(...lineDifferences(checkout, order.items));
  return reasons;
}

/** The storefront cart's lines, read as the order would carry them (before payment). */
export function cartItems(cart: StorefrontCart): PaidItem[] {
  return cart.lines.map((line) => {
    const total = parseCents(line.totalAmount.amount) ?? 0;
    return {
      lineItemId: line.id,
      lineId: line.attributes.find((a) => a.key === LINE_ATTRIBUTE_KEYS.line)?.value ?? null,
      // A cart line names its variant, not its SKU: the variant is compared instead.
      sku: null,
      variantId: numericTail(line.merchandiseId),
      quantity: line.quantity,
      priceCents: line.quantity > 0 ? Math.floor(total / line.quantity) : 0,
    };
  });
}

/**
 * Whether the storefront cart still holds exactly what the checkout sent: the same lines, variants, quantities,
 * at least the prices, in the checkout's currency. Checked before the buyer is sent to pay and when the
 * checkout's status is asked for, so a cart changed in the storefront is caught before it is paid.
 */
export function cartDifferences(checkout: CheckoutRow, cart: StorefrontCart): ReviewReason[] {
  const reasons = lineDifferences(checkout, cartItems(cart)).filter((reason) => reason.code !== 'sku');
  const currencies = new Set(cart.lines.map((line) => line.totalAmount.currencyCode.toUpperCase()));
  if ([...currencies].some((currency) => currency !== checkout.currency.toUpperCase()))
    reasons.push({ code: 'currency', message: `The cart is not in ${checkout.currency}.` });
  return reasons;
}

export interface GrantOrHoldOptions {
  /** Shopify test orders are granted (development and tests); false in production. */
  grantTestOrders: boolean;
}

/**
 * The grant path of a paid storefront order: the order is checked against its checkout first; one that matches
 * is granted (`grantOrder`), one that does not is recorded for review and grants nothing (no licence, credit,
 * gift card or resolved infraction; the cart keeps its lines). The caller holds the checkout row's lock and has
 * checked it is open. A checkout already held answers as a repeat.
 */
export async function grantOrHold(
  trx: Transaction<DB>,
  checkout: CheckoutRow,
  order: SettledOrder,
  report: (event: GrantEvent) => void,
  options: GrantOrHoldOptions,
): Promise<GrantResult & { held?: boolean }> {
  const already = await orders.findReview(trx, checkout.reference, order.storefrontOrderId ?? '');
  if (already) return { duplicate: true, orderId: null, licences: [], held: true };

  const reasons = reviewReasons(checkout, order, options);
  // An upgrade whose licence was upgraded, revoked or lost by the time the order arrived (upgrades.ts).
  for (const mismatch of await upgradeMismatches(trx, checkout.userId, expectedLines(checkout))) {
    reasons.push({ code: 'upgrade', lineId: mismatch.lineId, message: mismatch.message });
  }
  if (reasons.length === 0) return grantOrder(trx, checkout, order, report);

  await orders.insertReview(trx, {
    checkoutReference: checkout.reference,
    userId: checkout.userId,
    storefrontOrderId: order.storefrontOrderId ?? '',
    name: order.name,
    email: order.email,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    totalCents: order.totalCents,
    expectedCents: expectedCents(checkout),
    test: order.test,
    reasons: JSON.stringify(reasons),
    lines: JSON.stringify(order.items),
  });
  report({
    level: 'warn',
    message: 'a paid order does not match its checkout: held for review, nothing granted',
    detail: {
      securityEvent: { event: 'order.held-for-review' },
      reference: checkout.reference,
      storefrontOrderId: order.storefrontOrderId,
      reasons: reasons.map((reason) => reason.code),
    },
  });
  return { duplicate: false, orderId: null, licences: [], held: true };
}
