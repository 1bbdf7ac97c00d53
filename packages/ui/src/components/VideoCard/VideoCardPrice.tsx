import { createContext, type ReactNode } from 'react';

/** The "from" price every card under a `VideoCardPriceProvider` shows, and what its tier cannot do. */
export const VideoCardPriceContext = createContext<{
  fromPrice: string | null;
  fromPriceLimits: string | null;
} | null>(null);

export interface VideoCardPriceProviderProps {
  /**
   * The lowest licence price a buyer can pay online, formatted ('$49'), from the storefront's prices; null
   * while they are not known, and then no card shows a price.
   */
  fromPrice: string | null;
  /**
   * What the tier of that price cannot do, in a few words ('watermarked, no monetization', core's
   * `tierLimits`), shown with the price so it is not read as the price of any licence.
   * @default null
   */
  fromPriceLimits?: string | null;
  children?: ReactNode;
}

/**
 * Gives every video card below it the shop's "from" price. The price is the shop's, not a clip's (every clip
 * is sold at the same tiers), so an app sets it once rather than handing it to each card of each grid.
 */
export function VideoCardPriceProvider({
  fromPrice,
  fromPriceLimits = null,
  children,
}: VideoCardPriceProviderProps) {
  return (
    <VideoCardPriceContext.Provider value={{ fromPrice, fromPriceLimits }}>
      {children}
    </VideoCardPriceContext.Provider>
  );
}
