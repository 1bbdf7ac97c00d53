import {
  ApiRequestError,
  LICENCE_TIERS,
  MESSAGES,
  baseJmId,
  type Cart,
  type CartLine,
  type TierId,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useSnackbar, type SnackbarItem } from '@clipmarket/ui';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { dataRequest } from '../../api/dataRequest';
import { COMMERCE_COPY, checkoutHref } from './copy';

/**
 * The cart calls in flight, shared by every component that shows the cart (the header's count, the clip page,
 * a playlist's rows, the cart page), so one add shows as `itemSubmitting` everywhere. Keys name what is
 * changing ('video:1254381', 'line:<lineId>', 'playlist:<uuid>', 'product:<variant>', 'empty'); the value is
 * what it changes to (the tier being added), for the button that shows it.
 */
const inFlight = new Map<string, string>();
const NOTHING: ReadonlyMap<string, string> = new Map();
// The server's answer (nothing in flight) until the first change: the same object, so a hydrating page finds
// its first answer unchanged and is not drawn again for it.
let snapshot: ReadonlyMap<string, string> = NOTHING;
const listeners = new Set<() => void>();

function publish() {
  snapshot = new Map(inFlight);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The key of a clip's calls: a '-1' id is its base clip (spec section 3). */
export const videoKey = (jmId: string) => `video:${baseJmId(jmId)}`;
export const lineKey = (lineId: string) => `line:${lineId}`;
export const playlistKey = (uuid: string) => `playlist:${uuid}`;
export const productKey = (variantId: string) => `product:${variantId}`;

/** The tier's name ('Basic Pro'). */
export const tierName = (tier: TierId | null | undefined): string =>
  LICENCE_TIERS.find((item) => item.id === tier)?.name ?? '';

/**
 * What a cart change ended with: the new cart, or why it did not happen (`message` null: the same change was
 * already running, so this press did nothing).
 */
export type CartChange = { ok: true; cart: Cart } | { ok: false; message: string | null };

export interface CartChangeOptions {
  /** Leave the failure to the caller (a dialog shows it itself: a snackbar would sit behind its backdrop). */
  quiet?: boolean;
}

export interface AddVideoOptions extends CartChangeOptions {
  /** The playlist the clip is added from (its row): the line belongs to that playlist's checkout. */
  playlistUuid?: string | null;
  /** "I already used this clip": where it was posted; the server adds the rights management fee line. */
  postUrls?: string[];
}

/** The server's words for a failed call, else ours. */
function failureOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.body.message : COMMERCE_COPY.cartFailed;
}

/** The cart line of a clip (a licence or a Custom inquiry; not its fee line), if it is in the cart. */
export function clipLineOf(cart: Cart | undefined, jmId: string): CartLine | undefined {
  const target = baseJmId(jmId);
  return cart?.lines.find(
    (line) => (line.kind === 'licence' || line.kind === 'inquiry') && baseJmId(line.id) === target,
  );
}

/**
 * The signed-in user's cart (`GET /api/user/licensing/cart`) and every change to it. Each change answers the
 * new cart, which replaces the cached one (no second read); while it runs its key is in `submitting`
 * (spec section 4: "add sets itemSubmitting; remove clears it"). Adding a clip says 'Video added to cart' and
 * a Discount Pack 'Discount Pack added to cart', with the snackbar's View action to the checkout.
 */
export function useCart() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const snackbar = useSnackbar();
  const signedIn = Boolean(user);
  const cart = useSWR(signedIn ? keys.cart() : null, () => call(routes.cartEndpoint));
  const submitting = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NOTHING,
  );

  const change = useCallback(
    async (
      key: string,
      value: string,
      task: () => Promise<Cart>,
      success: SnackbarItem | null,
      options: CartChangeOptions = {},
    ): Promise<CartChange> => {
      // One call per thing at a time: a second press while the first runs does nothing.
      if (inFlight.has(key)) return { ok: false, message: null };
      inFlight.set(key, value);
      publish();
      try {
        const next = await task();
        await mutate(keys.cart(), next, { revalidate: false });
        if (success) snackbar.enqueue(success);
        return { ok: true, cart: next };
      } catch (error) {
        const message = failureOf(error);
        if (!options.quiet) snackbar.enqueue({ message, severity: 'error' });
        return { ok: false, message };
      } finally {
        inFlight.delete(key);
        publish();
      }
    },
    [mutate, snackbar],
  );

  const actions = useMemo(() => {
    const view = (playlistUuid?: string | null) => ({
      kind: 'view' as const,
      href: checkoutHref(playlistUuid),
    });
    return {
      /** Adds a clip at a tier ('custom' adds an inquiry line), from its page or a playlist's row. */
      addVideo: (jmId: string, tier: TierId, options: AddVideoOptions = {}) =>
        change(
          videoKey(jmId),
          tier,
          () =>
            call(routes.addCartVideoEndpoint, {
              params: { jmId },
              body: {
                tier,
                playlistUuid: options.playlistUuid ?? undefined,
                postUrls: options.postUrls && options.postUrls.length > 0 ? options.postUrls : undefined,
              },
            }),
          { message: MESSAGES.videoAddedToCart, severity: 'success', action: view(options.playlistUuid) },
          options,
        ),
      /** Removes a line (its rights management fee line goes with it). */
      removeLine: (line: CartLine) =>
        change(
          lineKey(line.lineId),
          'remove',
          () => call(routes.removeCartLineEndpoint, { params: { lineId: line.lineId } }),
          { message: COMMERCE_COPY.removedFromCart, severity: 'success' },
        ),
    };
  }, [change]);

  return {
    /**
     * Runs one change of the cart (see `change` above): the cart page's and a playlist's changes
     * (`cartEdits.ts`) use it, so the pages that only add clips do not carry them.
     */
    run: change,
    /** The cart, once read (undefined while loading, and for a visitor). */
    cart: cart.data,
    error: cart.error as unknown,
    isLoading: signedIn && !cart.data && !cart.error,
    /** Reads the cart again (a checkout completed: the server took the paid lines out). */
    reload: () => cart.mutate(),
    /** The calls in flight by key (`videoKey`, `lineKey`, …) and what each changes to. */
    submitting,
    ...actions,
  };
}

export type UseCart = ReturnType<typeof useCart>;

/** The storefront's prices (public): each online tier, Discount Packs, Gift Cards, the fee. */
/**
 * The storefront's licence tiers and prices: read by the server before it renders a page with clip cards, so
 * the cards' "from" price is in the first paint and the same when the browser takes the page over.
 */
export const productsRequest = () => dataRequest(keys.products(), (c) => c(routes.productsEndpoint));

export function useProducts() {
  const { key, load } = productsRequest();
  return useSWR(key, () => load(call), {
    // Prices change rarely; the server caches them too.
    revalidateIfStale: false,
  });
}

/**
 * The clips the signed-in user holds a licence for, whether a clip is one ('-1' ids match their base), and
 * whether its download is the watermarked file (every licence held for it is Personal). Read again when the
 * window gets the focus back (a checkout paid in another tab, a licence granted meanwhile) and when a checkout
 * completes (`reload`), so a new licence's download shows without a reload of the page.
 */
export function usePurchased() {
  const { user } = useSession();
  const purchased = useSWR(user ? keys.purchased() : null, () => call(routes.purchasedVideosEndpoint), {
    revalidateOnFocus: true,
  });
  const held = useMemo(() => {
    // Base id → whether every licence held under it (the clip's and its '-1' variant's) is watermarked.
    const watermarked = new Set(purchased.data?.watermarked ?? []);
    const byBase = new Map<string, boolean>();
    for (const id of purchased.data?.data ?? []) {
      const base = baseJmId(id);
      byBase.set(base, (byBase.get(base) ?? true) && watermarked.has(id));
    }
    return byBase;
  }, [purchased.data]);
  const isLicensed = useCallback((jmId: string) => held.has(baseJmId(jmId)), [held]);
  const isWatermarked = useCallback((jmId: string) => held.get(baseJmId(jmId)) === true, [held]);
  return { isLicensed, isWatermarked, reload: () => purchased.mutate() };
}

/**
 * What a card shows of the user's commerce (spec section 3: a clip is marked in-cart by its jmId, a '-1' id
 * matching its base): whether a clip is in the cart, and whether the user holds a licence for it. Reads the
 * cached cart and purchased videos only; nothing for a visitor.
 */
export function useOwnership() {
  const { user } = useSession();
  const cart = useSWR(user ? keys.cart() : null, () => call(routes.cartEndpoint));
  const { isLicensed } = usePurchased();
  const inCart = useCallback((jmId: string) => clipLineOf(cart.data, jmId) !== undefined, [cart.data]);
  return { inCart, isLicensed };
}
