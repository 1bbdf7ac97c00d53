import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { escapeHtml } from './checkout-page';
import { restDecimal } from './money';

/**
 * Refunding and cancelling a paid sandbox order, as a shop's staff does in Shopify's admin: a refund of one line
 * (or of every line left) queues a `refunds/create` webhook with Shopify's Refund body, a cancellation queues
 * `orders/cancelled` with the order's body; both go through the same signed delivery queue, with retries, as
 * `orders/paid` (webhooks.ts). A gift card the refunded line issued is disabled, as Shopify does.
 */

export const REFUNDS_TOPIC = 'refunds/create';
export const CANCELLED_TOPIC = 'orders/cancelled';

export const REFUND_TEXT = {
  heading: 'Test refunds',
  intro:
    'As the shop, refund a line or the whole order, or cancel it: the shop sends the refunds/create or ' +
    'orders/cancelled webhook, and Clipmarket takes back what was refunded.',
  refundLine: 'Refund this line',
  refundAll: 'Refund the whole order',
  cancel: 'Cancel the order',
  refunded: 'Refunded',
  cancelled: 'This order was cancelled.',
  refundedNotice: 'Refund sent.',
  cancelledNotice: 'Cancellation sent.',
  nothingToRefund: 'Nothing is left to refund on this order.',
} as const;

interface StoredLineItem {
  id: number;
  title: string;
  name?: string;
  quantity: number;
  price: string;
  gift_card?: boolean;
  properties?: { name: string; value: string }[];
  discount_allocations?: { amount: string }[];
  tax_lines?: { price: string }[];
  [key: string]: unknown;
}

interface StoredOrder {
  id: number;
  currency: string;
  taxes_included?: boolean;
  line_items: StoredLineItem[];
  [key: string]: unknown;
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/**
 * What `units` of a line paid, as Shopify's refund line item says it: `subtotal` its price less its share of the
 * order's discount, `total_tax` its share of the line's tax (both in proportion to the units, the last units
 * taking what rounding left), and the money the refund gives back: the subtotal, plus the tax unless the prices
 * include it.
 */
function refundedPart(item: StoredLineItem, units: number, left: number, taxesIncluded: boolean) {
  const share = (total: number) => {
    // Units refunded before these took their rounded share; the rest goes with the last units.
    const before = Math.round((total * (item.quantity - left)) / item.quantity);
    const after = Math.round((total * (item.quantity - left + units)) / item.quantity);
    return after - before;
  };
  const discount = (item.discount_allocations ?? []).reduce((sum, a) => sum + cents(a.amount), 0);
  const tax = (item.tax_lines ?? []).reduce((sum, t) => sum + cents(t.price), 0);
  const subtotal = share(cents(item.price) * item.quantity - discount);
  const taxCents = share(tax);
  return { subtotal, taxCents, refund: subtotal + (taxesIncluded ? 0 : taxCents) };
}

/** A line of a paid sandbox order, with what is left of it to refund. */
export interface RefundableLine {
  id: number;
  title: string;
  quantity: number;
  refunded: number;
}

export interface SandboxOrderRefunds {
  orderId: number;
  orderName: string;
  lines: RefundableLine[];
  cancelled: boolean;
}

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

type Db = Kysely<DB> | Transaction<DB>;

/** The cart's order and, per line, how much was refunded by the refunds queued so far. */
export async function orderRefunds(db: Db, cartToken: string): Promise<SandboxOrderRefunds | null> {
  const order = await db
    .selectFrom('sandboxOrders')
    // As text: the CamelCasePlugin would rename the keys of a parsed jsonb value (line_items → lineItems).
    .select(['id', 'number', sql<string>`payload::text`.as('payload')])
    .where('cartToken', '=', cartToken)
    .executeTakeFirst();
  if (!order) return null;
  const payload = parse<StoredOrder>(order.payload);
  const sent = await db
    .selectFrom('sandboxWebhookDeliveries')
    .select(['topic', 'body'])
    .where('orderId', '=', order.id)
    .where('topic', 'in', [REFUNDS_TOPIC, CANCELLED_TOPIC])
    .execute();
  const refunded = new Map<number, number>();
  for (const row of sent) {
    if (row.topic !== REFUNDS_TOPIC) continue;
    const body = JSON.parse(row.body) as { refund_line_items: { line_item_id: number; quantity: number }[] };
    for (const line of body.refund_line_items) {
      refunded.set(line.line_item_id, (refunded.get(line.line_item_id) ?? 0) + line.quantity);
    }
  }
  return {
    orderId: order.id,
    orderName: `#${order.number}`,
    lines: (payload.line_items ?? []).map((item) => ({
      id: item.id,
      title: item.name ?? item.title,
      quantity: item.quantity,
      refunded: Math.min(item.quantity, refunded.get(item.id) ?? 0),
    })),
    cancelled: sent.some((row) => row.topic === CANCELLED_TOPIC),
  };
}

export type SandboxRefundResult =
  { status: 'sent'; webhookId: string } | { status: 'nothing' } | { status: 'missing' };

async function queue(trx: Transaction<DB>, topic: string, orderId: number, body: string, now: Date) {
  const webhookId = randomUUID();
  await trx
    .insertInto('sandboxWebhookDeliveries')
    .values({ webhookId, topic, orderId, body, triggeredAt: now, nextAttemptAt: now })
    .execute();
  return webhookId;
}

async function lockOrder(trx: Transaction<DB>, cartToken: string) {
  return trx
    .selectFrom('sandboxOrders')
    .select(['id', sql<string>`payload::text`.as('payload'), 'currency'])
    .where('cartToken', '=', cartToken)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Refunds one line item of the cart's order (all of what is left of it), or every line left (`lineItemId`
 * null), and queues the `refunds/create` webhook: Shopify's Refund resource, each refunded line with its line
 * item as the order had it.
 */
export async function refundSandboxOrder(
  db: Kysely<DB>,
  options: { cartToken: string; lineItemId: number | null; now: Date },
): Promise<SandboxRefundResult> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, options.cartToken);
    if (!order) return { status: 'missing' } as const;
    const state = (await orderRefunds(trx, options.cartToken))!;
    if (state.cancelled) return { status: 'nothing' } as const;
    const payload = parse<StoredOrder>(order.payload);
    const items = new Map(payload.line_items.map((item) => [item.id, item]));
    const lines = state.lines
      .filter((line) => options.lineItemId === null || line.id === options.lineItemId)
      .map((line) => ({ line, left: line.quantity - line.refunded }))
      .filter(({ left }) => left > 0);
    if (lines.length === 0) return { status: 'nothing' } as const;

    const ids = await sql<{ id: number }>`
      SELECT nextval('sandbox_line_item_id_seq') AS id FROM generate_series(1, ${lines.length + 2})
    `.execute(trx);
    const [refundId, transactionId, ...lineIds] = ids.rows.map((row) => Number(row.id));
    const createdAt = options.now.toISOString();
    let amountCents = 0;
    const refundLineItems = lines.map(({ line, left }, i) => {
      const item = items.get(line.id)!;
      const part = refundedPart(item, left, left, payload.taxes_included === true);
      amountCents += part.refund;
      const moneySet = (value: number) => {
        const amount = { amount: restDecimal(value), currency_code: order.currency };
        return { shop_money: amount, presentment_money: amount };
      };
      return {
        id: lineIds[i]!,
        line_item_id: line.id,
        quantity: left,
        restock_type: 'no_restock',
        location_id: null,
        subtotal: Number(restDecimal(part.subtotal)),
        total_tax: Number(restDecimal(part.taxCents)),
        subtotal_set: moneySet(part.subtotal),
        total_tax_set: moneySet(part.taxCents),
        line_item: item,
      };
    });
    const body = JSON.stringify({
      id: refundId,
      admin_graphql_api_id: `gid://shopify/Refund/${refundId}`,
      order_id: order.id,
      created_at: createdAt,
      processed_at: createdAt,
      note: 'Sandbox refund',
      restock: false,
      user_id: null,
      refund_line_items: refundLineItems,
      transactions: [
        {
          id: transactionId,
          order_id: order.id,
          kind: 'refund',
          gateway: 'bogus',
          status: 'success',
          amount: restDecimal(amountCents),
          currency: order.currency,
          test: true,
          created_at: createdAt,
        },
      ],
      order_adjustments: [],
    });
    // A refunded gift card is disabled, as Shopify does: what is left on it can no longer be spent.
    for (const { line } of lines) {
      if (items.get(line.id)?.gift_card) {
        await trx
          .updateTable('sandboxGiftCards')
          .set({ balanceCents: 0 })
          .where('orderId', '=', order.id)
          .where('lineItemId', '=', line.id)
          .execute();
      }
    }
    return {
      status: 'sent',
      webhookId: await queue(trx, REFUNDS_TOPIC, order.id, body, options.now),
    } as const;
  });
}

/** Cancels the cart's order (once) and queues `orders/cancelled`: the order's body, cancelled and refunded. */
export async function cancelSandboxOrder(
  db: Kysely<DB>,
  options: { cartToken: string; reason: string; now: Date },
): Promise<SandboxRefundResult> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, options.cartToken);
    if (!order) return { status: 'missing' } as const;
    const state = (await orderRefunds(trx, options.cartToken))!;
    if (state.cancelled) return { status: 'nothing' } as const;
    const payload = parse<StoredOrder>(order.payload);
    const at = options.now.toISOString();
    const body = JSON.stringify({
      ...payload,
      cancelled_at: at,
      cancel_reason: options.reason,
      financial_status: 'refunded',
      updated_at: at,
      refunds: [],
    });
    await trx
      .updateTable('sandboxGiftCards')
      .set({ balanceCents: 0 })
      .where('orderId', '=', order.id)
      .execute();
    return {
      status: 'sent',
      webhookId: await queue(trx, CANCELLED_TOPIC, order.id, body, options.now),
    } as const;
  });
}

/** The paid page's test refunds: a form per line left to refund, one for the whole order, one to cancel it. */
export function renderRefundSection(model: {
  state: SandboxOrderRefunds;
  refundAction: string;
  cancelAction: string;
  formKey: string;
  notice?: string | null;
}): string {
  const e = escapeHtml;
  const { state } = model;
  const key = `<input type="hidden" name="form_key" value="${e(model.formKey)}">`;
  const left = state.lines.some((line) => line.refunded < line.quantity);
  const rows = state.lines
    .map((line) => {
      const done = line.refunded >= line.quantity;
      const action =
        done || state.cancelled
          ? `<span>— ${e(REFUND_TEXT.refunded)}</span>`
          : `<form method="post" action="${e(model.refundAction)}">${key}<input type="hidden" name="line_item_id" value="${line.id}"><button type="submit" class="secondary" aria-label="${e(`${REFUND_TEXT.refundLine}: ${line.title}`)}">${e(REFUND_TEXT.refundLine)}</button></form>`;
      return `<li><span>${e(line.title)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span> ${action}</li>`;
    })
    .join('\n');
  return `<section aria-labelledby="test-refunds"><h2 id="test-refunds">${e(REFUND_TEXT.heading)}</h2>
${model.notice ? `<p role="status">${e(model.notice)}</p>` : ''}
<p>${e(REFUND_TEXT.intro)}</p>
<ul>${rows}</ul>
${
  state.cancelled
    ? `<p>${e(REFUND_TEXT.cancelled)}</p>`
    : `${left ? `<form method="post" action="${e(model.refundAction)}">${key}<input type="hidden" name="line_item_id" value="all"><button type="submit" class="secondary">${e(REFUND_TEXT.refundAll)}</button></form>` : `<p>${e(REFUND_TEXT.nothingToRefund)}</p>`}
<form method="post" action="${e(model.cancelAction)}">${key}<button type="submit" class="secondary">${e(REFUND_TEXT.cancel)}</button></form>`
}
</section>`;
}
