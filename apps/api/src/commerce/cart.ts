import {
  CART_SERVER_MESSAGES,
  COMMERCE_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  SHARE_MESSAGES,
  baseJmId,
  cartItems,
  displayTitle,
  isCartReadyForOnlineShop,
  type Cart,
  type CartLine,
} from '@clipmarket/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import * as carts from './cart-repository';
import type { CartLineRow, Executor as Db } from './cart-repository';
import { tierName, upgradeKey, type Catalogue, type CatalogueCache } from './catalogue';
import { cartCredits, type CreditBalances } from './credits';
import type { OnlineTierId, TierId } from './tables';
import { approvedClips } from '../playlist-reviews/service';
import { ownLicence } from './upgrade-repository';
import { upgradeFor, upgradeName } from './upgrades';

/** Messages of this module beyond the contract's. */
export const CART_MESSAGES = {
  tierOnlyForClips: 'Only a clip’s line has a tier.',
  tierTaken: 'This clip is already in your cart at that tier.',
} as const;

/** A line priced from the storefront's catalogue, with what checkout needs beside the contract's shape. */
export interface PricedLine {
  row: CartLineRow;
  line: CartLine;
  /** The variant's SKU, when the catalogue knows it. */
  sku: string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function clipTitle(row: CartLineRow): string {
  return displayTitle({ publishingTitle: row.clipPublishingTitle, title: row.clipTitle });
}

/**
 * Prices the lines from the catalogue (null: the storefront never answered, so prices are null) and applies the
 * Discount Pack credits to licence lines of their tier in cart order.
 */
export function priceLines(
  rows: readonly CartLineRow[],
  catalogue: Catalogue | null,
  credits: CreditBalances,
): PricedLine[] {
  const left = { ...credits };
  const currency = catalogue?.currency ?? 'USD';
  return rows.map((row): PricedLine => {
    const base = {
      lineId: row.id,
      kind: row.kind,
      quantity: row.quantity,
      currency,
      contentUsage: row.contentUsage,
      playlistUUID: row.playlistUuid,
      projectName: row.projectName,
      poNumber: row.poNumber,
      postUrls: row.postUrls,
      forLineId: row.forLineId,
      upgradeOf: null,
      addedAt: iso(row.createdAt),
    };
    switch (row.kind) {
      case 'licence': {
        const tier = row.tier as OnlineTierId;
        const product = catalogue?.tiers.get(tier);
        const variantId = product?.variantId ?? row.variantId;
        const creditApplied = left[tier] > 0;
        if (creditApplied) left[tier] -= 1;
        return {
          row,
          sku: product?.sku ?? null,
          line: {
            ...base,
            id: row.jmId ?? '',
            uId: `${row.jmId}${variantId ?? `-${tier}`}`,
            variantId,
            tier,
            title: clipTitle(row),
            imgUrl: row.clipImgUrl,
            productName: tierName(tier),
            type: product?.productType ?? 'Licence',
            priceCents: product?.priceCents ?? null,
            creditApplied,
          },
        };
      }
      case 'inquiry':
        return {
          row,
          sku: null,
          line: {
            ...base,
            id: row.jmId ?? '',
            uId: `${row.jmId}-inquiry`,
            variantId: null,
            tier: 'custom',
            title: clipTitle(row),
            imgUrl: row.clipImgUrl,
            productName: tierName('custom'),
            type: 'Inquiry',
            priceCents: null,
            creditApplied: false,
          },
        };
      case 'rightsFee': {
        const fee = catalogue?.rightsFee ?? null;
        const variantId = fee?.variantId ?? row.variantId;
        return {
          row,
          sku: fee?.sku ?? null,
          line: {
            ...base,
            id: row.jmId ?? '',
            // A clip may carry a fee at two tiers: the licence line's id keeps the uId unique.
            uId: `${row.jmId}${variantId ?? '-rm-fee'}-${row.forLineId}`,
            variantId,
            tier: null,
            title: clipTitle(row),
            imgUrl: row.clipImgUrl,
            productName: fee?.productTitle ?? 'Rights management fee',
            type: fee?.productType ?? 'RM OTHER',
            priceCents: fee?.priceCents ?? null,
            creditApplied: false,
          },
        };
      }
      case 'upgrade': {
        // Priced from the licence's tier now: an upgrade is the difference from where the licence stands.
        const from = row.upgradeFromTier;
        const to = row.tier as OnlineTierId;
        const product = from ? catalogue?.upgrades.get(upgradeKey(from, to)) : undefined;
        const variantId = product?.variantId ?? row.variantId;
        return {
          row,
          sku: product?.sku ?? null,
          line: {
            ...base,
            id: row.jmId ?? '',
            uId: `${row.jmId}${variantId ?? '-upgrade'}-${row.upgradeOf}`,
            variantId,
            tier: to,
            title: clipTitle(row),
            imgUrl: row.clipImgUrl,
            productName: from ? upgradeName(from, to) : tierName(to),
            type: product?.productType ?? 'Licence Upgrade',
            priceCents: product?.priceCents ?? null,
            // Discount Pack credits are whole licences of a tier: they never pay for a difference (ADR 84).
            creditApplied: false,
            upgradeOf: row.upgradeOf && from ? { licenceNumber: row.upgradeOf, fromTier: from } : null,
          },
        };
      }
      case 'discountPack':
      case 'giftCard': {
        const product =
          row.kind === 'discountPack'
            ? catalogue?.packs.get(row.variantId ?? '')
            : catalogue?.giftCards.get(row.variantId ?? '');
        const fallbackName = row.kind === 'discountPack' ? 'Discount Pack' : 'Gift Card';
        const handle = product?.handle ?? row.variantId ?? '';
        return {
          row,
          sku: product?.sku ?? null,
          line: {
            ...base,
            id: handle,
            uId: `${handle}${row.variantId}`,
            variantId: row.variantId,
            tier: row.kind === 'discountPack' ? row.tier : null,
            title: product
              ? product.variantTitle
                ? `${product.productTitle}: ${product.variantTitle}`
                : product.productTitle
              : fallbackName,
            imgUrl: null,
            productName: product?.productTitle ?? fallbackName,
            type: product?.productType ?? fallbackName,
            priceCents: product?.priceCents ?? null,
            creditApplied: false,
          },
        };
      }
    }
  });
}

/**
 * The cart's totals and flags from its priced lines; `taxesIncluded` is what the store says of its prices
 * (STOREFRONT_TAXES_INCLUDED): the cart's pages say it, the storefront's checkout charges the tax (ADR 85).
 */
export function cartOf(
  priced: readonly PricedLine[],
  currency: string,
  credits: CreditBalances,
  taxesIncluded = false,
): Cart {
  const lines = priced.map((p) => p.line);
  const subtotalCents = lines.reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
  const creditAppliedCents = lines
    .filter((line) => line.creditApplied)
    .reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
  return {
    lines,
    count: cartItems(lines).length,
    currency,
    subtotalCents,
    creditAppliedCents,
    totalCents: subtotalCents - creditAppliedCents,
    // Spec section 4, through the one rule in packages/core. A licence line whose price is unknown (the storefront
    // never answered) still has a variant to come: the storefront being down must not send the cart to an inquiry.
    readyForOnlineShop: isCartReadyForOnlineShop(
      lines.map((line) => ({
        variantId: line.kind === 'inquiry' ? null : (line.variantId ?? `${line.kind}:${line.tier}`),
        type: line.type,
      })),
    ),
    credits: (Object.entries(credits) as [OnlineTierId, number][])
      .filter(([, remaining]) => remaining > 0)
      .map(([tier, remaining]) => ({ tier, remaining })),
    taxesIncluded,
  };
}

/** '' is no value; undefined leaves a field as it is. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** The fields of a change that were given (an empty one clears its field; one left out stays as it is). */
function givenFields(changes: Record<string, string | null | undefined>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(changes).filter((entry): entry is [string, string | null] => entry[1] !== undefined),
  );
}

/** The ids a jmId may name: itself, and by the '-1' rule its base id and the base's first variant. */
function jmIdCandidates(jmId: string): string[] {
  const base = baseJmId(jmId);
  return [...new Set([jmId, base, `${base}-1`])];
}

async function ownPlaylist(q: Db, userId: string, uuid: string): Promise<void> {
  if (!(await carts.ownsPlaylist(q, userId, uuid)))
    throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
}

export interface AddVideoInput {
  tier: TierId;
  playlistUuid?: string | null;
  projectName?: string | null;
  poNumber?: string | null;
  contentUsage?: string | null;
  postUrls?: string[];
}

export interface UpdateLineInput {
  tier?: TierId;
  projectName?: string | null;
  poNumber?: string | null;
  contentUsage?: string | null;
}

/** The project name and PO number of every licence and inquiry line. */
export type UpdateDetailsInput = Pick<UpdateLineInput, 'projectName' | 'poNumber'>;

export type CartService = ReturnType<typeof createCartService>;

/**
 * The per-user cart (decisions.md, "Commerce" → "Cart"): lines are stored; prices are the storefront's, applied
 * when the cart is read, so a price a browser sends is never read (the contract has no price field, and the
 * schemas drop unknown fields).
 */
export function createCartService(
  db: Kysely<DB>,
  catalogues: CatalogueCache,
  maxLines: number = COMMERCE_LIMITS.cartLinesMax,
  /** Whether the store's prices include tax (storefront/config.ts `taxesIncluded`). */
  taxesIncluded = false,
) {
  const cartFull = CART_SERVER_MESSAGES.cartFull.replace(
    String(COMMERCE_LIMITS.cartLinesMax),
    String(maxLines),
  );

  async function read(userId: string, catalogue?: Catalogue | null): Promise<Cart> {
    const current = catalogue === undefined ? await catalogues.current() : catalogue;
    const [rows, credits] = await Promise.all([carts.cartLineRows(db, userId), cartCredits(db, userId)]);
    return cartOf(priceLines(rows, current, credits), current?.currency ?? 'USD', credits, taxesIncluded);
  }

  /** A licence line's rights management fee line, at the storefront's fee variant when it is known. */
  function insertFeeLine(
    trx: Transaction<DB>,
    userId: string,
    licenceLine: {
      id: string;
      jmId: string | null;
      playlistUuid: string | null;
    },
    catalogue: Catalogue | null,
  ): Promise<void> {
    return carts.insertFeeLine(trx, userId, licenceLine, catalogue?.rightsFee?.variantId ?? null);
  }

  return {
    read: (userId: string) => read(userId),

    /** Adds a clip at a tier; the same clip at the same tier again changes nothing. */
    async addVideo(userId: string, jmId: string, input: AddVideoInput): Promise<Cart> {
      const catalogue = await catalogues.current();
      const online = input.tier !== 'custom';
      const postUrls = online ? [...new Set((input.postUrls ?? []).map((url) => url.trim()))] : [];
      // A store known to sell no fee cannot take a clip already used; one not reachable yet is asked at checkout.
      if (postUrls.length > 0 && catalogue && !catalogue.rightsFee) {
        throw httpError(400, CART_SERVER_MESSAGES.noRightsFee);
      }
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const found = await carts.existingClips(trx, jmIdCandidates(jmId));
        const clip = jmIdCandidates(jmId).find((id) => found.has(id));
        if (!clip) throw httpError(404, CART_SERVER_MESSAGES.clipMissing);
        if (input.playlistUuid) await ownPlaylist(trx, userId, input.playlistUuid);

        if (await carts.findClipLine(trx, userId, clip, input.tier)) return;

        const needed = postUrls.length > 0 ? 2 : 1;
        if ((await carts.countLines(trx, userId)) + needed > maxLines) throw httpError(400, cartFull);
        const line = await carts.insertClipLine(trx, {
          userId,
          kind: online ? 'licence' : 'inquiry',
          jmId: clip,
          tier: input.tier,
          variantId: online ? (catalogue?.tiers.get(input.tier as OnlineTierId)?.variantId ?? null) : null,
          playlistUuid: input.playlistUuid ?? null,
          projectName: text(input.projectName) ?? null,
          poNumber: text(input.poNumber) ?? null,
          contentUsage: text(input.contentUsage) ?? null,
          postUrls,
        });
        if (postUrls.length > 0) await insertFeeLine(trx, userId, line, catalogue);
      });
      return read(userId, catalogue);
    },

    /**
     * Adds every clip of one of the user's playlists at one tier, as many as the cart has room for; with
     * `approvedOnly`, only the clips its guests approved (ADR 91), and 400 when none is.
     */
    async addPlaylist(
      userId: string,
      uuid: string,
      tier: TierId,
      approvedOnly = false,
    ): Promise<Cart & { added: number }> {
      const catalogue = await catalogues.current();
      const online = tier !== 'custom';
      const added = await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        await ownPlaylist(trx, userId, uuid);
        let missing = await carts.playlistClipsNotInCart(trx, userId, uuid, tier);
        if (approvedOnly) {
          const approved = new Set(await approvedClips(trx, uuid));
          if (approved.size === 0) throw httpError(400, SHARE_MESSAGES.nothingApproved);
          missing = missing.filter((jmId) => approved.has(jmId));
        }
        if (missing.length === 0) return 0;
        const room = maxLines - (await carts.countLines(trx, userId));
        if (room <= 0) throw httpError(400, cartFull);
        const fresh = missing.slice(0, room);
        await carts.insertPlaylistLines(trx, {
          userId,
          kind: online ? 'licence' : 'inquiry',
          tier,
          variantId: online ? (catalogue?.tiers.get(tier as OnlineTierId)?.variantId ?? null) : null,
          playlistUuid: uuid,
          jmIds: fresh,
        });
        return fresh.length;
      });
      return { ...(await read(userId, catalogue)), added };
    },

    /**
     * Drops the lines added from a playlist (the checkout of a playlist the user may no longer change). The
     * user's own playlist, or one their cart still has lines of (it may have been deleted since); else 404.
     */
    async removePlaylist(userId: string, uuid: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const removed = await carts.deletePlaylistLines(trx, userId, uuid);
        if (removed.length === 0) await ownPlaylist(trx, userId, uuid);
        await carts.releaseReservations(trx, userId, removed);
      });
      return read(userId);
    },

    /** Adds a Discount Pack or a Gift Card; the same one again adds to its quantity (at most 10). */
    async addProduct(userId: string, variantId: string, quantity: number): Promise<Cart> {
      const catalogue = await catalogues.current();
      if (!catalogue) throw httpError(503, CART_SERVER_MESSAGES.storefrontDown);
      const pack = catalogue.packs.get(variantId);
      const card = catalogue.giftCards.get(variantId);
      if (!pack && !card) throw httpError(400, CART_SERVER_MESSAGES.variantUnknown);
      const kind = pack ? 'discountPack' : 'giftCard';
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const existing = await carts.findProductLine(trx, userId, kind, variantId);
        if (existing) {
          await carts.setQuantity(trx, existing.id, Math.min(10, existing.quantity + quantity));
          return;
        }
        if ((await carts.countLines(trx, userId)) + 1 > maxLines) throw httpError(400, cartFull);
        await carts.insertLine(trx, { userId, kind, variantId, tier: pack?.tier ?? null, quantity });
      });
      return read(userId, catalogue);
    },

    /**
     * Adds the upgrade of one of the user's licences to a higher tier (docs/adr/0084), at the difference of the
     * two tiers' prices; the licence already has an upgrade line: that line moves to this tier. Refused with a
     * 4xx, adding nothing: another user's licence (404), a revoked one (409), a tier not above it or Custom
     * (400), an upgrade the shop does not sell (400).
     */
    async addUpgrade(userId: string, licenceNumber: string, tier: TierId): Promise<Cart> {
      const catalogue = await catalogues.current();
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const licence = await ownLicence(trx, userId, licenceNumber);
        const product = upgradeFor(licence, tier, catalogue);
        const existing = await carts.findUpgradeLine(trx, userId, licenceNumber);
        if (existing) {
          await carts.updateLine(trx, existing.id, { tier, variantId: product.variantId });
          return;
        }
        if ((await carts.countLines(trx, userId)) + 1 > maxLines) throw httpError(400, cartFull);
        await carts.insertLine(trx, {
          userId,
          kind: 'upgrade',
          jmId: licence!.jmId,
          tier,
          variantId: product.variantId,
          upgradeOf: licenceNumber,
        });
      });
      return read(userId, catalogue);
    },

    /** Changes a line's tier, project name, PO number or content usage. */
    async updateLine(userId: string, lineId: string, input: UpdateLineInput): Promise<Cart> {
      const catalogue = await catalogues.current();
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const line = await carts.findLine(trx, userId, lineId);
        if (!line) throw httpError(404, CART_SERVER_MESSAGES.lineMissing);

        if (input.tier !== undefined && input.tier !== line.tier) {
          if (line.kind !== 'licence' && line.kind !== 'inquiry') {
            throw httpError(400, CART_MESSAGES.tierOnlyForClips);
          }
          if (await carts.findClipLine(trx, userId, line.jmId, input.tier)) {
            throw httpError(400, CART_MESSAGES.tierTaken);
          }
          const online = input.tier !== 'custom';
          const fee = await carts.findFeeLine(trx, line.id);
          const needsFee = online && line.postUrls.length > 0 && !fee;
          if (needsFee && catalogue && !catalogue.rightsFee)
            throw httpError(400, CART_SERVER_MESSAGES.noRightsFee);
          if (needsFee && (await carts.countLines(trx, userId)) + 1 > maxLines)
            throw httpError(400, cartFull);
          await carts.updateLine(trx, line.id, {
            tier: input.tier,
            kind: online ? 'licence' : 'inquiry',
            variantId: online ? (catalogue?.tiers.get(input.tier as OnlineTierId)?.variantId ?? null) : null,
          });
          // An inquiry is priced by the licensing team, fee included; a clip already used needs its fee online.
          if (!online && fee) await carts.deleteLine(trx, fee.id);
          if (needsFee) await insertFeeLine(trx, userId, line, catalogue);
          // A credit reserved for the old tier does not pay for the new one.
          await carts.releaseReservations(trx, userId, [line.id]);
        }

        const set = givenFields({
          projectName: text(input.projectName),
          poNumber: text(input.poNumber),
          contentUsage: text(input.contentUsage),
        });
        if (Object.keys(set).length > 0) await carts.updateLine(trx, line.id, set);
      });
      return read(userId, catalogue);
    },

    /**
     * Sets the project name and PO number of every licence and inquiry line at once (a line's own form sets
     * one); an empty field clears it, one not given is left as it is.
     */
    async updateDetails(userId: string, input: UpdateDetailsInput): Promise<Cart> {
      const set = givenFields({ projectName: text(input.projectName), poNumber: text(input.poNumber) });
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        if (Object.keys(set).length > 0)
          await carts.updateLinesOfKinds(trx, userId, ['licence', 'inquiry'], set);
      });
      return read(userId);
    },

    /**
     * Removes a line with its rights management fee line. Removing the fee line alone takes the post URLs off
     * its licence line: the fee is what licensing a clip already used costs.
     */
    async removeLine(userId: string, lineId: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const line = await carts.findLineKind(trx, userId, lineId);
        if (!line) throw httpError(404, CART_SERVER_MESSAGES.lineMissing);
        if (line.kind === 'rightsFee' && line.forLineId) {
          await carts.updateLine(trx, line.forLineId, { postUrls: [] });
        }
        // The fee line goes with its licence line (ON DELETE CASCADE).
        await carts.deleteLine(trx, line.id);
        await carts.releaseReservations(trx, userId, [line.id]);
      });
      return read(userId);
    },

    /** Empties the cart. */
    async empty(userId: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, userId);
        const removed = await carts.deleteAllLines(trx, userId);
        await carts.releaseReservations(trx, userId, removed);
      });
      return read(userId);
    },
  };
}
