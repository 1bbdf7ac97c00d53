import {
  CART_SERVER_MESSAGES,
  COMMERCE_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  baseJmId,
  displayTitle,
  isCartReadyForOnlineShop,
  type Cart,
  type CartLine,
} from '@clipmarket/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { tierName, type Catalogue, type CatalogueCache } from './catalogue';
import { cartCredits, releaseReservations, type CreditBalances } from './credits';
import type { CartLineKind, OnlineTierId, TierId } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Messages of this module beyond the contract's. */
export const CART_MESSAGES = {
  tierOnlyForClips: 'Only a clip’s line has a tier.',
  tierTaken: 'This clip is already in your cart at that tier.',
} as const;

/** A cart line as stored, with its clip's title and image. */
export interface CartLineRow {
  id: string;
  seq: number;
  kind: CartLineKind;
  jmId: string | null;
  tier: TierId | null;
  variantId: string | null;
  quantity: number;
  playlistUuid: string | null;
  projectName: string | null;
  poNumber: string | null;
  contentUsage: string | null;
  postUrls: string[];
  forLineId: string | null;
  createdAt: Date;
  clipTitle: string | null;
  clipPublishingTitle: string | null;
  clipImgUrl: string | null;
}

/** The user's cart lines in cart order; with `playlistUuid`, only those added from that playlist. */
export async function cartLineRows(
  q: Db,
  userId: string,
  filter: { playlistUuid?: string | null } = {},
): Promise<CartLineRow[]> {
  let query = q
    .selectFrom('cartLines as l')
    .leftJoin('clips as c', 'c.jmId', 'l.jmId')
    .select([
      'l.id',
      'l.seq',
      'l.kind',
      'l.jmId',
      'l.tier',
      'l.variantId',
      'l.quantity',
      'l.playlistUuid',
      'l.projectName',
      'l.poNumber',
      'l.contentUsage',
      'l.postUrls',
      'l.forLineId',
      'l.createdAt',
      'c.title as clipTitle',
      'c.publishingTitle as clipPublishingTitle',
      'c.imgUrl as clipImgUrl',
    ])
    .where('l.userId', '=', userId);
  if (filter.playlistUuid) query = query.where('l.playlistUuid', '=', filter.playlistUuid);
  const rows = await query.orderBy('l.seq').execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq), postUrls: row.postUrls ?? [] }));
}

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

/** The cart's totals and flags from its priced lines. */
export function cartOf(priced: readonly PricedLine[], currency: string, credits: CreditBalances): Cart {
  const lines = priced.map((p) => p.line);
  const subtotalCents = lines.reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
  const creditAppliedCents = lines
    .filter((line) => line.creditApplied)
    .reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
  return {
    lines,
    count: lines.length,
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
  };
}

/** '' is no value; undefined leaves a field as it is. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** The ids a jmId may name: itself, and by the '-1' rule its base id and the base's first variant. */
function jmIdCandidates(jmId: string): string[] {
  const base = baseJmId(jmId);
  return [...new Set([jmId, base, `${base}-1`])];
}

/**
 * Serialises one user's cart, checkout and credit writes, so the line limit, the one-line-per-clip-and-tier rule
 * and the credit balance hold under races. NO KEY UPDATE: rows that merely reference the user (a new session, a
 * licence) need not wait for it.
 */
export async function lockUser(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(trx);
}

async function ownPlaylist(q: Db, userId: string, uuid: string): Promise<void> {
  const row = await q
    .selectFrom('playlists')
    .select('uuid')
    .where('uuid', '=', uuid)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
}

async function lineCount(q: Db, userId: string): Promise<number> {
  const row = await q
    .selectFrom('cartLines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
) {
  const cartFull = CART_SERVER_MESSAGES.cartFull.replace(
    String(COMMERCE_LIMITS.cartLinesMax),
    String(maxLines),
  );

  async function read(userId: string, catalogue?: Catalogue | null): Promise<Cart> {
    const current = catalogue === undefined ? await catalogues.current() : catalogue;
    const [rows, credits] = await Promise.all([cartLineRows(db, userId), cartCredits(db, userId)]);
    return cartOf(priceLines(rows, current, credits), current?.currency ?? 'USD', credits);
  }

  async function insertFeeLine(
    trx: Transaction<DB>,
    userId: string,
    licenceLine: {
      id: string;
      jmId: string | null;
      playlistUuid: string | null;
    },
    catalogue: Catalogue | null,
  ): Promise<void> {
    await trx
      .insertInto('cartLines')
      .values({
        userId,
        kind: 'rightsFee',
        jmId: licenceLine.jmId,
        tier: null,
        variantId: catalogue?.rightsFee?.variantId ?? null,
        playlistUuid: licenceLine.playlistUuid,
        forLineId: licenceLine.id,
      })
      .execute();
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
        await lockUser(trx, userId);
        const clips = await trx
          .selectFrom('clips')
          .select('jmId')
          .where('jmId', 'in', jmIdCandidates(jmId))
          .execute();
        const found = new Set(clips.map((c) => c.jmId));
        const clip = jmIdCandidates(jmId).find((id) => found.has(id));
        if (!clip) throw httpError(404, CART_SERVER_MESSAGES.clipMissing);
        if (input.playlistUuid) await ownPlaylist(trx, userId, input.playlistUuid);

        const existing = await trx
          .selectFrom('cartLines')
          .select('id')
          .where('userId', '=', userId)
          .where('jmId', '=', clip)
          .where('tier', '=', input.tier)
          .where('kind', 'in', ['licence', 'inquiry'])
          .executeTakeFirst();
        if (existing) return;

        const needed = postUrls.length > 0 ? 2 : 1;
        if ((await lineCount(trx, userId)) + needed > maxLines) throw httpError(400, cartFull);
        const line = await trx
          .insertInto('cartLines')
          .values({
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
          })
          .returning(['id', 'jmId', 'playlistUuid'])
          .executeTakeFirstOrThrow();
        if (postUrls.length > 0) await insertFeeLine(trx, userId, line, catalogue);
      });
      return read(userId, catalogue);
    },

    /** Adds every clip of one of the user's playlists at one tier, as many as the cart has room for. */
    async addPlaylist(userId: string, uuid: string, tier: TierId): Promise<Cart & { added: number }> {
      const catalogue = await catalogues.current();
      const online = tier !== 'custom';
      const added = await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        await ownPlaylist(trx, userId, uuid);
        const { rows } = await sql<{ jmId: string }>`
          SELECT v.jm_id FROM playlist_videos v
          WHERE v.playlist_uuid = ${uuid}
            AND NOT EXISTS (
              SELECT 1 FROM cart_lines l
              WHERE l.user_id = ${userId} AND l.jm_id = v.jm_id AND l.tier = ${tier}
                AND l.kind IN ('licence', 'inquiry')
            )
          ORDER BY v.added_at, v.jm_id
        `.execute(trx);
        if (rows.length === 0) return 0;
        const room = maxLines - (await lineCount(trx, userId));
        if (room <= 0) throw httpError(400, cartFull);
        const fresh = rows.slice(0, room).map((row) => row.jmId);
        // One statement; the identity column numbers the rows in the playlist's order.
        await sql`
          INSERT INTO cart_lines (user_id, kind, jm_id, tier, variant_id, playlist_uuid)
          SELECT ${userId}::uuid, ${online ? 'licence' : 'inquiry'}, t.jm_id, ${tier}, ${
            online ? (catalogue?.tiers.get(tier as OnlineTierId)?.variantId ?? null) : null
          }::text, ${uuid}::uuid
          FROM unnest(${fresh}::text[]) WITH ORDINALITY AS t (jm_id, ord)
          ORDER BY t.ord
        `.execute(trx);
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
        await lockUser(trx, userId);
        const removed = await trx
          .deleteFrom('cartLines')
          .where('userId', '=', userId)
          .where('playlistUuid', '=', uuid)
          .returning('id')
          .execute();
        if (removed.length === 0) await ownPlaylist(trx, userId, uuid);
        await releaseReservations(
          trx,
          userId,
          removed.map((r) => r.id),
        );
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
        await lockUser(trx, userId);
        const existing = await trx
          .selectFrom('cartLines')
          .select(['id', 'quantity'])
          .where('userId', '=', userId)
          .where('kind', '=', kind)
          .where('variantId', '=', variantId)
          .executeTakeFirst();
        if (existing) {
          await trx
            .updateTable('cartLines')
            .set({ quantity: Math.min(10, existing.quantity + quantity) })
            .where('id', '=', existing.id)
            .execute();
          return;
        }
        if ((await lineCount(trx, userId)) + 1 > maxLines) throw httpError(400, cartFull);
        await trx
          .insertInto('cartLines')
          .values({ userId, kind, variantId, tier: pack?.tier ?? null, quantity })
          .execute();
      });
      return read(userId, catalogue);
    },

    /** Changes a line's tier, project name, PO number or content usage. */
    async updateLine(userId: string, lineId: string, input: UpdateLineInput): Promise<Cart> {
      const catalogue = await catalogues.current();
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const line = await trx
          .selectFrom('cartLines')
          .selectAll()
          .where('id', '=', lineId)
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (!line) throw httpError(404, CART_SERVER_MESSAGES.lineMissing);

        if (input.tier !== undefined && input.tier !== line.tier) {
          if (line.kind !== 'licence' && line.kind !== 'inquiry') {
            throw httpError(400, CART_MESSAGES.tierOnlyForClips);
          }
          const taken = await trx
            .selectFrom('cartLines')
            .select('id')
            .where('userId', '=', userId)
            .where('jmId', '=', line.jmId)
            .where('tier', '=', input.tier)
            .where('kind', 'in', ['licence', 'inquiry'])
            .executeTakeFirst();
          if (taken) throw httpError(400, CART_MESSAGES.tierTaken);
          const online = input.tier !== 'custom';
          const fee = await trx
            .selectFrom('cartLines')
            .select('id')
            .where('forLineId', '=', line.id)
            .executeTakeFirst();
          const needsFee = online && line.postUrls.length > 0 && !fee;
          if (needsFee && catalogue && !catalogue.rightsFee)
            throw httpError(400, CART_SERVER_MESSAGES.noRightsFee);
          if (needsFee && (await lineCount(trx, userId)) + 1 > maxLines) throw httpError(400, cartFull);
          await trx
            .updateTable('cartLines')
            .set({
              tier: input.tier,
              kind: online ? 'licence' : 'inquiry',
              variantId: online
                ? (catalogue?.tiers.get(input.tier as OnlineTierId)?.variantId ?? null)
                : null,
            })
            .where('id', '=', line.id)
            .execute();
          // An inquiry is priced by the licensing team, fee included; a clip already used needs its fee online.
          if (!online && fee) await trx.deleteFrom('cartLines').where('id', '=', fee.id).execute();
          if (needsFee) await insertFeeLine(trx, userId, line, catalogue);
          // A credit reserved for the old tier does not pay for the new one.
          await releaseReservations(trx, userId, [line.id]);
        }

        const changes = {
          projectName: text(input.projectName),
          poNumber: text(input.poNumber),
          contentUsage: text(input.contentUsage),
        };
        const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        if (Object.keys(set).length > 0) {
          await trx.updateTable('cartLines').set(set).where('id', '=', line.id).execute();
        }
      });
      return read(userId, catalogue);
    },

    /**
     * Removes a line with its rights management fee line. Removing the fee line alone takes the post URLs off
     * its licence line: the fee is what licensing a clip already used costs.
     */
    async removeLine(userId: string, lineId: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const line = await trx
          .selectFrom('cartLines')
          .select(['id', 'kind', 'forLineId'])
          .where('id', '=', lineId)
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (!line) throw httpError(404, CART_SERVER_MESSAGES.lineMissing);
        if (line.kind === 'rightsFee' && line.forLineId) {
          await trx.updateTable('cartLines').set({ postUrls: [] }).where('id', '=', line.forLineId).execute();
        }
        // The fee line goes with its licence line (ON DELETE CASCADE).
        await trx.deleteFrom('cartLines').where('id', '=', line.id).execute();
        await releaseReservations(trx, userId, [line.id]);
      });
      return read(userId);
    },

    /** Empties the cart. */
    async empty(userId: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const removed = await trx
          .deleteFrom('cartLines')
          .where('userId', '=', userId)
          .returning('id')
          .execute();
        await releaseReservations(
          trx,
          userId,
          removed.map((r) => r.id),
        );
      });
      return read(userId);
    },
  };
}
