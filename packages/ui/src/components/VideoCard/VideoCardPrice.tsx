import { createContext, type ReactNode } from 'react';

/** The "from" price every card under a `VideoCardPriceProvider` shows; null shows none. */
export const VideoCardPriceContext = createContext<string | null>(null);

export interface VideoCardPriceProviderProps {
  /**
   * The lowest licence price a buyer can pay online, formatted ('$49'), from the storefront's prices; null
   * while they are not known, and then no card shows a price.
   */
  fromPrice: string | null;
  children?: ReactNode;
}

/**
 * Gives every video card below it the shop's "from" price. The price is the shop's, not a clip's (every clip
 * is sold at the same tiers), so an app sets it once rather than handing it to each card of each grid.
 */
export function VideoCardPriceProvider({ fromPrice, children }: VideoCardPriceProviderProps) {
  return <VideoCardPriceContext.Provider value={fromPrice}>{children}</VideoCardPriceContext.Provider>;
}
