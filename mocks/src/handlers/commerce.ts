import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  AUTH_MESSAGES,
  CART_SERVER_MESSAGES,
  COMMERCE_LIMITS,
  MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  UPGRADE_MESSAGES,
  isUpgrade,
  addCartPlaylistBodySchema,
  addCartProductBodySchema,
  addCartUpgradeBodySchema,
  addCartVideoBodySchema,
  baseJmId,
  billingDetailsSchema,
  checkoutBodySchema,
  checkoutStatusQuerySchema,
  commerceEndpoints,
  orderNumberSchema,
  playlistJmIdSchema,
  playlistUuidSchema,
  purchasedVideosEndpoint,
  updateCartDetailsBodySchema,
  updateCartLineBodySchema,
  type BillingDetails,
  type BillingDetailsResponse,
  type CartLine,
  type CheckoutResponse,
  type CheckoutStatusResponse,
  type Endpoint,
  type Licence,
  type LicenceSummary,
  type Order,
  type ProductsResponse,
} from '@clipmarket/core';
import {
  cartFixtures,
  cartOf,
  checkoutNotPaidFixture,
  checkoutPaidFixture,
  clipOf,
  licenceLine,
  mockCheckoutUrl,
  productLine,
  productsFixture,
  rightsFeeLine,
  upgradeLine,
  type CartCredits,
  type OnlineTier,
} from '../fixtures/commerce';
import { licenceFixtures } from '../fixtures/licences';
import { billingDetailsFixture, mockReceiptPdf, orderFixtures } from '../fixtures/orders';
import { playlistVideoFixtures } from '../fixtures/playlists';
import { apiError, bodyOf, failingRoutes, invalid, pendingRoutes, queryOf, route } from './respond';

const c = commerceEndpoints;

/** A checkout the mocks built: its lines, and how its status answers. */
export interface MockCheckout {
  status: CheckoutStatusResponse;
  /** The cart lines it pays for. */
  lineIds: string[];
  /** Status reads that answer "not paid yet" (cart gone, order not arrived) before it is paid; null: never paid. */
  readsBeforePaid: number | null;
  /** The licences its order grants, when set up by a story (else one per clip line it pays for). */
  grants?: LicenceSummary[];
}

/** What the commerce handlers start from; each factory call gets its own copy, changed by the calls. */
export interface CommerceMockState {
  /** The storefront's catalogue; null when it cannot be reached (and never answered). */
  products: ProductsResponse | null;
  lines: CartLine[];
  credits: CartCredits;
  /** Checkouts by storefront cart id. */
  checkouts: Record<string, MockCheckout>;
  /** Clips the user holds a licence for (purchased videos). */
  licensed: string[];
  /** The playlists the user owns, with their clips (adding a whole playlist reads them). */
  playlists: Record<string, string[]>;
  /** The user's orders (the order page and its receipt); another number is not found. */
  orders: Order[];
  /** Who the user's receipts are made out to; null until given. */
  billing: BillingDetails | null;
  /** The user's licences (Ada's): what an upgrade may name; another number is not found. */
  licences: Licence[];
}

/** How a checkout the buyer is sent to ends. */
export type MockCheckoutOutcome = 'pays' | 'abandons';

export interface CommerceMockBehaviour {
  /**
   * What the buyer does at the storefront: pays (the default), or leaves without paying (a declined card, the
   * cancel link): the storefront cart stays, no order comes.
   */
  outcome?: MockCheckoutOutcome;
  /** Status reads that answer "not paid yet" after paying, before the order arrives. @default 0 */
  readsBeforePaid?: number;
  /** Every cart change (add, remove, change, empty) never answers: the `itemSubmitting` state. */
  pendingChanges?: boolean;
  /** Every `/api/user/…` call answers 401: nobody is signed in. */
  signedOut?: boolean;
  /** Saving the billing details answers 500 (reading them still works). */
  billingSaveFails?: boolean;
}

/** The playlists of the playlist fixtures, by uuid, with their clips' ids. */
function fixturePlaylists(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(playlistVideoFixtures).map(([uuid, rows]) => [uuid, rows.map((row) => row.jmId)]),
  );
}

/** A fresh state with these lines (copied) and nothing else. */
export function commerceState(
  lines: readonly CartLine[] = [],
  overrides: Partial<CommerceMockState> = {},
): CommerceMockState {
  return {
    products: structuredClone(productsFixture),
    lines: structuredClone([...lines]),
    credits: [],
    checkouts: {},
    licensed: [],
    playlists: fixturePlaylists(),
    orders: structuredClone(orderFixtures),
    billing: null,
    licences: structuredClone(licenceFixtures),
    ...overrides,
  };
}

const licenceNumber = (n: number) => `CM-2026-${String(n).padStart(6, '0')}`;
const reference = () => `CMO-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * Every cart, checkout and product call over one in-memory state, with the server's rules a story or a test can
 * meet: the contract's validation (a 400 naming the field), 404 for an unknown clip, line, playlist or checkout,
 * the same clip at the same tier added once, the fee line of a clip already used, the online-shop rule, a
 * checkout of one playlist's lines, Discount Pack credits paying a checkout outright, and a paid checkout
 * taking its lines out of the cart and granting one licence per clip (what purchased videos then answer).
 */
export function commerceRoutes(
  state: CommerceMockState,
  behaviour: CommerceMockBehaviour = {},
): HttpHandler[] {
  let nextLicence = 200;
  let nextCart = 1;
  const cart = () => HttpResponse.json(cartOf(state.lines, state.credits));
  const lineMissing = () => apiError(404, CART_SERVER_MESSAGES.lineMissing);
  const playlistMissing = () => apiError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
  const storefrontDown = () => apiError(503, CART_SERVER_MESSAGES.storefrontDown);
  const cartFull = (adding: number) => state.lines.length + adding > COMMERCE_LIMITS.cartLinesMax;
  const orderMissing = () => apiError(404, CART_SERVER_MESSAGES.orderMissing);
  const billing = () => HttpResponse.json({ billing: state.billing } satisfies BillingDetailsResponse);

  /** A user endpoint's guard and the pending-change switch. */
  const user =
    (resolver: Parameters<typeof route>[1], change = false): Parameters<typeof route>[1] =>
    async (info) => {
      if (behaviour.signedOut) return apiError(401, AUTH_MESSAGES.signInRequired);
      if (change && behaviour.pendingChanges) await delay('infinite');
      return resolver(info);
    };

  const withFees = (ids: readonly string[]) =>
    new Set([
      ...ids,
      ...state.lines.filter((line) => ids.includes(line.forLineId ?? '')).map((l) => l.lineId),
    ]);

  /** The checkout is paid: its lines leave the cart, each clip gets a licence, credits are spent. */
  function pay(checkout: MockCheckout) {
    const paidIds = withFees(checkout.lineIds);
    const paid = state.lines.filter((line) => paidIds.has(line.lineId));
    state.lines = state.lines.filter((line) => !paidIds.has(line.lineId));
    const licences: LicenceSummary[] =
      checkout.grants ??
      paid
        .filter((line) => line.kind === 'licence' && line.tier !== null && line.tier !== 'custom')
        .map((line) => {
          const tier = line.tier as OnlineTier;
          nextLicence += 1;
          return {
            number: licenceNumber(nextLicence),
            jmId: line.id,
            title: line.title ?? line.id,
            tier,
            tierName: line.productName,
            grantedAt: new Date().toISOString(),
          };
        });
    for (const line of paid) {
      if (!line.creditApplied || line.tier === null || line.tier === 'custom') continue;
      const credit = state.credits.find((item) => item.tier === line.tier);
      if (credit) credit.remaining = Math.max(0, credit.remaining - 1);
    }
    for (const licence of licences) {
      if (!state.licensed.includes(baseJmId(licence.jmId))) state.licensed.push(baseJmId(licence.jmId));
    }
    checkout.status = {
      ...checkout.status,
      cartGone: true,
      purchased: true,
      licences,
      termsUrl: '/s/mockterm',
    };
  }

  return [
    route(c.products, () => (state.products ? HttpResponse.json(state.products) : storefrontDown())),
    route(
      c.cart,
      user(() => cart()),
    ),
    route(
      c.addVideo,
      user(async ({ params, request }) => {
        const jmId = playlistJmIdSchema.safeParse(params.jmId);
        if (!jmId.success)
          return invalid(
            'params',
            jmId.error.issues.map((i) => ({ ...i, path: ['jmId'] })),
          );
        const body = addCartVideoBodySchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        const clip = clipOf(jmId.data);
        if (!clip) return apiError(404, CART_SERVER_MESSAGES.clipMissing);
        const { tier, playlistUuid, projectName, poNumber, contentUsage, postUrls = [] } = body.data;
        if (playlistUuid && !state.playlists[playlistUuid]) return playlistMissing();
        const same = state.lines.find(
          (line) =>
            line.kind !== 'rightsFee' && baseJmId(line.id) === baseJmId(clip.jmId) && line.tier === tier,
        );
        if (same) return cart();
        if (postUrls.length > 0 && state.products && !state.products.rightsFee) {
          return apiError(400, CART_SERVER_MESSAGES.noRightsFee);
        }
        if (cartFull(postUrls.length > 0 ? 2 : 1)) return apiError(400, CART_SERVER_MESSAGES.cartFull);
        const line = licenceLine(
          clip.jmId,
          tier,
          {
            playlistUUID: playlistUuid ?? null,
            projectName: projectName ?? null,
            poNumber: poNumber ?? null,
            contentUsage: contentUsage ?? null,
            postUrls,
            addedAt: new Date().toISOString(),
          },
          state.products,
        );
        state.lines.push(line);
        if (postUrls.length > 0 && tier !== 'custom') {
          state.lines.push(rightsFeeLine(line, crypto.randomUUID(), state.products));
        }
        return cart();
      }, true),
    ),
    route(
      c.addPlaylist,
      user(async ({ params, request }) => {
        const uuid = playlistUuidSchema.safeParse(params.uuid);
        if (!uuid.success)
          return invalid(
            'params',
            uuid.error.issues.map((i) => ({ ...i, path: ['uuid'] })),
          );
        const body = addCartPlaylistBodySchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        const clips = state.playlists[uuid.data];
        if (!clips) return playlistMissing();
        const tier = body.data.tier;
        const missing = clips.filter(
          (jmId) =>
            clipOf(jmId) &&
            !state.lines.some(
              (line) =>
                line.kind !== 'rightsFee' && baseJmId(line.id) === baseJmId(jmId) && line.tier === tier,
            ),
        );
        if (cartFull(missing.length)) return apiError(400, CART_SERVER_MESSAGES.cartFull);
        for (const jmId of missing) {
          state.lines.push(
            licenceLine(
              jmId,
              tier,
              { playlistUUID: uuid.data, addedAt: new Date().toISOString() },
              state.products,
            ),
          );
        }
        return HttpResponse.json({ ...cartOf(state.lines, state.credits), added: missing.length });
      }, true),
    ),
    route(
      c.removePlaylist,
      user(({ params }) => {
        const uuid = playlistUuidSchema.safeParse(params.uuid);
        if (!uuid.success)
          return invalid(
            'params',
            uuid.error.issues.map((i) => ({ ...i, path: ['uuid'] })),
          );
        const gone = withFees(state.lines.filter((l) => l.playlistUUID === uuid.data).map((l) => l.lineId));
        state.lines = state.lines.filter((line) => !gone.has(line.lineId));
        return cart();
      }, true),
    ),
    route(
      c.addProduct,
      user(async ({ request }) => {
        const body = addCartProductBodySchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        const existing = state.lines.find((line) => line.variantId === body.data.variantId);
        const line = state.products
          ? productLine(body.data.variantId, body.data.quantity, crypto.randomUUID(), state.products)
          : undefined;
        if (!line || (existing && existing.kind !== 'discountPack' && existing.kind !== 'giftCard')) {
          return apiError(400, CART_SERVER_MESSAGES.variantUnknown);
        }
        if (existing) existing.quantity = Math.min(10, existing.quantity + body.data.quantity);
        else if (cartFull(1)) return apiError(400, CART_SERVER_MESSAGES.cartFull);
        else state.lines.push({ ...line, addedAt: new Date().toISOString() });
        return cart();
      }, true),
    ),
    route(
      c.addUpgrade,
      user(async ({ request }) => {
        const body = addCartUpgradeBodySchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        const { licenceNumber, tier } = body.data;
        const licence = state.licences.find((item) => item.number === licenceNumber);
        if (!licence) return apiError(404, CART_SERVER_MESSAGES.licenceMissing);
        if (licence.revokedAt) return apiError(409, UPGRADE_MESSAGES.revoked);
        if (tier === 'custom') return apiError(400, UPGRADE_MESSAGES.custom);
        if (!isUpgrade(licence.tier, tier)) return apiError(400, UPGRADE_MESSAGES.notHigher);
        if (!state.products) return storefrontDown();
        if (!state.products.upgrades.some((item) => item.from === licence.tier && item.to === tier)) {
          return apiError(400, UPGRADE_MESSAGES.notSold);
        }
        const existing = state.lines.find((line) => line.upgradeOf?.licenceNumber === licenceNumber);
        const line = upgradeLine(
          licence,
          tier,
          { lineId: existing?.lineId, addedAt: existing?.addedAt ?? new Date().toISOString() },
          state.products,
        );
        if (existing) Object.assign(existing, line);
        else if (cartFull(1)) return apiError(400, CART_SERVER_MESSAGES.cartFull);
        else state.lines.push(line);
        return cart();
      }, true),
    ),
    route(
      c.updateLine,
      user(async ({ params, request }) => {
        const line = state.lines.find((item) => item.lineId === params.lineId);
        if (!line || line.kind === 'rightsFee') return lineMissing();
        const body = updateCartLineBodySchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        const { tier, projectName, poNumber, contentUsage } = body.data;
        if (projectName !== undefined) line.projectName = projectName || null;
        if (poNumber !== undefined) line.poNumber = poNumber || null;
        if (contentUsage !== undefined) line.contentUsage = contentUsage || null;
        if (
          tier !== undefined &&
          tier !== line.tier &&
          (line.kind === 'licence' || line.kind === 'inquiry')
        ) {
          const repriced = licenceLine(line.id, tier, { ...line, lineId: line.lineId }, state.products);
          Object.assign(line, { ...repriced, addedAt: line.addedAt });
        }
        return cart();
      }, true),
    ),
    route(
      c.updateDetails,
      user(async ({ request }) => {
        const body = updateCartDetailsBodySchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        const { projectName, poNumber } = body.data;
        for (const line of state.lines) {
          if (line.kind !== 'licence' && line.kind !== 'inquiry') continue;
          if (projectName !== undefined) line.projectName = projectName || null;
          if (poNumber !== undefined) line.poNumber = poNumber || null;
        }
        return cart();
      }, true),
    ),
    route(
      c.removeLine,
      user(({ params }) => {
        if (!state.lines.some((line) => line.lineId === params.lineId)) return lineMissing();
        const gone = withFees([String(params.lineId)]);
        state.lines = state.lines.filter((line) => !gone.has(line.lineId));
        return cart();
      }, true),
    ),
    route(
      c.empty,
      user(() => {
        state.lines = [];
        return cart();
      }, true),
    ),
    route(
      c.checkout,
      user(async ({ request }) => {
        const body = checkoutBodySchema.safeParse((await bodyOf(request)) ?? {});
        if (!body.success) return invalid('body', body.error.issues);
        const playlistUuid = body.data.playlistUuid ?? null;
        if (playlistUuid && !state.playlists[playlistUuid]) return playlistMissing();
        const lines = playlistUuid
          ? state.lines.filter((line) => line.playlistUUID === playlistUuid)
          : state.lines;
        const first = lines[0];
        if (!first) return apiError(400, CART_SERVER_MESSAGES.checkoutEmpty);
        if (first.variantId === null || first.kind === 'inquiry') {
          return apiError(400, CART_SERVER_MESSAGES.checkoutNotReady);
        }
        if (!state.products) return storefrontDown();
        const orderReference = reference();
        const checkout: MockCheckout = {
          status: {
            checkoutId: '',
            orderReference,
            cartGone: false,
            purchased: false,
            licences: [],
            termsUrl: null,
          },
          lineIds: lines.map((line) => line.lineId),
          readsBeforePaid: behaviour.outcome === 'abandons' ? null : (behaviour.readsBeforePaid ?? 0),
        };
        // Discount Pack credits pay every line: nothing to pay, the licences are granted at once.
        if (lines.every((line) => line.creditApplied)) {
          pay(checkout);
          const answer: CheckoutResponse = {
            status: 'completed',
            checkoutId: null,
            checkoutUrl: null,
            orderReference,
          };
          return HttpResponse.json(answer);
        }
        const checkoutId = `gid://shopify/Cart/mock-${nextCart++}-${orderReference.slice(4).toLowerCase()}`;
        checkout.status.checkoutId = checkoutId;
        state.checkouts[checkoutId] = checkout;
        const answer: CheckoutResponse = {
          status: 'redirect',
          checkoutId,
          checkoutUrl: mockCheckoutUrl(checkoutId),
          orderReference,
        };
        return HttpResponse.json(answer);
      }),
    ),
    route(
      c.checkoutStatus,
      user(({ request }) => {
        const query = checkoutStatusQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid('querystring', query.error.issues);
        const checkout = state.checkouts[query.data.checkoutId];
        if (!checkout) return apiError(404, CART_SERVER_MESSAGES.checkoutMissing);
        if (!checkout.status.purchased && checkout.readsBeforePaid !== null) {
          if (checkout.readsBeforePaid > 0) {
            checkout.readsBeforePaid -= 1;
            // Paid at the storefront, so its cart is gone, but the order has not arrived yet.
            return HttpResponse.json({ ...checkout.status, cartGone: true });
          }
          pay(checkout);
        }
        return HttpResponse.json(checkout.status);
      }),
    ),
    route(
      purchasedVideosEndpoint,
      user(() => HttpResponse.json({ data: [...state.licensed], total: state.licensed.length })),
    ),
    route(
      c.order,
      user(({ params }) => {
        const number = orderNumberSchema.safeParse(params.orderNumber);
        if (!number.success) return invalid('params', number.error.issues);
        const order = state.orders.find((candidate) => candidate.number === number.data);
        return order ? HttpResponse.json(order) : orderMissing();
      }),
    ),
    route(
      c.orderReceipt,
      user(({ params }) => {
        const number = orderNumberSchema.safeParse(params.orderNumber);
        if (!number.success) return invalid('params', number.error.issues);
        if (!state.orders.some((candidate) => candidate.number === number.data)) return orderMissing();
        return new HttpResponse(mockReceiptPdf(number.data), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="receipt-${number.data}.pdf"`,
          },
        });
      }),
    ),
    route(
      c.billingDetails,
      user(() => billing()),
    ),
    route(
      c.updateBillingDetails,
      user(async ({ request }) => {
        const body = billingDetailsSchema.safeParse(await bodyOf(request));
        if (!body.success) return invalid('body', body.error.issues);
        if (behaviour.billingSaveFails) return apiError(500, MESSAGES.serverError);
        state.billing = body.data;
        return billing();
      }),
    ),
  ];
}

/**
 * The endpoints the cart and checkout screens call, and an order's page and the billing details the checkout
 * shows (not the licence, history and inquiry ones).
 */
const cartEndpoints: Endpoint[] = [
  c.products,
  c.cart,
  c.addVideo,
  c.addPlaylist,
  c.removePlaylist,
  c.addProduct,
  c.addUpgrade,
  c.updateLine,
  c.removeLine,
  c.empty,
  c.checkout,
  c.checkoutStatus,
  purchasedVideosEndpoint,
  c.order,
  c.orderReceipt,
  c.billingDetails,
  c.updateBillingDetails,
];

/** A state whose kept checkout `checkoutId` answers `status` (the buyer is back from the storefront). */
function withCheckout(
  state: CommerceMockState,
  status: CheckoutStatusResponse,
  readsBeforePaid: number | null,
): CommerceMockState {
  state.checkouts[status.checkoutId] = {
    status: {
      ...structuredClone(status),
      cartGone: status.licences.length > 0,
      purchased: false,
      licences: [],
    },
    lineIds: [],
    readsBeforePaid,
    grants: structuredClone(status.licences),
  };
  return state;
}

/**
 * The storefront's products, the cart, checkout and purchased videos (spec sections 3, 4 and 7; decisions.md
 * "Commerce"). Each factory starts from its own copy of the fixtures, so stories do not leak changes.
 */
export const commerceHandlers = {
  /** Signed in with an empty cart; everything works, and a checkout is paid when the buyer comes back. */
  empty: (behaviour: CommerceMockBehaviour = {}) => commerceRoutes(commerceState(), behaviour),
  /** Three clips (one already used, with its rights management fee line). */
  withLines: (behaviour: CommerceMockBehaviour = {}) =>
    commerceRoutes(commerceState(cartFixtures.withLines.lines), behaviour),
  /** A clip paid with a Discount Pack credit beside one paid with money; two credits left. */
  withCredit: (behaviour: CommerceMockBehaviour = {}) =>
    commerceRoutes(
      commerceState(cartFixtures.withCredit.lines, {
        credits: structuredClone(cartFixtures.withCredit.credits),
      }),
      behaviour,
    ),
  /** A clip with a Discount Pack and a Gift Card. */
  withProducts: (behaviour: CommerceMockBehaviour = {}) =>
    commerceRoutes(commerceState(cartFixtures.withProducts.lines), behaviour),
  /** A clip and the upgrade of a Personal licence of Ada's to Basic Pro. */
  withUpgrade: (behaviour: CommerceMockBehaviour = {}) =>
    commerceRoutes(commerceState(cartFixtures.withUpgrade.lines), behaviour),
  /** A Custom line first: checkout answers 400 'not ready', the cart goes to an inquiry. */
  notReady: (behaviour: CommerceMockBehaviour = {}) =>
    commerceRoutes(commerceState(cartFixtures.notReady.lines), behaviour),
  /** The storefront cannot be reached: products and checkout answer 503, the cart's lines have no price. */
  storefrontDown: () => commerceRoutes(commerceState(cartFixtures.storefrontDown.lines, { products: null })),
  /** Back from the storefront, paid: the kept checkout `CHECKOUT_IDS.paid` answers purchased, with licences. */
  paid: (readsBeforePaid = 0) =>
    commerceRoutes(withCheckout(commerceState(), checkoutPaidFixture, readsBeforePaid)),
  /**
   * Back from the storefront without paying (a declined card, an abandoned checkout): the kept checkout
   * `CHECKOUT_IDS.notPaid` is not paid and the cart is as it was.
   */
  notPaid: () =>
    commerceRoutes(withCheckout(commerceState(cartFixtures.withLines.lines), checkoutNotPaidFixture, null), {
      outcome: 'abandons',
    }),
  /** A cart with lines whose changes never answer (add and remove in flight). */
  submitting: () => commerceRoutes(commerceState(cartFixtures.withLines.lines), { pendingChanges: true }),
  /** Every cart call answers 401. */
  signedOut: () => commerceRoutes(commerceState(), { signedOut: true }),
  /**
   * An empty cart, and receipts made out to these billing details (Ada's company by default); saving new ones
   * works. The other factories start with none given.
   */
  withBilling: (billing: BillingDetails = billingDetailsFixture, behaviour: CommerceMockBehaviour = {}) =>
    commerceRoutes(commerceState([], { billing: structuredClone(billing) }), behaviour),
  /** An empty cart, no billing details, and saving them answers 500 (a 400 for fields the contract refuses). */
  billingSaveFails: () => commerceRoutes(commerceState(), { billingSaveFails: true }),
  /** An empty cart, and these orders instead of Ada's (e.g. `refundedOrderFixture`); any other is not found. */
  withOrders: (orders: readonly Order[]) =>
    commerceRoutes(commerceState([], { orders: structuredClone([...orders]) })),
  /** Every call answers 500. */
  failing: () => failingRoutes(cartEndpoints),
  /** No call ever answers (loading states). */
  loading: () => pendingRoutes(cartEndpoints),
};
