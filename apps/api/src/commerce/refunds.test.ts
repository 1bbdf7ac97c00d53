import { randomUUID } from 'node:crypto';
import {
  clipDownloadEndpoint,
  commerceEndpoints as e,
  fillPath,
  formatLicenceNumber,
  LICENCE_NUMBER_ALPHABET,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../licences/test-helpers';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import type { OrderPaidPayload } from '../storefront/port';
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

const SECRET = 'refund-test-secret-0123456789';

let server: TestServer;
let storefront: FakeStorefront;
let ids: string[];
let restoreLimits: () => void;
let refundIds = 900_000_000;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 40,
    app: {
      commerce: { storefront, webhookSecret: async () => SECRET, config: { productsTtlMs: 0 } },
      logger: { level: 'silent' },
      // The client address comes from X-Forwarded-For, so each guess of a licence number has its own.
      trustProxy: true,
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

async function add(user: TestUser, jmId: string, tier: string) {
  const res = await api(e.addVideo, as(user, { params: { jmId }, body: { tier } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

async function addProduct(user: TestUser, variantId: string) {
  const res = await api(e.addProduct, as(user, { body: { variantId } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** Checks out the cart and answers the order Shopify would send once the buyer paid. */
async function checkout(user: TestUser): Promise<OrderPaidPayload> {
  const res = await api(e.checkout, as(user, { body: {} }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return paidOrderFor(storefront.carts.get(res.json.checkoutId)!, storefront.catalogue);
}

async function pay(order: OrderPaidPayload) {
  const res = await deliverWebhook(server.url, order, SECRET);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** Shopify's `refunds/create` body for these line items of the order (their whole quantity unless given). */
function refundOf(
  order: OrderPaidPayload,
  lines: { item: OrderPaidPayload['line_items'][number]; quantity?: number }[],
) {
  refundIds += 1;
  return {
    id: refundIds,
    order_id: order.id,
    created_at: new Date().toISOString(),
    note: 'Customer asked',
    restock: false,
    refund_line_items: lines.map(({ item, quantity }, i) => ({
      id: refundIds * 10 + i,
      line_item_id: item.id,
      quantity: quantity ?? item.quantity,
      restock_type: 'no_restock',
      subtotal: (Number(item.price) * (quantity ?? item.quantity)).toFixed(2),
      total_tax: '0.00',
      line_item: item,
    })),
    transactions: [{ kind: 'refund', status: 'success', amount: '1.00', gateway: 'bogus' }],
    order_adjustments: [],
  };
}

const refund = (body: unknown, delivery: Parameters<typeof deliverWebhook>[3] = {}) =>
  deliverWebhook(server.url, body, SECRET, { topic: 'refunds/create', ...delivery });

async function licencesOf(user: TestUser) {
  return server.db
    .selectFrom('licences')
    .selectAll()
    .where('userId', '=', user.userUuid)
    .orderBy('grantedAt')
    .orderBy('jmId')
    .execute();
}

async function creditsOf(user: TestUser): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT coalesce(sum(delta), 0)::int AS n FROM credit_entries WHERE user_id = ${user.userUuid}
  `.execute(server.db);
  return Number(rows[0]!.n);
}

async function download(user: TestUser, jmId: string) {
  const res = await fetch(server.url + fillPath(clipDownloadEndpoint.path, { jmId }), {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const text = await res.text();
  return { status: res.status, text };
}

const itemFor = (order: OrderPaidPayload, jmId: string) =>
  order.line_items.find((item) => item.properties?.some((p) => p.name === 'Clip' && p.value.includes(jmId)))!;

describe('refunds/create', () => {
  it('revokes a refunded line’s licence: date and reason stored, certificate and public check say revoked, its master is refused', async () => {
    const user = await fresh();
    await add(user, ids[0]!, 'basicPro');
    await add(user, ids[1]!, 'basicPro');
    const order = await checkout(user);
    await pay(order);
    const [first, second] = await licencesOf(user);
    const refunded = first!.jmId === ids[0] ? first! : second!;
    const kept = refunded === first ? second! : first!;
    expect((await download(user, refunded.jmId)).status).not.toBe(403);

    const item = order.line_items.find((line) =>
      line.properties?.some((p) => p.name === '_clipmarket_line' && p.value === refunded.lineKey),
    )!;
    expect(await refund(refundOf(order, [{ item }]))).toEqual({
      status: 200,
      json: { received: true, duplicate: false },
    });

    const after = await server.db
      .selectFrom('licences')
      .selectAll()
      .where('number', 'in', [refunded.number, kept.number])
      .execute();
    const byNumber = new Map(after.map((l) => [l.number, l]));
    expect(byNumber.get(refunded.number)!.revokedAt).toBeInstanceOf(Date);
    expect(byNumber.get(refunded.number)!.revokedReason).toBe('Refunded');
    expect(byNumber.get(kept.number)!.revokedAt).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const verified = await api(e.verify, { params: { number: refunded.number } });
    expect(verified.json).toMatchObject({ number: refunded.number, valid: false, revokedAt: today });
    expect((await api(e.verify, { params: { number: kept.number } })).json).toMatchObject({
      valid: true,
      revokedAt: null,
    });

    const certificate = await fetch(server.url + fillPath(e.certificate.path, { number: refunded.number }), {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(certificate.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await certificate.arrayBuffer()));
    expect(text.replace(/\s+/g, ' ')).toMatch(/Revoked on \d{1,2} \w+ \d{4}/);

    const refused = await download(user, refunded.jmId);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).message).toContain(
      `Your licence ${refunded.number} for this clip was revoked on ${today}`,
    );
    expect((await download(user, kept.jmId)).status).not.toBe(403);

    // The buyer's history: the licence revoked, the order partly refunded.
    const history = await api(e.history, as(user, { query: { type: 'licence' } }));
    const rows = history.json.data as {
      licenceNumber: string;
      revokedAt: string | null;
      orderStatus: string;
    }[];
    expect(rows.find((r) => r.licenceNumber === refunded.number)).toMatchObject({
      revokedAt: expect.any(String),
      orderStatus: 'partlyRefunded',
    });
    expect(rows.find((r) => r.licenceNumber === kept.number)).toMatchObject({
      revokedAt: null,
      orderStatus: 'partlyRefunded',
    });
    const licence = await api(e.licence, as(user, { params: { number: refunded.number } }));
    expect(licence.json).toMatchObject({ revokedReason: 'Refunded', revokedAt: expect.any(String) });
  });

  it('a forged or unsigned refund changes nothing', async () => {
    const user = await fresh();
    await add(user, ids[2]!, 'superPro');
    const order = await checkout(user);
    await pay(order);
    const body = refundOf(order, [{ item: order.line_items[0]! }]);
    expect((await refund(body, { secret: 'not-the-secret-0123456789' })).status).toBe(401);
    expect((await refund(body, { headers: { 'x-shopify-hmac-sha256': undefined } })).status).toBe(401);
    const [licence] = await licencesOf(user);
    expect(licence!.revokedAt).toBeNull();
    const recorded = await server.db
      .selectFrom('storefrontRefunds')
      .select('id')
      .where('storefrontOrderId', '=', String(order.id))
      .execute();
    expect(recorded).toEqual([]);
  });

  it('a replayed refund takes back nothing twice: the same delivery, or the same refund under a new webhook id', async () => {
    const user = await fresh();
    await addProduct(user, FAKE_VARIANTS.packPersonal);
    const packOrder = await checkout(user);
    await pay(packOrder);
    // Ten Personal credits; one is spent on a licence.
    expect(await creditsOf(user)).toBe(10);
    await add(user, ids[3]!, 'personal');
    await add(user, ids[9]!, 'basicPro');
    const spend = await checkout(user);
    await pay(spend);
    expect(await creditsOf(user)).toBe(9);

    const body = refundOf(packOrder, [{ item: packOrder.line_items[0]! }]);
    const webhookId = randomUUID();
    expect((await refund(body, { webhookId })).json).toEqual({ received: true, duplicate: false });
    // The nine unspent are taken back; the one spent stays spent (its licence stands), recorded on the refund.
    expect(await creditsOf(user)).toBe(0);
    const spentLicence = (await licencesOf(user)).find((l) => l.jmId === ids[3]);
    expect(spentLicence).toMatchObject({ paidWith: 'credit', revokedAt: null });
    const recorded = await server.db
      .selectFrom('storefrontRefunds')
      .selectAll()
      .where('id', '=', `refund:${body.id}`)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ creditsTaken: 9, creditsKept: 1, appliedAt: expect.any(Date) });

    expect((await refund(body, { webhookId })).json).toEqual({ received: true, duplicate: true });
    expect((await refund(body, { webhookId: randomUUID() })).json).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await creditsOf(user)).toBe(0);
    const entries = await server.db
      .selectFrom('creditEntries')
      .select('delta')
      .where('userId', '=', user.userUuid)
      .where('refundId', 'is not', null)
      .execute();
    expect(entries).toEqual([{ delta: -9 }]);
  });

  it('a refund naming another order’s line revokes nothing else', async () => {
    const alice = await fresh();
    const mallory = await fresh();
    await add(alice, ids[4]!, 'basicPro');
    const aliceOrder = await checkout(alice);
    await pay(aliceOrder);
    await add(mallory, ids[5]!, 'basicPro');
    const malloryOrder = await checkout(mallory);
    await pay(malloryOrder);

    // Mallory's order refunded, naming Alice's line item (its id and its cart line).
    const res = await refund(refundOf(malloryOrder, [{ item: aliceOrder.line_items[0]! }]));
    expect(res.status).toBe(200);
    expect((await licencesOf(alice))[0]!.revokedAt).toBeNull();
    expect((await licencesOf(mallory))[0]!.revokedAt).toBeNull();
  });

  it('a refund that arrives before its order is kept, and the later grant leaves what it refunded revoked', async () => {
    const user = await fresh();
    await add(user, ids[6]!, 'basicPro');
    await add(user, ids[7]!, 'personal');
    const order = await checkout(user);
    const early = refundOf(order, [{ item: itemFor(order, ids[6]!) }]);
    expect((await refund(early)).json).toEqual({ received: true, duplicate: false });
    expect(await licencesOf(user)).toEqual([]);

    await pay(order);
    const licences = await licencesOf(user);
    expect(licences.map((l) => [l.jmId, l.revokedReason])).toEqual(
      expect.arrayContaining([
        [ids[6], 'Refunded'],
        [ids[7], null],
      ]),
    );
    expect((await download(user, ids[6]!)).status).toBe(403);
  });

  it('refuses a signed body that is not a refund with 400, and records nothing', async () => {
    const res = await refund({ id: 'x', refund_line_items: 'all' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The webhook body is not a refund.');
  });
});

describe('orders/cancelled', () => {
  it('revokes everything of the order: licences, unspent pack credits and the gift card’s unspent balance', async () => {
    const user = await fresh();
    await add(user, ids[8]!, 'basicPro');
    await addProduct(user, FAKE_VARIANTS.packBasicPro);
    await addProduct(user, FAKE_VARIANTS.giftCard100);
    const order = await checkout(user);
    const cardItem = order.line_items.find((item) => item.gift_card)!;
    await pay({
      ...order,
      gift_cards: [
        {
          id: 700000001,
          line_item_id: cardItem.id,
          code: 'GIFT-WXYZ-0001',
          initial_value: '100.00',
          currency: 'USD',
        },
      ],
    });
    expect(await creditsOf(user)).toBe(10);

    const cancelled = {
      ...order,
      cancelled_at: new Date().toISOString(),
      cancel_reason: 'fraud',
      refunds: [],
    };
    const res = await deliverWebhook(server.url, cancelled, SECRET, { topic: 'orders/cancelled' });
    expect(res).toEqual({ status: 200, json: { received: true, duplicate: false } });

    expect((await licencesOf(user)).map((l) => l.revokedReason)).toEqual(['Order cancelled (fraud)']);
    expect(await creditsOf(user)).toBe(0);
    const card = await server.db
      .selectFrom('giftCards')
      .selectAll()
      .where('userId', '=', user.userUuid)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ balanceCents: 0, revokedCents: 10000, revokedAt: expect.any(Date) });

    const history = await api(e.history, as(user));
    const statuses = new Set((history.json.data as { orderStatus: string }[]).map((r) => r.orderStatus));
    expect([...statuses]).toEqual(['cancelled']);

    // Delivered again (Shopify retries), or a refund of a line of it after: nothing more is taken.
    const again = await deliverWebhook(server.url, cancelled, SECRET, { topic: 'orders/cancelled' });
    expect(again.json).toEqual({ received: true, duplicate: true });
    await refund(refundOf(order, [{ item: order.line_items.find((i) => i.sku?.startsWith('pack:'))! }]));
    expect(await creditsOf(user)).toBe(0);
  });
});

/**
 * The numbers of a licence's neighbours, as someone holding one certificate would guess them: the sequence
 * around a legacy number, or the random part read as a number and counted up and down (each with its right
 * check character, so every guess is well formed and really looked up).
 */
function neighbours(number: string, count: number): string[] {
  const year = Number(number.slice(3, 7));
  if (/^CM-\d{4}-\d{6}$/.test(number)) {
    const n = Number(number.slice(8));
    return Array.from({ length: count }, (_, i) => {
      const d = Math.floor(i / 2) + 1;
      return `CM-${year}-${String(i % 2 ? n - d : n + d).padStart(6, '0')}`;
    });
  }
  const random = number.slice(8).replaceAll('-', '').slice(0, -1);
  const value = [...random].reduce((n, c) => n * 32n + BigInt(LICENCE_NUMBER_ALPHABET.indexOf(c)), 0n);
  const encode = (n: bigint) => {
    let out = '';
    for (let i = 0; i < random.length; i++) {
      out = LICENCE_NUMBER_ALPHABET[Number(n % 32n)] + out;
      n /= 32n;
    }
    return out;
  };
  return Array.from({ length: count }, (_, i) => {
    const d = BigInt(Math.floor(i / 2) + 1);
    return formatLicenceNumber(year, encode(i % 2 ? value - d : value + d));
  });
}

describe('licence numbers', () => {
  it('100 neighbouring guesses of a real licence number reveal nothing: every one is unknown', async () => {
    // Licences granted one after another, to buyers with a company: the neighbours a walk would find.
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await fresh();
      await add(user, ids[20 + i]!, 'basicPro');
      await pay(await checkout(user));
      numbers.push(...(await licencesOf(user)).map((l) => l.number));
    }
    const held = numbers[1]!;
    const guesses = neighbours(held, 100);
    expect(new Set(guesses).size).toBe(100);
    const found: string[] = [];
    for (const [i, guess] of guesses.entries()) {
      // Each from its own address: no rate limit hides what a guess would reveal.
      const res = await fetch(server.url + fillPath(e.verify.path, { number: guess }), {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      if (res.status !== 404) found.push(`${guess}: ${res.status} ${await res.text()}`);
      else await res.body?.cancel();
    }
    expect(found).toEqual([]);
    // The real one is there, with no company (none chosen).
    const real = await api(e.verify, { params: { number: held } });
    expect(real.json).toMatchObject({ number: held, valid: true, company: null });
  });
});
