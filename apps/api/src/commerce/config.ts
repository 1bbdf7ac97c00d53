import { DEFAULT_STOREFRONT_CALL_LIMIT, parseCallLimit } from './env';

export interface ShortenerSettings {
  /** The service's base URL; links are made with `POST {url}/link` (spec section 7). */
  url: string;
  /** Sent as the `x-api-key` header. */
  key: string;
}

export interface CommerceConfig {
  /**
   * The address buyers reach Clipmarket at (PUBLIC_BASE_URL): the storefront's return and cancel links and the
   * external shortener's targets point there. Null: the address this server listens on. Never the request's
   * Host header, which a client controls.
   */
  publicBaseUrl: string | null;
  /** How long the storefront's products (prices) are used before they are asked for again. */
  productsTtlMs: number;
  /** How long a read of the storefront's products may take before the last good answer is used instead. */
  storefrontReadTimeoutMs: number;
  /** An external link shortener; null: the built-in one (`/s/{code}`). */
  shortener: ShortenerSettings | null;
  /** How long the external shortener may take before the built-in link is used instead. */
  shortenerTimeoutMs: number;
  /**
   * Shopify test orders (`test: true`) grant licences: in development and tests (the sandbox's orders are all
   * test orders), never in production (docs/adr/0054).
   */
  grantTestOrders: boolean;
  /**
   * Calls to the storefront per user: checkout and checkout status each allow this many in a window
   * (STOREFRONT_CALL_LIMIT, `max/windowSeconds`, default 30 per 5 minutes).
   */
  storefrontCallLimit: { max: number; windowSeconds: number };
}

/**
 * The commerce settings from the environment:
 * - PUBLIC_BASE_URL (default: the address the server listens on);
 * - LINK_SHORTENER_URL and LINK_SHORTENER_KEY together: an external shortener (spec section 7), else the
 *   built-in one;
 * - STOREFRONT_CALL_LIMIT: checkout and checkout-status calls per user (default 30/300);
 * - NODE_ENV=production: Shopify test orders grant nothing.
 */
export function loadCommerceConfig(env: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const url = env.LINK_SHORTENER_URL?.trim() ?? '';
  const key = env.LINK_SHORTENER_KEY?.trim() ?? '';
  if (Boolean(url) !== Boolean(key)) {
    throw new Error(
      'LINK_SHORTENER_URL and LINK_SHORTENER_KEY go together: set both for an external link shortener, or ' +
        'neither for the built-in one.',
    );
  }
  if (url && !/^https?:\/\/[^/\s]+/i.test(url)) {
    throw new Error(`LINK_SHORTENER_URL must be an http:// or https:// address; got "${url}".`);
  }
  return {
    publicBaseUrl: env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || null,
    productsTtlMs: 60_000,
    storefrontReadTimeoutMs: 5_000,
    shortener: url ? { url: url.replace(/\/+$/, ''), key } : null,
    shortenerTimeoutMs: 3_000,
    grantTestOrders: env.NODE_ENV !== 'production',
    storefrontCallLimit: parseCallLimit(env.STOREFRONT_CALL_LIMIT?.trim() || DEFAULT_STOREFRONT_CALL_LIMIT),
  };
}
