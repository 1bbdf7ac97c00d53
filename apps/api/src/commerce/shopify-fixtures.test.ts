import { readFileSync } from 'node:fs';
import { commerceEndpoints as e, orderSchema, STOREFRONT_API_VERSION, type Order } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { CART_ATTRIBUTE_KEYS, cartToken, LINE_ATTRIBUTE_KEYS } from '../storefront/port';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { createFakeStorefront, deliverWebhook, raiseAuthLimits, type FakeStorefront } from './test-helpers';

/*
 * Shopify's own webhook bodies through the real webhook route (issue 32, "What must hold": a fixture built
 * from Shopify's documented `orders/paid` and `refunds/create` payloads; docs/adr/0085).
 *
 * Where the shape comes from: the sample payloads of Shopify's webhook reference,
 * https://shopify.dev/docs/api/webhooks/2026-07 ("orders/paid: Sample Payload", "refunds/create: Sample
 * Payload"), the newest version's page on record when this was written. The marketplace's Storefront calls
 * speak STOREFRONT_API_VERSION (2026-10); webhook bodies are the Admin API's REST Order and Refund resources,
 * serialized at the subscription's Admin API version, not the Storefront's (docs/adr/0079).
 * fixtures/shopify-orders-paid.json and fixtures/shopify-refunds-create.json keep every field those
 * samples show, in their order, with their ids (18-digit ids, past a JavaScript number's exact range, as
 * Shopify's are). What was changed, and why:
 *
 * - the five sample lines (sunglasses, a lounger…) are two of our licences, with our SKUs, variant and product
 *   ids and prices (our matching needs them), each carrying its cart line in `properties`, a 10 % discount code's
 *   allocation and its 20 % VAT in `discount_allocations` and `tax_lines`, shaped as the samples' own line items
 *   (the Order sample's lines have them empty; the fulfillments/create sample shows a filled allocation);
 * - the order is paid, not cancelled (the sample is shared by every order topic: `financial_status`
 *   "voided", `cancelled_at` set), sells no shipping (`shipping_lines` empty, the shipping price 0), and its
 *   totals are the two lines' (`subtotal_price` net of the discount, `total_price` with the tax on top);
 * - the cart token and note attributes name the checkout (`{{cart_token}}`, `{{reference}}`, `{{user}}`,
 *   `{{line:N}}`, filled in here before signing);
 * - the refund refunds the first line (one refund line item and one transaction, in the sample's shapes), for
 *   what it paid: 134.10 after its discount and 26.82 of VAT.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const SECRET = 'shopify-fixture-secret-0123456789';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let server: TestServer;
let storefront: FakeStorefront;
let ids: string[];
let restoreLimits: () => void;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 10,
    app: { commerce: { storefront, webhookSecret: async () => SECRET, config: { productsTtlMs: 0 } } },
  });
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

/** The fixture's text with the checkout's values in its placeholders: the bytes that are signed and sent. */
function filled(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([a-z_:0-9]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${whole}`);
    return value;
  });
}

describe("Shopify's documented webhook bodies", () => {
  it('grant the paid order of a checkout at the prices its discount left, then a refund revokes its line', async () => {
    expect(STOREFRONT_API_VERSION).toBe('2026-10');
    const user = await registerAndLogin(server.url);
    for (const [jmId, tier] of [
      [ids[0]!, 'basicPro'],
      [ids[1]!, 'personal'],
    ] as const) {
      const added = await api(e.addVideo, as(user, { params: { jmId }, body: { tier } }));
      expect(added.status).toBe(200);
    }
    const checkout = await api(e.checkout, as(user, { body: {} }));
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    const reference = checkout.json.orderReference as string;
    const built = storefront.created.at(-1)!;
    const lineOf = (i: number) =>
      built.lines[i]!.attributes.find((a) => a.key === LINE_ATTRIBUTE_KEYS.line)!.value;
    const values = {
      cart_token: cartToken(checkout.json.checkoutId),
      reference,
      user: built.attributes.find((a) => a.key === CART_ATTRIBUTE_KEYS.user)!.value,
      'line:0': lineOf(0),
      'line:1': lineOf(1),
    };

    const paid = await deliverWebhook(server.url, null, SECRET, {
      body: filled(fixture('shopify-orders-paid.json'), values),
      topic: 'orders/paid',
    });
    expect(paid).toEqual({ status: 200, json: { received: true, duplicate: false } });

    const orderRes = await api(e.order, as(user, { params: { orderNumber: reference } }));
    expect(orderRes.status, JSON.stringify(orderRes.json)).toBe(200);
    const order: Order = orderSchema.parse(orderRes.json);
    expect(order).toMatchObject({
      storefrontName: '#9999',
      currency: 'USD',
      status: 'paid',
      subtotalCents: 19_800,
      discounts: [{ code: 'SUMMER10', amountCents: 1_980 }],
      tax: { cents: 3_564, included: false, lines: [{ title: 'VAT', rate: 0.2, amountCents: 3_564 }] },
      totalCents: 21_384,
      refundedCents: 0,
    });
    expect(order.lines.map((line) => [line.jmId, line.tier, line.amountCents, line.discountCents])).toEqual([
      [ids[0], 'basicPro', 14_900, 1_490],
      [ids[1], 'personal', 4_900, 490],
    ]);
    // Each licence's price paid is its line's price less the discount allocated to it.
    const [basic, personal] = order.lines;
    for (const [line, cents] of [
      [basic!, 13_410],
      [personal!, 4_410],
    ] as const) {
      const licence = await api(e.licence, as(user, { params: { number: line.licenceNumber! } }));
      expect(licence.json).toMatchObject({ priceCents: cents, revokedAt: null, orderName: '#9999' });
    }
    // The 18-digit line item ids were kept to the digit: the refund finds its line by them.
    const stored = await server.db
      .selectFrom('orderLines')
      .select('lineItemId')
      .where('lineKey', 'in', [values['line:0'], values['line:1']])
      .orderBy('lineItemId')
      .execute();
    expect(stored.map((row) => String(row.lineItemId))).toEqual(['487817672276298554', '789012345678901234']);

    const refund = fixture('shopify-refunds-create.json');
    const refunded = await deliverWebhook(server.url, null, SECRET, {
      body: refund,
      topic: 'refunds/create',
    });
    expect(refunded).toEqual({ status: 200, json: { received: true, duplicate: false } });
    const revoked = await api(e.licence, as(user, { params: { number: basic!.licenceNumber! } }));
    expect(revoked.json).toMatchObject({ revokedReason: 'Refunded' });
    expect(revoked.json.revokedAt).not.toBeNull();
    const kept = await api(e.licence, as(user, { params: { number: personal!.licenceNumber! } }));
    expect(kept.json).toMatchObject({ revokedAt: null });
    const after = orderSchema.parse(
      (await api(e.order, as(user, { params: { orderNumber: reference } }))).json,
    );
    expect(after).toMatchObject({ status: 'partlyRefunded', refundedCents: 16_092 });

    // The same refund delivered again (a new webhook id, as a retry by the shop) takes back nothing more.
    const again = await deliverWebhook(server.url, null, SECRET, { body: refund, topic: 'refunds/create' });
    expect(again).toEqual({ status: 200, json: { received: true, duplicate: true } });
    const still = orderSchema.parse(
      (await api(e.order, as(user, { params: { orderNumber: reference } }))).json,
    );
    expect(still.refundedCents).toBe(16_092);
  });

  it('refuse the documented body unsigned or signed with another secret, granting nothing', async () => {
    const body = filled(fixture('shopify-orders-paid.json'), {
      cart_token: 'c1-none',
      reference: 'CMO-00000000',
      user: '00000000-0000-4000-8000-000000000000',
      'line:0': 'x',
      'line:1': 'y',
    });
    const forged = await deliverWebhook(server.url, null, SECRET, {
      body,
      secret: 'another-secret-0123456789',
    });
    expect(forged.status).toBe(401);
    const unsigned = await deliverWebhook(server.url, null, SECRET, {
      body,
      headers: { 'x-shopify-hmac-sha256': undefined },
    });
    expect(unsigned.status).toBe(401);
  });
});
