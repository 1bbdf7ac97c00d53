import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createStorefront } from './index';
import {
  CART_ATTRIBUTE_KEYS,
  cartToken,
  STOREFRONT_API_VERSION,
  StorefrontError,
  type Storefront,
  type StorefrontCartInput,
} from './port';
import { payCart, TEST_CARDS } from './sandbox/orders';
import { startTestReceiver, testStorefrontConfig, type TestReceiver } from './sandbox/test-helpers';
import { createShopifyStorefront } from './shopify';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let receiver: TestReceiver;

beforeAll(async () => {
  receiver = await startTestReceiver();
  server = await startTestServer({
    app: { storefront: { config: testStorefrontConfig(), webhook: { url: receiver.url } } },
  });
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** The Shopify adapter, unchanged but for its "store domain": the sandbox's base URL on the test server. */
const shopify = (token = 'sandbox') =>
  createShopifyStorefront({ storeDomain: `${server.url}/sandbox-storefront`, publicAccessToken: token });

async function cartInput(storefront: Storefront): Promise<StorefrontCartInput> {
  const variants = (await storefront.products()).flatMap((p) => p.variants);
  const superPro = variants.find((v) => v.sku === 'licence:superPro')!;
  const pack = variants.find((v) => v.sku === 'pack:personal:10')!;
  return {
    lines: [
      {
        merchandiseId: superPro.id,
        quantity: 1,
        attributes: [
          { key: '_clipmarket_line', value: 'l-1' },
          { key: 'Clip', value: 'JV#42' },
        ],
      },
      { merchandiseId: pack.id, quantity: 1, attributes: [{ key: '_clipmarket_line', value: 'l-2' }] },
    ],
    buyerEmail: 'buyer@example.com',
    attributes: [
      { key: CART_ATTRIBUTE_KEYS.user, value: 'u-1' },
      { key: CART_ATTRIBUTE_KEYS.returnUrl, value: `${server.url}/licensing/checkout/done` },
    ],
    note: 'Settlement',
  };
}

describe('the Shopify adapter, pointed at the sandbox', () => {
  it("reads the products in the port's shape", async () => {
    const products = await shopify().products();
    expect(products).toHaveLength(7);
    expect(products[0]).toEqual({
      id: 'gid://shopify/Product/9001',
      handle: 'licence-personal',
      title: 'Personal licence',
      productType: 'Licence',
      variants: [
        {
          id: 'gid://shopify/ProductVariant/41001',
          title: 'Default Title',
          sku: 'licence:personal',
          price: { amount: '49.0', currencyCode: 'USD' },
          availableForSale: true,
        },
      ],
    });
  });

  it('creates a cart and reads it back, with every line, attribute and amount', async () => {
    const storefront = shopify();
    const input = await cartInput(storefront);
    const cart = await storefront.createCart(input);
    expect(cart).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Cart\/c1-/),
      checkoutUrl: expect.stringContaining(`/sandbox-storefront/checkouts/${cartToken(cart.id)}?key=`),
      note: 'Settlement',
      buyerEmail: 'buyer@example.com',
      attributes: input.attributes,
      lines: [
        {
          id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
          quantity: 1,
          merchandiseId: input.lines[0]!.merchandiseId,
          attributes: input.lines[0]!.attributes,
          totalAmount: { amount: '299.0', currencyCode: 'USD' },
        },
        {
          id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
          quantity: 1,
          merchandiseId: input.lines[1]!.merchandiseId,
          attributes: input.lines[1]!.attributes,
          totalAmount: { amount: '390.0', currencyCode: 'USD' },
        },
      ],
      subtotalAmount: { amount: '689.0', currencyCode: 'USD' },
      totalAmount: { amount: '689.0', currencyCode: 'USD' },
    });
    expect(await storefront.cart(cart.id)).toEqual(cart);
  });

  it("throws the storefront's user errors when it refuses a cart", async () => {
    const error = await shopify()
      .createCart({
        lines: [{ merchandiseId: 'gid://shopify/ProductVariant/7', quantity: 1, attributes: [] }],
        buyerEmail: 'buyer@example.com',
        attributes: [],
        note: 'Settlement',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontError);
    expect((error as StorefrontError).userErrors).toEqual([
      {
        field: ['input', 'lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/7 does not exist.',
      },
    ]);
  });

  it('answers null for a cart once it is paid, and throws a StorefrontError when the token is refused', async () => {
    const storefront = shopify();
    const cart = await storefront.createCart(await cartInput(storefront));
    await payCart(server.db, { token: cartToken(cart.id), cardNumber: TEST_CARDS.paid, now: new Date() });
    expect(await storefront.cart(cart.id)).toBeNull();
    await expect(shopify('wrong').products()).rejects.toThrow(StorefrontError);
    await expect(shopify('wrong').products()).rejects.toThrow(/HTTP 401/);
  });

  it('reads a cart of more lines than one page holds', async () => {
    const storefront = shopify();
    const variant = (await storefront.products())[0]!.variants[0]!;
    const lines = Array.from({ length: 260 }, (_, i) => ({
      merchandiseId: variant.id,
      quantity: 1,
      attributes: [{ key: 'Clip', value: `JV#${i}` }],
    }));
    // Shopify answers at most 250 lines at once: the adapter asks for the rest.
    const cart = await storefront.createCart({
      lines,
      buyerEmail: 'b@example.com',
      attributes: [],
      note: 'Settlement',
    });
    expect(cart.lines).toHaveLength(260);
    expect(cart.lines.at(-1)?.attributes).toEqual([{ key: 'Clip', value: 'JV#259' }]);
    expect((await storefront.cart(cart.id))?.lines).toHaveLength(260);
  });
});

describe('createStorefront', () => {
  it('answers with the sandbox, in process, exactly as the Shopify adapter reads it over HTTP', async () => {
    const sandbox = createStorefront({ db: server.db, config: testStorefrontConfig(), app: server.app });
    expect(sandbox.kind).toBe('sandbox');
    expect(await sandbox.products()).toEqual(await shopify().products());
    const cart = await sandbox.createCart(await cartInput(sandbox));
    expect(new URL(cart.checkoutUrl).port).toBe(new URL(server.url).port);
    expect(await shopify().cart(cart.id)).toEqual(cart);
  });

  it('answers with the Shopify adapter when a store is configured', async () => {
    const requests: string[] = [];
    const storefront = createStorefront({
      db: server.db,
      config: testStorefrontConfig({
        shopify: { storeDomain: 'clipmarket-test.myshopify.com', publicAccessToken: 'public-token' },
      }),
      customFetchApi: async (url, init) => {
        requests.push(`${url} ${new Headers(init?.headers).get('x-shopify-storefront-access-token')}`);
        return Response.json({ data: { products: { nodes: [] } } });
      },
    });
    expect(storefront.kind).toBe('shopify');
    expect(await storefront.products()).toEqual([]);
    expect(requests).toEqual([
      `https://clipmarket-test.myshopify.com/api/${STOREFRONT_API_VERSION}/graphql.json public-token`,
    ]);
  });
});

describe('the Storefront API version (ADR 79)', () => {
  const warnings = () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    return {
      said: () => warn.mock.calls.map((call) => call.map(String).join(' ')),
      [Symbol.dispose]: () => warn.mockRestore(),
    };
  };
  const adapter = (apiVersion?: string) =>
    createShopifyStorefront({
      storeDomain: 'clipmarket-test.myshopify.com',
      publicAccessToken: 'public-token',
      ...(apiVersion ? { apiVersion } : {}),
      customFetchApi: async () => Response.json({ data: { products: { nodes: [] } } }),
    });

  it("is one Shopify's official client supports today: the client warns of nothing (this fails once Shopify retires it: move it forward)", async () => {
    using console = warnings();
    expect(await adapter().products()).toEqual([]);
    expect(console.said()).toEqual([]);
  });

  it("leaves the client's warning of a retired version on", () => {
    using console = warnings();
    adapter('2024-04');
    expect(console.said().join('\n')).toContain('the provided apiVersion ("2024-04") is likely deprecated');
  });
});
