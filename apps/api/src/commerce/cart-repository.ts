/**
 * The cart's SQL (ADR 64): the per-user cart lines, the Discount Pack credit ledger (credit_entries) and the user
 * row lock that serialises both, as functions of the executor they run on (the database, or a transaction the
 * caller opened). No rule lives here: the line limit, the one-line-per-clip-and-tier rule, which credits a cart
 * may spend and what a line costs are the services' (cart.ts, credits.ts, checkout.ts, grant.ts, refunds.ts).
 */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import type { CartLineKind, CartLinesTable, CreditEntriesTable, OnlineTierId, TierId } from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

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
  /** An upgrade line's licence (migration 0036), its tier now and when it was revoked; null otherwise. */
  upgradeOf: string | null;
  upgradeFromTier: OnlineTierId | null;
  upgradeRevokedAt: Date | string | null;
}

/**
 * Serialises one user's cart, checkout and credit writes, so the line limit, the one-line-per-clip-and-tier rule
 * and the credit balance hold under races. NO KEY UPDATE: rows that merely reference the user (a new session, a
 * licence) need not wait for it.
 */
export async function lockUser(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(trx);
}

/** Whether the playlist is the user's. */
export async function ownsPlaylist(q: Executor, userId: string, uuid: string): Promise<boolean> {
  const row = await q
    .selectFrom('playlists')
    .select('uuid')
    .where('uuid', '=', uuid)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these ids are clips of the library. */
export async function existingClips(q: Executor, jmIds: string[]): Promise<Set<string>> {
  const clips = await q.selectFrom('clips').select('jmId').where('jmId', 'in', jmIds).execute();
  return new Set(clips.map((c) => c.jmId));
}

// ---------------------------------------------------------------------------------------------------------
// Cart lines

/** The user's cart lines in cart order; with `playlistUuid`, only those added from that playlist. */
export async function cartLineRows(
  q: Executor,
  userId: string,
  filter: { playlistUuid?: string | null } = {},
): Promise<CartLineRow[]> {
  let query = q
    .selectFrom('cartLines as l')
    .leftJoin('clips as c', 'c.jmId', 'l.jmId')
    .leftJoin('licences as u', 'u.number', 'l.upgradeOf')
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
      'l.upgradeOf',
      'u.tier as upgradeFromTier',
      'u.revokedAt as upgradeRevokedAt',
    ])
    .where('l.userId', '=', userId);
  if (filter.playlistUuid) query = query.where('l.playlistUuid', '=', filter.playlistUuid);
  const rows = await query.orderBy('l.seq').execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq), postUrls: row.postUrls ?? [] }));
}

/** How many lines the user's cart holds. */
export async function countLines(q: Executor, userId: string): Promise<number> {
  const row = await q
    .selectFrom('cartLines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the user's lines, whole. */
export function findLine(q: Executor, userId: string, lineId: string) {
  return q
    .selectFrom('cartLines')
    .selectAll()
    .where('id', '=', lineId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** One of the user's lines: its kind, and the licence line it is the fee of. */
export function findLineKind(q: Executor, userId: string, lineId: string) {
  return q
    .selectFrom('cartLines')
    .select(['id', 'kind', 'forLineId'])
    .where('id', '=', lineId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The user's licence or inquiry line of a clip at a tier. */
export function findClipLine(q: Executor, userId: string, jmId: string | null, tier: TierId) {
  return q
    .selectFrom('cartLines')
    .select('id')
    .where('userId', '=', userId)
    .where('jmId', '=', jmId)
    .where('tier', '=', tier)
    .where('kind', 'in', ['licence', 'inquiry'])
    .executeTakeFirst();
}

/** The rights management fee line of a licence line. */
export function findFeeLine(q: Executor, lineId: string) {
  return q.selectFrom('cartLines').select('id').where('forLineId', '=', lineId).executeTakeFirst();
}

/** The user's upgrade line of a licence (one per licence: migration 0036). */
export function findUpgradeLine(q: Executor, userId: string, licenceNumber: string) {
  return q
    .selectFrom('cartLines')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', 'upgrade')
    .where('upgradeOf', '=', licenceNumber)
    .executeTakeFirst();
}

/** The user's line of a Discount Pack or Gift Card variant. */
export function findProductLine(q: Executor, userId: string, kind: CartLineKind, variantId: string) {
  return q
    .selectFrom('cartLines')
    .select(['id', 'quantity'])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('variantId', '=', variantId)
    .executeTakeFirst();
}

/** The clips of a playlist not yet in the user's cart at a tier, in the playlist's order. */
export async function playlistClipsNotInCart(
  q: Executor,
  userId: string,
  uuid: string,
  tier: TierId,
): Promise<string[]> {
  const { rows } = await sql<{ jmId: string }>`
    SELECT v.jm_id FROM playlist_videos v
    WHERE v.playlist_uuid = ${uuid}
      AND NOT EXISTS (
        SELECT 1 FROM cart_lines l
        WHERE l.user_id = ${userId} AND l.jm_id = v.jm_id AND l.tier = ${tier}
          AND l.kind IN ('licence', 'inquiry')
      )
    ORDER BY v.added_at, v.jm_id
  `.execute(q);
  return rows.map((row) => row.jmId);
}

export async function insertLine(q: Executor, values: Insertable<CartLinesTable>): Promise<void> {
  await q.insertInto('cartLines').values(values).execute();
}

/** A licence or inquiry line; answers what its fee line needs. */
export function insertClipLine(q: Executor, values: Insertable<CartLinesTable>) {
  return q
    .insertInto('cartLines')
    .values(values)
    .returning(['id', 'jmId', 'playlistUuid'])
    .executeTakeFirstOrThrow();
}

/** The rights management fee line of a licence line (a clip already used). */
export function insertFeeLine(
  q: Executor,
  userId: string,
  licenceLine: { id: string; jmId: string | null; playlistUuid: string | null },
  variantId: string | null,
): Promise<void> {
  return insertLine(q, {
    userId,
    kind: 'rightsFee',
    jmId: licenceLine.jmId,
    tier: null,
    variantId,
    playlistUuid: licenceLine.playlistUuid,
    forLineId: licenceLine.id,
  });
}

/** A playlist's clips as lines, in one statement; the identity column numbers them in the given order. */
export async function insertPlaylistLines(
  q: Executor,
  lines: {
    userId: string;
    kind: 'licence' | 'inquiry';
    tier: TierId;
    variantId: string | null;
    playlistUuid: string;
    jmIds: readonly string[];
  },
): Promise<void> {
  await sql`
    INSERT INTO cart_lines (user_id, kind, jm_id, tier, variant_id, playlist_uuid)
    SELECT ${lines.userId}::uuid, ${lines.kind}, t.jm_id, ${lines.tier}, ${lines.variantId}::text,
      ${lines.playlistUuid}::uuid
    FROM unnest(${lines.jmIds}::text[]) WITH ORDINALITY AS t (jm_id, ord)
    ORDER BY t.ord
  `.execute(q);
}

export async function updateLine(
  q: Executor,
  lineId: string,
  changes: Updateable<CartLinesTable>,
): Promise<void> {
  await q.updateTable('cartLines').set(changes).where('id', '=', lineId).execute();
}

/** Sets the same changes on every line of a user's cart of these kinds. */
export async function updateLinesOfKinds(
  q: Executor,
  userId: string,
  kinds: readonly CartLinesTable['kind'][],
  changes: Updateable<CartLinesTable>,
): Promise<void> {
  await q
    .updateTable('cartLines')
    .set(changes)
    .where('userId', '=', userId)
    .where('kind', 'in', kinds)
    .execute();
}

export async function setQuantity(q: Executor, lineId: string, quantity: number): Promise<void> {
  await q.updateTable('cartLines').set({ quantity }).where('id', '=', lineId).execute();
}

/** Deletes a line (its fee line goes with it: ON DELETE CASCADE). */
export async function deleteLine(q: Executor, lineId: string): Promise<void> {
  await q.deleteFrom('cartLines').where('id', '=', lineId).execute();
}

/** Deletes the lines added from a playlist; answers their ids. */
export async function deletePlaylistLines(q: Executor, userId: string, uuid: string): Promise<string[]> {
  const removed = await q
    .deleteFrom('cartLines')
    .where('userId', '=', userId)
    .where('playlistUuid', '=', uuid)
    .returning('id')
    .execute();
  return removed.map((r) => r.id);
}

/** Deletes every line of the user's cart; answers their ids. */
export async function deleteAllLines(q: Executor, userId: string): Promise<string[]> {
  const removed = await q.deleteFrom('cartLines').where('userId', '=', userId).returning('id').execute();
  return removed.map((r) => r.id);
}

/** Deletes these lines of the user's (a paid order's). */
export async function deleteLines(q: Executor, userId: string, lineIds: string[]): Promise<void> {
  await q.deleteFrom('cartLines').where('userId', '=', userId).where('id', 'in', lineIds).execute();
}

// ---------------------------------------------------------------------------------------------------------
// The credit ledger (credit_entries; docs/adr/0023-commerce-model.md)

export interface TierSum {
  tier: string;
  n: number;
}

/**
 * The user's credits by tier, except that a reservation an open checkout holds for a line still in the cart is
 * left out (it counts as the cart's own).
 */
export async function cartCreditSums(q: Executor, userId: string): Promise<TierSum[]> {
  const { rows } = await sql<TierSum>`
    SELECT e.tier, sum(e.delta)::int AS n
    FROM credit_entries e
    WHERE e.user_id = ${userId}
      AND NOT (
        e.licence_number IS NULL
        AND e.cart_line_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.id = e.cart_line_id AND l.user_id = ${userId})
        AND EXISTS (SELECT 1 FROM checkouts c WHERE c.reference = e.checkout_reference AND c.status = 'open')
      )
    GROUP BY e.tier
  `.execute(q);
  return rows;
}

/** The user's credits by tier, every entry counted. */
export async function creditSums(q: Executor, userId: string): Promise<TierSum[]> {
  const { rows } = await sql<TierSum>`
    SELECT tier, sum(delta)::int AS n FROM credit_entries WHERE user_id = ${userId} GROUP BY tier
  `.execute(q);
  return rows;
}

/** The user's credits of one tier, every entry counted (it may be below 0). */
export async function tierBalance(q: Executor, userId: string, tier: TierId | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT coalesce(sum(delta), 0)::int AS n FROM credit_entries
    WHERE user_id = ${userId} AND tier = ${tier}
  `.execute(q);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Gives back the credits open checkouts (other than `except`) reserved for these cart lines: the lines were
 * removed, checked out again, or paid by another checkout, so those reservations would otherwise be lost.
 */
export async function releaseReservations(
  q: Executor,
  userId: string,
  lineIds: readonly string[],
  except: string | null = null,
): Promise<void> {
  if (lineIds.length === 0) return;
  await sql`
    DELETE FROM credit_entries e
    WHERE e.user_id = ${userId}
      AND e.licence_number IS NULL
      AND e.cart_line_id = ANY(${[...lineIds]}::uuid[])
      AND (${except}::text IS NULL OR e.checkout_reference IS DISTINCT FROM ${except}::text)
      AND EXISTS (SELECT 1 FROM checkouts c WHERE c.reference = e.checkout_reference AND c.status = 'open')
  `.execute(q);
}

/** The reservation a checkout made for one of its lines, not yet bound to a licence. */
export function findReservation(q: Executor, checkoutReference: string, cartLineId: string) {
  return q
    .selectFrom('creditEntries')
    .select('id')
    .where('checkoutReference', '=', checkoutReference)
    .where('cartLineId', '=', cartLineId)
    .where('licenceNumber', 'is', null)
    .executeTakeFirst();
}

export async function addCreditEntries(
  q: Executor,
  entries: Insertable<CreditEntriesTable> | readonly Insertable<CreditEntriesTable>[],
): Promise<void> {
  await q.insertInto('creditEntries').values(entries).execute();
}

/** A reservation of one credit for a cart line; answers its id. */
export async function reserveCredit(
  q: Executor,
  entry: { userId: string; tier: OnlineTierId; checkoutReference: string; cartLineId: string },
): Promise<string> {
  const row = await q
    .insertInto('creditEntries')
    .values({
      userId: entry.userId,
      tier: entry.tier,
      delta: -1,
      checkoutReference: entry.checkoutReference,
      cartLineId: entry.cartLineId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Binds a spent reservation to the licence it paid for. */
export async function bindCredit(
  q: Executor,
  entryId: string,
  licenceNumber: string,
  orderId: string,
): Promise<void> {
  await q.updateTable('creditEntries').set({ licenceNumber, orderId }).where('id', '=', entryId).execute();
}

/** Drops a checkout's reservations that paid for nothing. */
export async function dropUnboundReservations(q: Executor, checkoutReference: string): Promise<void> {
  await q
    .deleteFrom('creditEntries')
    .where('checkoutReference', '=', checkoutReference)
    .where('licenceNumber', 'is', null)
    .where('delta', '<', 0)
    .execute();
}
