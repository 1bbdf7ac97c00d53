import { LICENCE_TIERS } from '@clipmarket/core';
import {
  CartCreate,
  CartLineAdd,
  CartLineRemove,
  CartLineUpdate,
  CartQuery,
  defaultCartFragment,
} from '@shopify/hydrogen-react/cart-queries';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { CART_ATTRIBUTE_KEYS, LINE_ATTRIBUTE_KEYS, SKU_PATTERNS, STOREFRONT_API_VERSION } from '../port';
import { payCart, TEST_CARDS } from './orders';
import { sandboxClient, startTestReceiver, testStorefrontConfig, type TestReceiver } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let receiver: TestReceiver;
const graphqlUrl = () => `${server.url}/sandbox-storefront/api/${STOREFRONT_API_VERSION}/graphql.json`;

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

const PRODUCTS = `#graphql
  query Products {
    products(first: 100) {
      nodes {
        id
        handle
        title
        productType
        isGiftCard
        variants(first: 100) {
          nodes { id title sku availableForSale price { amount currencyCode } }
        }
      }
    }
  }
`;

const CART_CREATE = `#graphql
  mutation Create($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        note
        totalQuantity
        buyerIdentity { email }
        attributes { key value }
        lines(first: 10) {
          nodes {
            id
            quantity
            attributes { key value }
            merchandise { ... on ProductVariant { id sku } }
            cost { totalAmount { amount currencyCode } }
          }
        }
        cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
      }
      userErrors { code field message }
    }
  }
`;

const CART = `#graphql
  query Cart($id: ID!) {
    cart(id: $id) { id totalQuantity cost { totalAmount { amount currencyCode } } }
  }
`;

interface Variant {
  id: string;
  title: string;
  sku: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
}

async function variants(): Promise<Variant[]> {
  const { data, errors } = await sandboxClient(server.url).request<{
    products: { nodes: { variants: { nodes: Variant[] } }[] };
  }>(PRODUCTS);
  if (!data) throw new Error(JSON.stringify(errors));
  return data.products.nodes.flatMap((p) => p.variants.nodes);
}

const bySku = async (sku: string) => (await variants()).find((v) => v.sku === sku)!;

async function postGraphQL(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(graphqlUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'sandbox',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: unknown; errors?: unknown } };
}

describe("the sandbox's Storefront API, through Shopify's own client", () => {
  it('lists the catalogue: the three licence tiers at their prices, the Discount Pack, the Gift Card and the fee', async () => {
    const { data, errors } = await sandboxClient(server.url).request(PRODUCTS);
    expect(errors).toBeUndefined();
    const products = (
      data as {
        products: {
          nodes: {
            id: string;
            title: string;
            productType: string;
            isGiftCard: boolean;
            variants: { nodes: Variant[] };
          }[];
        };
      }
    ).products.nodes;
    expect(products.map((p) => p.productType)).toEqual([
      'Licence',
      'Licence',
      'Licence',
      'Discount Pack',
      'Gift Card',
      'RM OTHER',
      'Licence Upgrade',
    ]);
    for (const product of products) expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    const all = products.flatMap((p) => p.variants.nodes);
    for (const variant of all) {
      expect(variant.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
      expect(variant.price.currencyCode).toBe('USD');
      expect(variant.availableForSale).toBe(true);
    }
    // One source for the tiers' prices: packages/core.
    for (const tier of LICENCE_TIERS.filter((t) => t.priceUsd !== null)) {
      const variant = all.find((v) => v.sku === `licence:${tier.id}`);
      expect(variant?.price.amount, tier.id).toBe(`${tier.priceUsd}.0`);
    }
    expect(all.find((v) => v.sku === 'licence:custom')).toBeUndefined();
    expect(all.filter((v) => SKU_PATTERNS.pack.test(v.sku)).map((v) => [v.sku, v.price.amount])).toEqual([
      ['pack:personal:10', '390.0'],
      ['pack:basicPro:10', '1190.0'],
      ['pack:superPro:10', '2390.0'],
    ]);
    expect(all.filter((v) => SKU_PATTERNS.giftCard.test(v.sku)).map((v) => [v.sku, v.price.amount])).toEqual([
      ['gift-card:50', '50.0'],
      ['gift-card:100', '100.0'],
      ['gift-card:250', '250.0'],
    ]);
    expect(products.find((p) => p.productType === 'Gift Card')?.isGiftCard).toBe(true);
    expect(all.find((v) => v.sku === 'rm-fee')?.price.amount).toBe('100.0');
    // Every upgrade to a higher tier, at the difference of the two tiers' prices (docs/adr/0084).
    const price = (id: string) => LICENCE_TIERS.find((t) => t.id === id)!.priceUsd!;
    const upgrades = all.filter((v) => SKU_PATTERNS.upgrade.test(v.sku));
    expect(upgrades.map((v) => v.sku)).toEqual([
      'upgrade:personal:basicPro',
      'upgrade:personal:superPro',
      'upgrade:basicPro:superPro',
    ]);
    for (const variant of upgrades) {
      const [, from, to] = SKU_PATTERNS.upgrade.exec(variant.sku)!;
      expect(variant.price.amount, variant.sku).toBe(`${price(to!) - price(from!)}.0`);
    }
  });

  it("creates a cart with its lines, attributes, buyer e-mail and note, and reads it back by id in Shopify's shapes", async () => {
    const client = sandboxClient(server.url);
    const basicPro = await bySku('licence:basicPro');
    const fee = await bySku('rm-fee');
    const { data, errors } = await client.request(CART_CREATE, {
      variables: {
        input: {
          lines: [
            {
              merchandiseId: basicPro.id,
              quantity: 1,
              attributes: [
                { key: LINE_ATTRIBUTE_KEYS.line, value: 'line-1' },
                { key: LINE_ATTRIBUTE_KEYS.clip, value: 'JV#123' },
              ],
            },
            { merchandiseId: fee.id, quantity: 2, attributes: [] },
          ],
          buyerIdentity: { email: 'buyer@example.com' },
          attributes: [{ key: CART_ATTRIBUTE_KEYS.orderReference, value: 'ref-1' }],
          note: 'Settlement',
        },
      },
    });
    expect(errors).toBeUndefined();
    const { cart, userErrors } = (
      data as { cartCreate: { cart: Record<string, never>; userErrors: unknown[] } }
    ).cartCreate;
    expect(userErrors).toEqual([]);
    expect(cart).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]{32}\?key=[0-9a-f]{32}$/),
      checkoutUrl: expect.stringMatching(
        /\/sandbox-storefront\/checkouts\/c1-[0-9a-f]{32}\?key=[0-9a-f]{32}$/,
      ),
      note: 'Settlement',
      totalQuantity: 3,
      buyerIdentity: { email: 'buyer@example.com' },
      attributes: [{ key: '_clipmarket_reference', value: 'ref-1' }],
      lines: {
        nodes: [
          {
            id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
            quantity: 1,
            attributes: [
              { key: '_clipmarket_line', value: 'line-1' },
              { key: 'Clip', value: 'JV#123' },
            ],
            merchandise: { id: basicPro.id, sku: 'licence:basicPro' },
            cost: { totalAmount: { amount: '149.0', currencyCode: 'USD' } },
          },
          {
            quantity: 2,
            attributes: [],
            merchandise: { id: fee.id, sku: 'rm-fee' },
            cost: { totalAmount: { amount: '200.0', currencyCode: 'USD' } },
          },
        ],
      },
      cost: {
        subtotalAmount: { amount: '349.0', currencyCode: 'USD' },
        totalAmount: { amount: '349.0', currencyCode: 'USD' },
      },
    });

    const read = await client.request(CART, { variables: { id: cart.id } });
    expect(read.data).toEqual({
      cart: {
        id: cart.id,
        totalQuantity: 3,
        cost: { totalAmount: { amount: '349.0', currencyCode: 'USD' } },
      },
    });
  });

  it("answers cartCreate's user errors for unknown merchandise, a zero quantity and a bad e-mail, and no cart", async () => {
    const personal = await bySku('licence:personal');
    const { data } = await sandboxClient(server.url).request(CART_CREATE, {
      variables: {
        input: {
          lines: [
            { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
            { merchandiseId: personal.id, quantity: 0 },
          ],
          buyerIdentity: { email: 'not an e-mail' },
        },
      },
    });
    expect(data).toEqual({
      cartCreate: {
        cart: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'lines', '0', 'merchandiseId'],
            message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
          },
          {
            code: 'LESS_THAN',
            field: ['input', 'lines', '1', 'quantity'],
            message: 'The quantity must be greater than 0.',
          },
          { code: 'INVALID', field: ['input', 'buyerIdentity', 'email'], message: 'Email is invalid.' },
        ],
      },
    });
  });

  it("runs Hydrogen's own cart documents: CartCreate and CartQuery with its default cart fragment", async () => {
    const client = sandboxClient(server.url);
    const gift = await bySku('gift-card:100');
    const created = await client.request(CartCreate(defaultCartFragment), {
      variables: {
        input: {
          lines: [{ merchandiseId: gift.id, quantity: 2 }],
          buyerIdentity: { email: 'h@example.com' },
        },
      },
    });
    expect(created.errors).toBeUndefined();
    const cart = (created.data as { cartCreate: { cart: Record<string, unknown> } }).cartCreate.cart;
    expect(cart).toMatchObject({
      totalQuantity: 2,
      buyerIdentity: { countryCode: null, customer: null, email: 'h@example.com', phone: null },
      cost: {
        subtotalAmount: { amount: '200.0', currencyCode: 'USD' },
        totalAmount: { amount: '200.0', currencyCode: 'USD' },
        totalDutyAmount: null,
        totalTaxAmount: null,
      },
      discountCodes: [],
      lines: {
        edges: [
          {
            node: {
              quantity: 2,
              merchandise: {
                id: gift.id,
                title: '$100',
                price: { amount: '100.0', currencyCode: 'USD' },
                compareAtPrice: null,
                image: null,
                requiresShipping: false,
                product: { handle: 'gift-card', title: 'Clipmarket Gift Card' },
                selectedOptions: [{ name: 'Denominations', value: '$100' }],
              },
            },
          },
        ],
      },
    });
    const read = await client.request(CartQuery(defaultCartFragment), { variables: { id: cart.id } });
    expect(read.errors).toBeUndefined();
    expect((read.data as { cart: unknown }).cart).toEqual(cart);
  });

  it("changes a cart's lines with Hydrogen's own CartLineAdd, CartLineUpdate and CartLineRemove, as on Shopify", async () => {
    const client = sandboxClient(server.url);
    const [superPro, personal, gift] = [
      await bySku('licence:superPro'),
      await bySku('licence:personal'),
      await bySku('gift-card:50'),
    ];
    const created = await client.request(CART_CREATE, {
      variables: {
        input: {
          lines: [
            {
              merchandiseId: superPro.id,
              quantity: 1,
              attributes: [{ key: LINE_ATTRIBUTE_KEYS.line, value: 'line-1' }],
            },
          ],
        },
      },
    });
    const cart = (
      created.data as { cartCreate: { cart: { id: string; lines: { nodes: { id: string }[] } } } }
    ).cartCreate.cart;
    const lineId = cart.lines.nodes[0]!.id;
    interface Node {
      id: string;
      quantity: number;
      merchandise: { id: string };
    }
    type Money = { amount: string; currencyCode: string };
    type Payload = {
      cart: { lines: { edges: { node: Node }[] }; cost: { subtotalAmount: Money; totalAmount: Money } };
    };
    const lines = (payload: Payload) => payload.cart.lines.edges.map((edge) => edge.node);

    // Swap the merchandise, keeping the line's attributes (omitted: kept, as on Shopify).
    const updated = await client.request(CartLineUpdate(defaultCartFragment), {
      variables: { cartId: cart.id, lines: [{ id: lineId, merchandiseId: personal.id }] },
    });
    expect(updated.errors).toBeUndefined();
    const afterUpdate = (updated.data as { cartLinesUpdate: Payload }).cartLinesUpdate;
    expect(lines(afterUpdate)).toMatchObject([
      {
        id: lineId,
        quantity: 1,
        merchandise: { id: personal.id },
        attributes: [{ key: '_clipmarket_line', value: 'line-1' }],
      },
    ]);
    expect(afterUpdate.cart.cost.subtotalAmount).toEqual({ amount: '49.0', currencyCode: 'USD' });

    const added = await client.request(CartLineAdd(defaultCartFragment), {
      variables: { cartId: cart.id, lines: [{ merchandiseId: gift.id, quantity: 2 }] },
    });
    expect(added.errors).toBeUndefined();
    const afterAdd = lines((added.data as { cartLinesAdd: Payload }).cartLinesAdd);
    expect(afterAdd.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [personal.id, 1],
      [gift.id, 2],
    ]);

    const removed = await client.request(CartLineRemove(defaultCartFragment), {
      variables: { cartId: cart.id, lines: [lineId] },
    });
    expect(removed.errors).toBeUndefined();
    const afterRemove = (removed.data as { cartLinesRemove: Payload }).cartLinesRemove;
    expect(lines(afterRemove).map((line) => line.merchandise.id)).toEqual([gift.id]);
    expect(afterRemove.cart.cost.totalAmount).toEqual({ amount: '100.0', currencyCode: 'USD' });

    // Quantity 0 removes a line.
    const giftLine = lines(afterRemove)[0]!.id;
    const zero = await client.request(CartLineUpdate(defaultCartFragment), {
      variables: { cartId: cart.id, lines: [{ id: giftLine, quantity: 0 }] },
    });
    expect(lines((zero.data as { cartLinesUpdate: Payload }).cartLinesUpdate)).toEqual([]);
  });

  it("answers the line mutations' user errors (unknown line or merchandise, wrong key, paid cart) and changes nothing", async () => {
    const client = sandboxClient(server.url);
    const superPro = await bySku('licence:superPro');
    const created = await client.request(CART_CREATE, {
      variables: { input: { lines: [{ merchandiseId: superPro.id, quantity: 1 }] } },
    });
    const cart = (
      created.data as { cartCreate: { cart: { id: string; lines: { nodes: { id: string }[] } } } }
    ).cartCreate.cart;
    const lineId = cart.lines.nodes[0]!.id;
    const UPDATE = `#graphql
      mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
        cartLinesUpdate(cartId: $cartId, lines: $lines) {
          cart { totalQuantity lines(first: 5) { nodes { merchandise { ... on ProductVariant { id } } } } }
          userErrors { code field message }
        }
      }
    `;
    const update = async (cartId: string, lines: unknown[]) =>
      (
        (await client.request(UPDATE, { variables: { cartId, lines } })).data as {
          cartLinesUpdate: { cart: unknown; userErrors: unknown[] };
        }
      ).cartLinesUpdate;

    expect(
      await update(cart.id, [{ id: lineId, merchandiseId: 'gid://shopify/ProductVariant/999' }]),
    ).toEqual({
      cart: { totalQuantity: 1, lines: { nodes: [{ merchandise: { id: superPro.id } }] } },
      userErrors: [
        {
          code: 'INVALID',
          field: ['lines', '0', 'merchandiseId'],
          message: 'The merchandise with id gid://shopify/ProductVariant/999 does not exist.',
        },
      ],
    });
    const unknownLine = 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000';
    expect((await update(cart.id, [{ id: unknownLine, quantity: 2 }])).userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'id'],
        message: `The merchandise line with id ${unknownLine} does not exist.`,
      },
    ]);
    expect((await update(cart.id, [{ id: lineId, quantity: -1 }])).userErrors).toMatchObject([
      { code: 'LESS_THAN', field: ['lines', '0', 'quantity'] },
    ]);
    const wrongKey = cart.id.replace(/key=.*/, 'key=00000000000000000000000000000000');
    expect(await update(wrongKey, [{ id: lineId, quantity: 2 }])).toEqual({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
    });

    const token = /Cart\/([^?]+)/.exec(cart.id)![1]!;
    await payCart(server.db, { token, cardNumber: TEST_CARDS.paid, now: new Date() });
    expect(await update(cart.id, [{ id: lineId, quantity: 2 }])).toEqual({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
    });
  });

  it('answers null for a cart with a wrong key, an unknown cart, and a cart already paid', async () => {
    const client = sandboxClient(server.url);
    const personal = await bySku('licence:personal');
    const created = await client.request(CART_CREATE, {
      variables: { input: { lines: [{ merchandiseId: personal.id, quantity: 1 }] } },
    });
    const id = (created.data as { cartCreate: { cart: { id: string } } }).cartCreate.cart.id;
    const cartOf = async (cartId: string) =>
      ((await client.request(CART, { variables: { id: cartId } })).data as { cart: unknown }).cart;
    expect(await cartOf(id)).not.toBeNull();
    expect(await cartOf(id.replace(/key=.*/, 'key=00000000000000000000000000000000'))).toBeNull();
    expect(await cartOf(id.replace(/\?key=.*/, ''))).toBeNull();
    expect(await cartOf('gid://shopify/Cart/c1-unknown?key=abc')).toBeNull();
    expect(await cartOf('not a cart id')).toBeNull();

    const token = /Cart\/([^?]+)/.exec(id)![1]!;
    expect(await payCart(server.db, { token, cardNumber: TEST_CARDS.paid, now: new Date() })).toMatchObject({
      status: 'paid',
    });
    expect(await cartOf(id)).toBeNull();
  });

  it('refuses a missing or wrong storefront access token with 401, as Shopify does', async () => {
    for (const headers of [{ 'x-shopify-storefront-access-token': 'wrong' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await fetch(graphqlUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }],
      });
    }
    const { errors } = await sandboxClient(server.url, 'wrong').request('{ shop { name } }');
    expect(errors?.networkStatusCode).toBe(401);
  });

  it("answers a syntax error, an unknown field and a bad variable with Shopify's errors shape, never a server error", async () => {
    const syntax = await postGraphQL({ query: '{ products(first: 1) { nodes { id }' });
    expect(syntax.status).toBe(200);
    expect(syntax.json).toEqual({
      errors: [{ message: expect.stringContaining('Syntax Error'), locations: [expect.any(Object)] }],
    });

    const unknown = await postGraphQL({ query: '{ products(first: 1) { nodes { id colour } } }' });
    expect(unknown.status).toBe(200);
    expect(unknown.json.data).toBeUndefined();
    expect(unknown.json.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"colour"'), locations: expect.any(Array) }),
    ]);

    const variable = await postGraphQL({ query: CART, variables: { id: { not: 'an id' } } });
    expect(variable.status).toBe(200);
    expect(variable.json.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('$id') }),
    ]);

    const noPage = await postGraphQL({ query: '{ products { nodes { id } } }' });
    expect(noPage.json).toEqual({
      data: null,
      errors: [
        expect.objectContaining({ message: 'you must provide one of first or last', path: ['products'] }),
      ],
    });
    const tooMany = await postGraphQL({ query: '{ products(first: 251) { nodes { id } } }' });
    expect(tooMany.json.errors).toEqual([
      expect.objectContaining({ message: 'first must be less than or equal to 250' }),
    ]);

    for (const body of [
      '{"query": ',
      '[]',
      '"x"',
      JSON.stringify({ variables: {} }),
      JSON.stringify({ query: 7 }),
    ]) {
      const res = await postGraphQL(body);
      expect(res.status, body).toBe(400);
      expect(res.json.errors, body).toEqual([{ message: expect.any(String) }]);
    }
  });

  it('refuses a query that would ask for too much at once, naming its cost', async () => {
    const res = await postGraphQL({
      query: `{ products(first: 250) { nodes { variants(first: 250) { nodes { product {
        variants(first: 250) { nodes { id } } } } } } } }`,
    });
    expect(res.status).toBe(200);
    expect(res.json.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'MAX_COST_EXCEEDED' }) }),
    ]);
  });

  it("is not part of Clipmarket's API contract: its routes are not in the OpenAPI document", () => {
    const paths = Object.keys((server.app.swagger() as { paths?: Record<string, unknown> }).paths ?? {});
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/sandbox-storefront'))).toEqual([]);
  });

  it('pages products with first and after, and takes the bare query as application/graphql', async () => {
    const first = await postGraphQL({
      query: '{ products(first: 2) { edges { cursor node { handle } } pageInfo { hasNextPage endCursor } } }',
    });
    const page = (
      first.json.data as {
        products: { edges: { node: { handle: string } }[]; pageInfo: { endCursor: string } };
      }
    ).products;
    expect(page.edges.map((e) => e.node.handle)).toEqual(['licence-personal', 'licence-basic-pro']);
    const next = await postGraphQL({
      query: `{ products(first: 10, after: "${page.pageInfo.endCursor}") { nodes { handle } pageInfo { hasNextPage hasPreviousPage } } }`,
    });
    expect(next.json.data).toEqual({
      products: {
        nodes: [
          { handle: 'licence-super-pro' },
          { handle: 'discount-pack' },
          { handle: 'gift-card' },
          { handle: 'rights-management-fee' },
          { handle: 'licence-upgrade' },
        ],
        pageInfo: { hasNextPage: false, hasPreviousPage: true },
      },
    });
    const res = await fetch(graphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/graphql', 'x-shopify-storefront-access-token': 'sandbox' },
      body: '{ product(handle: "discount-pack") { title variants(first: 1) { nodes { sku } } } }',
    });
    expect(await res.json()).toEqual({
      data: { product: { title: 'Discount Pack', variants: { nodes: [{ sku: 'pack:personal:10' }] } } },
    });
  });
});
