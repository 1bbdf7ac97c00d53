import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { createStorefront } from '../index';
import { WEBHOOK_HEADERS, type Storefront } from '../port';
import { REFUND_TEXT } from './refunds';
import {
  formKeyOf,
  pathOf,
  postForm,
  startTestReceiver,
  testStorefrontConfig,
  type TestReceiver,
} from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let receiver: TestReceiver;
let storefront: Storefront;
const config = testStorefrontConfig();

beforeAll(async () => {
  receiver = await startTestReceiver();
  server = await startTestServer({
    app: {
      storefront: {
        config,
        webhook: { url: receiver.url, retryDelaysMs: [20, 20, 20], pollIntervalMs: 3_600_000 },
      },
    },
  });
  storefront = createStorefront({ db: server.db, config, app: server.app });
});

beforeEach(() => {
  receiver.answers = [];
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** A cart of a Personal licence and two gift cards, paid at the checkout page; its page's address. */
async function paidCart(): Promise<{ page: string; orderId: number }> {
  const products = await storefront.products();
  const licence = products.find((p) => p.productType === 'Licence')!.variants[0]!;
  const card = products.find((p) => p.productType === 'Gift Card')!.variants[0]!;
  const cart = await storefront.createCart({
    lines: [
      { merchandiseId: licence.id, quantity: 1, attributes: [{ key: '_clipmarket_line', value: 'line-a' }] },
      { merchandiseId: card.id, quantity: 2, attributes: [{ key: '_clipmarket_line', value: 'line-b' }] },
    ],
    buyerEmail: 'buyer@example.com',
    attributes: [{ key: '_clipmarket_reference', value: randomUUID() }],
    note: 'Settlement',
  });
  const page = `${server.url}${pathOf(cart.checkoutUrl)}`;
  const formKey = formKeyOf(await (await fetch(page)).text());
  const paid = await postForm(page, { form_key: formKey, card_number: '4242424242424242' });
  expect(paid.status).toBeLessThan(400);
  const order = await server.db
    .selectFrom('sandboxOrders')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  // Its orders/paid is sent after the answer: wait for it, so the receiver's next answers are the refund's.
  await vi.waitFor(() => expect(received('orders/paid', order.id)).toHaveLength(1), { timeout: 20_000 });
  return { page, orderId: order.id };
}

const action = (page: string, name: 'refunds' | 'cancel') => {
  const url = new URL(page);
  url.pathname += `/${name}`;
  return url.toString();
};

const received = (topic: string, orderId: number) =>
  receiver.received
    .filter((r) => r.headers[WEBHOOK_HEADERS.topic] === topic)
    .map((r) => ({ ...r, json: JSON.parse(r.body.toString('utf8')) }))
    .filter((r) => r.json.order_id === orderId || r.json.id === orderId);

async function storedSecret(): Promise<string> {
  const row = await server.db
    .selectFrom('sandboxSettings')
    .select('value')
    .where('key', '=', 'webhook_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

describe("the sandbox's test refunds", () => {
  it('refunds one line from the paid page: a signed refunds/create with Shopify’s Refund body, retried until accepted', async () => {
    const { page, orderId } = await paidCart();
    const html = await (await fetch(page)).text();
    expect(html).toContain(REFUND_TEXT.heading);
    const formKey = formKeyOf(html);
    const lineItemId = /name="line_item_id" value="(\d+)"/.exec(html)![1]!;

    // The receiver refuses twice: the same delivery comes again, under the same webhook id.
    receiver.answers = [500, 503];
    const refunded = await postForm(action(page, 'refunds'), { form_key: formKey, line_item_id: lineItemId });
    expect(refunded.status).toBe(303);
    await vi.waitFor(() => expect(received('refunds/create', orderId)).toHaveLength(3), { timeout: 20_000 });
    const hooks = received('refunds/create', orderId);
    expect(new Set(hooks.map((h) => h.headers[WEBHOOK_HEADERS.webhookId])).size).toBe(1);
    const [hook] = hooks;
    const expected = createHmac('sha256', await storedSecret())
      .update(hook!.body)
      .digest('base64');
    expect(hook!.headers[WEBHOOK_HEADERS.hmac]).toBe(expected);
    expect(hook!.json).toMatchObject({
      order_id: orderId,
      refund_line_items: [
        {
          line_item_id: Number(lineItemId),
          quantity: 1,
          // A number, as Shopify's documented refunds/create sample writes it.
          subtotal: 49,
          total_tax: 0,
          line_item: { properties: [{ name: '_clipmarket_line', value: 'line-a' }] },
        },
      ],
      transactions: [{ kind: 'refund', status: 'success', amount: '49.00' }],
    });

    // The line shows refunded; refunding it again sends nothing.
    const after = await (await fetch(page)).text();
    expect(after).toContain(REFUND_TEXT.refunded);
    const again = await postForm(action(page, 'refunds'), { form_key: formKey, line_item_id: lineItemId });
    expect(again.status).toBe(409);
  });

  it('refunds the whole order, disabling the gift cards it issued, and cancels it once with orders/cancelled', async () => {
    const { page, orderId } = await paidCart();
    const formKey = formKeyOf(await (await fetch(page)).text());
    const all = await postForm(action(page, 'refunds'), { form_key: formKey, line_item_id: 'all' });
    expect(all.status).toBe(303);
    await vi.waitFor(() => expect(received('refunds/create', orderId)).toHaveLength(1), { timeout: 20_000 });
    const [refund] = received('refunds/create', orderId);
    expect(refund!.json.refund_line_items.map((l: { quantity: number }) => l.quantity)).toEqual([1, 2]);
    const cards = await server.db
      .selectFrom('sandboxGiftCards')
      .select('balanceCents')
      .where('orderId', '=', orderId)
      .execute();
    expect(cards.map((c) => c.balanceCents)).toEqual([0, 0]);

    const cancelled = await postForm(action(page, 'cancel'), { form_key: formKey });
    expect(cancelled.status).toBe(303);
    await vi.waitFor(() => expect(received('orders/cancelled', orderId)).toHaveLength(1), {
      timeout: 20_000,
    });
    expect(received('orders/cancelled', orderId)[0]!.json).toMatchObject({
      id: orderId,
      cancel_reason: 'customer',
      cancelled_at: expect.any(String),
    });
    expect((await postForm(action(page, 'cancel'), { form_key: formKey })).status).toBe(409);
  });

  it('refuses a refund form that did not come from the page: nothing is sent', async () => {
    const { page, orderId } = await paidCart();
    const html = await (await fetch(page)).text();
    const lineItemId = /name="line_item_id" value="(\d+)"/.exec(html)![1]!;
    const forged = await postForm(action(page, 'refunds'), { form_key: 'wrong', line_item_id: lineItemId });
    expect(forged.status).toBe(403);
    const noKey = new URL(action(page, 'refunds'));
    noKey.search = '';
    expect(
      (await postForm(noKey.toString(), { form_key: formKeyOf(html), line_item_id: lineItemId })).status,
    ).toBe(404);
    const queued = await server.db
      .selectFrom('sandboxWebhookDeliveries')
      .select('topic')
      .where('orderId', '=', orderId)
      .execute();
    expect(queued.map((q) => q.topic)).toEqual(['orders/paid']);
  });
});
