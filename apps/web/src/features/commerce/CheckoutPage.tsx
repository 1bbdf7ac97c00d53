import { canPurchase, type CartLine, PAGES, TEAM_MESSAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  buttonStyles,
  type CartLineStatuses,
  CartOffers,
  cartCheckoutStatus,
  CartSummary,
  type CheckoutActors,
  type CheckoutCartItem,
  CheckoutConfirmation,
  type CartTierOption,
  type CheckoutConfirmationStatus,
  type CheckoutPurchaseStatus,
  type CheckoutRoute,
  formatCartPrice,
  InlineAlert,
  isClipLine,
  type StorefrontCheckout,
  useCheckout,
  useSnackbar,
} from '@clipmarket/ui';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import { fromPromise } from 'xstate';
import { call } from '../../api/client';
import { useSessionGate } from '../../session/useSessionGate';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { SignInRequired } from '../../components/SignInRequired';
import { browser } from './browser';
import { forgetCheckoutId, keepCheckoutId, readCheckoutId } from './checkoutStorage';
import { COMMERCE_COPY, HISTORY_HREF, inquiryPath } from './copy';
import { useCartEdits } from './cartEdits';
import { type CartChange, lineKey, productKey, useCart, useProducts, usePurchased } from './useCart';
import * as styles from './CheckoutPage.styles';
import { useTeam } from '../teams';

/** The checkout page's own words (the cart's shared ones are COMMERCE_COPY). */
export const CHECKOUT_COPY = {
  checkoutHeading: 'Checkout',
  checkoutLead: 'License the clips in your cart through our secure checkout.',
  playlistCheckoutHeading: 'Checkout of a playlist',
  playlistCheckoutLead: 'The clips you added from this playlist. Your other cart lines stay for later.',
  playlistCartHeading: 'This playlist in your cart',
  wholeCart: 'See your whole cart',
  cartLoadFailed: 'Your cart could not be loaded.',
  retry: 'Try again',
} as const;

// Who the receipt is made out to: loaded with the cart's first lines, not with the page (billingDetails.ts).
const CheckoutBillingDetails = lazy(() => import('./CheckoutBillingDetails'));
// Paying on account with a PO number (docs/adr/0087): its own chunk, shown to approved accounts only.
const CheckoutOnAccount = lazy(() => import('./CheckoutOnAccount'));

/**
 * The cart and its checkout (spec section 2: /licensing/checkout/{playlistUUID?}): the lines with their
 * storefront prices, totals with Discount Pack credits applied, each line's project name and PO, the Discount
 * Pack and Gift Card offers, and checkout through `checkoutMachine`. With a playlist's uuid, only the lines
 * added from that playlist are shown and checked out. The storefront sends the buyer back here: to
 * `?checkout=complete` after paying (the payment is then confirmed and the new licences shown), or plainly from
 * its cancel link (the cart is as it was).
 */
export default function CheckoutPage() {
  const { playlistUUID } = useParams<{ playlistUUID?: string }>();
  const gate = useSessionGate();
  const playlistUuid = playlistUUID ?? null;
  return (
    <PageShell
      heading={playlistUuid ? CHECKOUT_COPY.playlistCheckoutHeading : CHECKOUT_COPY.checkoutHeading}
      lead={playlistUuid ? CHECKOUT_COPY.playlistCheckoutLead : CHECKOUT_COPY.checkoutLead}
      aside={
        playlistUuid ? (
          <Link href={PAGES.checkout.path()} css={buttonStyles.textLink}>
            {CHECKOUT_COPY.wholeCart}
          </Link>
        ) : null
      }
    >
      {gate === 'signedIn' ? (
        // A new checkout per route: a playlist's checkout and the whole cart's are not the same one.
        <CheckoutView key={playlistUuid ?? ''} playlistUuid={playlistUuid} />
      ) : gate === 'signedOut' ? (
        <SignInRequired reason="to check out" />
      ) : (
        <CartSummary lines={[]} status="loading" />
      )}
    </PageShell>
  );
}

/** A cart change the cart's Check out can wait on: rejected when it did not happen (its snackbar says why). */
async function done(change: Promise<CartChange>): Promise<void> {
  const result = await change;
  if (!result.ok) throw new Error(result.message ?? COMMERCE_COPY.cartFailed);
}

function CheckoutView({ playlistUuid }: { playlistUuid: string | null }) {
  const [params] = useSearchParams();
  const [location, navigate] = useLocation();
  const returning = params.get('checkout') === 'complete';
  const snackbar = useSnackbar();
  const cart = useCart();
  const team = useTeam(true);
  const edits = useCartEdits(cart);
  const products = useProducts();
  const purchased = usePurchased();

  // The machine's actors are made once; they reach the page's latest hooks through this.
  const latest = useRef({ cart, edits, purchased, navigate });
  latest.current = { cart, edits, purchased, navigate };
  const actors = useMemo<CheckoutActors>(
    () => ({
      readCheckoutId: fromPromise<string | null>(async () => readCheckoutId()),
      storeCheckoutId: fromPromise<
        unknown,
        { checkoutId: string; checkoutUrl: string; playlistUuid: string | null }
      >(async ({ input }) => {
        keepCheckoutId(input.checkoutId);
        // A playlist's checkout is kept on the playlist too (spec section 7: PATCH cartUrl, checkoutId).
        if (input.playlistUuid) {
          await call(routes.updatePlaylistEndpoint, {
            params: { uuid: input.playlistUuid },
            body: { cartUrl: input.checkoutUrl, checkoutId: input.checkoutId },
          });
        }
      }),
      removeCheckoutId: fromPromise<unknown, { checkoutId: string }>(async () => forgetCheckoutId()),
      checkPurchase: fromPromise<CheckoutPurchaseStatus, { checkoutId: string }>(({ input }) =>
        call(routes.checkoutStatusEndpoint, { query: { checkoutId: input.checkoutId } }),
      ),
      fetchPlaylist: fromPromise<{ canModify: boolean }, { playlistUuid: string }>(({ input }) =>
        call(routes.playlistInfoEndpoint, { params: { uuid: input.playlistUuid }, query: {} }),
      ),
      dropPlaylistItems: fromPromise<unknown, { playlistUuid: string }>(async ({ input }) => {
        const dropped = await latest.current.edits.removePlaylist(input.playlistUuid);
        if (!dropped.ok) throw new Error(dropped.message ?? COMMERCE_COPY.cartFailed);
      }),
      createCart: fromPromise<StorefrontCheckout, { items: CheckoutCartItem[]; playlistUuid: string | null }>(
        ({ input }) => call(routes.checkoutEndpoint, { body: { playlistUuid: input.playlistUuid } }),
      ),
      redirect: fromPromise<unknown, { url: string }>(async ({ input }) => browser.assign(input.url)),
      navigate: fromPromise<unknown, { route: CheckoutRoute }>(async () =>
        latest.current.navigate(PAGES.lists.path()),
      ),
      refreshCart: fromPromise<unknown>(() =>
        Promise.all([latest.current.cart.reload(), latest.current.purchased.reload()]),
      ),
    }),
    [],
  );
  const checkout = useCheckout({
    actors,
    returning,
    // The checkout's notice (its playlist is gone) comes just before it moves to the lists page: it stays there.
    onNotice: ({ message, severity }) => snackbar.enqueue({ message, severity, scope: 'app' }),
  });

  // Completed: the return address has done its work; a reload must not look for the payment again.
  useEffect(() => {
    if (checkout.status === 'completed' && returning) navigate(location, { replace: true });
  }, [checkout.status, returning, navigate, location]);

  // Back from the storefront with the browser's Back button, the page may come from the back-forward cache with
  // the checkout still "going to the checkout": start it afresh so the kept checkout is looked at again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const all = cart.cart?.lines;
  // The tiers the shop sells online, with their prices: a licence line of the cart can move to any of them.
  const tierOptions = useMemo<CartTierOption[] | undefined>(() => {
    const shop = products.data;
    return shop?.tiers.map((tier) => ({
      id: tier.tier,
      name: tier.name,
      price: formatCartPrice(tier.priceCents, shop.currency),
    }));
  }, [products.data]);
  const lines = useMemo(() => {
    if (!all) return [];
    if (!playlistUuid) return all;
    const mine = all.filter((line) => line.playlistUUID === playlistUuid);
    const ids = new Set(mine.map((line) => line.lineId));
    // A fee line goes with its clip's line.
    return all.filter((line) => ids.has(line.lineId) || (line.forLineId !== null && ids.has(line.forLineId)));
  }, [all, playlistUuid]);

  const lineStatuses = useMemo(() => {
    const statuses: Record<string, 'removing' | 'saving'> = {};
    for (const line of lines) {
      const running = cart.submitting.get(lineKey(line.lineId));
      if (running) statuses[line.lineId] = running === 'save' ? 'saving' : 'removing';
    }
    return statuses as CartLineStatuses;
  }, [lines, cart.submitting]);

  const confirmation: CheckoutConfirmationStatus | null =
    checkout.status === 'completed'
      ? checkout.held
        ? 'held'
        : 'completed'
      : checkout.status === 'notConfirmed'
        ? 'notConfirmed'
        : checkout.awaiting &&
            ['checking', 'confirming', 'forgetting', 'completing'].includes(checkout.status)
          ? 'confirming'
          : null;

  const clips = lines.filter((line) => line.kind === 'licence' || line.kind === 'inquiry').map((l) => l.id);
  const packs = new Set(products.data?.discountPacks.map((pack) => pack.variantId));
  const submittingProduct = [...cart.submitting.keys()].find((key) => key.startsWith('product:'));

  if (cart.error && !cart.cart) {
    return (
      <InlineAlert tone="error" onRetry={() => void cart.reload()} retryLabel={CHECKOUT_COPY.retry}>
        {CHECKOUT_COPY.cartLoadFailed}
      </InlineAlert>
    );
  }

  return (
    <div css={styles.page} data-checkout={checkout.status}>
      {confirmation ? (
        <CheckoutConfirmation
          status={confirmation}
          licences={checkout.licences}
          orderReference={checkout.orderReference}
          termsHref={checkout.termsUrl}
          historyHref={HISTORY_HREF}
          clipHref={(jmId) => PAGES.view.href({ videoId: jmId })}
          linkComponent={AppLink}
          onCheckAgain={checkout.verify}
          contactHref={inquiryPath([])}
        />
      ) : null}
      {confirmation === 'confirming' ? null : (
        <CartSummary
          lines={lines}
          totals={playlistUuid ? undefined : cart.cart}
          credits={cart.cart?.credits}
          // What the store says of tax, from the server: prices with it included, or tax added at checkout.
          taxesIncluded={cart.cart?.taxesIncluded}
          status={cart.cart ? 'ready' : 'loading'}
          heading={playlistUuid && lines.length > 0 ? CHECKOUT_COPY.playlistCartHeading : undefined}
          checkoutStatus={cartCheckoutStatus(checkout.status, checkout.unpaid)}
          checkoutError={checkout.error}
          lineStatuses={lineStatuses}
          onRemoveLine={(line) => void cart.removeLine(line)}
          // Answered as promises: Check out saves an open project and PO form first, and waits for it.
          onLineDetailsChange={(line: CartLine, details) => done(edits.updateLine(line, details))}
          onCartDetailsChange={playlistUuid ? undefined : (details) => done(edits.updateDetails(details))}
          tierOptions={playlistUuid ? undefined : tierOptions}
          onLineTierChange={(line: CartLine, tierId) => {
            const tier = products.data?.tiers.find((option) => option.tier === tierId)?.tier;
            if (tier) void edits.updateLine(line, { tier });
          }}
          onEmptyCart={playlistUuid ? undefined : () => void edits.empty()}
          onCheckout={() =>
            checkout.start(lines, playlistUuid, playlistUuid ? undefined : cart.cart?.readyForOnlineShop)
          }
          // A team's member shortlists; its owner and purchasers license (ADR 92; the server refuses it too).
          checkoutRefusal={canPurchase(team.data?.team?.role) ? null : TEAM_MESSAGES.checkoutRole}
          inquiryHref={inquiryPath(clips)}
          itemHref={(line) => (isClipLine(line) ? PAGES.view.href({ videoId: line.id }) : undefined)}
          linkComponent={AppLink}
          // Who the receipt is made out to, or an optional offer to say: asked once, never required.
          beforeCheckout={
            <Suspense fallback={null}>
              <CheckoutBillingDetails />
            </Suspense>
          }
          offers={
            products.data && !playlistUuid ? (
              <>
                {/* The whole cart on account, for approved company accounts only (nothing for anyone else). */}
                <Suspense fallback={null}>
                  <CheckoutOnAccount />
                </Suspense>
                <CartOffers
                  products={products.data}
                  onAddProduct={(variantId) =>
                    void edits.addProduct(variantId, packs.has(variantId) ? 'discountPack' : 'giftCard')
                  }
                  submittingVariantId={
                    submittingProduct ? submittingProduct.slice(productKey('').length) : null
                  }
                />
              </>
            ) : null
          }
        />
      )}
    </div>
  );
}
