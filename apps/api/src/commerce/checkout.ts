import { randomBytes } from 'node:crypto';
import {
  CART_SERVER_MESSAGES,
  ORDER_REVIEW_MESSAGES,
  PAGES,
  PLAYLIST_SERVER_MESSAGES,
  displayTitle,
  isCartReadyForOnlineShop,
  type CheckoutResponse,
  type CheckoutStatusResponse,
  type LicenceSummary,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { mailQueued } from '../mail/worker';
import { assertMayPurchase } from '../teams/access';
import {
  CART_ATTRIBUTE_KEYS,
  LINE_ATTRIBUTE_KEYS,
  cartToken,
  type Storefront,
  type StorefrontAttribute,
  type StorefrontCart,
  type StorefrontCartLineInput,
} from '../storefront/port';
import { billingOf } from './billing-repository';
import { cartOf, priceLines, type PricedLine } from './cart';
import * as carts from './cart-repository';
import { tierName, withTimeout, type CatalogueCache } from './catalogue';
import type { CommerceConfig } from './config';
import { spendableCredits } from './credits';
import { grantOrder, type ConfirmOrder, type GrantEvent, type PaidOrder } from './grant';
import { cartDifferences } from './integrity';
import { formatDecimal } from './money';
import * as orders from './order-repository';
import { createShortLink } from './shortLinks';
import type { CheckoutLineSnapshot, OnlineTierId } from './tables';
import { orderUpgradedLicences } from './upgrade-repository';
import { staleUpgrade } from './upgrades';

/** The storefront's note on every cart (spec section 7). */
export const CART_NOTE = 'Settlement';

/** 'CMO-' and 8 random upper-case hex digits: the server's name for one checkout. */
export function newOrderReference(): string {
  return `CMO-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Shopify keeps attribute values short; a clip's long title is cut rather than refused. */
function attribute(key: string, value: string | null | undefined): StorefrontAttribute[] {
  if (value === null || value === undefined || value.trim() === '') return [];
  const text = value.trim();
  return [{ key, value: text.length > 250 ? `${text.slice(0, 249)}…` : text }];
}

/** The checkout terms page's address with the order's fields (spec section 2). */
export function termsTarget(order: {
  name: string | null;
  reference: string;
  subtotalCents: number;
  currency: string;
  paidAt: Date | string;
}): string {
  return PAGES.checkoutTerms.href({
    id: order.name ?? order.reference,
    reference: order.reference,
    subtotal: formatDecimal(order.subtotalCents),
    currency: order.currency,
    date: new Date(order.paidAt).toISOString().slice(0, 10),
  });
}

/**
 * Keeps what a checkout asks to be paid (the snapshot the paid order is checked against) and reserves the Discount
 * Pack credits its lines spend, in the caller's transaction. The card checkout and the checkout on account both
 * record through here. `poNumber` names the lines that have none of their own.
 */
export async function recordCheckout(
  trx: Kysely<DB>,
  checkout: {
    reference: string;
    userId: string;
    playlistUuid: string | null;
    priced: readonly PricedLine[];
    currency: string;
    totalCents: number;
    poNumber?: string | null;
  },
): Promise<void> {
  const { reference, userId, priced } = checkout;
  const snapshot: CheckoutLineSnapshot[] = priced.map(({ row, line, sku }) => ({
    lineId: line.lineId,
    kind: line.kind,
    jmId: row.jmId,
    title: line.title,
    tier: line.tier,
    variantId: line.variantId,
    sku,
    quantity: line.quantity,
    unitPriceCents: line.priceCents ?? 0,
    projectName: line.projectName,
    poNumber: line.poNumber ?? checkout.poNumber ?? null,
    postUrls: line.postUrls,
    creditApplied: line.creditApplied,
    forLineId: line.forLineId,
    ...(line.upgradeOf ? { upgradeOf: line.upgradeOf } : {}),
  }));
  await orders.insertCheckout(trx, {
    reference,
    userId,
    playlistUuid: checkout.playlistUuid,
    lines: JSON.stringify(snapshot),
    currency: checkout.currency,
    totalCents: checkout.totalCents,
  });
  const reservations = priced
    .filter((p) => p.line.creditApplied)
    .map((p) => ({
      userId,
      tier: p.line.tier as OnlineTierId,
      delta: -1,
      checkoutReference: reference,
      cartLineId: p.line.lineId,
    }));
  if (reservations.length > 0) await carts.addCreditEntries(trx, reservations);
}

export interface CheckoutServiceOptions {
  db: Kysely<DB>;
  storefront: Storefront;
  catalogues: CatalogueCache;
  config: CommerceConfig;
  /** Where buyers reach this server (the storefront's return and cancel links). */
  baseUrl: () => string;
  /** Where grant warnings and storefront failures go (the request's logger). */
  log: (event: GrantEvent) => void;
  /** The confirmation mail of a checkout that credits paid wholly (the webhook mails the others). */
  confirmOrder: ConfirmOrder;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * Checkout (decisions.md, "Commerce" → "Checkout"): the cart's lines, or one playlist's, are snapshotted into a
 * `checkouts` row under a new order reference, the Discount Pack credits they spend are reserved, and the
 * storefront cart is built from the lines that cost money. The cart itself is left as it is: only a paid order
 * takes lines out of it, so a declined card or an abandoned checkout loses nothing.
 */
export function createCheckoutService({
  db,
  storefront,
  catalogues,
  config,
  baseUrl,
  log,
  confirmOrder,
}: CheckoutServiceOptions) {
  function returnPath(playlistUuid: string | null): string {
    return PAGES.checkout.href({ playlistUUID: playlistUuid });
  }

  function storefrontLines(priced: readonly PricedLine[]): StorefrontCartLineInput[] {
    const tiers = new Map(priced.map((p) => [p.line.lineId, p.line.tier]));
    return priced
      .filter((p) => !p.line.creditApplied)
      .map((p) => {
        const { line } = p;
        const clip =
          line.kind === 'licence' || line.kind === 'rightsFee' || line.kind === 'upgrade'
            ? `JV#${line.id} ${line.title}`
            : null;
        const tier = line.kind === 'rightsFee' ? tiers.get(line.forLineId ?? '') : line.tier;
        return {
          merchandiseId: line.variantId!,
          quantity: line.quantity,
          attributes: [
            { key: LINE_ATTRIBUTE_KEYS.line, value: line.lineId },
            ...attribute(LINE_ATTRIBUTE_KEYS.clip, clip),
            ...attribute(
              LINE_ATTRIBUTE_KEYS.tier,
              line.kind === 'upgrade'
                ? line.productName
                : line.kind === 'discountPack' || !tier
                  ? null
                  : tierName(tier),
            ),
            ...attribute(LINE_ATTRIBUTE_KEYS.upgrade, line.upgradeOf?.licenceNumber),
            ...attribute(LINE_ATTRIBUTE_KEYS.project, line.projectName),
            ...attribute(LINE_ATTRIBUTE_KEYS.po, line.poNumber),
          ],
        };
      });
  }

  /** Grants a checkout that credits paid wholly, at once, as a paid order with no storefront order. */
  async function completeWithCredits(reference: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const checkout = await orders.lockCheckout(trx, reference);
      const order: PaidOrder = {
        storefrontOrderId: null,
        name: null,
        email: null,
        currency: checkout.currency,
        subtotalCents: 0,
        totalCents: 0,
        lines: new Map(),
        giftCards: [],
        giftCardApplications: [],
      };
      const granted = await grantOrder(trx, checkout, order, log);
      if (granted.orderId) await confirmOrder(trx, { userId: checkout.userId, reference });
    });
    mailQueued(db);
  }

  /**
   * Reads the storefront cart of a new checkout and compares it with the snapshot; a cart that cannot be read
   * or that differs ends the checkout (503 or 409) before the redirect. The checkout and its reservations go.
   */
  async function verifyStorefrontCart(reference: string, cartId: string): Promise<void> {
    const fail = async (status: 409 | 503, message: string, detail: Record<string, unknown>) => {
      await orders.deleteCheckout(db, reference);
      log({ level: 'warn', message: 'the storefront cart was not as built; checkout stopped', detail });
      throw httpError(status, message, status === 503 ? { headers: { 'retry-after': '60' } } : undefined);
    };
    let fresh: StorefrontCart | null;
    try {
      fresh = await withTimeout(
        storefront.cart(cartId),
        config.storefrontReadTimeoutMs,
        'the storefront cart',
      );
    } catch (error) {
      return fail(503, CART_SERVER_MESSAGES.storefrontDown, { reference, error: (error as Error).message });
    }
    if (!fresh) return fail(503, CART_SERVER_MESSAGES.storefrontDown, { reference, error: 'cart gone' });
    const checkout = await orders.checkoutOf(db, reference);
    const differences = cartDifferences(checkout, fresh);
    if (differences.length > 0)
      return fail(409, ORDER_REVIEW_MESSAGES.cartChanged, {
        reference,
        securityEvent: { event: 'checkout.cart-changed' },
        reasons: differences.map((d) => d.code),
      });
  }

  return {
    async checkout(
      user: { id: string; email: string },
      playlistUuid: string | null | undefined,
    ): Promise<CheckoutResponse> {
      const playlist = playlistUuid ?? null;
      const catalogue = await catalogues.current();
      const reference = newOrderReference();

      const prepared = await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, user.id);
        // A team's member shortlists; its owner and purchasers check out (ADR 92).
        await assertMayPurchase(trx, user.id);
        if (playlist && !(await carts.ownsPlaylist(trx, user.id, playlist))) {
          throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
        }
        const rows = await carts.cartLineRows(trx, user.id, { playlistUuid: playlist });
        if (rows.length === 0) throw httpError(400, CART_SERVER_MESSAGES.checkoutEmpty);
        // The rule of spec section 4 decides from the first line; a Custom line further down is for the
        // inquiry, not the shop, so it stays in the cart.
        const ready = isCartReadyForOnlineShop(
          rows.map((row) => ({ variantId: row.kind === 'inquiry' ? null : row.kind, type: row.kind })),
        );
        if (!ready) throw httpError(400, CART_SERVER_MESSAGES.checkoutNotReady);
        if (!catalogue) throw httpError(503, CART_SERVER_MESSAGES.storefrontDown);
        const buyable = rows.filter((row) => row.kind !== 'inquiry');

        // A new checkout of these lines replaces older open ones' reservations, then spends what is left.
        await carts.releaseReservations(
          trx,
          user.id,
          buyable.map((row) => row.id),
        );
        const credits = await spendableCredits(trx, user.id);
        const priced = priceLines(buyable, catalogue, credits);
        for (const { row, line } of priced) {
          if (line.creditApplied) continue;
          // An upgrade whose licence was revoked, or upgraded since it was added: the buyer is told before paying.
          const stale =
            line.kind === 'upgrade'
              ? staleUpgrade({
                  tier: row.tier,
                  fromTier: row.upgradeFromTier,
                  revokedAt: row.upgradeRevokedAt,
                })
              : null;
          if (stale) throw httpError(400, stale);
          if (line.kind === 'rightsFee' && !catalogue.rightsFee) {
            throw httpError(400, CART_SERVER_MESSAGES.noRightsFee);
          }
          if (!line.variantId || line.priceCents === null) {
            throw httpError(400, CART_SERVER_MESSAGES.variantUnknown);
          }
        }
        const cart = cartOf(priced, catalogue.currency, credits);
        await recordCheckout(trx, {
          reference,
          userId: user.id,
          playlistUuid: playlist,
          priced,
          currency: catalogue.currency,
          totalCents: cart.totalCents,
        });
        return priced;
      });

      const lines = storefrontLines(prepared);
      if (lines.length === 0) {
        await completeWithCredits(reference);
        return { status: 'completed', checkoutId: null, checkoutUrl: null, orderReference: reference };
      }

      const base = baseUrl();
      // The storefront taxes the order for the buyer's country: the one their billing details name, if any
      // (docs/adr/0085). The storefront's checkout may still change it (an address typed there).
      const buyerCountryCode = (await billingOf(db, user.id))?.country ?? null;
      let cart: StorefrontCart;
      try {
        cart = await storefront.createCart({
          lines,
          buyerEmail: user.email,
          buyerCountryCode,
          attributes: [
            { key: CART_ATTRIBUTE_KEYS.user, value: user.id },
            { key: CART_ATTRIBUTE_KEYS.orderReference, value: reference },
            ...(playlist ? [{ key: CART_ATTRIBUTE_KEYS.playlist, value: playlist }] : []),
            { key: CART_ATTRIBUTE_KEYS.returnUrl, value: `${base}${returnPath(playlist)}?checkout=complete` },
            { key: CART_ATTRIBUTE_KEYS.cancelUrl, value: `${base}${returnPath(playlist)}` },
          ],
          note: CART_NOTE,
        });
      } catch (error) {
        // Nothing was bought: the checkout and its reservations go, the cart stays as it was.
        await orders.deleteCheckout(db, reference);
        log({
          level: 'warn',
          message: 'the storefront did not build the cart',
          detail: {
            reference,
            error: (error as Error).message,
            userErrors: (error as { userErrors?: unknown }).userErrors,
          },
        });
        throw httpError(503, CART_SERVER_MESSAGES.storefrontDown, { headers: { 'retry-after': '60' } });
      }
      await orders.setStorefrontCart(db, reference, {
        storefrontCartId: cart.id,
        cartToken: cartToken(cart.id),
        checkoutUrl: cart.checkoutUrl,
      });
      // Read the storefront cart back right before the buyer is sent to pay (docs/adr/0054): whoever holds its
      // id can change it, and the buyer must not be sent to pay for something other than what they chose.
      await verifyStorefrontCart(reference, cart.id);
      return {
        status: 'redirect',
        checkoutId: cart.id,
        checkoutUrl: cart.checkoutUrl,
        orderReference: reference,
      };
    },

    /** Whether the caller's checkout (by its storefront cart id) was paid, and what it granted. */
    async status(userId: string, checkoutId: string): Promise<CheckoutStatusResponse> {
      const checkout = await orders.findCheckoutOfCart(db, userId, checkoutId);
      if (!checkout) throw httpError(404, CART_SERVER_MESSAGES.checkoutMissing);
      const purchased = checkout.status === 'paid';

      // Paid, but held for review (commerce/integrity.ts): the payment arrived and nothing was granted.
      const held = !purchased && (await orders.isHeld(db, checkout.reference));
      if (held) {
        return {
          checkoutId,
          orderReference: checkout.reference,
          cartGone: true,
          purchased: true,
          held: true,
          licences: [],
          termsUrl: null,
        };
      }

      let cartGone = purchased;
      if (!purchased) {
        let changed = false;
        try {
          const cart = await withTimeout(storefront.cart(checkoutId), 5_000, 'the storefront cart');
          cartGone = cart === null;
          changed = cart !== null && cartDifferences(checkout, cart).length > 0;
        } catch (error) {
          // Not known: the page asks again.
          log({
            level: 'warn',
            message: 'the storefront did not answer for a cart',
            detail: { reference: checkout.reference, error: (error as Error).message },
          });
        }
        // The storefront cart no longer holds what the checkout built: the buyer is told before paying for it.
        if (changed) {
          log({
            level: 'warn',
            message: 'the storefront cart of an open checkout was changed',
            detail: { reference: checkout.reference, securityEvent: { event: 'checkout.cart-changed' } },
          });
          throw httpError(409, ORDER_REVIEW_MESSAGES.cartChanged);
        }
      }
      if (!purchased) {
        return {
          checkoutId,
          orderReference: checkout.reference,
          cartGone,
          purchased,
          licences: [],
          termsUrl: null,
        };
      }

      const order = await orders.paidOrderOf(db, checkout.reference);
      // The licences it granted, then those it upgraded (docs/adr/0084), each at its tier now.
      const rows = [
        ...(await orders.orderLicences(db, order.id, userId)),
        ...(await orderUpgradedLicences(db, order.id, userId)),
      ];
      const licences: LicenceSummary[] = rows.map((row) => ({
        number: row.number,
        jmId: row.jmId,
        title: displayTitle(row),
        tier: row.tier,
        tierName: tierName(row.tier),
        grantedAt: new Date(row.grantedAt).toISOString(),
      }));
      const termsUrl = await createShortLink(db, termsTarget({ ...order, reference: checkout.reference }), {
        shortener: config.shortener,
        publicBaseUrl: baseUrl(),
        timeoutMs: config.shortenerTimeoutMs,
        onError: (error) =>
          log({
            level: 'warn',
            message: 'the link shortener failed; the built-in link was used',
            detail: { error: (error as Error).message },
          }),
      });
      return { checkoutId, orderReference: checkout.reference, cartGone, purchased, licences, termsUrl };
    },
  };
}
