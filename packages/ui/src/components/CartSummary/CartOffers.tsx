import { LICENCE_TIERS, type ProductsResponse } from '@clipmarket/core';
import { useId } from 'react';
import { formatCartPrice } from '../CartItemRow/formatCartPrice';
import * as styles from './CartOffers.styles';
import { CART_OFFERS_TEXT } from './cartOffersText';
import { Button } from '../Button';

/** The storefront products the offers show. */
export type CartOffersProducts = Pick<ProductsResponse, 'currency' | 'discountPacks' | 'giftCards'>;

export interface CartOffersProps {
  /** The storefront's Discount Packs and Gift Cards (`ProductsResponse`), with their prices in cents. */
  products: CartOffersProducts;
  /** Called with the variant of the product whose Add is pressed. */
  onAddProduct: (variantId: string) => void;
  /** The variant whose add call runs: its button waits, the others too. */
  submittingVariantId?: string | null;
  /**
   * Level of the offers' heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5;
}

const tierName = (tier: string) => LICENCE_TIERS.find((item) => item.id === tier)?.name ?? tier;

/**
 * What the cart offers beside the clips: Discount Packs (prepaid licences of a tier at a lower unit price,
 * spent at later checkouts before money) and Gift Cards, priced by the storefront.
 */
export function CartOffers({
  products,
  onAddProduct,
  submittingVariantId = null,
  headingLevel = 3,
}: CartOffersProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const busy = submittingVariantId !== null;
  if (products.discountPacks.length === 0 && products.giftCards.length === 0) return null;
  const price = (cents: number) => formatCartPrice(cents, products.currency);

  const add = (variantId: string, label: string, name: string) => {
    const submitting = submittingVariantId === variantId;
    return (
      <Button
        loading={submitting}
        size="sm"
        aria-label={name}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onAddProduct(variantId);
        }}
      >
        {label}
      </Button>
    );
  };

  return (
    <section css={styles.root} aria-labelledby={headingId} data-state={busy ? 'submitting' : 'idle'}>
      <Heading id={headingId} css={styles.heading}>
        {CART_OFFERS_TEXT.heading}
      </Heading>
      <ul css={styles.list}>
        {products.discountPacks.map((pack) => {
          const name = CART_OFFERS_TEXT.packName(pack.count, tierName(pack.tier));
          return (
            <li key={pack.variantId} css={styles.offer} data-offer="discountPack">
              <p css={styles.name}>{name}</p>
              <p css={styles.detail}>
                {CART_OFFERS_TEXT.packDetail(price(pack.priceCents), price(pack.unitPriceCents))}
              </p>
              {add(pack.variantId, CART_OFFERS_TEXT.add, CART_OFFERS_TEXT.addName(name))}
            </li>
          );
        })}
        {products.giftCards.map((card) => {
          const name = CART_OFFERS_TEXT.giftCardName(price(card.valueCents));
          return (
            <li key={card.variantId} css={styles.offer} data-offer="giftCard">
              <p css={styles.name}>{name}</p>
              <p css={styles.detail}>{CART_OFFERS_TEXT.giftCardDetail(price(card.priceCents))}</p>
              {add(card.variantId, CART_OFFERS_TEXT.add, CART_OFFERS_TEXT.addName(name))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
