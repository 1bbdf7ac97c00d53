import { timingSafeEqual } from 'node:crypto';
import https from 'node:https';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { contentSecurityPolicy, isCrossSiteWrite } from '../../security';
import type { StorefrontConfig } from '../config';
import { CART_ATTRIBUTE_KEYS, ORDERS_PAID_WEBHOOK_PATH, SANDBOX_STOREFRONT_PREFIX } from '../port';
import { webhookSecret } from '../secret';
import {
  CHECKOUT_TEXT,
  renderCheckoutPage,
  renderMessagePage,
  renderPaidPage,
  type CheckoutPageModel,
} from './checkout-page';
import type { SandboxGraphQLContext } from './graphql';
import {
  applyDiscountCode,
  applyGiftCard,
  checkoutTotals,
  payCart,
  setTaxCountry,
  type CartChangeResult,
} from './orders';
import { runSandboxGraphQL } from './api';
import { checkoutPath, INTERNAL_ERROR_MESSAGE, SANDBOX_GRAPHQL_PATH } from './paths';
import type { SandboxTaxSettings } from './pricing';
import {
  cancelSandboxOrder,
  orderRefunds,
  refundSandboxOrder,
  REFUND_TEXT,
  renderRefundSection,
} from './refunds';
import { CART_LIFETIME_MS, cartKeyMatches, loadCart, type CartRecord } from './store';
import {
  createWebhookDeliverer,
  type WebhookDeliverer,
  type WebhookDelivererOptions,
  type WebhookTarget,
} from './webhooks';

/**
 * The sandbox storefront's HTTP side, served by the API server itself under `/sandbox-storefront/`: the
 * Storefront API endpoint, the test checkout page and its two forms, and the webhook sender's lifecycle. None of
 * it is part of the Clipmarket API contract (it imitates Shopify), so the routes are hidden from the OpenAPI
 * document. They live in their own Fastify context: the form parser they need (`application/x-www-form-urlencoded`)
 * and their error pages stay here, and the API keeps refusing form posts.
 */

export interface SandboxOptions {
  config: StorefrontConfig;
  /** @default () => new Date() */
  now?: () => Date;
  /** The webhook sender's timings, and where it sends (overrides SANDBOX_WEBHOOK_URL). */
  webhook?: Pick<
    WebhookDelivererOptions,
    'retryDelaysMs' | 'giveUpAfterMs' | 'attemptTimeoutMs' | 'leaseMs' | 'pollIntervalMs' | 'batchSize'
  > & { url?: string };
}

/** The Storefront API's header for the public access token. */
export const STOREFRONT_TOKEN_HEADER = 'x-shopify-storefront-access-token';

/** What Shopify answers a request without a valid storefront access token. */
export const UNAUTHORIZED_BODY = {
  errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }],
};

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', '::ffff:127.0.0.1']);

/**
 * Where buyers reach the sandbox: PUBLIC_BASE_URL, else the address the server listens on (as `localhost` when
 * that is a loopback or wildcard address, the name the web app is opened with, so its session cookie comes
 * along when the checkout sends the buyer back).
 */
export function sandboxBaseUrl(
  config: Pick<StorefrontConfig, 'publicBaseUrl'>,
  app?: FastifyInstance,
): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const address = app?.server.address();
  if (address && typeof address === 'object') {
    const scheme = app!.server instanceof https.Server ? 'https' : 'http';
    const host = LOOPBACK_OR_ANY.has(address.address)
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `${scheme}://${host}:${address.port}`;
  }
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

/**
 * Where the sandbox's webhooks go: SANDBOX_WEBHOOK_URL, else this server's own webhook endpoint at the address
 * it listens on, read at each attempt (a loopback address: the webhook never leaves the machine).
 */
export function sandboxWebhookTarget(
  config: Pick<StorefrontConfig, 'sandboxWebhookUrl'>,
  app: FastifyInstance,
  url?: string,
): WebhookTarget | null {
  const configured = url ?? config.sandboxWebhookUrl;
  if (configured) return { url: configured };
  const address = app.server.address();
  if (!address || typeof address !== 'object') return null;
  const tls = app.server instanceof https.Server;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${address.port}${ORDERS_PAID_WEBHOOK_PATH}`,
    trustSelfSigned: tls,
  };
}

/** The sandbox's shop domain (`X-Shopify-Shop-Domain`): the host it is reached at. */
export function sandboxShopDomain(baseUrl: string): string {
  return new URL(baseUrl).host;
}

/** The status lines a checkout page shows after one of its forms changed the cart (`?notice=`). */
const CART_NOTICES: Record<string, string> = {
  'gift-card-applied': 'Gift card applied.',
  'discount-applied': 'Discount code applied.',
  'country-set': 'Billing country updated: the tax is charged for it.',
};

type CheckoutParams = { token: string };
type CheckoutQuery = { key?: string; notice?: string };
type FormBody = Record<string, string | undefined>;

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerSandboxStorefront(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: SandboxOptions,
): void {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const baseUrl = () => sandboxBaseUrl(config, app);
  // How the test shop charges tax: STOREFRONT_TAXES_INCLUDED and SANDBOX_TAX_RATES (docs/adr/0085).
  const tax: SandboxTaxSettings = { taxesIncluded: config.taxesIncluded, rates: config.sandboxTaxRates };

  const context = (request?: FastifyRequest): SandboxGraphQLContext => ({
    db,
    now,
    baseUrl,
    onInternalError: (error) =>
      (request?.log ?? app.log).error({ err: error }, 'sandbox storefront query failed'),
  });

  const deliverer: WebhookDeliverer = createWebhookDeliverer({
    db,
    secret: () => webhookSecret(db, config),
    target: () => sandboxWebhookTarget(config, app, options.webhook?.url),
    shopDomain: () => sandboxShopDomain(baseUrl()),
    now,
    ...options.webhook,
    log: app.log.child({ component: 'sandbox-storefront' }),
  });

  /** Origins a buyer may be sent back to: this request's own, PUBLIC_BASE_URL's, SANDBOX_RETURN_ORIGINS. */
  function safeUrl(request: FastifyRequest, value: string | undefined): string | null {
    if (!value) return null;
    const own = `${request.protocol}://${request.host}`;
    let url: URL;
    try {
      url = new URL(value, own);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const allowed = new Set([
      own,
      ...(config.publicBaseUrl ? [new URL(config.publicBaseUrl).origin] : []),
      ...config.returnOrigins,
    ]);
    return allowed.has(url.origin) ? url.toString() : null;
  }

  const attribute = (cart: CartRecord, key: string) => cart.attributes.find((a) => a.key === key)?.value;

  /** A page's headers: never stored, no referrer (the URL carries the cart's key), forms may lead back home. */
  function page(reply: FastifyReply, status: number, html: string, formTargets: (string | null)[] = []) {
    const extra = [
      ...new Set(formTargets.filter((t): t is string => t !== null).map((t) => new URL(t).origin)),
    ];
    // A form's redirect after posting is checked against form-action too (Chrome): the return address must be in it.
    const csp = contentSecurityPolicy().replace(
      "form-action 'self'",
      ["form-action 'self'", ...extra].join(' '),
    );
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', csp)
      .send(html);
  }

  function notFound(reply: FastifyReply) {
    return page(
      reply,
      404,
      renderMessagePage(CHECKOUT_TEXT.notFoundTitle, CHECKOUT_TEXT.notFound, config.production),
    );
  }

  function actions(token: string, key: string) {
    const base = `${checkoutPath(token)}`;
    const query = `?key=${encodeURIComponent(key)}`;
    return {
      payAction: `${base}${query}`,
      giftCardAction: `${base}/gift-cards${query}`,
      discountAction: `${base}/discount-codes${query}`,
      countryAction: `${base}/country${query}`,
      pageUrl: `${base}${query}`,
    };
  }

  function showCheckout(
    request: FastifyRequest,
    reply: FastifyReply,
    cart: CartRecord,
    key: string,
    status: number,
    extra: Pick<CheckoutPageModel, 'errors' | 'notice' | 'values'> = {},
  ) {
    const returnUrl = safeUrl(request, attribute(cart, CART_ATTRIBUTE_KEYS.returnUrl));
    const model: CheckoutPageModel = {
      cart,
      totals: checkoutTotals(cart, tax),
      ...actions(cart.token, key),
      formKey: cart.formKey,
      cancelUrl: safeUrl(request, attribute(cart, CART_ATTRIBUTE_KEYS.cancelUrl)),
      production: config.production,
      ...extra,
    };
    return page(reply, status, renderCheckoutPage(model), [returnUrl]);
  }

  async function paidPage(
    request: FastifyRequest,
    reply: FastifyReply,
    cart: CartRecord,
    status = 200,
    key: string | null = null,
    notice: string | null = null,
  ) {
    const order = await db
      .selectFrom('sandboxOrders')
      .select('number')
      .where('cartToken', '=', cart.token)
      .executeTakeFirst();
    const returnUrl = safeUrl(request, attribute(cart, CART_ATTRIBUTE_KEYS.returnUrl));
    // The shop's test refunds (refunds.ts), for whoever holds the checkout link and its key.
    const refunds = key ? await orderRefunds(db, cart.token) : null;
    const base = checkoutPath(cart.token);
    const query = key ? `?key=${encodeURIComponent(key)}` : '';
    return page(
      reply,
      status,
      renderPaidPage({
        orderName: order ? `#${order.number}` : null,
        returnUrl,
        production: config.production,
        extraHtml: refunds
          ? renderRefundSection({
              state: refunds,
              refundAction: `${base}/refunds${query}`,
              cancelAction: `${base}/cancel${query}`,
              formKey: cart.formKey,
              notice,
            })
          : '',
      }),
      [returnUrl],
    );
  }

  /** The cart a checkout request names, when its key is right; else the answer has been sent. */
  async function checkoutCart(
    request: FastifyRequest<{ Params: CheckoutParams; Querystring: CheckoutQuery }>,
  ) {
    const { token } = request.params;
    const key = request.query.key;
    if (!TOKEN.test(token) || typeof key !== 'string' || !(await cartKeyMatches(db, token, key))) return null;
    const cart = await loadCart(db, token);
    return cart ? { cart, key } : null;
  }

  /** A form post is this checkout page's: not from another site, and carrying the cart's form key. */
  function refusedPost(request: FastifyRequest<{ Body: FormBody }>, reply: FastifyReply, cart: CartRecord) {
    const crossSite = isCrossSiteWrite(request);
    if (!crossSite && sameSecret(request.body?.form_key, cart.formKey)) return null;
    request.log.warn(
      { securityEvent: crossSite ? 'csrf.refused' : 'sandbox.form-key', origin: request.headers.origin },
      'sandbox checkout form refused',
    );
    return page(
      reply,
      403,
      renderMessagePage(
        CHECKOUT_TEXT.refusedTitle,
        'This form did not come from this checkout page, so nothing was charged or changed. Open the checkout ' +
          'link again and pay there.',
        config.production,
      ),
    );
  }

  const expired = (cart: CartRecord) => now().getTime() - cart.updatedAt.getTime() > CART_LIFETIME_MS;

  app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    // Shopify also takes the bare query as `application/graphql`.
    sandbox.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_request, body, done) => {
      done(null, { query: body });
    });

    sandbox.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'sandbox storefront request failed');
      const message = status >= 500 ? INTERNAL_ERROR_MESSAGE : error.message;
      if (request.url.startsWith(SANDBOX_GRAPHQL_PATH))
        return reply.code(status).send({ errors: [{ message }] });
      return page(reply, status, renderMessagePage('Something went wrong', message, config.production));
    });

    sandbox.post<{ Body: unknown }>(
      SANDBOX_GRAPHQL_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        if (request.headers[STOREFRONT_TOKEN_HEADER] !== config.sandboxToken)
          return reply.code(401).send(UNAUTHORIZED_BODY);
        const body = request.body;
        if (!body || typeof body !== 'object' || Array.isArray(body))
          return reply
            .code(400)
            .send({ errors: [{ message: 'The request body must be a GraphQL request object' }] });
        const answer = await runSandboxGraphQL(body, context(request));
        return reply.code(answer.status).send(answer.body);
      },
    );

    sandbox.get<{ Params: CheckoutParams; Querystring: CheckoutQuery }>(
      `${SANDBOX_STOREFRONT_PREFIX}/checkouts/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await checkoutCart(request);
        if (!found) return notFound(reply);
        const { cart, key } = found;
        if (cart.checkedOutAt !== null) {
          const notice =
            request.query.notice === 'refunded'
              ? REFUND_TEXT.refundedNotice
              : request.query.notice === 'cancelled'
                ? REFUND_TEXT.cancelledNotice
                : null;
          return paidPage(request, reply, cart, 200, key, notice);
        }
        if (expired(cart)) return notFound(reply);
        const notice = request.query.notice ? (CART_NOTICES[request.query.notice] ?? null) : null;
        return showCheckout(request, reply, cart, key, 200, { notice });
      },
    );

    sandbox.post<{ Params: CheckoutParams; Querystring: CheckoutQuery; Body: FormBody }>(
      `${SANDBOX_STOREFRONT_PREFIX}/checkouts/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await checkoutCart(request);
        if (!found) return notFound(reply);
        const { cart, key } = found;
        const refused = refusedPost(request, reply, cart);
        if (refused) return refused;
        if (cart.checkedOutAt === null && expired(cart)) return notFound(reply);
        const cardNumber = String(request.body?.card_number ?? '');
        const result = await payCart(db, { token: cart.token, cardNumber, now: now(), tax });
        if (result.status === 'missing') return notFound(reply);
        if (result.status === 'paid' || result.status === 'already-paid') {
          // A second post (a double click, a retry) finds the cart paid and is sent the same way, unpaid again.
          if (result.status === 'paid') {
            request.log.info({ order: result.orderName, webhookId: result.webhookId }, 'sandbox order paid');
            deliverer.kick();
          }
          const returnUrl = safeUrl(request, attribute(cart, CART_ATTRIBUTE_KEYS.returnUrl));
          if (returnUrl) return reply.header('cache-control', 'no-store').redirect(returnUrl, 303);
          return paidPage(request, reply, cart);
        }
        const fresh = (await loadCart(db, cart.token)) ?? cart;
        const field = result.status === 'declined' ? 'card_number' : result.field;
        return showCheckout(request, reply, fresh, key, result.status === 'declined' ? 402 : 422, {
          errors: [{ field, message: result.message }],
          values: { card_number: cardNumber },
        });
      },
    );

    sandbox.post<{ Params: CheckoutParams; Querystring: CheckoutQuery; Body: FormBody }>(
      `${SANDBOX_STOREFRONT_PREFIX}/checkouts/:token/gift-cards`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await checkoutCart(request);
        if (!found) return notFound(reply);
        const { cart, key } = found;
        const refused = refusedPost(request, reply, cart);
        if (refused) return refused;
        if (cart.checkedOutAt !== null) return paidPage(request, reply, cart);
        if (expired(cart)) return notFound(reply);
        const code = String(request.body?.gift_card_code ?? '');
        const result = await applyGiftCard(db, cart.token, code, now());
        if (result.status === 'closed') return paidPage(request, reply, cart);
        if (result.status === 'applied')
          return reply
            .header('cache-control', 'no-store')
            .redirect(`${actions(cart.token, key).pageUrl}&notice=gift-card-applied`, 303);
        return showCheckout(request, reply, cart, key, 422, {
          errors: [{ field: 'gift_card_code', message: result.message }],
          values: { gift_card_code: code },
        });
      },
    );

    /**
     * A form that changes the open cart (a discount code, the billing country): the cart changed and the page
     * shown again with `notice`, the form's error next to its field, or the paid page once it is closed.
     */
    const cartForm = (
      path: string,
      field: 'discount_code' | 'country',
      notice: keyof typeof CART_NOTICES,
      change: (cart: CartRecord, value: string) => Promise<CartChangeResult>,
    ) =>
      sandbox.post<{ Params: CheckoutParams; Querystring: CheckoutQuery; Body: FormBody }>(
        `${SANDBOX_STOREFRONT_PREFIX}/checkouts/:token/${path}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const found = await checkoutCart(request);
          if (!found) return notFound(reply);
          const { cart, key } = found;
          const refused = refusedPost(request, reply, cart);
          if (refused) return refused;
          if (cart.checkedOutAt !== null) return paidPage(request, reply, cart);
          if (expired(cart)) return notFound(reply);
          const value = String(request.body?.[field] ?? '').slice(0, 100);
          const result = await change(cart, value);
          if (result.status === 'closed') return paidPage(request, reply, cart);
          if (result.status === 'applied')
            return reply
              .header('cache-control', 'no-store')
              .redirect(`${actions(cart.token, key).pageUrl}&notice=${notice}`, 303);
          return showCheckout(request, reply, cart, key, 422, {
            errors: [{ field, message: result.message }],
            values: field === 'discount_code' ? { discount_code: value } : {},
          });
        },
      );
    cartForm('discount-codes', 'discount_code', 'discount-applied', (cart, code) =>
      applyDiscountCode(db, cart.token, code, now()),
    );
    cartForm('country', 'country', 'country-set', (cart, country) =>
      setTaxCountry(db, cart.token, country, now()),
    );

    // The shop's side of a paid order: refund a line or all of it, or cancel it; each queues its signed webhook.
    sandbox.post<{ Params: CheckoutParams; Querystring: CheckoutQuery; Body: FormBody }>(
      `${SANDBOX_STOREFRONT_PREFIX}/checkouts/:token/refunds`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await checkoutCart(request);
        if (!found) return notFound(reply);
        const { cart, key } = found;
        const refused = refusedPost(request, reply, cart);
        if (refused) return refused;
        if (cart.checkedOutAt === null) return notFound(reply);
        const given = String(request.body?.line_item_id ?? '');
        const lineItemId = given === 'all' ? null : /^\d{1,15}$/.test(given) ? Number(given) : undefined;
        if (lineItemId === undefined)
          return paidPage(request, reply, cart, 422, key, REFUND_TEXT.nothingToRefund);
        const result = await refundSandboxOrder(db, { cartToken: cart.token, lineItemId, now: now() });
        if (result.status === 'missing') return notFound(reply);
        if (result.status === 'nothing')
          return paidPage(request, reply, cart, 409, key, REFUND_TEXT.nothingToRefund);
        request.log.info({ webhookId: result.webhookId }, 'sandbox order refunded');
        deliverer.kick();
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${actions(cart.token, key).pageUrl}&notice=refunded`, 303);
      },
    );

    sandbox.post<{ Params: CheckoutParams; Querystring: CheckoutQuery; Body: FormBody }>(
      `${SANDBOX_STOREFRONT_PREFIX}/checkouts/:token/cancel`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await checkoutCart(request);
        if (!found) return notFound(reply);
        const { cart, key } = found;
        const refused = refusedPost(request, reply, cart);
        if (refused) return refused;
        if (cart.checkedOutAt === null) return notFound(reply);
        const result = await cancelSandboxOrder(db, {
          cartToken: cart.token,
          reason: 'customer',
          now: now(),
        });
        if (result.status === 'missing') return notFound(reply);
        if (result.status === 'nothing')
          return paidPage(request, reply, cart, 409, key, REFUND_TEXT.cancelled);
        request.log.info({ webhookId: result.webhookId }, 'sandbox order cancelled');
        deliverer.kick();
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${actions(cart.token, key).pageUrl}&notice=cancelled`, 303);
      },
    );

    // Deliveries left by an earlier run (or another process) start at once; the server's own address is known
    // only once it listens.
    sandbox.addHook('onReady', async () => {
      deliverer.start();
    });
    sandbox.addHook('onListen', async () => {
      deliverer.kick();
    });
    sandbox.addHook('onClose', async () => {
      await deliverer.stop();
    });
  });
}
