import { ordersPaidWebhookEndpoint } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import { mailQueued } from '../mail/worker';
import { CART_ATTRIBUTE_KEYS, LINE_ATTRIBUTE_KEYS, WEBHOOK_HEADERS } from '../storefront/port';
import { verifyWebhook } from '../storefront/signature';
import type { ConfirmOrder, GrantEvent, PaidOrderLine } from './grant';
import { grantOrHold, type SettledOrder } from './integrity';
import * as orders from './order-repository';
import { id, money, pairs, parseShopifyJson } from './shopify-fields';
import { afterGrant, receiveRefundWebhook, REFUND_TOPICS } from './refunds';

/**
 * The storefront's `orders/paid` webhook (decisions.md, "Commerce" → "Webhook"; docs/adr/0023). In order:
 * the signature over the raw bytes (401), the topic (others are acknowledged and ignored), the body as an order
 * (400), the checkout it names, its cart token and its user (409: not yet, or not this one), then one
 * transaction that records the webhook id, the order and every grant, committed before the 200. Nothing in it
 * calls outside the database, so it answers well within Shopify's 5 s.
 */

/** A signed order is at most this big (Shopify's are a few kilobytes; a thousand lines stay under it). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
export const ORDERS_PAID_TOPIC = 'orders/paid';

export const WEBHOOK_MESSAGES = {
  unsigned: 'The webhook signature is missing or wrong.',
  notAnOrder: 'The webhook body is not an order.',
  noWebhookId: 'The webhook has no X-Shopify-Webhook-Id.',
  unknownCheckout: 'No open checkout matches this order yet.',
} as const;

/**
 * The raw body, kept out of sight of the app's input checks (which walk every property of a parsed body: a
 * megabyte of bytes would be a million properties) and of anything that would re-serialise it.
 */
class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** The part of Shopify's Order resource the grant reads (storefront/port.ts, OrderPaidPayload). */
const orderSchema = z.object({
  id,
  name: z.string().max(100),
  email: z.string().max(320).nullish(),
  currency: z.string().length(3),
  subtotal_price: money,
  total_price: money,
  cart_token: z.string().max(500).nullish(),
  test: z.boolean().nullish(),
  note_attributes: pairs,
  line_items: z
    .array(
      z.object({
        id,
        title: z.string().max(1000).default(''),
        sku: z.string().max(200).nullish(),
        variant_id: id.nullish(),
        quantity: z.number().int().min(1).max(10_000),
        price: money,
        properties: pairs,
        // The order's discounts as they fell on this line: what it paid is its price less these (ADR 85).
        discount_allocations: z
          .array(z.object({ amount: money }))
          .max(250)
          .nullish(),
      }),
    )
    .max(5_000),
  gift_cards: z
    .array(
      z.object({
        id,
        line_item_id: id,
        code: z.string().max(100).nullish(),
        initial_value: money,
        currency: z.string().length(3).optional(),
      }),
    )
    .optional(),
  gift_card_applications: z
    .array(z.object({ last_characters: z.string().max(20), amount: money }))
    .optional(),
  // What the order page and the receipt show besides the lines (issue 32): absent or null means none.
  total_discounts: money.nullish(),
  discount_codes: z
    .array(
      z.object({
        code: z.string().max(255).nullish(),
        amount: money,
        type: z.string().max(50).nullish(),
      }),
    )
    .max(250)
    .nullish(),
  total_tax: money.nullish(),
  taxes_included: z.boolean().nullish(),
  tax_lines: z
    .array(
      z.object({
        title: z.string().max(255).nullish(),
        price: money,
        // A fraction (0.2 for 20 %); Shopify sends a number, some clients a decimal string.
        rate: z
          .union([
            z.number(),
            z
              .string()
              .regex(/^\d{1,6}(\.\d{1,12})?$/)
              .transform(Number),
          ])
          .pipe(z.number().min(0).max(1000))
          .nullish(),
      }),
    )
    .max(250)
    .nullish(),
});
type OrderPayload = z.output<typeof orderSchema>;

function attributeOf(list: readonly { name: string; value: string }[], name: string): string | null {
  return list.find((item) => item.name === name)?.value ?? null;
}

function paidOrder(payload: OrderPayload): SettledOrder {
  const lines = new Map<string, PaidOrderLine>();
  for (const item of payload.line_items) {
    const lineId = attributeOf(item.properties, LINE_ATTRIBUTE_KEYS.line);
    if (!lineId || lines.has(lineId)) continue;
    // What the discounts took off the line, never below nothing nor more than the line cost.
    const allocated = (item.discount_allocations ?? []).reduce((sum, a) => sum + Math.max(0, a.amount), 0);
    lines.set(lineId, {
      lineItemId: item.id,
      priceCents: item.price,
      quantity: item.quantity,
      title: item.title,
      sku: item.sku ?? null,
      discountCents: Math.min(allocated, Math.max(0, item.price * item.quantity)),
    });
  }
  return {
    storefrontOrderId: payload.id,
    name: payload.name,
    email: payload.email ?? null,
    currency: payload.currency.toUpperCase(),
    subtotalCents: payload.subtotal_price,
    totalCents: payload.total_price,
    lines,
    // Every line as paid, whatever its attributes: what commerce/integrity.ts checks against the checkout.
    items: payload.line_items.map((item) => ({
      lineItemId: item.id,
      lineId: attributeOf(item.properties, LINE_ATTRIBUTE_KEYS.line),
      sku: item.sku ?? null,
      variantId: item.variant_id ?? null,
      quantity: item.quantity,
      priceCents: item.price,
    })),
    test: payload.test === true,
    giftCards: (payload.gift_cards ?? []).map((card) => ({
      id: card.id,
      lineItemId: card.line_item_id,
      code: card.code ?? null,
      initialCents: card.initial_value,
      currency: (card.currency ?? payload.currency).toUpperCase(),
    })),
    giftCardApplications: (payload.gift_card_applications ?? []).map((application) => ({
      lastCharacters: application.last_characters,
      amountCents: application.amount,
    })),
    // A negative discount or tax is no discount or tax: kept at 0 rather than refusing a paid order for it.
    discountCents: Math.max(0, payload.total_discounts ?? 0),
    discountCodes: (payload.discount_codes ?? []).map((discount) => ({
      code: discount.code?.trim() || null,
      amountCents: Math.max(0, discount.amount),
    })),
    taxCents: Math.max(0, payload.total_tax ?? 0),
    taxesIncluded: payload.taxes_included === true,
    taxLines: (payload.tax_lines ?? []).map((tax) => ({
      title: tax.title?.trim() || 'Tax',
      rate: tax.rate ?? 0,
      amountCents: Math.max(0, tax.price),
    })),
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface OrdersPaidWebhookOptions {
  /** The shared secret (storefront/secret.ts, `webhookSecret(db, config)`). */
  secret: () => Promise<string>;
  /** Shopify test orders grant (development, tests); false in production (commerce/config.ts). */
  grantTestOrders: boolean;
  /** The confirmation mail of a granted order. */
  confirmOrder: ConfirmOrder;
}

/**
 * Registers the webhook in its own encapsulated plugin: there, and only there, every content type is read as raw
 * bytes (up to WEBHOOK_BODY_LIMIT), so the signature is checked over exactly what the storefront signed.
 */
export function ordersPaidWebhookRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: OrdersPaidWebhookOptions,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, new RawBody(body as Buffer)),
    );

    route(scope, ordersPaidWebhookEndpoint, async ({ request }) => {
      const security = (event: string, detail: Record<string, unknown> = {}) =>
        request.log.warn({ securityEvent: { event, ip: request.ip, ...detail } }, `security event ${event}`);
      const report = (event: GrantEvent) => request.log[event.level](event.detail, event.message);

      const raw = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
      // storefront/signature.ts: HMAC-SHA256 of these bytes, compared with crypto.timingSafeEqual at equal lengths.
      if (!verifyWebhook(raw, await options.secret(), header(request, WEBHOOK_HEADERS.hmac))) {
        security('webhook.signature-refused');
        throw httpError(401, WEBHOOK_MESSAGES.unsigned);
      }

      const webhookId = header(request, WEBHOOK_HEADERS.webhookId)?.trim().slice(0, 200);
      if (!webhookId) throw httpError(400, WEBHOOK_MESSAGES.noWebhookId);
      const topic = header(request, WEBHOOK_HEADERS.topic)?.trim() ?? '';
      if (REFUND_TOPICS.has(topic)) {
        // refunds.ts: refunds/create and orders/cancelled take back what they refund (deduplicated the same way).
        return receiveRefundWebhook(db, { topic, webhookId, raw, log: request.log });
      }
      if (topic !== ORDERS_PAID_TOPIC) {
        // Acknowledged so the store stops sending it; only orders/paid grants anything.
        const seen = await orders.recordWebhook(db, { webhookId, topic: topic.slice(0, 100) || '(none)' });
        return { received: true as const, duplicate: !seen };
      }

      let json: unknown;
      try {
        json = parseShopifyJson(raw.toString('utf8'));
      } catch {
        throw httpError(400, WEBHOOK_MESSAGES.notAnOrder);
      }
      const parsed = orderSchema.safeParse(json);
      if (!parsed.success) throw httpError(400, WEBHOOK_MESSAGES.notAnOrder);
      const payload = parsed.data;
      const order = paidOrder(payload);

      // The order names its checkout; the cart token and the user must be that checkout's too, so a signed
      // order naming another checkout (another user's, or one it did not pay for) grants nothing.
      const reference = attributeOf(payload.note_attributes, CART_ATTRIBUTE_KEYS.orderReference);
      const userId = attributeOf(payload.note_attributes, CART_ATTRIBUTE_KEYS.user);
      const found = reference ? await orders.findCheckoutKeys(db, reference) : undefined;
      if (!found || !found.cartToken || found.cartToken !== payload.cart_token || found.userId !== userId) {
        // Retried by the store: a real order that came before its checkout was saved is granted later.
        security('webhook.order-unmatched', {
          detail: !found ? 'unknown checkout' : 'cart token or user does not match',
          reference: reference?.slice(0, 40) ?? null,
          storefrontOrderId: order.storefrontOrderId,
        });
        throw httpError(409, WEBHOOK_MESSAGES.unknownCheckout);
      }

      const result = await db.transaction().execute(async (trx) => {
        const first = await orders.recordWebhook(trx, {
          webhookId,
          topic,
          storefrontOrderId: order.storefrontOrderId,
        });
        if (!first) return { duplicate: true };
        const checkout = await orders.lockCheckout(trx, found.reference);
        if (checkout.status === 'paid') {
          // Another delivery of this order (or a second order for one cart) was here first.
          const paidBy = await orders.storefrontOrderOf(trx, checkout.reference);
          if (paidBy?.storefrontOrderId !== order.storefrontOrderId) {
            security('webhook.checkout-already-paid', {
              reference: checkout.reference,
              storefrontOrderId: order.storefrontOrderId,
            });
          }
          return { duplicate: true };
        }
        const granted = await grantOrHold(trx, checkout, order, report, options);
        if (!granted.duplicate && !granted.held && granted.orderId) {
          // refunds.ts: the line items a refund may name, and refunds that came before this order, applied now.
          await afterGrant(trx, granted.orderId, order);
          // One mail per order, committed with it: a replay never gets here, and a held order granted nothing
          // to confirm (its buyer is told on the checkout page that it is held; docs/adr/0081).
          await options.confirmOrder(trx, { userId: checkout.userId, reference: checkout.reference });
        }
        return granted;
      });
      if (!result.duplicate && 'orderId' in result && result.orderId) mailQueued(db);
      if (!result.duplicate) {
        request.log.info(
          { reference: found.reference, storefrontOrderId: order.storefrontOrderId },
          'held' in result && result.held ? 'order paid: held for review' : 'order paid: licences granted',
        );
      }
      return { received: true as const, duplicate: result.duplicate };
    });
  });
}
