import { CHECKOUT_PRODUCT_TYPE, LICENCE_TIERS, displayTitle } from '@clipmarket/core';
import { PLAYLIST_UUIDS, videoFixtures } from '@clipmarket/mocks';
import type { VideoCardData } from '@clipmarket/core';
import { CART_ITEM_TYPES, type CartItem } from './cartItem.types';

/*
 * Cart lines for stories and tests. Mocks has no cart fixtures yet (commerce is a later issue); these are
 * typed by this folder's `CartItem` and built from the clip fixtures of `@clipmarket/mocks`.
 */

const [personal, basicPro, superPro] = LICENCE_TIERS;

function licenceLine(clip: VideoCardData, tierIndex: 0 | 1 | 2, extra: Partial<CartItem> = {}): CartItem {
  const tier = [personal, basicPro, superPro][tierIndex]!;
  const variantId = `gid://shopify/ProductVariant/${tier.id}`;
  return {
    id: clip.jmId,
    variantId,
    uId: `${clip.jmId}${variantId}`,
    quantity: 1,
    title: displayTitle(clip),
    imgUrl: clip.imgUrl ?? null,
    price: tier.priceUsd ?? 0,
    productName: tier.name,
    type: CHECKOUT_PRODUCT_TYPE,
    contentUsage: null,
    playlistUUID: PLAYLIST_UUIDS.roadTrips,
    rightsManagementFee: null,
    ...extra,
  };
}

export const cartItemFixtures = {
  basicPro: licenceLine(videoFixtures.cleared, 1),
  personal: licenceLine(videoFixtures.inquire, 0, { contentUsage: 'Instagram reel' }),
  /** A clip whose rights management penalty adds a fee line. */
  withFee: licenceLine(videoFixtures.editorialOnly, 2, { rightsManagementFee: 75 }),
  longTitle: licenceLine(videoFixtures.longTitle, 1, {
    contentUsage: 'YouTube pre-roll, Facebook and TikTok for the spring campaign across three brand channels',
  }),
  untitled: licenceLine(videoFixtures.untitled, 0),
  twoUnits: licenceLine(videoFixtures.cleared, 0, { quantity: 2 }),
  giftCard: {
    id: 'gift-card-100',
    variantId: 'gid://shopify/ProductVariant/gift-card-100',
    uId: 'gift-card-100gid://shopify/ProductVariant/gift-card-100',
    quantity: 1,
    title: 'Clipmarket Gift Card',
    imgUrl: null,
    price: 100,
    productName: 'Gift Card $100',
    type: CART_ITEM_TYPES.giftCard,
  },
  discountPack: {
    id: 'discount-pack-10',
    variantId: 'gid://shopify/ProductVariant/discount-pack-10',
    uId: 'discount-pack-10gid://shopify/ProductVariant/discount-pack-10',
    quantity: 1,
    title: '10-Clip Discount Pack',
    imgUrl: null,
    price: 1190.5,
    productName: '10-Clip Discount Pack',
    type: CART_ITEM_TYPES.discountPack,
  },
  /** A clip without a storefront variant: the cart is not ready for the online shop when it comes first. */
  inquiry: licenceLine(videoFixtures.editorialOnly, 2, {
    variantId: null,
    uId: `${videoFixtures.editorialOnly.jmId}-inquiry`,
    price: 0,
    productName: 'Custom',
    type: CART_ITEM_TYPES.inquiry,
  }),
} satisfies Record<string, CartItem>;

/** A cart of licences, one with a rights management fee, a gift card and a discount pack. */
export const cartFixture: CartItem[] = [
  cartItemFixtures.basicPro,
  cartItemFixtures.personal,
  cartItemFixtures.withFee,
  cartItemFixtures.giftCard,
  cartItemFixtures.discountPack,
];
