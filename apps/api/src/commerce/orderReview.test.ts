import { commerceEndpoints as e, ORDER_REVIEW_MESSAGES, orderReviewsEndpoint } from '@clipmarket/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import type { StorefrontCart } from '../storefront/port';
import { makeStaff } from '../auth/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { loadCommerceConfig } from './config';
import {
  createFakeStorefront,
  deliverWebhook,
  FAKE_VARIANTS,
  paidOrderFor,
  raiseAuthLimits,
  type FakeStorefront,
} from './test-helpers';

// Orders held for review (test orders in production, a changed currency or subtotal, replays), the storefront
// cart read back before the redirect, and the per-user limit on storefront calls (issue 28, items 1, 3 and 4).
// Real HTTP on a real database, with the fake storefront of test-helpers.ts.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const SECRET = 'order-review-test-secret-0123456789';
const LIMIT = 3;

/** A server whose commerce runs with the production settings (NODE_ENV=production) or the development ones. */
async function serverWith(env: 'production' | 'development', storefront: FakeStorefront) {
  return startTestServer({
    seedClips: 20,
    app: {
      commerce: {
        storefront,
        webhookSecret: async () => SECRET,
        config: {
          ...loadCommerceConfig({ NODE_ENV: env }),
          productsTtlMs: 0,
          storefrontCallLimit: { max: LIMIT, windowSeconds: 600 },
        },
      },
    },
  });
}

let production: TestServer;
let development: TestServer;
let productionShop: FakeStorefront;
let developmentShop: FakeStorefront;
let productionIds: string[];
let developmentIds: string[];
let staff: TestUser;
let restoreLimits: () => void;
/** Calls of `cart(id)` on the production server's storefront. */
let cartReads = 0;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  productionShop = createFakeStorefront();
  const read = productionShop.cart.bind(productionShop);
  productionShop.cart = async (id) => {
    cartReads += 1;
    return read(id);
  };
  developmentShop = createFakeStorefront();
  production = await serverWith('production', productionShop);
  development = await serverWith('development', developmentShop);
  productionIds = await clipIds(production.db);
  developmentIds = await clipIds(development.db);
  staff = await registerAndLogin(production.url, {
    email: `desk-${randomBytes(4).toString('hex')}@clipmarket.com`,
  });
  // Staff powers: a verified company address, a grant and a sign-in with the second factor (ADR 56).
  staff = await makeStaff(production.url, production.db, staff);
});

afterAll(async () => {
  await production?.close();
  await development?.close();
  restoreLimits?.();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });

/** A new buyer with one Super Pro line, checked out: the storefront cart and the order Shopify would send. */
async function boughtOn(server: TestServer, shop: FakeStorefront, ids: string[]) {
  const user = await registerAndLogin(server.url);
  const added = await call(
    server.url,
    e.addVideo,
    as(user, { params: { jmId: ids.pop()! }, body: { tier: 'superPro' } }),
  );
  expect(added.status).toBe(200);
  const res = await call(server.url, e.checkout, as(user, { body: {} }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cart = shop.carts.get(res.json.checkoutId)!;
  return {
    user,
    reference: res.json.orderReference as string,
    checkoutId: res.json.checkoutId as string,
    cart,
    order: paidOrderFor(cart, shop.catalogue),
  };
}

async function licenceCount(server: TestServer, user: TestUser): Promise<number> {
  const rows = await server.db
    .selectFrom('licences')
    .select('number')
    .where('userId', '=', user.userUuid)
    .execute();
  return rows.length;
}

describe('Shopify test orders (issue 28, item 3)', () => {
  it('a test order grants nothing in production: recorded, and staff see it as a test order', async () => {
    const bought = await boughtOn(production, productionShop, productionIds);
    productionShop.checkOut(bought.checkoutId);
    const res = await deliverWebhook(production.url, { ...bought.order, test: true }, SECRET);
    expect(res).toEqual({ status: 200, json: { received: true, duplicate: false } });
    expect(await licenceCount(production, bought.user)).toBe(0);
    const list = await call(production.url, orderReviewsEndpoint, as(staff));
    const review = list.json.data.find(
      (r: { checkoutReference: string }) => r.checkoutReference === bought.reference,
    );
    expect(review).toMatchObject({ test: true, reasons: [expect.objectContaining({ code: 'testOrder' })] });
    const status = await call(
      production.url,
      e.checkoutStatus,
      as(bought.user, { query: { checkoutId: bought.checkoutId } }),
    );
    expect(status.json).toMatchObject({ purchased: true, held: true, licences: [] });
    // The cart keeps the line: nothing was bought.
    expect((await call(production.url, e.cart, as(bought.user))).json.count).toBe(1);
  });

  it('the same test order grants in development (the sandbox’s orders are all test orders)', async () => {
    const bought = await boughtOn(development, developmentShop, developmentIds);
    const res = await deliverWebhook(development.url, { ...bought.order, test: true }, SECRET);
    expect(res.status).toBe(200);
    expect(await licenceCount(development, bought.user)).toBe(1);
  });

  it('a real (not test) order still grants in production', async () => {
    const bought = await boughtOn(production, productionShop, productionIds);
    const res = await deliverWebhook(production.url, { ...bought.order, test: false }, SECRET);
    expect(res.status).toBe(200);
    expect(await licenceCount(production, bought.user)).toBe(1);
  });
});

describe('an order that does not match its checkout (issue 28, item 1)', () => {
  it('an order in another currency grants nothing', async () => {
    const bought = await boughtOn(production, productionShop, productionIds);
    await deliverWebhook(production.url, { ...bought.order, currency: 'JPY' }, SECRET);
    expect(await licenceCount(production, bought.user)).toBe(0);
    const review = await production.db
      .selectFrom('orderReviews')
      .selectAll()
      .where('checkoutReference', '=', bought.reference)
      .executeTakeFirstOrThrow();
    expect(review.reasons.map((r) => r.code)).toEqual(['currency']);
  });

  it('an order whose subtotal does not cover the checkout (a discount code) grants nothing', async () => {
    const bought = await boughtOn(production, productionShop, productionIds);
    await deliverWebhook(
      production.url,
      { ...bought.order, subtotal_price: '1.00', total_price: '1.00' },
      SECRET,
    );
    expect(await licenceCount(production, bought.user)).toBe(0);
    const review = await production.db
      .selectFrom('orderReviews')
      .selectAll()
      .where('checkoutReference', '=', bought.reference)
      .executeTakeFirstOrThrow();
    expect(review.reasons.map((r) => r.code)).toEqual(['subtotal']);
  });

  it('a held order replayed, re-sent under a new webhook id, or followed by a matching order for the same checkout grants nothing', async () => {
    const bought = await boughtOn(production, productionShop, productionIds);
    const cheap = {
      ...bought.order,
      line_items: bought.order.line_items.map((item) => ({
        ...item,
        variant_id: 41001,
        sku: 'licence:personal',
        price: '49.00',
      })),
      subtotal_price: '49.00',
      total_price: '49.00',
    };
    const webhookId = randomUUID();
    expect((await deliverWebhook(production.url, cheap, SECRET, { webhookId })).json).toEqual({
      received: true,
      duplicate: false,
    });
    // The same delivery again, and the same order under another webhook id: duplicates.
    expect((await deliverWebhook(production.url, cheap, SECRET, { webhookId })).json.duplicate).toBe(true);
    expect((await deliverWebhook(production.url, cheap, SECRET)).json.duplicate).toBe(true);
    // A matching order for the same checkout, arriving after (reordered): the checkout is held, nothing granted.
    const honest = { ...bought.order, id: bought.order.id + 7_000_000, name: '#honest' };
    expect((await deliverWebhook(production.url, honest, SECRET)).json.duplicate).toBe(true);
    expect(await licenceCount(production, bought.user)).toBe(0);
    const reviews = await production.db
      .selectFrom('orderReviews')
      .select('id')
      .where('checkoutReference', '=', bought.reference)
      .execute();
    expect(reviews).toHaveLength(1);
  });
});

describe('the storefront cart read back (issue 28, item 1)', () => {
  it('a storefront cart changed right after it was built is caught before the redirect: 409, nothing to pay', async () => {
    const user = await registerAndLogin(production.url);
    await call(
      production.url,
      e.addVideo,
      as(user, { params: { jmId: productionIds.pop()! }, body: { tier: 'superPro' } }),
    );
    const create = productionShop.createCart.bind(productionShop);
    productionShop.createCart = async (input) => {
      const cart = await create(input);
      // Someone holding the cart id swaps the line to the cheapest variant before the server reads it back.
      const stored = productionShop.carts.get(cart.id)! as StorefrontCart;
      stored.lines[0]!.merchandiseId = FAKE_VARIANTS.personal;
      stored.lines[0]!.totalAmount = { amount: '49.0', currencyCode: 'USD' };
      return cart;
    };
    try {
      const res = await call(production.url, e.checkout, as(user, { body: {} }));
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(ORDER_REVIEW_MESSAGES.cartChanged);
      expect(res.json.checkoutUrl).toBeUndefined();
    } finally {
      productionShop.createCart = create;
    }
    const checkouts = await production.db
      .selectFrom('checkouts')
      .select('reference')
      .where('userId', '=', user.userUuid)
      .execute();
    expect(checkouts).toEqual([]);
    expect((await call(production.url, e.cart, as(user))).json.count).toBe(1);
  });
});

describe('storefront calls per user (issue 28, item 4)', () => {
  it(`answers the status call past the limit (${LIMIT}) with 429 and Retry-After, without calling the storefront`, async () => {
    const bought = await boughtOn(production, productionShop, productionIds);
    const status = () =>
      call(production.url, e.checkoutStatus, as(bought.user, { query: { checkoutId: bought.checkoutId } }));
    for (let i = 0; i < LIMIT; i++) expect((await status()).status).toBe(200);
    const before = cartReads;
    const refused = await status();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(
      /^Too many checkout requests\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(cartReads).toBe(before);
    // Another buyer has a limit of their own.
    const other = await boughtOn(production, productionShop, productionIds);
    const theirs = await call(
      production.url,
      e.checkoutStatus,
      as(other.user, { query: { checkoutId: other.checkoutId } }),
    );
    expect(theirs.status).toBe(200);
  });

  it(`answers the checkout past the limit (${LIMIT}) with 429 and Retry-After, without calling the storefront`, async () => {
    const user = await registerAndLogin(production.url);
    await call(
      production.url,
      e.addVideo,
      as(user, { params: { jmId: productionIds.pop()! }, body: { tier: 'personal' } }),
    );
    for (let i = 0; i < LIMIT; i++)
      expect((await call(production.url, e.checkout, as(user, { body: {} }))).status).toBe(200);
    const built = productionShop.created.length;
    const refused = await call(production.url, e.checkout, as(user, { body: {} }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toContain('Too many checkout requests');
    expect(productionShop.created.length).toBe(built);
  });
});
