/**
 * Whether a cart can be bought in the online shop (spec section 4): "A cart whose first item has no variant or
 * is of an inquiry type is marked not ready for the online shop."
 *
 * - Only the first item decides.
 * - "No variant": a missing, null or empty `variantId`.
 * - "An inquiry type": any `type` naming an inquiry, in any case ('Inquiry', 'Custom Inquiry'), since the spec
 *   speaks of inquiry types rather than one value. Gift cards, discount packs and licence lines ('RM OTHER')
 *   are sold online.
 * - An empty cart has no first item, so nothing marks it not ready: it is ready. Whether there is anything to
 *   check out is a separate question (checkout ignores an empty cart; the cart shows that it is empty).
 */

/** The word that makes a cart item's `type` an inquiry type, compared without case. */
export const CART_INQUIRY_TYPE_WORD = 'inquiry';

/** What the rule reads of a cart item (spec section 3: variantId, type). */
export interface CartItemForShop {
  variantId?: string | null;
  type?: string | null;
}

/** Whether a cart item's `type` is an inquiry type: 'Inquiry', 'Custom Inquiry', 'inquiry'… */
export function isInquiryType(type: string | null | undefined): boolean {
  return (type ?? '').toLowerCase().includes(CART_INQUIRY_TYPE_WORD);
}

/** Whether the cart can be bought in the online shop: its first item, if any, has a variant and is no inquiry. */
export function isCartReadyForOnlineShop(items: readonly CartItemForShop[]): boolean {
  const first = items[0];
  if (first === undefined) return true;
  return Boolean(first.variantId) && !isInquiryType(first.type);
}

/**
 * The lines a buyer sees as items of the cart: a rights management fee line shown under its clip's line is not
 * one of its own; a fee whose line is gone stands alone and is. The cart's heading and the header's cart link
 * count these, so both say the same number.
 */
export function cartItems<L extends { lineId: string; forLineId?: string | null }>(lines: readonly L[]): L[] {
  const ids = new Set(lines.map((line) => line.lineId));
  return lines.filter((line) => !line.forLineId || !ids.has(line.forLineId));
}
