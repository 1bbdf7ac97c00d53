import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { loadStorefrontConfig, type StorefrontConfig } from './config';
import type { Storefront } from './port';
import { runSandboxGraphQL } from './sandbox/api';
import { registerSandboxStorefront, sandboxBaseUrl, type SandboxOptions } from './sandbox/routes';
import { createShopifyStorefront, type CustomFetchApi } from './shopify';

/**
 * The storefront port (decisions.md, "Commerce" → "Storefront port"; docs/adr/0022): Shopify when a store is
 * configured, else the built-in sandbox storefront. The commerce code asks `createStorefront` for one and talks
 * to the `Storefront` interface only.
 */

export * from './port';
export { loadStorefrontConfig, type ShopifySettings, type StorefrontConfig } from './config';
export { webhookSecret } from './secret';
export { signWebhook, verifyWebhook } from './signature';
export { createShopifyStorefront, type CustomFetchApi, type ShopifyStorefrontOptions } from './shopify';
export { TEST_CARDS } from './sandbox/orders';
export { SANDBOX_CATALOGUE } from './sandbox/catalogue';
export { SANDBOX_GRAPHQL_PATH } from './sandbox/paths';

export interface StorefrontOptions {
  db: Kysely<DB>;
  /** @default loadStorefrontConfig() (the environment) */
  config?: StorefrontConfig;
  /**
   * The server, when there is one: without PUBLIC_BASE_URL the sandbox's checkout URLs use the address it
   * listens on.
   */
  app?: FastifyInstance;
  /** The sandbox's clock. @default () => new Date() */
  now?: () => Date;
  /** Shopify's transport (`customFetchApi` of its client), for tests. @default fetch */
  customFetchApi?: CustomFetchApi;
}

/**
 * The storefront to sell through: Shopify's Storefront API when SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN
 * are set, else the sandbox. The sandbox is reached in process, not over HTTP, yet through Shopify's own client
 * and the same GraphQL documents as Shopify: its transport runs the request against the sandbox's schema. So
 * what the commerce code gets back has Shopify's shapes whichever storefront answers.
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  const config = options.config ?? loadStorefrontConfig();
  if (config.shopify) {
    return createShopifyStorefront({
      storeDomain: config.shopify.storeDomain,
      publicAccessToken: config.shopify.publicAccessToken,
      customFetchApi: options.customFetchApi,
    });
  }
  if (!config.sandbox)
    throw new Error(
      'No storefront: configure SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN, or the sandbox',
    );
  const context = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    baseUrl: () => sandboxBaseUrl(config, options.app),
  };
  const inProcess: CustomFetchApi = async (_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const answer = await runSandboxGraphQL(body, context);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return createShopifyStorefront({
    kind: 'sandbox',
    storeDomain: 'sandbox-storefront.invalid',
    publicAccessToken: config.sandboxToken,
    customFetchApi: inProcess,
    retries: 0,
  });
}

export type StorefrontRouteOptions = Partial<Omit<SandboxOptions, 'config'>> & {
  /** @default loadStorefrontConfig() (the environment) */
  config?: StorefrontConfig;
};

/**
 * Registers the sandbox storefront's routes (`/sandbox-storefront/…`: its Storefront API, its checkout page)
 * and its webhook sender, when the sandbox is on. Shopify needs nothing served here: its webhooks arrive at
 * ORDERS_PAID_WEBHOOK_PATH, which the commerce code serves.
 */
export function storefrontRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: StorefrontRouteOptions = {},
): void {
  const config = options.config ?? loadStorefrontConfig();
  if (config.shopify && !config.webhookSecret)
    app.log.warn(
      "STOREFRONT_WEBHOOK_SECRET is not set: the Shopify store's orders/paid webhooks cannot be verified, so no " +
        'order paid through Shopify grants a licence (production refuses to start this way)',
    );
  if (!config.sandbox) return;
  if (config.production && !config.shopify)
    app.log.warn(
      'no Shopify store is configured: the shop runs as the sandbox storefront, whose checkout takes no money ' +
        '(set SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN to sell)',
    );
  registerSandboxStorefront(app, db, { ...options, config });
}

declare module '../app-options' {
  interface AppOptions {
    /**
     * The storefront's settings and the sandbox's clock and webhook timings (tests set them here).
     * @default the environment (storefront/config.ts)
     */
    storefront?: StorefrontRouteOptions;
  }
}
