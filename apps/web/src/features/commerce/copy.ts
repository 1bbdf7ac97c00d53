import { PAGE_BASE, PAGES } from '@clipmarket/core';
import { inquiryHref, type InquiryAbout } from './inquiryLink';

/**
 * The cart's and checkout's words in the app (the spec's own messages, 'Video added to cart' and 'Discount
 * Pack added to cart', are `MESSAGES` in core; the components' texts are `CART_TEXT` in @clipmarket/ui).
 */
export const COMMERCE_COPY = {
  /** The header's cart link: visible word, and its accessible name with the count. */
  cartLink: 'Cart',
  cartLinkName: (count: number): string => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  // The checkout page's own words are CHECKOUT_COPY (CheckoutPage.tsx), and the cart edits' CART_EDITS_COPY
  // (cartEdits.ts): loaded with those, not with every page.
  /** A cart change failed and the server gave no words for it. */
  cartFailed: 'Your cart could not be changed. Please try again.',
  removedFromCart: 'Removed from cart',
  /** The clip page's licence choice. */
  license: 'License this clip',
  licenceSubject: (jvId: string, title: string): string => `${jvId} · ${title}`,
  licensed: 'You hold a licence for this clip.',
  viewLicences: 'See your licences',
  inCart: (tier: string): string => `In your cart at ${tier}.`,
  viewCart: 'View cart',
  /** "I already used this clip" (its dialog's words are its own: USED_CLIP_COPY, loaded with it). */
  alreadyUsed: 'I already used this clip',
  // The playlist page's licensing words are PlaylistCartBar's own (PLAYLIST_CART_COPY), loaded with that page.
} as const;

/** The checkout page of the whole cart, or of one playlist's lines. */
export const checkoutHref = (playlistUuid?: string | null): string =>
  PAGES.checkout.href({ playlistUUID: playlistUuid });

/** The licensing inquiry with clips attached, as a full path (the inquiry page's own `inquiryHref`). */
export const inquiryPath = (jmIds: readonly string[], about?: InquiryAbout): string =>
  `${PAGE_BASE}${inquiryHref(jmIds, about)}`;

/** The licence history. */
export const HISTORY_HREF = PAGES.accountHistory.href();
