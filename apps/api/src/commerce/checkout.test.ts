import {
  CART_SERVER_MESSAGES,
  LICENCE_NUMBER_CURRENT_PATTERN,
  PLAYLIST_SERVER_MESSAGES,
  checkoutResponseSchema,
  checkoutStatusResponseSchema,
  commerceEndpoints as e,
  playlistEndpoints,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { CART_ATTRIBUTE_KEYS, LINE_ATTRIBUTE_KEYS } from '../storefront/port';
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

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const SECRET = 'checkout-test-secret-0123456789';
const BASE = 'https://clips.example';

let server: TestServer;
let storefront: FakeStorefront;
let bob: TestUser;
let ids: string[];
let restoreLimits: () => void;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 30,
    app: {
      commerce: {
        storefront,
        webhookSecret: async () => SECRET,
        config: { productsTtlMs: 0, publicBaseUrl: BASE },
      },
    },
  });
  bob = await registerAndLogin(server.url);
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
  return registerAndLogin(server.url, { firstName: 'Ada', lastName: 'Buyer', company: 'Clips Ltd' });
}

async function add(user: TestUser, jmId: string, tier: string, extra: Record<string, unknown> = {}) {
  const res = await api(e.addVideo, as(user, { params: { jmId }, body: { tier, ...extra } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

function attributes(list: { key: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(list.map((a) => [a.key, a.value]));
}

describe('checkout', () => {
  it('builds the storefront cart from the cart’s lines, with the buyer, the reference and the way back', async () => {
    const user = await fresh();
    await add(user, ids[0]!, 'basicPro', { projectName: 'Spring launch', poNumber: 'PO-77' });
    await add(user, ids[1]!, 'personal', { postUrls: ['https://www.tiktok.com/@me/video/9'] });
    const pack = await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.packPersonal } }));
    const cartBefore = pack.json;
    const title0 = cartBefore.lines[0].title;

    const res = await api(e.checkout, as(user, { body: {} }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(checkoutResponseSchema.parse(res.json)).toEqual(res.json);
    expect(res.json.status).toBe('redirect');
    expect(res.json.orderReference).toMatch(/^CMO-[0-9A-F]{8}$/);
    const input = storefront.created.at(-1)!;
    expect(res.json.checkoutId).toBe([...storefront.carts.keys()].at(-1));
    expect(res.json.checkoutUrl).toBe(storefront.carts.get(res.json.checkoutId)!.checkoutUrl);

    expect(input.note).toBe('Settlement');
    expect(input.buyerEmail).toBe(user.email);
    expect(attributes(input.attributes)).toEqual({
      [CART_ATTRIBUTE_KEYS.user]: user.userUuid,
      [CART_ATTRIBUTE_KEYS.orderReference]: res.json.orderReference,
      [CART_ATTRIBUTE_KEYS.returnUrl]: `${BASE}/licensing/checkout?checkout=complete`,
      [CART_ATTRIBUTE_KEYS.cancelUrl]: `${BASE}/licensing/checkout`,
    });
    expect(input.lines.map((l) => [l.merchandiseId, l.quantity])).toEqual([
      [FAKE_VARIANTS.basicPro, 1],
      [FAKE_VARIANTS.personal, 1],
      [FAKE_VARIANTS.rightsFee, 1],
      [FAKE_VARIANTS.packPersonal, 1],
    ]);
    expect(attributes(input.lines[0]!.attributes)).toEqual({
      [LINE_ATTRIBUTE_KEYS.line]: cartBefore.lines[0].lineId,
      [LINE_ATTRIBUTE_KEYS.clip]: `JV#${ids[0]} ${title0}`,
      [LINE_ATTRIBUTE_KEYS.tier]: 'Basic Pro',
      [LINE_ATTRIBUTE_KEYS.project]: 'Spring launch',
      [LINE_ATTRIBUTE_KEYS.po]: 'PO-77',
    });
    expect(attributes(input.lines[2]!.attributes)).toMatchObject({
      [LINE_ATTRIBUTE_KEYS.line]: cartBefore.lines[2].lineId,
      [LINE_ATTRIBUTE_KEYS.tier]: 'Personal',
    });
    expect(attributes(input.lines[3]!.attributes)).toEqual({
      [LINE_ATTRIBUTE_KEYS.line]: cartBefore.lines[3].lineId,
    });

    // The cart is kept until a paid order takes its lines.
    expect((await api(e.cart, as(user))).json.lines).toEqual(cartBefore.lines);
    const stored = await server.db
      .selectFrom('checkouts')
      .selectAll()
      .where('reference', '=', res.json.orderReference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      userId: user.userUuid,
      status: 'open',
      totalCents: 14900 + 4900 + 10000 + 39000,
    });
  });

  it('checks out only a playlist’s lines from its checkout page, and comes back there', async () => {
    const user = await fresh();
    const list = await api(playlistEndpoints.create, as(user, { body: { name: 'To license' } }));
    const uuid = list.json.uuid as string;
    await api(
      playlistEndpoints.addVideos,
      as(user, { params: { uuid }, body: { jmIds: [ids[2]!, ids[3]!] } }),
    );
    await add(user, ids[4]!, 'superPro');
    await api(e.addPlaylist, as(user, { params: { uuid }, body: { tier: 'personal' } }));

    const res = await api(e.checkout, as(user, { body: { playlistUuid: uuid } }));
    expect(res.status).toBe(200);
    const input = storefront.created.at(-1)!;
    expect(input.lines.map((l) => attributes(l.attributes)[LINE_ATTRIBUTE_KEYS.clip]?.split(' ')[0])).toEqual(
      [`JV#${ids[2]}`, `JV#${ids[3]}`],
    );
    expect(attributes(input.attributes)).toMatchObject({
      [CART_ATTRIBUTE_KEYS.playlist]: uuid,
      [CART_ATTRIBUTE_KEYS.returnUrl]: `${BASE}/licensing/checkout/${uuid}?checkout=complete`,
      [CART_ATTRIBUTE_KEYS.cancelUrl]: `${BASE}/licensing/checkout/${uuid}`,
    });
  });

  it('answers 404 with the playlist message for a playlist that is not the caller’s', async () => {
    const user = await fresh();
    await add(user, ids[5]!, 'personal');
    const bobs = await api(playlistEndpoints.create, as(bob, { body: { name: 'Bob checkout list' } }));
    const res = await api(e.checkout, as(user, { body: { playlistUuid: bobs.json.uuid } }));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
    expect(res.json.message).toContain("doesn't exists");
  });

  it('refuses an empty cart and one that goes to an inquiry', async () => {
    const user = await fresh();
    const empty = await api(e.checkout, as(user, { body: {} }));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(CART_SERVER_MESSAGES.checkoutEmpty);
    await add(user, ids[6]!, 'custom');
    await add(user, ids[7]!, 'personal');
    const inquiry = await api(e.checkout, as(user, { body: {} }));
    expect(inquiry.status).toBe(400);
    expect(inquiry.json.message).toBe(CART_SERVER_MESSAGES.checkoutNotReady);
  });

  it('keeps the cart and answers 503 when the storefront cannot build the cart', async () => {
    const user = await fresh();
    const cart = await add(user, ids[8]!, 'personal');
    // Prices were read; then the store goes down before the cart is built.
    const createCart = storefront.createCart;
    storefront.createCart = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      const res = await api(e.checkout, as(user, { body: {} }));
      expect(res.status).toBe(503);
      expect(res.json.message).toBe(CART_SERVER_MESSAGES.storefrontDown);
    } finally {
      storefront.createCart = createCart;
    }
    expect((await api(e.cart, as(user))).json.lines).toEqual(cart.lines);
    const left = await server.db
      .selectFrom('checkouts')
      .select('reference')
      .where('userId', '=', user.userUuid)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('checkout status', () => {
  it('says not paid until the order arrives, then purchased with the licences and a short terms link', async () => {
    const user = await fresh();
    await add(user, ids[9]!, 'basicPro');
    const checkout = await api(e.checkout, as(user, { body: {} }));
    const checkoutId = checkout.json.checkoutId as string;

    const before = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
    expect(before.status).toBe(200);
    expect(checkoutStatusResponseSchema.parse(before.json)).toEqual(before.json);
    expect(before.json).toEqual({
      checkoutId,
      orderReference: checkout.json.orderReference,
      cartGone: false,
      purchased: false,
      licences: [],
      termsUrl: null,
    });

    const cart = storefront.carts.get(checkoutId)!;
    const order = paidOrderFor(cart);
    storefront.checkOut(checkoutId);
    const gone = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
    expect(gone.json).toMatchObject({ cartGone: true, purchased: false });

    expect((await deliverWebhook(server.url, order, SECRET)).status).toBe(200);
    const after = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
    expect(after.json).toMatchObject({ cartGone: true, purchased: true });
    expect(after.json.licences).toEqual([
      expect.objectContaining({ jmId: ids[9], tier: 'basicPro', tierName: 'Basic Pro' }),
    ]);
    expect(after.json.licences[0].number).toMatch(LICENCE_NUMBER_CURRENT_PATTERN);
    expect(after.json.termsUrl).toMatch(/^\/s\/[0-9A-Za-z]{8,}$/);

    const redirect = await fetch(server.url + after.json.termsUrl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get('location')!, server.url);
    expect(target.pathname).toBe('/licensing/checkout/terms');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      id: order.name,
      reference: checkout.json.orderReference,
      subtotal: '149.00',
      currency: 'USD',
      date: new Date().toISOString().slice(0, 10),
    });
    // The terms page checks those fields against the order (licences/service.ts) and finds them true.
    const terms = await api(e.checkoutTerms, { query: Object.fromEntries(target.searchParams) });
    expect(terms.json).toMatchObject({ valid: true, order: { reference: checkout.json.orderReference } });
    // The same order keeps its link.
    const again = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
    expect(again.json.termsUrl).toBe(after.json.termsUrl);
  });

  it('answers 404 for another user’s checkout and for an unknown one', async () => {
    const user = await fresh();
    await add(user, ids[10]!, 'personal');
    const checkout = await api(e.checkout, as(user, { body: {} }));
    const theirs = await api(e.checkoutStatus, as(bob, { query: { checkoutId: checkout.json.checkoutId } }));
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe(CART_SERVER_MESSAGES.checkoutMissing);
    const unknown = await api(
      e.checkoutStatus,
      as(user, { query: { checkoutId: 'gid://shopify/Cart/nope' } }),
    );
    expect(unknown.status).toBe(404);
    expect((await api(e.checkoutStatus, as(user, { query: {} }))).status).toBe(400);
    expect((await api(e.checkoutStatus, { query: { checkoutId: checkout.json.checkoutId } })).status).toBe(
      401,
    );
  });
});

describe('short links', () => {
  it('answers a plain 404 for an unknown or malformed code', async () => {
    for (const code of ['AAAAAAAAAA', 'x', '..%2F..%2Fetc']) {
      const res = await fetch(`${server.url}/s/${code}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/plain');
    }
  });

  it('is not an operation of the API reference', () => {
    const document = server.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/s/'))).toEqual([]);
  });
});
