import { MESSAGES, type CartLine, type TierId } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useSnackbar } from '@clipmarket/ui';
import { useMemo } from 'react';
import { call } from '../../api/client';
import { checkoutHref } from './copy';
import { lineKey, playlistKey, productKey, tierName, type UseCart } from './useCart';

/** What the cart's edits say when they are done: loaded with the pages that make them, not with every page. */
export const CART_EDITS_COPY = {
  giftCardAddedToCart: 'Gift Card added to cart',
  /** The cart's project and PO form saved: every licence and inquiry line now carries them. */
  cartDetailsSaved: 'Project and PO saved for every licence',
  /** A whole playlist added at one tier. */
  playlistAdded: (added: number, tier: string): string =>
    added === 0
      ? `Every clip of this playlist is already in your cart at ${tier}.`
      : `${added} ${added === 1 ? 'clip' : 'clips'} added to cart at ${tier}`,
} as const;

/**
 * The changes only the cart and a playlist's licensing make: a line's tier, project and PO, every licence's
 * project and PO, the offers, emptying, a whole playlist added or dropped. They run through `useCart`'s `run`,
 * so their keys show in its `submitting` like the rest, but live here so the pages that only add clips (search,
 * clip) do not load them.
 */
export function useCartEdits(cart: UseCart) {
  const { run } = cart;
  const snackbar = useSnackbar();
  return useMemo(
    () => ({
      /** Adds every clip of one of the user's playlists at one tier. */
      addPlaylist: async (uuid: string, tier: TierId) => {
        let added = 0;
        const result = await run(
          playlistKey(uuid),
          tier,
          async () => {
            const answer = await call(routes.addCartPlaylistEndpoint, { params: { uuid }, body: { tier } });
            added = answer.added;
            return answer;
          },
          null,
        );
        if (result.ok) {
          snackbar.enqueue({
            message: CART_EDITS_COPY.playlistAdded(added, tierName(tier)),
            severity: 'success',
            action: { kind: 'view', href: checkoutHref(uuid) },
          });
        }
        return result;
      },
      /** Drops a playlist's lines (its checkout is not the user's to make). */
      removePlaylist: (uuid: string) =>
        run(
          playlistKey(uuid),
          'remove',
          () => call(routes.removeCartPlaylistEndpoint, { params: { uuid } }),
          null,
          { quiet: true },
        ),
      /** Changes a line's project name and PO number (or tier, content usage). */
      updateLine: (
        line: CartLine,
        // Only a tier sold online: the server refuses Custom here (it is quoted by inquiry).
        body: { projectName?: string | null; poNumber?: string | null; tier?: Exclude<TierId, 'custom'> },
      ) =>
        run(
          lineKey(line.lineId),
          'save',
          () => call(routes.updateCartLineEndpoint, { params: { lineId: line.lineId }, body }),
          null,
        ),
      /** Names the project and PO of every licence and inquiry line at once. */
      updateDetails: (body: { projectName: string | null; poNumber: string | null }) =>
        run('details', 'save', () => call(routes.updateCartDetailsEndpoint, { body }), {
          message: CART_EDITS_COPY.cartDetailsSaved,
          severity: 'success',
        }),
      /** Adds a Discount Pack or a Gift Card. */
      addProduct: (variantId: string, kind: 'discountPack' | 'giftCard') =>
        run(
          productKey(variantId),
          kind,
          () => call(routes.addCartProductEndpoint, { body: { variantId, quantity: 1 } }),
          {
            message:
              kind === 'discountPack'
                ? MESSAGES.discountPackAddedToCart
                : CART_EDITS_COPY.giftCardAddedToCart,
            severity: 'success',
            action: { kind: 'view', href: checkoutHref() },
          },
        ),
      /** Empties the cart. */
      empty: () => run('empty', 'empty', () => call(routes.emptyCartEndpoint), null),
    }),
    [run, snackbar],
  );
}
