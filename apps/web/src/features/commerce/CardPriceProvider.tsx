import { LICENCE_TIERS, tierLimits } from '@clipmarket/core';
import { formatCartPrice, VideoCardPriceProvider } from '@clipmarket/ui';
import type { ReactNode } from 'react';
import { useProducts } from './useCart';

/**
 * The lowest price among the licence tiers the storefront sells online, formatted ('$49'), and what that tier
 * cannot do ('watermarked, no monetization', `tierLimits`), so "from $49" is never read as the price of a
 * licence it is not; null if the shop sells no tier.
 */
export function lowestTier(
  products: ReturnType<typeof useProducts>['data'],
): { price: string; limits: string | null } | null {
  if (!products || products.tiers.length === 0) return null;
  const lowest = products.tiers.reduce((min, tier) => (tier.priceCents < min.priceCents ? tier : min));
  const tier = LICENCE_TIERS.find((item) => item.id === lowest.tier);
  return {
    price: formatCartPrice(lowest.priceCents, products.currency),
    limits: tier ? tierLimits(tier) : null,
  };
}

/**
 * Gives every clip card of the app the shop's "from" price and what its tier cannot do, read once from the
 * storefront's prices (the same read the clip page's "License this clip" makes). Until they arrive, or if the
 * shop sells no tier online, cards show no price rather than a number the server does not back (ADR 31).
 */
export function CardPriceProvider({ children }: { children: ReactNode }) {
  const products = useProducts();
  const from = lowestTier(products.data);
  return (
    <VideoCardPriceProvider fromPrice={from?.price ?? null} fromPriceLimits={from?.limits ?? null}>
      {children}
    </VideoCardPriceProvider>
  );
}
