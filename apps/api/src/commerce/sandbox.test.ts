import { commerceEndpoints as e, playlistEndpoints } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { TEST_CARDS } from '../storefront';
import { formKeyOf, postForm, testStorefrontConfig } from '../storefront/sandbox/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';

// The whole path with the built-in sandbox storefront (no fake): prices, the storefront cart, its test checkout
// page, and the orders/paid webhook the sandbox signs and sends back to this server. Real HTTP, real database.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer({
    seedClips: 10,
    app: {
      storefront: {
        config: testStorefrontConfig(),
        // The sandbox's webhook sender polls and retries quickly here; it still sends to this server's endpoint.
        webhook: { retryDelaysMs: [50, 100, 200], pollIntervalMs: 100 },
      },
    },
  });
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

/**
 * Opens the sandbox checkout page at its URL, as the browser does (it names this server as `localhost`, the
 * origin the return link must share), and pays with a test card.
 */
async function pay(checkoutUrl: string, card: string): Promise<Response> {
  expect(new URL(checkoutUrl).port).toBe(new URL(server.url).port);
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  return postForm(checkoutUrl, { card_number: card, form_key: formKeyOf(html) });
}

describe('buying through the sandbox storefront', () => {
  it('prices the cart from the sandbox, pays with the test card, and grants the licences the webhook reports', async () => {
    const user = await registerAndLogin(server.url);
    const products = await api(e.products);
    expect(products.status).toBe(200);
    expect(products.json.tiers.map((t: { priceCents: number }) => t.priceCents)).toEqual([
      4900, 14900, 29900,
    ]);

    await api(
      e.addVideo,
      as(user, { params: { jmId: ids[0]! }, body: { tier: 'basicPro', projectName: 'Reel' } }),
    );
    const cart = await api(e.addVideo, as(user, { params: { jmId: ids[1]! }, body: { tier: 'personal' } }));
    expect(cart.json.totalCents).toBe(14900 + 4900);

    const checkout = await api(e.checkout, as(user, { body: {} }));
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    expect(checkout.json.status).toBe('redirect');
    const { checkoutId, checkoutUrl } = checkout.json as { checkoutId: string; checkoutUrl: string };
    const open = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
    expect(open.json).toMatchObject({ cartGone: false, purchased: false });

    const paid = await pay(checkoutUrl, TEST_CARDS.paid);
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).pathname).toBe('/licensing/checkout');
    expect(new URL(paid.headers.get('location')!).searchParams.get('checkout')).toBe('complete');

    // The sandbox sends the signed webhook after the payment's commit; the return page asks until it lands.
    await vi.waitFor(
      async () => {
        const status = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
        expect(status.json).toMatchObject({ cartGone: true, purchased: true });
      },
      { timeout: 20_000, interval: 100 },
    );
    const status = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
    expect(status.json.licences.map((l: { jmId: string; tier: string }) => [l.jmId, l.tier]).sort()).toEqual(
      [
        [ids[0], 'basicPro'],
        [ids[1], 'personal'],
      ].sort(),
    );
    expect(status.json.termsUrl).toMatch(/^\/s\//);
    expect((await api(e.cart, as(user))).json.count).toBe(0);
    const purchased = await api(playlistEndpoints.purchased, as(user));
    expect([...purchased.json.data].sort()).toEqual([ids[0], ids[1]].sort());
    const licence = await server.db
      .selectFrom('licences')
      .select(['priceCents', 'projectName', 'paidWith'])
      .where('userId', '=', user.userUuid)
      .where('jmId', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(licence).toEqual({ priceCents: 14900, projectName: 'Reel', paidWith: 'money' });
  });

  it('leaves the cart as it was after a declined card and an abandoned checkout', async () => {
    const user = await registerAndLogin(server.url);
    const cart = await api(e.addVideo, as(user, { params: { jmId: ids[2]! }, body: { tier: 'superPro' } }));
    const first = await api(e.checkout, as(user, { body: {} }));
    const declined = await pay(first.json.checkoutUrl, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    const status = await api(e.checkoutStatus, as(user, { query: { checkoutId: first.json.checkoutId } }));
    expect(status.json).toMatchObject({ cartGone: false, purchased: false, licences: [] });
    // Abandoned: the buyer comes back by the cancel link and checks out again later.
    const again = await api(e.checkout, as(user, { body: {} }));
    expect(again.json.checkoutId).not.toBe(first.json.checkoutId);
    expect((await api(e.cart, as(user))).json.lines).toEqual(cart.json.lines);
    const licences = await server.db
      .selectFrom('licences')
      .select('number')
      .where('userId', '=', user.userUuid)
      .execute();
    expect(licences).toEqual([]);
  });
});
