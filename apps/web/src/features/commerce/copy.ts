import { PAGE_BASE, PAGES } from '@clipmarket/core';
import { inquiryHref } from './inquiryLink';

/**
 * The cart's and checkout's words in the app (the spec's own messages, 'Video added to cart' and 'Discount
 * Pack added to cart', are `MESSAGES` in core; the components' texts are `CART_TEXT` in @clipmarket/ui).
 */
export const COMMERCE_COPY = {
  /** The header's cart link: visible word, and its accessible name with the count. */
  cartLink: 'Cart',
  cartLinkName: (count: number): string => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  checkoutHeading: 'Checkout',
  checkoutLead: 'License the clips in your cart through our secure checkout.',
  playlistCheckoutHeading: 'Checkout of a playlist',
  playlistCheckoutLead: 'The clips you added from this playlist. Your other cart lines stay for later.',
  playlistCartHeading: 'This playlist in your cart',
  wholeCart: 'See your whole cart',
  cartLoadFailed: 'Your cart could not be loaded.',
  retry: 'Try again',
  /** A cart change failed and the server gave no words for it. */
  cartFailed: 'Your cart could not be changed. Please try again.',
  giftCardAddedToCart: 'Gift Card added to cart',
  removedFromCart: 'Removed from cart',
  /** The cart's project and PO form saved: every licence and inquiry line now carries them. */
  cartDetailsSaved: 'Project and PO saved for every licence',
  /** A whole playlist added at one tier. */
  playlistAdded: (added: number, tier: string): string =>
    added === 0
      ? `Every clip of this playlist is already in your cart at ${tier}.`
      : `${added} ${added === 1 ? 'clip' : 'clips'} added to cart at ${tier}`,
  /** The clip page's licence choice. */
  license: 'License this clip',
  fromPrice: (price: string): string => `from ${price}`,
  fromPriceName: (price: string): string => `Licences from ${price} per video`,
  licenceSubject: (jvId: string, title: string): string => `${jvId} · ${title}`,
  licensed: 'You hold a licence for this clip.',
  viewLicences: 'See your licences',
  inCart: (tier: string): string => `In your cart at ${tier}.`,
  viewCart: 'View cart',
  /** Amber clips (YELLOW, LIMITATIONS): advertising use is cleared case by case. */
  advertisingInquiry: 'Advertising use of this clip needs clearance.',
  advertisingInquiryLink: 'Inquire for advertising use',
  /** "I already used this clip". */
  alreadyUsed: 'I already used this clip',
  alreadyUsedTitle: 'License a clip you already used',
  alreadyUsedBody:
    'Paste the address of each post that used the clip, one per line. The licence will cover those posts; a rights management fee is added to the tier.',
  postUrlsLabel: 'Post addresses (one per line)',
  tierLabel: 'Licence',
  feeNote: (fee: string): string => `Plus a rights management fee of ${fee}.`,
  addToCart: 'Add to cart',
  adding: 'Adding…',
  cancel: 'Cancel',
  postUrlsMissing: 'Paste at least one post address.',
  postUrlsTooMany: (max: number): string => `Paste at most ${max} addresses.`,
  postUrlInvalid: (line: number): string =>
    `Line ${line} is not a full address: give it starting with https://.`,
  /** Playlist page. */
  playlistLicensing: 'License this playlist',
  playlistTierLabel: 'Licence tier for this playlist',
  licenseAll: (tier: string): string => `License all at ${tier}`,
  checkoutPlaylist: 'Check out this playlist',
} as const;

/** The checkout page of the whole cart, or of one playlist's lines. */
export const checkoutHref = (playlistUuid?: string | null): string =>
  PAGES.checkout.href({ playlistUUID: playlistUuid });

/** The licensing inquiry with clips attached, as a full path (the inquiry page's own `inquiryHref`). */
export const inquiryPath = (jmIds: readonly string[]): string => `${PAGE_BASE}${inquiryHref(jmIds)}`;

/** The licence history. */
export const HISTORY_HREF = PAGES.accountHistory.href();
