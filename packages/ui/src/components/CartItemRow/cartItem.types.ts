import { CHECKOUT_PRODUCT_TYPE, type Cart, type CartLine } from '@clipmarket/core';

/** The rule lives in core; re-exported under the name the cart has always exported. */
export { isCartReadyForOnlineShop } from '@clipmarket/core';

/*
 * The cart's types are the API contract's (packages/core/src/contract/commerce.ts): what the server answers is
 * what the components show, with no mapping in between. Money is in cents, from the storefront's prices.
 */

/** One line of the cart: a clip at a tier, a Custom inquiry, a rights management fee, a Discount Pack or a Gift Card. */
export type CartItem = CartLine;

/** The whole cart as the server answers it: lines, count, totals in cents, readiness and Discount Pack credits. */
export type { Cart, CartLine };

/** The storefront product types a line can carry (`CartLine.type`), as the server writes them. */
export const CART_ITEM_TYPES = {
  licence: 'Licence',
  inquiry: 'Inquiry',
  /** Spec section 9: the checkout product type of the rights management fee. */
  rightsFee: CHECKOUT_PRODUCT_TYPE,
  discountPack: 'Discount Pack',
  giftCard: 'Gift Card',
  /** A licence's upgrade to a higher tier (docs/adr/0084). */
  upgrade: 'Licence Upgrade',
} as const;

/** The kind of line: drives the badge, whether a JV# id shows and how the price reads. */
export type CartItemKind = CartLine['kind'];

/** The kind of a line: the server says it (`kind`), so no product type is parsed here. */
export function cartItemKind(item: Pick<CartLine, 'kind'>): CartItemKind {
  return item.kind;
}

/**
 * Whether a line is for a clip (a licence, an inquiry, a clip's fee or a licence's upgrade), so it has a JV#
 * id and a page.
 */
export function isClipLine(item: Pick<CartLine, 'kind'>): boolean {
  return (
    item.kind === 'licence' || item.kind === 'inquiry' || item.kind === 'rightsFee' || item.kind === 'upgrade'
  );
}

/** The totals a cart shows. */
export type CartTotalsInCents = Pick<
  Cart,
  'subtotalCents' | 'creditAppliedCents' | 'totalCents' | 'currency'
>;
