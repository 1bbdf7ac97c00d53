import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { startTestServer, type TestServer } from '../../test/harness';
import { createStorefront } from '../index';
import {
  cartToken,
  ORDERS_PAID_WEBHOOK_PATH,
  STOREFRONT_API_VERSION,
  WEBHOOK_HEADERS,
  type OrderPaidPayload,
  type Storefront,
} from '../port';
import { signWebhook, verifyWebhook } from '../signature';
import { createWebhookDeliverer } from './webhooks';
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
/** Retries a few milliseconds apart instead of 5 s, 30 s, 2 min…: the schedule is the same code. */
const RETRY_DELAYS_MS = [20, 20, 20];

beforeAll(async () => {
  receiver = await startTestReceiver();
  server = await startTestServer({
    // No polling: this server's sender runs when a payment kicks it and when its retries are due, so it never
    // takes the rows the tests below queue for senders of their own.
    app: {
      storefront: {
        config,
        webhook: { url: receiver.url, retryDelaysMs: RETRY_DELAYS_MS, pollIntervalMs: 3_600_000 },
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

/** A cart of one Personal licence, paid at the checkout page with the good test card. */
async function payForACart(): Promise<{ token: string }> {
  const variant = (await storefront.products())[0]!.variants[0]!;
  const cart = await storefront.createCart({
    lines: [{ merchandiseId: variant.id, quantity: 1, attributes: [{ key: 'Clip', value: 'JV#1' }] }],
    buyerEmail: 'buyer@example.com',
    attributes: [{ key: '_clipmarket_reference', value: randomUUID() }],
    note: 'Settlement',
  });
  const page = `${server.url}${pathOf(cart.checkoutUrl)}`;
  const formKey = formKeyOf(await (await fetch(page)).text());
  const paid = await postForm(page, { form_key: formKey, card_number: '4242424242424242' });
  expect(paid.status).toBeLessThan(400);
  return { token: cartToken(cart.id) };
}

const receivedFor = (token: string) =>
  receiver.received.filter(
    (r) => (JSON.parse(r.body.toString('utf8')) as OrderPaidPayload).cart_token === token,
  );

/** The sandbox's stored secret, read straight from its table (not through the code that signs). */
async function storedSecret(): Promise<string> {
  const row = await server.db
    .selectFrom('sandboxSettings')
    .select('value')
    .where('key', '=', 'webhook_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A delivery queued as a payment queues one, due now, with a body of our own. */
async function queueDelivery(body: object = { id: Date.now(), name: '#test' }) {
  const webhookId = randomUUID();
  await server.db
    .insertInto('sandboxWebhookDeliveries')
    .values({
      webhookId,
      topic: 'orders/paid',
      orderId: null,
      body: JSON.stringify(body),
      triggeredAt: new Date(),
      nextAttemptAt: new Date(Date.now() - 1_000),
    })
    .execute();
  return webhookId;
}

const deliveryRow = (webhookId: string) =>
  server.db
    .selectFrom('sandboxWebhookDeliveries')
    .selectAll()
    .where('webhookId', '=', webhookId)
    .executeTakeFirstOrThrow();

describe('the orders/paid webhook', () => {
  it('arrives as Shopify sends it: its exact bytes signed with the shared secret, and the Shopify headers', async () => {
    const { token } = await payForACart();
    await vi.waitFor(() => expect(receivedFor(token)).toHaveLength(1), { timeout: 20_000 });
    const [hook] = receivedFor(token);
    const secret = await storedSecret();
    expect(Buffer.from(secret, 'base64')).toHaveLength(32);
    // An HMAC computed here, independently of the sandbox's signing code.
    const expected = createHmac('sha256', secret).update(hook!.body).digest('base64');
    expect(hook!.headers[WEBHOOK_HEADERS.hmac]).toBe(expected);
    expect(verifyWebhook(hook!.body, secret, hook!.headers[WEBHOOK_HEADERS.hmac] as string)).toBe(true);
    expect(verifyWebhook(Buffer.concat([hook!.body, Buffer.from(' ')]), secret, expected)).toBe(false);
    expect(verifyWebhook(hook!.body, 'another secret', expected)).toBe(false);
    expect(signWebhook(hook!.body, secret)).toBe(expected);
    expect(hook!.headers).toMatchObject({
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.topic]: 'orders/paid',
      [WEBHOOK_HEADERS.webhookId]: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [WEBHOOK_HEADERS.shopDomain]: `localhost:${new URL(server.url).port}`,
      [WEBHOOK_HEADERS.apiVersion]: STOREFRONT_API_VERSION,
      [WEBHOOK_HEADERS.triggeredAt]: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const payload = JSON.parse(hook!.body.toString('utf8')) as OrderPaidPayload;
    expect(payload).toMatchObject({
      financial_status: 'paid',
      cart_token: token,
      total_price: '49.00',
      line_items: [
        { sku: 'licence:personal', variant_id: 41001, properties: [{ name: 'Clip', value: 'JV#1' }] },
      ],
    });
    // The sender records the answer just after the receiver has it.
    await vi.waitFor(async () => {
      const row = await deliveryRow(hook!.headers[WEBHOOK_HEADERS.webhookId] as string);
      expect(row).toMatchObject({ attempts: 1, lastStatus: 200, claimToken: null });
      expect(row.deliveredAt).not.toBeNull();
    });
  });

  it('is sent again, with the same webhook id and body, until the receiver answers 2xx', async () => {
    receiver.answers = [500, 503];
    const { token } = await payForACart();
    await vi.waitFor(() => expect(receivedFor(token)).toHaveLength(3), { timeout: 20_000 });
    const hooks = receivedFor(token);
    expect(hooks.map((h) => h.status)).toEqual([500, 503, 200]);
    expect(new Set(hooks.map((h) => h.headers[WEBHOOK_HEADERS.webhookId])).size).toBe(1);
    expect(new Set(hooks.map((h) => h.body.toString('base64'))).size).toBe(1);
    expect(new Set(hooks.map((h) => h.headers[WEBHOOK_HEADERS.triggeredAt])).size).toBe(1);
    // The receiver has answered; the sender records the answer just after, so wait for the row to say so.
    await vi.waitFor(async () => {
      const row = await deliveryRow(hooks[0]!.headers[WEBHOOK_HEADERS.webhookId] as string);
      expect(row).toMatchObject({ attempts: 3, lastStatus: 200 });
      expect(row.deliveredAt).not.toBeNull();
    });
  });

  it('waits longer after each failure, as the schedule says, and gives up after the last allowed time', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const failing = await startTestReceiver([500, 500, 500, 500, 500]);
    const webhookId = randomUUID();
    await server.db
      .insertInto('sandboxWebhookDeliveries')
      .values({ webhookId, topic: 'orders/paid', body: '{}', triggeredAt: now, nextAttemptAt: now })
      .execute();
    const deliverer = createWebhookDeliverer({
      db: server.db,
      secret: async () => 'test secret',
      target: () => ({ url: failing.url }),
      shopDomain: () => 'sandbox.test',
      now: () => now,
      retryDelaysMs: [5_000, 30_000],
      giveUpAfterMs: 60_000,
    });
    try {
      const mine = () => deliveryRow(webhookId);
      await deliverer.runDue();
      expect((await mine()).nextAttemptAt.toISOString()).toBe('2030-01-01T00:00:05.000Z');
      expect(await deliverer.runDue()).toBe(0);
      now = new Date('2030-01-01T00:00:05Z');
      await deliverer.runDue();
      expect((await mine()).nextAttemptAt.toISOString()).toBe('2030-01-01T00:00:35.000Z');
      now = new Date('2030-01-01T00:00:35Z');
      await deliverer.runDue();
      // The next wait (30 s, the last repeating) would pass a minute after the event: given up.
      const row = await mine();
      expect(row.failedAt?.toISOString()).toBe('2030-01-01T00:00:35.000Z');
      expect(row).toMatchObject({
        attempts: 3,
        lastStatus: 500,
        lastError: 'answered 500',
        deliveredAt: null,
      });
      now = new Date('2030-01-02T00:00:00Z');
      await deliverer.runDue();
      expect(failing.received.filter((r) => r.headers[WEBHOOK_HEADERS.webhookId] === webhookId)).toHaveLength(
        3,
      );
    } finally {
      await deliverer.stop();
      await failing.close();
    }
  });

  it('is never sent by two senders at once: each queued webhook goes out once', async () => {
    const counting = await startTestReceiver();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => queueDelivery({ id: i })));
    const sender = () =>
      createWebhookDeliverer({
        db: server.db,
        secret: async () => 'test secret',
        target: () => ({ url: counting.url }),
        shopDomain: () => 'sandbox.test',
        batchSize: 3,
      });
    const [a, b] = [sender(), sender()];
    try {
      const [sentByA, sentByB] = await Promise.all([a.runDue(), b.runDue()]);
      const got = counting.received.map((r) => r.headers[WEBHOOK_HEADERS.webhookId] as string);
      for (const id of ids)
        expect(
          got.filter((g) => g === id),
          id,
        ).toHaveLength(1);
      expect(sentByA + sentByB).toBe(got.length);
      const rows = await server.db
        .selectFrom('sandboxWebhookDeliveries')
        .select(['attempts', 'deliveredAt'])
        .where('webhookId', 'in', ids)
        .execute();
      expect(rows.every((row) => row.attempts === 1 && row.deliveredAt !== null)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await counting.close();
    }
  });

  it('is sent again by another sender once the lease of a sender that died has run out', async () => {
    const other = await startTestReceiver();
    const webhookId = await queueDelivery();
    // A sender claims it and dies before sending: its claim holds the row for the lease (60 s).
    await server.db
      .updateTable('sandboxWebhookDeliveries')
      .set({ claimToken: randomUUID(), attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where('webhookId', '=', webhookId)
      .execute();
    let now = new Date();
    const survivor = createWebhookDeliverer({
      db: server.db,
      secret: async () => 'test secret',
      target: () => ({ url: other.url }),
      shopDomain: () => 'sandbox.test',
      now: () => now,
    });
    try {
      await survivor.runDue();
      expect(other.received).toHaveLength(0);
      now = new Date(Date.now() + 61_000);
      await survivor.runDue();
      expect(other.received.map((r) => r.headers[WEBHOOK_HEADERS.webhookId])).toEqual([webhookId]);
      expect(await deliveryRow(webhookId)).toMatchObject({ attempts: 2, lastStatus: 200 });
    } finally {
      await survivor.stop();
      await other.close();
    }
  });

  it('resumes after a restart: a server started on the same database sends what was left', async () => {
    const later = await startTestReceiver();
    const webhookId = await queueDelivery({ id: 77, name: '#left-behind' });
    const restarted = await buildApp({
      db: server.db,
      databaseKind: server.kind,
      storefront: { config, webhook: { url: later.url } },
    });
    try {
      await restarted.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(
        () => expect(later.received.map((r) => r.headers[WEBHOOK_HEADERS.webhookId])).toContain(webhookId),
        { timeout: 20_000 },
      );
    } finally {
      await restarted.close();
      await later.close();
    }
  });

  it("goes to the server's own webhook endpoint, at the address it listens on, when no URL is configured", async () => {
    const own = await buildApp({ db: server.db, databaseKind: server.kind, storefront: { config } });
    const hits: string[] = [];
    own.addHook('onRequest', async (request) => {
      if (request.url === ORDERS_PAID_WEBHOOK_PATH)
        hits.push(request.headers[WEBHOOK_HEADERS.webhookId] as string);
    });
    const webhookId = await queueDelivery();
    try {
      await own.listen({ port: 0, host: '127.0.0.1' });
      expect((own.server.address() as AddressInfo).port).toBeGreaterThan(0);
      await vi.waitFor(() => expect(hits).toContain(webhookId), { timeout: 20_000 });
    } finally {
      await own.close();
    }
  });

  it('stops cleanly when the server closes: an attempt in flight is left due, not counted as failed', async () => {
    const hanging = await startTestReceiver([0]);
    const webhookId = await queueDelivery();
    const deliverer = createWebhookDeliverer({
      db: server.db,
      secret: async () => 'test secret',
      target: () => ({ url: hanging.url }),
      shopDomain: () => 'sandbox.test',
      attemptTimeoutMs: 60_000,
    });
    try {
      deliverer.start();
      await vi.waitFor(() => expect(hanging.received).toHaveLength(1), { timeout: 20_000 });
      await deliverer.stop();
      const row = await deliveryRow(webhookId);
      expect(row).toMatchObject({ attempts: 0, claimToken: null, deliveredAt: null, failedAt: null });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await deliverer.stop();
      await hanging.close();
      // Leave nothing due for the other tests' senders.
      await server.db.deleteFrom('sandboxWebhookDeliveries').where('webhookId', '=', webhookId).execute();
    }
  });
});
