import { CART_SERVER_MESSAGES, commerceEndpoints as e } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { serve } from '../http/operation';
import { route } from '../http/route';
import type { Root } from '../compose';
import type { Storefront } from '../storefront/port';
import { productsResponse } from './catalogue';
import type { CommerceConfig } from './config';
import { invoiceRoutes } from './invoice-routes';
import { orderReviewRoutes, storefrontCallLimiter } from './reviews';
import { shortLinkRoutes } from './shortLinks';
import { ordersPaidWebhookRoutes } from './webhook';

export interface CommerceOptions {
  /**
   * The storefront port.
   * @default `createStorefront` (Shopify when configured, else the built-in sandbox)
   */
  storefront?: Storefront;
  /** Settings over those of the environment (`loadCommerceConfig`). */
  config?: Partial<CommerceConfig>;
  /**
   * The `orders/paid` signing secret.
   * @default `webhookSecret(db, loadStorefrontConfig())`
   */
  webhookSecret?: () => Promise<string>;
  /** Lines in one cart. @default COMMERCE_LIMITS.cartLinesMax */
  maxCartLines?: number;
}

/** What the commerce routes serve from (compose.ts). */
export type CommerceServices = Root['commerce'];

declare module '../app-options' {
  interface AppOptions {
    /** The cart, checkout and webhook (commerce/routes.ts); tests give a storefront and settings here. */
    commerce?: CommerceOptions;
  }
}

/** The signed-in user (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest) => request.user!;

/**
 * Commerce (contract in packages/core/src/contract/commerce.ts; docs/adr/0023-commerce-model.md): the
 * storefront's prices, the cart, checkout and its status, the buyer's billing details, the `orders/paid`
 * webhook, and the short links of the checkout terms page. Every `/api/user/…` route reads and writes only the
 * caller's own cart, playlists, checkouts and billing details: another user's answers 404.
 */
export function commerceRoutes(app: FastifyInstance, db: Kysely<DB>, commerce: CommerceServices): void {
  const { config, catalogues, cart, checkout } = commerce;

  serve(app, e.products, async () => {
    const catalogue = await catalogues.current();
    // Not the buyer's doing: a clear 503 they can retry, never a 500.
    if (!catalogue)
      throw httpError(503, CART_SERVER_MESSAGES.storefrontDown, { headers: { 'retry-after': '60' } });
    return productsResponse(catalogue);
  });
  route(app, e.cart, ({ request }) => cart.read(me(request).id));
  route(app, e.addVideo, ({ request, params, body }) => cart.addVideo(me(request).id, params.jmId, body));
  route(app, e.addPlaylist, ({ request, params, body }) =>
    cart.addPlaylist(me(request).id, params.uuid, body.tier, body.approvedOnly),
  );
  route(app, e.removePlaylist, ({ request, params }) => cart.removePlaylist(me(request).id, params.uuid));
  route(app, e.addProduct, ({ request, body }) =>
    cart.addProduct(me(request).id, body.variantId, body.quantity),
  );
  // An upgrade of the caller's own licence only: another user's answers 404, as the licence routes do.
  route(app, e.addUpgrade, ({ request, body }) =>
    cart.addUpgrade(me(request).id, body.licenceNumber, body.tier),
  );
  route(app, e.updateLine, ({ request, params, body }) =>
    cart.updateLine(me(request).id, params.lineId, body),
  );
  route(app, e.updateDetails, ({ request, body }) => cart.updateDetails(me(request).id, body));
  route(app, e.removeLine, ({ request, params }) => cart.removeLine(me(request).id, params.lineId));
  route(app, e.empty, ({ request }) => cart.empty(me(request).id));
  // Both call the storefront: limited per user before they do (docs/adr/0054).
  const limitStorefrontCalls = storefrontCallLimiter(db, config);
  route(app, e.checkout, async ({ request, body }) => {
    await limitStorefrontCalls(me(request).id, 'checkout');
    return checkout.checkout(me(request), body.playlistUuid);
  });
  route(app, e.checkoutStatus, async ({ request, query }) => {
    await limitStorefrontCalls(me(request).id, 'status');
    return checkout.status(me(request).id, query.checkoutId);
  });

  // Billing details: the session's user's own, whatever the request says (there is no id to name another's).
  route(app, e.billingDetails, ({ request }) => commerce.billing.read(me(request).id));
  route(app, e.updateBillingDetails, ({ request, body }) => commerce.billing.update(me(request).id, body));

  ordersPaidWebhookRoutes(app, db, {
    secret: commerce.webhookSecret,
    grantTestOrders: config.grantTestOrders,
    confirmOrder: commerce.confirmOrder,
  });
  orderReviewRoutes(app, db);
  // Paying on account with a PO number, and the staff's approvals and invoices (docs/adr/0087).
  invoiceRoutes(app, commerce.invoices);
  shortLinkRoutes(app, db);
}
