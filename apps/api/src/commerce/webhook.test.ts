import { randomUUID } from 'node:crypto';
import { commerceEndpoints as e, isLicenceNumber, playlistEndpoints } from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { CART_ATTRIBUTE_KEYS, type OrderPaidPayload } from '../storefront/port';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import {
  createFakeStorefront,
  deliverWebhook,
  FAKE_VARIANTS,
  paidOrderFor,
  raiseAuthLimits,
  type FakeStorefront,
} from './test-helpers';

// Real HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): generous limits.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const SECRET = 'webhook-test-secret-0123456789';
/** A pack of one Super Pro credit, so a test can spend the last one. */
const PACK_OF_ONE = 'gid://shopify/ProductVariant/42099';

let server: TestServer;
let storefront: FakeStorefront;
let ids: string[];
let restoreLimits: () => void;
/** The server's warnings, as JSON lines. */
const logs: string[] = [];

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  storefront = createFakeStorefront();
  storefront.catalogue
    .find((p) => p.productType === 'Discount Pack')!
    .variants.push({
      id: PACK_OF_ONE,
      title: '1 Super Pro licence',
      sku: 'pack:superPro:1',
      price: { amount: '250.0', currencyCode: 'USD' },
      availableForSale: true,
    });
  server = await startTestServer({
    seedClips: 40,
    app: {
      commerce: { storefront, webhookSecret: async () => SECRET, config: { productsTtlMs: 0 } },
      logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
    },
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

async function fresh(): Promise<TestUser> {
  return registerAndLogin(server.url, { firstName: 'Grace', lastName: 'Buyer', company: 'Reels Inc' });
}

async function add(user: TestUser, jmId: string, tier: string, extra: Record<string, unknown> = {}) {
  const res = await api(e.addVideo, as(user, { params: { jmId }, body: { tier, ...extra } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

/** Checks out the cart and answers the order Shopify would send once the buyer paid. */
async function checkout(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await api(e.checkout, as(user, { body }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cart = res.json.checkoutId ? storefront.carts.get(res.json.checkoutId) : undefined;
  return {
    response: res.json,
    order: cart ? paidOrderFor(cart, storefront.catalogue) : null,
  };
}

async function licencesOf(user: TestUser) {
  return server.db
    .selectFrom('licences')
    .selectAll()
    .where('userId', '=', user.userUuid)
    .orderBy('number')
    .execute();
}

async function creditsOf(user: TestUser): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT coalesce(sum(delta), 0)::int AS n FROM credit_entries WHERE user_id = ${user.userUuid}
  `.execute(server.db);
  return Number(rows[0]!.n);
}

describe('the orders/paid webhook', () => {
  it('grants one licence per paid clip line, with the tier’s terms, the licensee and the price, and empties the paid lines', async () => {
    const user = await fresh();
    await add(user, ids[0]!, 'basicPro', { projectName: 'Launch', poNumber: 'PO-1' });
    await add(user, ids[1]!, 'superPro');
    const { order, response } = await checkout(user);
    // Added after checkout: not paid, so it stays.
    const later = await add(user, ids[2]!, 'personal');
    const laterLine = later.lines.at(-1).lineId;

    const res = await deliverWebhook(server.url, order, SECRET);
    expect(res).toEqual({ status: 200, json: { received: true, duplicate: false } });

    const licences = await licencesOf(user);
    expect(licences).toHaveLength(2);
    const byClip = Object.fromEntries(licences.map((l) => [l.jmId, l]));
    expect(byClip[ids[0]!]).toMatchObject({
      tier: 'basicPro',
      licenseeName: 'Grace Buyer',
      licenseeCompany: 'Reels Inc',
      licenseeEmail: user.email,
      projectName: 'Launch',
      poNumber: 'PO-1',
      priceCents: 14900,
      currency: 'USD',
      paidWith: 'money',
      postUrls: [],
      revokedAt: null,
    });
    expect(byClip[ids[0]!]!.terms).toEqual({
      monetization: true,
      watermarked: false,
      pagesOrChannels: 3,
      maxAudience: 5_000_000,
      postsPerChannel: 1,
      brands: 1,
      distribution: ['Social', 'Digital'],
    });
    expect(byClip[ids[1]!]).toMatchObject({ tier: 'superPro', priceCents: 29900 });
    for (const licence of licences) {
      // Random with a check character (ADR 0055), not a sequence.
      expect(licence.number).toMatch(new RegExp(`^CM-${new Date().getUTCFullYear()}-\\w{4}-\\w{4}-\\w{4}$`));
      expect(isLicenceNumber(licence.number)).toBe(true);
    }

    const cart = await api(e.cart, as(user));
    expect(cart.json.lines.map((l: { lineId: string }) => l.lineId)).toEqual([laterLine]);
    const orderRow = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('checkoutReference', '=', response.orderReference)
      .executeTakeFirstOrThrow();
    expect(orderRow).toMatchObject({
      storefrontOrderId: String(order!.id),
      name: order!.name,
      subtotalCents: 14900 + 29900,
      totalCents: 14900 + 29900,
    });

    // Purchased videos come from the licences.
    const purchased = await api(playlistEndpoints.purchased, as(user));
    expect(purchased.json.total).toBe(2);
    expect([...purchased.json.data].sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('refuses an unsigned or wrongly signed webhook with 401 before reading it, and grants nothing', async () => {
    const user = await fresh();
    await add(user, ids[3]!, 'personal');
    const { order } = await checkout(user);
    const unsigned = await deliverWebhook(server.url, order, SECRET, {
      headers: { 'x-shopify-hmac-sha256': undefined },
    });
    expect(unsigned.status).toBe(401);
    const forged = await deliverWebhook(server.url, order, SECRET, { secret: 'not-the-secret-0123456789' });
    expect(forged.status).toBe(401);
    const garbage = await deliverWebhook(server.url, order, SECRET, {
      headers: { 'x-shopify-hmac-sha256': 'AAAA' },
    });
    expect(garbage.status).toBe(401);
    // Signed, then changed: the signature no longer matches the bytes.
    const body = JSON.stringify(order);
    const tampered = await deliverWebhook(server.url, null, SECRET, {
      body: body.replace('"quantity":1', '"quantity":9'),
      headers: {
        'x-shopify-hmac-sha256': (await import('../storefront/signature')).signWebhook(body, SECRET),
      },
    });
    expect(tampered.status).toBe(401);
    // Not JSON at all, unsigned: still 401, not 400.
    const junk = await deliverWebhook(server.url, null, SECRET, {
      body: '{not json',
      headers: { 'x-shopify-hmac-sha256': undefined },
    });
    expect(junk.status).toBe(401);
    expect(await licencesOf(user)).toEqual([]);
    const refusals = logs.filter((line) => line.includes('"event":"webhook.signature-refused"'));
    expect(refusals.length).toBeGreaterThanOrEqual(5);
  });

  it('answers a replayed delivery (same webhook id) and a second delivery of the same order as duplicates', async () => {
    const user = await fresh();
    await add(user, ids[4]!, 'personal');
    const { order } = await checkout(user);
    const webhookId = randomUUID();
    expect((await deliverWebhook(server.url, order, SECRET, { webhookId })).json).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await deliverWebhook(server.url, order, SECRET, { webhookId })).json).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await deliverWebhook(server.url, order, SECRET)).json).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await licencesOf(user)).toHaveLength(1);
  });

  it('grants each licence once when two deliveries of one order arrive at the same time', async () => {
    const user = await fresh();
    await add(user, ids[5]!, 'personal');
    await add(user, ids[6]!, 'basicPro');
    await add(user, ids[7]!, 'superPro');
    const { order } = await checkout(user);
    const sameId = randomUUID();
    const answers = await Promise.all([
      deliverWebhook(server.url, order, SECRET, { webhookId: sameId }),
      deliverWebhook(server.url, order, SECRET, { webhookId: sameId }),
      deliverWebhook(server.url, order, SECRET),
      deliverWebhook(server.url, order, SECRET),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.duplicate === false)).toHaveLength(1);
    const licences = await licencesOf(user);
    expect(licences.map((l) => l.jmId).sort()).toEqual([ids[5], ids[6], ids[7]].sort());
    const orders = await server.db
      .selectFrom('orders')
      .select('id')
      .where('userId', '=', user.userUuid)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('answers 409 to an order that comes before its checkout is saved, and grants it when retried', async () => {
    const user = await fresh();
    await add(user, ids[8]!, 'personal');
    const { order, response } = await checkout(user);
    const token = order!.cart_token;
    // As if the storefront's cart were built but not yet written down on our side.
    await server.db
      .updateTable('checkouts')
      .set({ cartToken: null })
      .where('reference', '=', response.orderReference)
      .execute();
    const early = await deliverWebhook(server.url, order, SECRET);
    expect(early.status).toBe(409);
    expect(await licencesOf(user)).toEqual([]);
    await server.db
      .updateTable('checkouts')
      .set({ cartToken: token })
      .where('reference', '=', response.orderReference)
      .execute();
    const retried = await deliverWebhook(server.url, order, SECRET);
    expect(retried.json).toEqual({ received: true, duplicate: false });
    expect(await licencesOf(user)).toHaveLength(1);

    const unknown = paidOrderFor(storefront.carts.get(response.checkoutId)!, storefront.catalogue, {
      note_attributes: [
        { name: CART_ATTRIBUTE_KEYS.orderReference, value: 'CMO-00000000' },
        { name: CART_ATTRIBUTE_KEYS.user, value: user.userUuid },
      ],
    });
    expect((await deliverWebhook(server.url, unknown, SECRET)).status).toBe(409);
  });

  it('grants nothing to a signed order naming another checkout, another cart or another user', async () => {
    const victim = await fresh();
    const attacker = await fresh();
    await add(victim, ids[9]!, 'superPro');
    const victims = await checkout(victim);
    await add(attacker, ids[10]!, 'personal');
    const attackers = await checkout(attacker);

    // The attacker's cheap order, pointed at the victim's checkout (reference and user), keeps its own token.
    const renamed: OrderPaidPayload = {
      ...attackers.order!,
      note_attributes: [
        { name: CART_ATTRIBUTE_KEYS.orderReference, value: victims.response.orderReference },
        { name: CART_ATTRIBUTE_KEYS.user, value: victim.userUuid },
      ],
    };
    expect((await deliverWebhook(server.url, renamed, SECRET)).status).toBe(409);
    // The victim's order with the attacker named as the user.
    const wrongUser: OrderPaidPayload = {
      ...victims.order!,
      note_attributes: victims.order!.note_attributes.map((a) =>
        a.name === CART_ATTRIBUTE_KEYS.user ? { ...a, value: attacker.userUuid } : a,
      ),
    };
    expect((await deliverWebhook(server.url, wrongUser, SECRET)).status).toBe(409);
    expect(
      logs.filter((line) => line.includes('"event":"webhook.order-unmatched"')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await licencesOf(victim)).toEqual([]);
    expect(await licencesOf(attacker)).toEqual([]);
  });

  it('answers 400 to a signed body that is not an order, and 200 (ignored) to another topic', async () => {
    const user = await fresh();
    await add(user, ids[11]!, 'personal');
    const { order } = await checkout(user);
    for (const body of ['{not json', '[]', '{"id":1}', JSON.stringify({ ...order, line_items: 'many' })]) {
      const res = await deliverWebhook(server.url, null, SECRET, { body });
      expect(res.status, body).toBe(400);
    }
    const binary = await deliverWebhook(server.url, null, SECRET, {
      body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
    });
    expect(binary.status).toBe(400);
    const noId = await deliverWebhook(server.url, order, SECRET, {
      headers: { 'x-shopify-webhook-id': undefined },
    });
    expect(noId.status).toBe(400);
    // A topic nothing here handles (refunds/create and orders/cancelled are refunds.ts's).
    const other = await deliverWebhook(server.url, order, SECRET, { topic: 'orders/updated' });
    expect(other).toEqual({ status: 200, json: { received: true, duplicate: false } });
    expect(await licencesOf(user)).toEqual([]);
    // The real order still grants afterwards.
    expect((await deliverWebhook(server.url, order, SECRET)).status).toBe(200);
    expect(await licencesOf(user)).toHaveLength(1);
  });

  it('refuses a body over 1 MB with 413 and reads any content type as bytes', async () => {
    const big = await deliverWebhook(server.url, null, SECRET, {
      body: `{"a":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(big.status).toBe(413);
    const form = await deliverWebhook(server.url, null, SECRET, {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
  });
});

describe('what an order buys besides licences', () => {
  it('records a clip already used: the licence lists its post URLs, the fee is an order item and a matching infraction is resolved', async () => {
    const user = await fresh();
    await server.db
      .updateTable('clips')
      .set({ infractionUrls: ['https://www.TikTok.com/@thief/video/42/', 'https://youtube.com/watch?v=zz'] })
      .where('jmId', '=', ids[12]!)
      .execute();
    await add(user, ids[12]!, 'basicPro', { postUrls: ['http://tiktok.com/@thief/video/42'] });
    const { order } = await checkout(user);
    await deliverWebhook(server.url, order, SECRET);
    const [licence] = await licencesOf(user);
    expect(licence).toMatchObject({ jmId: ids[12], postUrls: ['http://tiktok.com/@thief/video/42'] });
    const items = await server.db
      .selectFrom('orderItems')
      .selectAll()
      .where('userId', '=', user.userUuid)
      .execute();
    expect(items).toEqual([
      expect.objectContaining({ kind: 'rightsFee', jmId: ids[12], amountCents: 10000, sku: 'rm-fee' }),
    ]);
    const resolved = await server.db
      .selectFrom('infractionResolutions')
      .selectAll()
      .where('jmId', '=', ids[12]!)
      .execute();
    expect(resolved).toEqual([
      expect.objectContaining({
        url: 'https://www.TikTok.com/@thief/video/42/',
        licenceNumber: licence!.number,
      }),
    ]);
    expect((await api(e.cart, as(user))).json.count).toBe(0);
  });

  it('records a Gift Card with its code, and takes what a later order spent from it', async () => {
    const user = await fresh();
    await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.giftCard100 } }));
    const bought = await checkout(user);
    const lineItem = bought.order!.line_items[0]!;
    await deliverWebhook(
      server.url,
      {
        ...bought.order,
        gift_cards: [
          {
            id: 600000001,
            line_item_id: lineItem.id,
            code: 'GIFT-ABCD-EFGH-1234',
            initial_value: '100.00',
            currency: 'USD',
          },
        ],
      },
      SECRET,
    );
    const cards = () =>
      server.db.selectFrom('giftCards').selectAll().where('userId', '=', user.userUuid).execute();
    expect(await cards()).toEqual([
      expect.objectContaining({
        code: 'GIFT-ABCD-EFGH-1234',
        lastCharacters: '1234',
        initialCents: 10000,
        balanceCents: 10000,
      }),
    ]);
    const items = await server.db
      .selectFrom('orderItems')
      .selectAll()
      .where('userId', '=', user.userUuid)
      .execute();
    expect(items).toEqual([expect.objectContaining({ kind: 'giftCard', amountCents: 10000 })]);

    await add(user, ids[13]!, 'personal');
    const spent = await checkout(user);
    await deliverWebhook(
      server.url,
      {
        ...spent.order,
        total_price: '0.00',
        gift_card_applications: [{ last_characters: '1234', amount: '49.00' }],
      },
      SECRET,
    );
    expect((await cards())[0]).toMatchObject({ balanceCents: 10000 - 4900 });
  });

  it('turns a Discount Pack into credits that pay licences of its tier, each credit once', async () => {
    const user = await fresh();
    await api(e.addProduct, as(user, { body: { variantId: PACK_OF_ONE } }));
    const pack = await checkout(user);
    await deliverWebhook(server.url, pack.order, SECRET);
    expect(await creditsOf(user)).toBe(1);

    // One credit, two Super Pro clips: the first is paid by the credit, the second with money.
    await add(user, ids[14]!, 'superPro');
    const cart = await add(user, ids[15]!, 'superPro');
    expect(cart.lines.map((l: { creditApplied: boolean }) => l.creditApplied)).toEqual([true, false]);
    expect(cart).toMatchObject({
      subtotalCents: 2 * 29900,
      creditAppliedCents: 29900,
      totalCents: 29900,
      credits: [{ tier: 'superPro', remaining: 1 }],
    });

    // Checked out twice (a second tab): the credit is reserved once, and the cart still shows it applied.
    const first = await checkout(user);
    const second = await checkout(user);
    expect(storefront.created.at(-1)!.lines).toHaveLength(1);
    expect(await creditsOf(user)).toBe(0);
    expect((await api(e.cart, as(user))).json.lines[0].creditApplied).toBe(true);

    // The second is paid: the credit pays the first clip, money the second.
    await deliverWebhook(server.url, second.order, SECRET);
    const licences = await licencesOf(user);
    expect(licences.map((l) => [l.jmId, l.paidWith, l.priceCents])).toEqual(
      expect.arrayContaining([
        [ids[14], 'credit', 0],
        [ids[15], 'money', 29900],
      ]),
    );
    expect(await creditsOf(user)).toBe(0);
    const spent = await server.db
      .selectFrom('creditEntries')
      .selectAll()
      .where('userId', '=', user.userUuid)
      .where('delta', '<', 0)
      .execute();
    expect(spent).toEqual([
      expect.objectContaining({ licenceNumber: licences.find((l) => l.jmId === ids[14])!.number }),
    ]);

    // The first tab is paid too: its credit line finds no credit left, so the credit is never spent twice.
    await deliverWebhook(server.url, first.order, SECRET);
    const after = await licencesOf(user);
    expect(after.filter((l) => l.paidWith === 'credit')).toHaveLength(1);
    expect(await creditsOf(user)).toBe(0);
  });

  it('completes a checkout that credits pay wholly at once, with no storefront cart', async () => {
    const user = await fresh();
    await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.packPersonal } }));
    await deliverWebhook(server.url, (await checkout(user)).order, SECRET);
    expect(await creditsOf(user)).toBe(10);
    await add(user, ids[16]!, 'personal');
    await add(user, ids[17]!, 'personal');
    const created = storefront.created.length;
    const res = await api(e.checkout, as(user, { body: {} }));
    expect(res.json).toMatchObject({ status: 'completed', checkoutId: null, checkoutUrl: null });
    expect(storefront.created).toHaveLength(created);
    const licences = await licencesOf(user);
    expect(licences.map((l) => l.paidWith)).toEqual(['credit', 'credit']);
    expect(await creditsOf(user)).toBe(8);
    expect((await api(e.cart, as(user))).json).toMatchObject({
      count: 0,
      credits: [{ tier: 'personal', remaining: 8 }],
    });
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('checkoutReference', '=', res.json.orderReference)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ storefrontOrderId: null, totalCents: 0 });
  });

  it('gives back a reservation when its line leaves the cart unpaid', async () => {
    const user = await fresh();
    await api(e.addProduct, as(user, { body: { variantId: PACK_OF_ONE } }));
    await deliverWebhook(server.url, (await checkout(user)).order, SECRET);
    const cart = await add(user, ids[18]!, 'superPro');
    await add(user, ids[19]!, 'basicPro');
    await checkout(user);
    expect(await creditsOf(user)).toBe(0);
    await api(e.removeLine, as(user, { params: { lineId: cart.lines[0].lineId } }));
    expect(await creditsOf(user)).toBe(1);
    expect((await api(e.cart, as(user))).json.credits).toEqual([{ tier: 'superPro', remaining: 1 }]);
  });
});
