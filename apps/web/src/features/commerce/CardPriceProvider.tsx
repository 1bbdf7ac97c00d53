import { formatCartPrice, VideoCardPriceProvider } from '@clipmarket/ui';
import type { ReactNode } from 'react';
import { useProducts } from './useCart';

/** The lowest price among the licence tiers the storefront sells online, formatted ('$49'); null if none. */
export function lowestTierPrice(products: ReturnType<typeof useProducts>['data']): string | null {
  if (!products || products.tiers.length === 0) return null;
  const lowest = Math.min(...products.tiers.map((tier) => tier.priceCents));
  return formatCartPrice(lowest, products.currency);
}

/**
 * Gives every clip card of the app the shop's "from" price, read once from the storefront's prices (the same
 * read the clip page's "License this clip" makes). Until they arrive, or if the shop sells no tier online,
 * cards show no price rather than a number the server does not back (ADR 31).
 */
export function CardPriceProvider({ children }: { children: ReactNode }) {
  const products = useProducts();
  return (
    <VideoCardPriceProvider fromPrice={lowestTierPrice(products.data)}>{children}</VideoCardPriceProvider>
  );
}
