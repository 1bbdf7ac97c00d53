import { LICENCE_TIERS, ONLINE_TIER_IDS, PAGES } from '@clipmarket/core';
import { Button, buttonStyles, formatCartPrice, media, theme, tierOptionLabel } from '@clipmarket/ui';
import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { useCartEdits } from './cartEdits';
import { playlistKey, tierName, useCart, useProducts } from './useCart';

/**
 * The playlist page's licensing words: here, not in COMMERCE_COPY, which every page loads (the header's cart),
 * so only the playlist page carries them.
 */
export const PLAYLIST_CART_COPY = {
  playlistLicensing: 'License this playlist',
  playlistTierLabel: 'Licence tier for this playlist',
  licenseAll: (tier: string): string => `License all at ${tier}`,
  checkoutPlaylist: 'Check out this playlist',
} as const;

/** A tier a clip can be bought at online. */
export type OnlineTier = (typeof ONLINE_TIER_IDS)[number];

const styles = {
  bar: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space[3]};
    margin-bottom: ${theme.space[3]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  `,
  field: css`
    display: grid;
    gap: ${theme.space[1]};
    flex: 1 1 100%;
    font-size: ${theme.font.sizeSm};
    font-weight: ${theme.font.weightBold};

    ${media.sm} {
      flex: 0 1 auto;
    }

    select {
      min-height: 2.5rem;
      padding-inline: ${theme.space[2]};
      border: 1px solid ${theme.color.borderStrong};
      border-radius: ${theme.radius.md};
      background: ${theme.color.surface};
      color: ${theme.color.text};
      font: inherit;
      font-weight: ${theme.font.weightRegular};
    }
  `,
};

export interface PlaylistCartBarProps {
  playlistUuid: string;
  /** Only the playlist's owner can add it whole (the server checks the playlist is the caller's). */
  canModify: boolean;
  /** The tier the rows' Add to cart and "License all" use. */
  tier: OnlineTier;
  onTierChange: (tier: OnlineTier) => void;
}

/**
 * A playlist page's licensing: the tier its rows are added at, "License all at <tier>" (every clip of the
 * playlist at once), and the way to this playlist's checkout once some of its clips are in the cart.
 */
export function PlaylistCartBar({ playlistUuid, canModify, tier, onTierChange }: PlaylistCartBarProps) {
  const selectId = useId();
  const cart = useCart();
  const edits = useCartEdits(cart);
  const products = useProducts();
  const adding = cart.submitting.has(playlistKey(playlistUuid));
  const inCart = cart.cart?.lines.some((line) => line.playlistUUID === playlistUuid) ?? false;
  const price = (id: OnlineTier) => {
    const found = products.data?.tiers.find((item) => item.tier === id);
    return found ? formatCartPrice(found.priceCents, products.data!.currency) : null;
  };

  return (
    <div css={styles.bar} role="group" aria-label={PLAYLIST_CART_COPY.playlistLicensing}>
      <label htmlFor={selectId} css={styles.field}>
        {PLAYLIST_CART_COPY.playlistTierLabel}
        <select
          id={selectId}
          value={tier}
          onChange={(event) => onTierChange(event.target.value as OnlineTier)}
        >
          {ONLINE_TIER_IDS.map((id) => (
            <option key={id} value={id}>
              {tierOptionLabel(LICENCE_TIERS.find((item) => item.id === id)!.name, price(id))}
            </option>
          ))}
        </select>
      </label>
      {canModify ? (
        <Button variant="primary" loading={adding} onClick={() => void edits.addPlaylist(playlistUuid, tier)}>
          {PLAYLIST_CART_COPY.licenseAll(tierName(tier))}
        </Button>
      ) : null}
      {inCart ? (
        <Link href={PAGES.checkout.path({ playlistUUID: playlistUuid })} css={buttonStyles.secondaryButton}>
          {PLAYLIST_CART_COPY.checkoutPlaylist}
        </Link>
      ) : null}
    </div>
  );
}
