import { randomBytes } from 'node:crypto';
import { commerceEndpoints as e, ORDER_REVIEW_MESSAGES, orderReviewsEndpoint } from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { TEST_CARDS } from '../storefront';
import { formKeyOf, postForm, sandboxClient, testStorefrontConfig } from '../storefront/sandbox/test-helpers';
import { makeStaff } from '../auth/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { raiseAuthLimits } from './test-helpers';

// The line-swap attack of issue 28 (item 1), against the built-in sandbox storefront through Shopify's own
// Storefront API client, with real HTTP: the buyer holds the storefront cart's id (the web app keeps it), changes
// its lines after checkout, pays on the sandbox's checkout page, and the signed orders/paid webhook arrives.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 600_000 });

let server: TestServer;
let ids: string[];
let staff: TestUser;
let restoreLimits: () => void;

const VARIANTS = {
  personal: 'gid://shopify/ProductVariant/41001',
  superPro: 'gid://shopify/ProductVariant/41003',
  packSuperPro: 'gid://shopify/ProductVariant/42003',
  giftCard250: 'gid://shopify/ProductVariant/43003',
} as const;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  server = await startTestServer({
    seedClips: 20,
    app: {
      storefront: {
        config: testStorefrontConfig(),
        webhook: { retryDelaysMs: [50, 100, 200], pollIntervalMs: 50 },
      },
    },
  });
  ids = await clipIds(server.db);
  // A staff account.
  staff = await registerAndLogin(server.url, {
    email: `reviewer-${randomBytes(4).toString('hex')}@clipmarket.com`,
  });
  // Staff powers: a verified company address, a grant and a sign-in with the second factor (ADR 56).
  staff = await makeStaff(server.url, server.db, staff);
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

const CART_LINES = `#graphql
  query Lines($id: ID!) {
    cart(id: $id) {
      lines(first: 50) {
        nodes { id quantity attributes { key value } merchandise { ... on ProductVariant { id sku } } }
      }
    }
  }
`;
const LINES_UPDATE = `#graphql
  mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart { id cost { subtotalAmount { amount } } }
      userErrors { code field message }
    }
  }
`;
const LINES_ADD = `#graphql
  mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart { id totalQuantity }
      userErrors { code field message }
    }
  }
`;
const LINES_REMOVE = `#graphql
  mutation Remove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart { id totalQuantity }
      userErrors { code field message }
    }
  }
`;

interface Line {
  id: string;
  quantity: number;
  attributes: { key: string; value: string }[];
  merchandise: { id: string; sku: string };
}

async function storefrontLines(cartId: string): Promise<Line[]> {
  const { data, errors } = await sandboxClient(server.url).request<{ cart: { lines: { nodes: Line[] } } }>(
    CART_LINES,
    { variables: { id: cartId } },
  );
  if (!data?.cart) throw new Error(JSON.stringify(errors ?? 'no cart'));
  return data.cart.lines.nodes;
}

async function mutate(query: string, variables: Record<string, unknown>) {
  const { data, errors } = await sandboxClient(server.url).request<Record<string, { userErrors: unknown[] }>>(
    query,
    { variables },
  );
  expect(errors).toBeUndefined();
  const payload = Object.values(data!)[0]!;
  expect(payload.userErrors).toEqual([]);
  return payload;
}

/**
 * A buyer's cart of two Super Pro licences (one for a clip already posted, with its rights management fee line,
 * whose URL matches an infraction), a Super Pro Discount Pack and a $250 Gift Card, checked out.
 */
async function checkedOutCart() {
  const user = await registerAndLogin(server.url);
  const [used, other] = [ids.pop()!, ids.pop()!];
  await server.db
    .updateTable('clips')
    .set({ infractionUrls: ['https://www.tiktok.com/@thief/video/77'] })
    .where('jmId', '=', used)
    .execute();
  const add = async (endpoint: Parameters<typeof call>[1], options: CallOptions) => {
    const res = await api(endpoint, as(user, options));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  await add(e.addVideo, {
    params: { jmId: used },
    body: { tier: 'superPro', postUrls: ['https://tiktok.com/@thief/video/77'] },
  });
  await add(e.addVideo, { params: { jmId: other }, body: { tier: 'superPro' } });
  await add(e.addProduct, { body: { variantId: VARIANTS.packSuperPro } });
  const cart = await add(e.addProduct, { body: { variantId: VARIANTS.giftCard250 } });
  expect(cart.lines.map((l: { kind: string }) => l.kind).sort()).toEqual(
    ['discountPack', 'giftCard', 'licence', 'licence', 'rightsFee'].sort(),
  );
  const checkout = await api(e.checkout, as(user, { body: {} }));
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
  const { checkoutId, checkoutUrl, orderReference } = checkout.json as {
    checkoutId: string;
    checkoutUrl: string;
    orderReference: string;
  };
  return { user, used, other, checkoutId, checkoutUrl, orderReference, cartCount: cart.count as number };
}

/** Pays on the sandbox's checkout page with the test card, as the buyer's browser does. */
async function pay(checkoutUrl: string) {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const paid = await postForm(checkoutUrl, {
    card_number: TEST_CARDS.paid,
    form_key: formKeyOf(await page.text()),
  });
  expect(paid.status).toBe(303);
}

/** Waits for the order the sandbox's signed webhook reports to be held for review, and answers its row. */
async function heldReview(orderReference: string) {
  return vi.waitFor(
    async () => {
      const row = await server.db
        .selectFrom('orderReviews')
        .selectAll()
        .where('checkoutReference', '=', orderReference)
        .executeTakeFirst();
      expect(row).toBeDefined();
      return row!;
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** Everything the user could have been granted: nothing, for a held order. */
async function grantedTo(user: TestUser, jmId: string) {
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(server.db)).rows[0]!.n);
  return {
    licences: await count(sql`SELECT count(*)::int AS n FROM licences WHERE user_id = ${user.userUuid}`),
    credits: await count(
      sql`SELECT coalesce(sum(delta), 0)::int AS n FROM credit_entries WHERE user_id = ${user.userUuid}`,
    ),
    giftCards: await count(sql`SELECT count(*)::int AS n FROM gift_cards WHERE user_id = ${user.userUuid}`),
    orders: await count(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${user.userUuid}`),
    resolved: await count(sql`SELECT count(*)::int AS n FROM infraction_resolutions WHERE jm_id = ${jmId}`),
  };
}

const NOTHING = { licences: 0, credits: 0, giftCards: 0, orders: 0, resolved: 0 };

describe('a storefront cart changed after checkout (issue 28, item 1)', () => {
  it('every line swapped to the cheapest variant before paying grants nothing: held for review, staff see it, the buyer is told', async () => {
    const bought = await checkedOutCart();
    const lines = await storefrontLines(bought.checkoutId);
    expect(lines).toHaveLength(5);
    // The attack: each line becomes a $49 Personal licence, its attributes (the checkout's line ids) kept.
    const swapped = await mutate(LINES_UPDATE, {
      cartId: bought.checkoutId,
      lines: lines.map((line) => ({ id: line.id, merchandiseId: VARIANTS.personal })),
    });
    expect(swapped).toMatchObject({ cart: { cost: { subtotalAmount: { amount: '245.0' } } } });
    expect((await storefrontLines(bought.checkoutId)).map((l) => l.merchandise.sku)).toEqual(
      Array(5).fill('licence:personal'),
    );

    // Found early: the status call reads the storefront cart and tells the buyer.
    const early = await api(e.checkoutStatus, as(bought.user, { query: { checkoutId: bought.checkoutId } }));
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(ORDER_REVIEW_MESSAGES.cartChanged);

    // The attacker pays anyway; the signed orders/paid webhook arrives and is held.
    await pay(bought.checkoutUrl);
    const review = await heldReview(bought.orderReference);
    const codes = new Set((review.reasons as { code: string }[]).map((r) => r.code));
    expect([...codes].sort()).toEqual(['price', 'sku', 'subtotal', 'variant'].sort());
    expect(review).toMatchObject({ subtotalCents: 24500, test: true });
    expect(review.expectedCents).toBe(29900 * 2 + 10000 + 239000 + 25000);

    expect(await grantedTo(bought.user, bought.used)).toEqual(NOTHING);
    expect((await api(e.cart, as(bought.user))).json.count).toBe(bought.cartCount);
    const checkout = await server.db
      .selectFrom('checkouts')
      .select('status')
      .where('reference', '=', bought.orderReference)
      .executeTakeFirstOrThrow();
    expect(checkout.status).toBe('open');

    // The buyer: payment received, held for review; never licensed.
    const status = await api(e.checkoutStatus, as(bought.user, { query: { checkoutId: bought.checkoutId } }));
    expect(status.json).toEqual({
      checkoutId: bought.checkoutId,
      orderReference: bought.orderReference,
      cartGone: true,
      purchased: true,
      held: true,
      licences: [],
      termsUrl: null,
    });

    // Staff see it, with the reasons; a buyer may not.
    const list = await api(orderReviewsEndpoint, as(staff));
    expect(list.status).toBe(200);
    const listed = list.json.data.find(
      (r: { checkoutReference: string }) => r.checkoutReference === bought.orderReference,
    );
    expect(listed).toMatchObject({
      userEmail: bought.user.email,
      subtotalCents: 24500,
      test: true,
      reasons: expect.arrayContaining([expect.objectContaining({ code: 'variant' })]),
    });
    expect((await api(orderReviewsEndpoint, as(bought.user))).status).toBe(403);
  });

  it('a line removed before paying (the rights management fee) grants nothing, and resolves no infraction', async () => {
    const bought = await checkedOutCart();
    const lines = await storefrontLines(bought.checkoutId);
    const fee = lines.find((line) => line.merchandise.sku === 'rm-fee')!;
    await mutate(LINES_REMOVE, { cartId: bought.checkoutId, lineIds: [fee.id] });
    await pay(bought.checkoutUrl);
    const review = await heldReview(bought.orderReference);
    expect((review.reasons as { code: string }[]).map((r) => r.code).sort()).toEqual(
      ['missingLine', 'subtotal'].sort(),
    );
    expect(await grantedTo(bought.user, bought.used)).toEqual(NOTHING);
    expect((await api(e.cart, as(bought.user))).json.count).toBe(bought.cartCount);
  });

  it('a line added before paying (an extra paid line) grants nothing', async () => {
    const bought = await checkedOutCart();
    await mutate(LINES_ADD, {
      cartId: bought.checkoutId,
      lines: [{ merchandiseId: VARIANTS.personal, quantity: 1 }],
    });
    await pay(bought.checkoutUrl);
    const review = await heldReview(bought.orderReference);
    expect((review.reasons as { code: string }[]).map((r) => r.code)).toEqual(['extraLine']);
    expect(await grantedTo(bought.user, bought.used)).toEqual(NOTHING);
  });

  it('a quantity changed before paying grants nothing', async () => {
    const bought = await checkedOutCart();
    const lines = await storefrontLines(bought.checkoutId);
    const card = lines.find((line) => line.merchandise.sku === 'gift-card:250')!;
    await mutate(LINES_UPDATE, { cartId: bought.checkoutId, lines: [{ id: card.id, quantity: 3 }] });
    await pay(bought.checkoutUrl);
    const review = await heldReview(bought.orderReference);
    expect((review.reasons as { code: string }[]).map((r) => r.code)).toEqual(['quantity']);
    expect(await grantedTo(bought.user, bought.used)).toEqual(NOTHING);
  });

  it('an honest order through the same sandbox still grants everything it paid for', async () => {
    const bought = await checkedOutCart();
    const open = await api(e.checkoutStatus, as(bought.user, { query: { checkoutId: bought.checkoutId } }));
    expect(open.json).toMatchObject({ cartGone: false, purchased: false });
    await pay(bought.checkoutUrl);
    await vi.waitFor(
      async () => {
        const status = await api(
          e.checkoutStatus,
          as(bought.user, { query: { checkoutId: bought.checkoutId } }),
        );
        expect(status.json).toMatchObject({ purchased: true, cartGone: true });
        expect(status.json.held).toBeUndefined();
        expect(status.json.licences).toHaveLength(2);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(await grantedTo(bought.user, bought.used)).toEqual({
      licences: 2,
      credits: 10,
      giftCards: 1,
      orders: 1,
      resolved: 1,
    });
    expect((await api(e.cart, as(bought.user))).json.count).toBe(0);
  });
});
