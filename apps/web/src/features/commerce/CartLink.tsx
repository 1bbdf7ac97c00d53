import { BREAKPOINTS, PAGES } from '@clipmarket/core';
import { buttonStyles, CartIcon, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';
import { Link, useRoute } from 'wouter';
import { useSession } from '../../session/AuthProvider';
import { COMMERCE_COPY } from './copy';
import { useCart } from './useCart';

const link = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  color: inherit;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    background: ${theme.color.washInverse};
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  /* On a phone, the icon and the count alone in the header's one row. */
  @media (max-width: ${BREAKPOINTS.md - 0.02}px) {
    padding-inline: ${theme.space[1]};
  }
`;

/* The word beside the icon, from md; on a phone the icon and the count say it (the link's name is whole). */
const word = css`
  @media (max-width: ${BREAKPOINTS.md - 0.02}px) {
    display: none;
  }
`;

const count = css`
  min-width: 1.25rem;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
  line-height: 1.25rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/**
 * The header's cart link with the number of lines (spec section 4: the cart link with the line count), for a
 * signed-in user. While an add runs the count waits for the server's answer, so it never shows a line the
 * server refused.
 */
export function CartLink() {
  const { user } = useSession();
  const { cart } = useCart();
  const [onCheckout] = useRoute('/checkout/:playlistUUID?');
  if (!user) return null;
  const lines = cart?.count ?? 0;
  return (
    <Link
      href={PAGES.checkout.path()}
      css={[buttonStyles.textLink, link]}
      aria-label={cart ? COMMERCE_COPY.cartLinkName(lines) : COMMERCE_COPY.cartLink}
      aria-current={onCheckout ? 'page' : undefined}
      data-count={lines}
    >
      <CartIcon />
      <span css={word}>{COMMERCE_COPY.cartLink}</span>
      {cart && lines > 0 ? (
        <span css={count} aria-hidden="true">
          {lines}
        </span>
      ) : null}
    </Link>
  );
}
