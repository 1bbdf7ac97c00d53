import { CHECKOUT_PRODUCT_TYPE, isInquiryType } from '@clipmarket/core';

/** The rule lives in core; re-exported under the name the cart has always exported. */
export { isCartReadyForOnlineShop } from '@clipmarket/core';

/*
 * The cart's types. The API contract has no commerce schemas yet (commerce is a later issue), so the cart
 * item is defined here from spec section 3 ("Cart item: variantId, quantity, id, title, imgUrl, price,
 * productName, uId, type, contentUsage, playlistUUID"). When core's contract gains the cart schema, these
 * become aliases of its types.
 */

/**
 * Values of a cart item's `type` that the cart treats apart. 'Gift Card' and 'Discount Pack' are the
 * spec's words (sections 3 and 8); 'Inquiry' is an inquiry type, which makes a cart not ready for the online
 * shop (section 4; core's `isInquiryType` recognises any type naming an inquiry); a licence line has the
 * checkout product type 'RM OTHER' (section 9).
 */
export const CART_ITEM_TYPES = {
  giftCard: 'Gift Card',
  discountPack: 'Discount Pack',
  inquiry: 'Inquiry',
  licence: CHECKOUT_PRODUCT_TYPE,
} as const;

/** One line of the cart (spec section 3). */
export interface CartItem {
  /** The clip's jmId (a licence line), or the product's id (a gift card, a discount pack). */
  id: string;
  /** The storefront variant; a cart whose first item has none is not ready for the online shop. */
  variantId: string | null;
  /** `id` plus variant: unique per line. */
  uId: string;
  quantity: number;
  /** The clip's title, or the product's. */
  title: string | null;
  imgUrl?: string | null;
  /** Price of one unit in US dollars, from the storefront's products. */
  price: number;
  /** The storefront product: for a licence line, the licence tier's name ('Basic Pro'). */
  productName: string;
  /** 'Gift Card', 'Discount Pack', an inquiry type ('Inquiry'), 'RM OTHER' or another storefront type. */
  type?: string | null;
  /** How the buyer says the clip will be used, when given. */
  contentUsage?: string | null;
  /** The playlist the line was added from. */
  playlistUUID?: string | null;
  /**
   * The rights management fee for this clip in US dollars, when a penalty applies (spec section 9: "a
   * rights management fee line is added per clip").
   */
  rightsManagementFee?: number | null;
}

/** The kind of line, from its `type`: drives the badge and whether a JV# id is shown. */
export type CartItemKind = 'licence' | 'giftCard' | 'discountPack' | 'inquiry';

export function cartItemKind(item: Pick<CartItem, 'type'>): CartItemKind {
  // Any inquiry type is an inquiry line, as it is for the online-shop rule (`isCartReadyForOnlineShop`).
  if (isInquiryType(item.type)) return 'inquiry';
  switch (item.type) {
    case CART_ITEM_TYPES.giftCard:
      return 'giftCard';
    case CART_ITEM_TYPES.discountPack:
      return 'discountPack';
    default:
      return 'licence';
  }
}
