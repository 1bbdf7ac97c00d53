import { LICENCE_TIERS, isUpgrade, type ProductsResponse } from '@clipmarket/core';
import { SKU_PATTERNS, type Storefront, type StorefrontProduct } from '../storefront/port';
import { parseCents } from './money';
import type { OnlineTierId } from './tables';

/**
 * What the marketplace sells, read from the storefront's products (decisions.md, "Commerce" → "Products"). A
 * variant is recognised by its SKU (storefront/port.ts, SKU_PATTERNS), never by its title or id, so a Shopify
 * store's own ids work; a variant that is not for sale or whose price cannot be read is left out.
 */

interface SoldVariant {
  variantId: string;
  sku: string;
  priceCents: number;
  /** The storefront product's title, e.g. 'Discount Pack'. */
  productTitle: string;
  /** The storefront product type: 'Licence', 'Discount Pack', 'Gift Card', 'RM OTHER'. */
  productType: string;
  handle: string;
  /** The variant's title, e.g. '10 Basic Pro licences'; null for Shopify's 'Default Title'. */
  variantTitle: string | null;
}

export interface TierProduct extends SoldVariant {
  tier: OnlineTierId;
  /** The tier's name as packages/core describes it ('Basic Pro'). */
  name: string;
}

export interface PackProduct extends SoldVariant {
  tier: OnlineTierId;
  /** Prepaid licences in one pack. */
  count: number;
}

export interface GiftCardProduct extends SoldVariant {
  valueCents: number;
}

export type FeeProduct = SoldVariant;

/** A licence upgrade the shop sells: its price is the difference of the two tiers' (docs/adr/0084). */
export interface UpgradeProduct extends SoldVariant {
  from: OnlineTierId;
  to: OnlineTierId;
}

/** The key of an upgrade in `Catalogue.upgrades`: 'personal:basicPro'. */
export const upgradeKey = (from: string, to: string): string => `${from}:${to}`;

export interface Catalogue {
  currency: string;
  tiers: Map<OnlineTierId, TierProduct>;
  /** By variant id. */
  packs: Map<string, PackProduct>;
  /** By variant id. */
  giftCards: Map<string, GiftCardProduct>;
  rightsFee: FeeProduct | null;
  /**
   * By `upgradeKey(from, to)`: only upgrades to a higher tier whose price is the difference of the two tiers'
   * prices as the store sells them now (one priced otherwise would charge the buyer another amount).
   */
  upgrades: Map<string, UpgradeProduct>;
}

export const ONLINE_TIERS: readonly OnlineTierId[] = ['personal', 'basicPro', 'superPro'];

/** The tier's name in packages/core (the one description of each tier). */
export function tierName(tier: string): string {
  return LICENCE_TIERS.find((t) => t.id === tier)?.name ?? tier;
}

const DEFAULT_CURRENCY = 'USD';

/** The catalogue in a storefront's products. */
export function readCatalogue(products: readonly StorefrontProduct[]): Catalogue {
  const catalogue: Catalogue = {
    currency: '',
    tiers: new Map(),
    packs: new Map(),
    giftCards: new Map(),
    rightsFee: null,
    upgrades: new Map(),
  };
  const upgrades: UpgradeProduct[] = [];
  for (const product of products) {
    for (const variant of product.variants) {
      const sku = variant.sku?.trim() ?? '';
      const priceCents = parseCents(variant.price?.amount);
      if (!sku || !variant.availableForSale || priceCents === null || priceCents < 0) continue;
      catalogue.currency ||= variant.price.currencyCode || DEFAULT_CURRENCY;
      const sold: SoldVariant = {
        variantId: variant.id,
        sku,
        priceCents,
        productTitle: product.title,
        productType: product.productType,
        handle: product.handle,
        variantTitle: variant.title && variant.title !== 'Default Title' ? variant.title : null,
      };
      const licence = SKU_PATTERNS.licence.exec(sku);
      const pack = SKU_PATTERNS.pack.exec(sku);
      const giftCard = SKU_PATTERNS.giftCard.exec(sku);
      if (licence) {
        const tier = licence[1] as OnlineTierId;
        // The first variant of a tier is its price; a second one would make "the" price ambiguous.
        if (!catalogue.tiers.has(tier)) catalogue.tiers.set(tier, { ...sold, tier, name: tierName(tier) });
      } else if (pack) {
        const count = Number(pack[2]);
        if (count >= 1) catalogue.packs.set(variant.id, { ...sold, tier: pack[1] as OnlineTierId, count });
      } else if (giftCard) {
        catalogue.giftCards.set(variant.id, { ...sold, valueCents: Number(giftCard[1]) * 100 });
      } else if (SKU_PATTERNS.rightsFee.test(sku)) {
        catalogue.rightsFee ??= sold;
      } else {
        const upgrade = SKU_PATTERNS.upgrade.exec(sku);
        if (upgrade)
          upgrades.push({ ...sold, from: upgrade[1] as OnlineTierId, to: upgrade[2] as OnlineTierId });
      }
    }
  }
  // Read once every tier's price is known: an upgrade is sold at their difference, or not at all.
  for (const upgrade of upgrades) {
    const from = catalogue.tiers.get(upgrade.from);
    const to = catalogue.tiers.get(upgrade.to);
    const key = upgradeKey(upgrade.from, upgrade.to);
    if (!from || !to || !isUpgrade(upgrade.from, upgrade.to) || catalogue.upgrades.has(key)) continue;
    if (upgrade.priceCents !== to.priceCents - from.priceCents) continue;
    catalogue.upgrades.set(key, upgrade);
  }
  catalogue.currency ||= DEFAULT_CURRENCY;
  return catalogue;
}

/** The products endpoint's answer. */
export function productsResponse(catalogue: Catalogue): ProductsResponse {
  return {
    currency: catalogue.currency,
    tiers: ONLINE_TIERS.flatMap((tier) => {
      const product = catalogue.tiers.get(tier);
      return product
        ? [{ tier, name: product.name, variantId: product.variantId, priceCents: product.priceCents }]
        : [];
    }),
    discountPacks: [...catalogue.packs.values()].map((pack) => ({
      variantId: pack.variantId,
      tier: pack.tier,
      count: pack.count,
      priceCents: pack.priceCents,
      unitPriceCents: Math.round(pack.priceCents / pack.count),
    })),
    giftCards: [...catalogue.giftCards.values()].map((card) => ({
      variantId: card.variantId,
      valueCents: card.valueCents,
      priceCents: card.priceCents,
    })),
    rightsFee: catalogue.rightsFee
      ? { variantId: catalogue.rightsFee.variantId, priceCents: catalogue.rightsFee.priceCents }
      : null,
    upgrades: ONLINE_TIERS.flatMap((from) =>
      ONLINE_TIERS.flatMap((to) => {
        const upgrade = catalogue.upgrades.get(upgradeKey(from, to));
        return upgrade ? [{ from, to, variantId: upgrade.variantId, priceCents: upgrade.priceCents }] : [];
      }),
    ),
  };
}

export interface CatalogueCache {
  /**
   * The catalogue: the storefront's answer of the last `ttlMs`, else a fresh one, else (the storefront down or
   * slow) the last good answer, else null when it never answered.
   */
  current(): Promise<Catalogue | null>;
}

export interface CatalogueCacheOptions {
  ttlMs: number;
  /** A read slower than this counts as failed (the last good answer is used). */
  timeoutMs: number;
  /** After a failed read, the storefront is not asked again for this long (so a request does not wait on each). */
  retryAfterMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** Times out a promise without leaving its timer to hold the process open. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The storefront's products, read at most once per `ttlMs`, with the last good answer kept for when it is down. */
export function createCatalogueCache(storefront: Storefront, options: CatalogueCacheOptions): CatalogueCache {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? Math.min(5_000, options.ttlMs);
  let value: Catalogue | null = null;
  let fetchedAt = -Infinity;
  let failedAt = -Infinity;
  let inflight: Promise<Catalogue | null> | null = null;

  function refresh(): Promise<Catalogue | null> {
    inflight ??= withTimeout(storefront.products(), options.timeoutMs, "the storefront's products")
      .then((products) => {
        value = readCatalogue(products);
        fetchedAt = now();
        return value;
      })
      .catch((error: unknown) => {
        failedAt = now();
        options.onError?.(error);
        return value;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  return {
    async current() {
      const at = now();
      if (value && at - fetchedAt < options.ttlMs) return value;
      if (at - failedAt < retryAfterMs) return value;
      return refresh();
    },
  };
}
