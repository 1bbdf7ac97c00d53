import { LICENCE_TIERS, type TierId } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The sandbox's catalogue (decisions.md, "Commerce" → "Products"), the same products a Shopify store used with
 * Clipmarket carries, with the SKUs the commerce code recognises (port.ts, SKU_PATTERNS). Ids are fixed, so a
 * variant's id is the same on every machine and in every test.
 */

export const SANDBOX_CURRENCY = 'USD';
export const SANDBOX_VENDOR = 'Clipmarket';

export interface CatalogueVariant {
  id: number;
  title: string;
  sku: string;
  priceCents: number;
}

export interface CatalogueProduct {
  id: number;
  handle: string;
  title: string;
  description: string;
  productType: 'Licence' | 'Discount Pack' | 'Gift Card' | 'RM OTHER' | 'Licence Upgrade';
  variants: CatalogueVariant[];
}

/** Shopify's title of a product's only variant. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

/** The tiers bought online (Custom is by inquiry: no product). */
export const ONLINE_TIERS = ['personal', 'basicPro', 'superPro'] as const satisfies readonly TierId[];
type OnlineTier = (typeof ONLINE_TIERS)[number];

function tier(id: OnlineTier) {
  const found = LICENCE_TIERS.find((t) => t.id === id);
  if (!found || found.priceUsd === null) throw new Error(`The ${id} tier has no price`);
  return { name: found.name, priceCents: Math.round(found.priceUsd * 100) };
}

/** Licences in a Discount Pack, and the unit price of each tier's pack (about a fifth off the tier's price). */
export const PACK_SIZE = 10;
export const PACK_UNIT_PRICE_USD: Record<OnlineTier, number> = { personal: 39, basicPro: 119, superPro: 239 };

/** The Gift Card's values, in dollars. */
export const GIFT_CARD_VALUES_USD = [50, 100, 250] as const;

/** The rights management fee for a clip already used (spec section 9's "penalty"). */
export const RIGHTS_FEE_USD = 100;

/**
 * Every licence upgrade from a tier to a higher one (docs/adr/0084), in the tiers' order: Personal → Basic Pro,
 * Personal → Super Pro, Basic Pro → Super Pro. Each is priced at the difference of the two tiers' prices.
 */
export const UPGRADE_PAIRS: readonly (readonly [OnlineTier, OnlineTier])[] = ONLINE_TIERS.flatMap((from, i) =>
  ONLINE_TIERS.slice(i + 1).map((to) => [from, to] as const),
);

export const SANDBOX_CATALOGUE: readonly CatalogueProduct[] = [
  ...ONLINE_TIERS.map((id, i): CatalogueProduct => ({
    id: 9001 + i,
    handle: `licence-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    title: `${tier(id).name} licence`,
    description: `A ${tier(id).name} digital publishing licence for one clip.`,
    productType: 'Licence',
    variants: [
      { id: 41001 + i, title: DEFAULT_VARIANT_TITLE, sku: `licence:${id}`, priceCents: tier(id).priceCents },
    ],
  })),
  {
    id: 9004,
    handle: 'discount-pack',
    title: 'Discount Pack',
    description: `${PACK_SIZE} prepaid licences of one tier at a lower price, spent at later checkouts.`,
    productType: 'Discount Pack',
    variants: ONLINE_TIERS.map((id, i) => ({
      id: 42001 + i,
      title: `${PACK_SIZE} ${tier(id).name} licences`,
      sku: `pack:${id}:${PACK_SIZE}`,
      priceCents: PACK_UNIT_PRICE_USD[id] * PACK_SIZE * 100,
    })),
  },
  {
    id: 9005,
    handle: 'gift-card',
    title: 'Clipmarket Gift Card',
    description: 'A gift card for Clipmarket licences.',
    productType: 'Gift Card',
    variants: GIFT_CARD_VALUES_USD.map((dollars, i) => ({
      id: 43001 + i,
      title: `$${dollars}`,
      sku: `gift-card:${dollars}`,
      priceCents: dollars * 100,
    })),
  },
  {
    id: 9006,
    handle: 'rights-management-fee',
    title: 'Rights management fee',
    description: 'The fee for licensing a clip that was already posted.',
    productType: 'RM OTHER',
    variants: [{ id: 44001, title: DEFAULT_VARIANT_TITLE, sku: 'rm-fee', priceCents: RIGHTS_FEE_USD * 100 }],
  },
  {
    id: 9007,
    handle: 'licence-upgrade',
    title: 'Licence upgrade',
    description: 'Moves a licence you hold to a higher tier, for the difference of the two tiers’ prices.',
    productType: 'Licence Upgrade',
    variants: UPGRADE_PAIRS.map(([from, to], i) => ({
      id: 45001 + i,
      title: `${tier(from).name} to ${tier(to).name}`,
      sku: `upgrade:${from}:${to}`,
      priceCents: tier(to).priceCents - tier(from).priceCents,
    })),
  },
];

const seeded = new WeakMap<Kysely<DB>, Promise<void>>();

/**
 * Writes the catalogue on first use in this process, over what an earlier version wrote, so the code (and
 * through it packages/core's tier prices) stays the one source. Several processes may do it at once: every
 * statement is an upsert of the same values.
 */
export function ensureCatalogue(db: Kysely<DB>): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = writeCatalogue(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}

async function writeCatalogue(db: Kysely<DB>): Promise<void> {
  const products = SANDBOX_CATALOGUE.map((p, position) => ({
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    productType: p.productType,
    vendor: SANDBOX_VENDOR,
    position,
  }));
  const variants = SANDBOX_CATALOGUE.flatMap((p) =>
    p.variants.map((v, position) => ({
      id: v.id,
      productId: p.id,
      title: v.title,
      sku: v.sku,
      priceCents: v.priceCents,
      currency: SANDBOX_CURRENCY,
      availableForSale: true,
      position,
    })),
  );
  await db
    .insertInto('sandboxProducts')
    .values(products)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        handle: eb.ref('excluded.handle'),
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        productType: eb.ref('excluded.productType'),
        vendor: eb.ref('excluded.vendor'),
        position: eb.ref('excluded.position'),
        updatedAt: sql`now()`,
      })),
    )
    .execute();
  await db
    .insertInto('sandboxVariants')
    .values(variants)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        productId: eb.ref('excluded.productId'),
        title: eb.ref('excluded.title'),
        sku: eb.ref('excluded.sku'),
        priceCents: eb.ref('excluded.priceCents'),
        currency: eb.ref('excluded.currency'),
        availableForSale: eb.ref('excluded.availableForSale'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}
