import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import {
  STOREFRONT_API_VERSION,
  StorefrontError,
  type Storefront,
  type StorefrontAttribute,
  type StorefrontCart,
  type StorefrontCartInput,
  type StorefrontMoney,
  type StorefrontProduct,
} from './port';

/**
 * The Shopify adapter of the storefront port: the Storefront API operations the marketplace uses (ADR 79's version),
 * sent with Shopify's own client (`@shopify/storefront-api-client`), which knows the endpoint, the headers and
 * the error shapes Shopify answers with. The sandbox storefront answers the same documents, so this adapter is
 * also how the server talks to the sandbox (storefront/index.ts), only with another transport.
 */

/** The transport of Shopify's client (its `customFetchApi`): `fetch`'s signature. */
export type CustomFetchApi = NonNullable<Parameters<typeof createStorefrontApiClient>[0]['customFetchApi']>;

const MONEY = 'amount currencyCode';

/** Everything the port reads of a cart. Lines come 250 at a time (Shopify's page limit), the rest paged. */
const CART_FIELDS = `#graphql
  fragment ClipmarketCart on Cart {
    id
    checkoutUrl
    note
    buyerIdentity {
      email
    }
    attributes {
      key
      value
    }
    lines(first: 250) {
      ...ClipmarketCartLines
    }
    cost {
      subtotalAmount { ${MONEY} }
      totalAmount { ${MONEY} }
    }
  }

  fragment ClipmarketCartLines on BaseCartLineConnection {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      quantity
      attributes {
        key
        value
      }
      merchandise {
        ... on ProductVariant {
          id
        }
      }
      cost {
        totalAmount { ${MONEY} }
      }
    }
  }
`;

export const PRODUCTS_QUERY = `#graphql
  query ClipmarketProducts {
    products(first: 100) {
      nodes {
        id
        handle
        title
        productType
        variants(first: 100) {
          nodes {
            id
            title
            sku
            availableForSale
            price { ${MONEY} }
          }
        }
      }
    }
  }
`;

export const CART_CREATE_MUTATION = `#graphql
  mutation ClipmarketCartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        ...ClipmarketCart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
  ${CART_FIELDS}
`;

export const CART_QUERY = `#graphql
  query ClipmarketCart($id: ID!) {
    cart(id: $id) {
      ...ClipmarketCart
    }
  }
  ${CART_FIELDS}
`;

const CART_LINES_QUERY = `#graphql
  query ClipmarketCartMoreLines($id: ID!, $after: String!) {
    cart(id: $id) {
      lines(first: 250, after: $after) {
        ...ClipmarketCartLines
      }
    }
  }
  ${CART_FIELDS.slice(CART_FIELDS.indexOf('fragment ClipmarketCartLines'))}
`;

interface CartLinesPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: {
    id: string;
    quantity: number;
    attributes: { key: string; value: string | null }[];
    merchandise: { id?: string } | null;
    cost: { totalAmount: StorefrontMoney };
  }[];
}

interface CartData {
  id: string;
  checkoutUrl: string;
  note: string | null;
  buyerIdentity: { email: string | null } | null;
  attributes: { key: string; value: string | null }[];
  lines: CartLinesPage;
  cost: { subtotalAmount: StorefrontMoney; totalAmount: StorefrontMoney };
}

export interface ShopifyStorefrontOptions {
  /**
   * The store's domain, e.g. `clipmarket.myshopify.com`. A full base URL (`http://127.0.0.1:3000/sandbox-storefront`)
   * points the adapter at another Storefront API, such as the sandbox's: the client's requests then go there.
   */
  storeDomain: string;
  /** The public Storefront API access token. */
  publicAccessToken: string;
  /** @default STOREFRONT_API_VERSION (ADR 79) */
  apiVersion?: string;
  /** The client's transport (Shopify's `customFetchApi`). @default fetch */
  customFetchApi?: CustomFetchApi;
  /** Retries on 429 and 503, as Shopify's client does them (0–3). @default 1 */
  retries?: number;
  /** Which adapter this is, for /api/health and the logs. @default 'shopify' */
  kind?: Storefront['kind'];
}

const attributes = (list: { key: string; value: string | null }[]): StorefrontAttribute[] =>
  list.map(({ key, value }) => ({ key, value: value ?? '' }));

/** A base URL rather than a bare domain: the client only builds `https://<domain>/api/…`, so requests are moved. */
function transportFor(storeDomain: string, apiVersion: string, fetchApi: CustomFetchApi | undefined) {
  const isBaseUrl = /^https?:\/\//i.test(storeDomain) || storeDomain.includes('/');
  if (!isBaseUrl) return { domain: storeDomain, fetchApi };
  const base = new URL(/^https?:\/\//i.test(storeDomain) ? storeDomain : `https://${storeDomain}`);
  const endpoint = `${base.origin}${base.pathname.replace(/\/$/, '')}/api/${apiVersion}/graphql.json`;
  const send: CustomFetchApi = fetchApi ?? ((url, init) => fetch(url, init as RequestInit));
  return { domain: base.host, fetchApi: ((_url, init) => send(endpoint, init)) as CustomFetchApi };
}

export function createShopifyStorefront(options: ShopifyStorefrontOptions): Storefront {
  const apiVersion = options.apiVersion ?? STOREFRONT_API_VERSION;
  const { domain, fetchApi } = transportFor(options.storeDomain, apiVersion, options.customFetchApi);
  const client = createStorefrontApiClient({
    storeDomain: domain,
    apiVersion,
    publicAccessToken: options.publicAccessToken,
    clientName: 'clipmarket',
    retries: options.retries ?? 1,
    ...(fetchApi ? { customFetchApi: fetchApi } : {}),
    // No logger: the client then warns on the console, unsilenced, when the version is one Shopify no longer
    // supports (ADR 79).
  });

  async function request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    let answer: Awaited<ReturnType<typeof client.request>>;
    try {
      answer = await client.request(query, variables ? { variables } : {});
    } catch (error) {
      throw new StorefrontError(`The storefront could not be reached: ${(error as Error).message}`);
    }
    const { data, errors } = answer;
    if (errors) {
      const details = errors.graphQLErrors?.map((e) => e.message).join('; ');
      const status = errors.networkStatusCode ? ` (HTTP ${errors.networkStatusCode})` : '';
      throw new StorefrontError(
        `The storefront answered with an error${status}: ${details || errors.message}`,
      );
    }
    if (!data) throw new StorefrontError('The storefront answered with no data');
    return data as T;
  }

  async function toCart(cart: CartData): Promise<StorefrontCart> {
    const lines = [...cart.lines.nodes];
    let page = cart.lines.pageInfo;
    while (page.hasNextPage && page.endCursor) {
      const next = await request<{ cart: { lines: CartLinesPage } | null }>(CART_LINES_QUERY, {
        id: cart.id,
        after: page.endCursor,
      });
      if (!next.cart) break;
      lines.push(...next.cart.lines.nodes);
      page = next.cart.lines.pageInfo;
    }
    return {
      id: cart.id,
      checkoutUrl: cart.checkoutUrl,
      note: cart.note,
      buyerEmail: cart.buyerIdentity?.email ?? null,
      attributes: attributes(cart.attributes),
      lines: lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        merchandiseId: line.merchandise?.id ?? '',
        attributes: attributes(line.attributes),
        totalAmount: line.cost.totalAmount,
      })),
      subtotalAmount: cart.cost.subtotalAmount,
      totalAmount: cart.cost.totalAmount,
    };
  }

  return {
    kind: options.kind ?? 'shopify',

    async products(): Promise<StorefrontProduct[]> {
      const data = await request<{
        products: {
          nodes: (Omit<StorefrontProduct, 'variants'> & {
            variants: { nodes: StorefrontProduct['variants'] };
          })[];
        };
      }>(PRODUCTS_QUERY);
      return data.products.nodes.map((product) => ({
        id: product.id,
        handle: product.handle,
        title: product.title,
        productType: product.productType,
        variants: product.variants.nodes.map((variant) => ({
          id: variant.id,
          title: variant.title,
          sku: variant.sku ?? null,
          price: variant.price,
          availableForSale: variant.availableForSale,
        })),
      }));
    },

    async createCart(input: StorefrontCartInput): Promise<StorefrontCart> {
      const data = await request<{
        cartCreate: {
          cart: CartData | null;
          userErrors: { code: string | null; field: string[] | null; message: string }[];
        } | null;
      }>(CART_CREATE_MUTATION, {
        input: {
          lines: input.lines.map((line) => ({
            merchandiseId: line.merchandiseId,
            quantity: line.quantity,
            attributes: line.attributes,
          })),
          buyerIdentity: {
            email: input.buyerEmail,
            ...(input.buyerCountryCode ? { countryCode: input.buyerCountryCode } : {}),
          },
          attributes: input.attributes,
          note: input.note,
        },
      });
      const result = data.cartCreate;
      if (result && result.userErrors.length > 0) {
        throw new StorefrontError(
          `The storefront refused the cart: ${result.userErrors.map((e) => e.message).join('; ')}`,
          result.userErrors.map(({ field, message }) => ({ field, message })),
        );
      }
      if (!result?.cart) throw new StorefrontError('The storefront created no cart');
      return toCart(result.cart);
    },

    async cart(id: string): Promise<StorefrontCart | null> {
      const data = await request<{ cart: CartData | null }>(CART_QUERY, { id });
      return data.cart ? toCart(data.cart) : null;
    },
  };
}
