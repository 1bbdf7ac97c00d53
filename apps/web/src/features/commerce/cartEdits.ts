import { MESSAGES, type CartLine, type TierId } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useSnackbar } from '@clipmarket/ui';
import { useMemo } from 'react';
import { call } from '../../api/client';
import { COMMERCE_COPY, checkoutHref } from './copy';
import { lineKey, playlistKey, productKey, tierName, type UseCart } from './useCart';

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
            message: COMMERCE_COPY.playlistAdded(added, tierName(tier)),
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
        body: { projectName?: string | null; poNumber?: string | null; tier?: TierId },
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
          message: COMMERCE_COPY.cartDetailsSaved,
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
              kind === 'discountPack' ? MESSAGES.discountPackAddedToCart : COMMERCE_COPY.giftCardAddedToCart,
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
