/**
 * The playlists' SQL (ADR 64): playlists, their folders and their clips, as functions of the executor they
 * run on (the database, or a transaction the service opened), in the manner of Kysely's own example. No rule
 * lives here: who may read or change what, the limits and the '-1' rule are the service's (service.ts).
 */
import { PLAYLIST_LIMITS, parsePlaylistSort, type PlaylistVideoRow } from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import { cardColumns } from '../catalogue/card';
import type { DB } from '../db/schema';
import type { PlaylistsTable } from './tables';
import { coverage } from '../teams/repository';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;
export type PlaylistRow = Selectable<PlaylistsTable>;

/** A folder with its clip count, as every folder query selects it. */
export interface FolderRow {
  uuid: string;
  playlistUuid: string;
  name: string;
  description: string | null;
  videoCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A clip of a playlist: its card, its dates, and when and into which folder it was put. */
export interface VideoRowRecord {
  jmId: string;
  title: string | null;
  publishingTitle: string | null;
  imgUrl: string | null;
  previewUrl: string | null;
  brightCoveVideoId: string | null;
  aci: PlaylistVideoRow['aci'];
  iar: boolean;
  rsa: boolean;
  bo: boolean;
  originalPublishingDate: string | null;
  signedDate: string | null;
  addedAt: Date;
  folderUuid: string | null;
}

/** A folder and its clip count (alias `f` for playlist_folders). */
const FOLDER_COLUMNS = sql`f.uuid, f.playlist_uuid, f.name, f.description, f.created_at, f.updated_at,
  (SELECT count(*) FROM playlist_videos v WHERE v.folder_uuid = f.uuid) AS video_count`;

const videoCount = (playlistUuid: RawBuilder<unknown> | string) =>
  sql<number>`(SELECT count(*) FROM playlist_videos v WHERE v.playlist_uuid = ${typeof playlistUuid === 'string' ? sql.ref(playlistUuid) : playlistUuid})`;

/** Order by for a sort value of the contract (`column.order`); the tie-breaker keeps pages stable. */
function orderBy(value: string, columns: Record<string, RawBuilder<unknown>>, tieBreak: RawBuilder<unknown>) {
  const { column, order } = parsePlaylistSort(value);
  const expression = columns[column] ?? Object.values(columns)[0]!;
  const direction = order === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  return sql`${expression} ${direction}, ${tieBreak}`;
}

const PLAYLIST_ORDER = {
  updatedAt: sql`p.updated_at`,
  createdAt: sql`p.created_at`,
  name: sql`lower(p.name)`,
  videoCount: sql`video_count`,
};

const FOLDER_ORDER = {
  updatedAt: sql`f.updated_at`,
  createdAt: sql`f.created_at`,
  name: sql`lower(f.name)`,
  videoCount: sql`video_count`,
};

const VIDEO_ORDER = {
  addedAt: sql`v.added_at`,
  title: sql`lower(coalesce(c.publishing_title, c.title))`,
  signedDate: sql`c.signed_date`,
  originalPublishingDate: sql`c.original_publishing_date`,
};

// ---------------------------------------------------------------------------------------------------------
// Playlists

/** A user's playlist, optionally locked for the rest of the transaction. */
export function findOwned(q: Executor, userId: string, uuid: string, lock = false) {
  let query = q.selectFrom('playlists').selectAll().where('uuid', '=', uuid).where('userId', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A playlist whoever owns it. */
export function find(q: Executor, uuid: string) {
  return q.selectFrom('playlists').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** How many playlists a user keeps. */
export async function countOwned(q: Executor, userId: string): Promise<number> {
  const row = await q
    .selectFrom('playlists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds a user's playlist creations to one at a time until the transaction ends. */
export async function lockCreations(q: Executor, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`playlists:${userId}`}))`.execute(q);
}

export function insert(q: Executor, values: { userId: string; name: string; description: string | null }) {
  return q.insertInto('playlists').values(values).returning('uuid').executeTakeFirstOrThrow();
}

/** Changes a playlist and answers it as it is now. */
export function update(q: Executor, uuid: string, changes: Record<string, unknown>) {
  return q
    .updateTable('playlists')
    .set(changes)
    .where('uuid', '=', uuid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The database's clock, for a change's time. */
export const NOW = sql<Date>`now()`;

/** Marks a playlist changed now. */
export async function touch(q: Executor, uuid: string): Promise<void> {
  await q
    .updateTable('playlists')
    .set({ updatedAt: sql`now()` })
    .where('uuid', '=', uuid)
    .execute();
}

/** Sets (or clears, with null) a playlist's share link: its token, expiry and addresses. */
export function setShare(
  q: Executor,
  uuid: string,
  share: { token: string; expiresAt: Date; emails: string[] } | null,
) {
  return q
    .updateTable('playlists')
    .set(
      share
        ? { shareToken: share.token, shareExpiresAt: share.expiresAt, shareEmails: share.emails }
        : { shareToken: null, shareExpiresAt: null, shareEmails: [] },
    )
    .where('uuid', '=', uuid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a user's playlist; answers how many went (0 or 1). */
export async function removeOwned(q: Executor, userId: string, uuid: string): Promise<number> {
  const result = await q
    .deleteFrom('playlists')
    .where('uuid', '=', uuid)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A page of a user's playlists with their clip and folder counts. */
export async function listPage(
  q: Executor,
  userId: string,
  page: { max: number; offset: number; sortBy: string },
) {
  const rows = await sql<{
    uuid: string;
    name: string;
    description: string | null;
    createdAt: Date;
    updatedAt: Date;
    videoCount: number;
    folderCount: number;
  }>`
    SELECT p.uuid, p.name, p.description, p.created_at, p.updated_at,
      ${videoCount('p.uuid')} AS video_count,
      (SELECT count(*) FROM playlist_folders f WHERE f.playlist_uuid = p.uuid) AS folder_count
    FROM playlists p
    WHERE p.user_id = ${userId}
    ORDER BY ${orderBy(page.sortBy, PLAYLIST_ORDER, sql`p.created_at DESC, p.uuid`)}
    LIMIT ${page.max} OFFSET ${page.offset}
  `.execute(q);
  return rows.rows;
}

/** The newest clips' pictures of each playlist, up to PLAYLIST_LIMITS.thumbs each. */
export async function thumbs(q: Executor, uuids: readonly string[]): Promise<Map<string, string[]>> {
  const found = await sql<{ uuid: string; imgUrl: string }>`
    SELECT p.uuid, t.img_url
    FROM unnest(${uuids}::uuid[]) AS p (uuid)
    CROSS JOIN LATERAL (
      SELECT c.img_url, v.added_at, v.jm_id
      FROM playlist_videos v JOIN clips c ON c.jm_id = v.jm_id
      WHERE v.playlist_uuid = p.uuid AND c.img_url IS NOT NULL
      ORDER BY v.added_at DESC, v.jm_id DESC
      LIMIT ${PLAYLIST_LIMITS.thumbs}
    ) t
    ORDER BY p.uuid, t.added_at DESC, t.jm_id DESC
  `.execute(q);
  const byList = new Map<string, string[]>();
  for (const row of found.rows) byList.set(row.uuid, [...(byList.get(row.uuid) ?? []), row.imgUrl]);
  return byList;
}

/** Every playlist of a user, newest change first, with whether it holds one of `candidates` (and where). */
export async function withClip(q: Executor, userId: string, candidates: readonly string[]) {
  const rows = await sql<{
    uuid: string;
    name: string;
    updatedAt: Date;
    videoCount: number;
    jmId: string | null;
    folderUuid: string | null;
  }>`
    SELECT p.uuid, p.name, p.updated_at, ${videoCount('p.uuid')} AS video_count, m.jm_id, m.folder_uuid
    FROM playlists p
    LEFT JOIN LATERAL (
      SELECT v.jm_id, v.folder_uuid FROM playlist_videos v
      WHERE v.playlist_uuid = p.uuid AND v.jm_id = ANY(${candidates}::text[])
      LIMIT 1
    ) m ON true
    WHERE p.user_id = ${userId}
    ORDER BY p.updated_at DESC, p.uuid
  `.execute(q);
  return rows.rows;
}

// ---------------------------------------------------------------------------------------------------------
// Clips in playlists

/** How many clips a playlist holds (in one folder, when given). */
export async function countVideos(q: Executor, playlistUuid: string, folderUuid?: string): Promise<number> {
  let query = q
    .selectFrom('playlistVideos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('playlistUuid', '=', playlistUuid);
  if (folderUuid) query = query.where('folderUuid', '=', folderUuid);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The library clips among `jmIds`. */
export async function existingClips(q: Executor, jmIds: readonly string[]): Promise<Set<string>> {
  const rows = await q
    .selectFrom('clips')
    .select('jmId')
    .where('jmId', 'in', [...jmIds])
    .execute();
  return new Set(rows.map((r) => r.jmId));
}

/** A playlist's clips and their folders. */
export function videosOf(q: Executor, playlistUuid: string) {
  return q
    .selectFrom('playlistVideos')
    .select(['jmId', 'folderUuid'])
    .where('playlistUuid', '=', playlistUuid)
    .execute();
}

/** Puts clips into a playlist (into one of its folders, when given). */
export async function insertVideos(
  q: Executor,
  playlistUuid: string,
  jmIds: readonly string[],
  folderUuid: string | null,
): Promise<void> {
  await sql`
    INSERT INTO playlist_videos (playlist_uuid, jm_id, folder_uuid)
    SELECT ${playlistUuid}::uuid, jm_id, ${folderUuid}::uuid FROM unnest(${jmIds}::text[]) AS t (jm_id)
  `.execute(q);
}

/** Copies a playlist's clips into another, oldest first, each keeping its own time; at most `max`. */
export async function copyVideos(q: Executor, from: string, to: string, max: number): Promise<void> {
  await sql`
    INSERT INTO playlist_videos (playlist_uuid, jm_id, added_at)
    SELECT ${to}::uuid, v.jm_id, v.added_at FROM playlist_videos v
    WHERE v.playlist_uuid = ${from}::uuid
    ORDER BY v.added_at
    LIMIT ${max}
  `.execute(q);
}

/** Moves clips of a playlist into one of its folders (or out of every folder). */
export async function fileVideos(
  q: Executor,
  playlistUuid: string,
  jmIds: readonly string[],
  folderUuid: string | null,
): Promise<void> {
  await q
    .updateTable('playlistVideos')
    .set({ folderUuid })
    .where('playlistUuid', '=', playlistUuid)
    .where('jmId', 'in', [...jmIds])
    .execute();
}

/** Takes clips out of a playlist; answers how many went. */
export async function deleteVideos(
  q: Executor,
  playlistUuid: string,
  jmIds: readonly string[],
): Promise<number> {
  const result = await q
    .deleteFrom('playlistVideos')
    .where('playlistUuid', '=', playlistUuid)
    .where('jmId', 'in', [...jmIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Takes clips out of one folder (they stay in the playlist); answers how many moved. */
export async function unfileVideos(
  q: Executor,
  playlistUuid: string,
  folderUuid: string,
  jmIds: readonly string[],
): Promise<number> {
  const result = await q
    .updateTable('playlistVideos')
    .set({ folderUuid: null })
    .where('playlistUuid', '=', playlistUuid)
    .where('folderUuid', '=', folderUuid)
    .where('jmId', 'in', [...jmIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A page of a playlist's clips (of one folder, when given) as cards with their dates. */
export async function videoPage(
  q: Executor,
  playlistUuid: string,
  page: { offset: number; max: number; sortBy: string; folderUuid?: string },
): Promise<VideoRowRecord[]> {
  const inFolder = page.folderUuid ? sql`AND v.folder_uuid = ${page.folderUuid}` : sql``;
  const rows = await sql<VideoRowRecord>`
    SELECT ${cardColumns('c', 'originalPublishingDate', 'signedDate')}, v.added_at, v.folder_uuid
    FROM playlist_videos v JOIN clips c ON c.jm_id = v.jm_id
    WHERE v.playlist_uuid = ${playlistUuid} ${inFolder}
    ORDER BY ${orderBy(page.sortBy, VIDEO_ORDER, sql`v.jm_id DESC`)}
    LIMIT ${page.max} OFFSET ${page.offset}
  `.execute(q);
  return rows.rows;
}

/** The clips in any of a user's playlists, as stored, in id order; only those among `among` when given. */
export async function savedClipIds(
  q: Executor,
  userId: string,
  among?: readonly string[],
): Promise<string[]> {
  if (among && among.length === 0) return [];
  let query = q
    .selectFrom('playlistVideos as v')
    .innerJoin('playlists as p', 'p.uuid', 'v.playlistUuid')
    .select('v.jmId')
    .distinct()
    .where('p.userId', '=', userId);
  if (among) query = query.where('v.jmId', 'in', [...among]);
  const rows = await query.orderBy('v.jmId').execute();
  return rows.map((row) => row.jmId);
}

// ---------------------------------------------------------------------------------------------------------
// Folders

/** A folder of a playlist. */
export function findFolder(q: Executor, playlistUuid: string, folderUuid: string) {
  return q
    .selectFrom('playlistFolders')
    .selectAll()
    .where('uuid', '=', folderUuid)
    .where('playlistUuid', '=', playlistUuid)
    .executeTakeFirst();
}

/** How many folders a playlist has. */
export async function countFolders(q: Executor, playlistUuid: string): Promise<number> {
  const row = await q
    .selectFrom('playlistFolders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('playlistUuid', '=', playlistUuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A folder with its clip count. */
export async function folderWithCount(q: Executor, folderUuid: string): Promise<FolderRow | undefined> {
  const rows = await sql<FolderRow>`
    SELECT ${FOLDER_COLUMNS} FROM playlist_folders f WHERE f.uuid = ${folderUuid}
  `.execute(q);
  return rows.rows[0];
}

/** A page of a playlist's folders with their clip counts. */
export async function folderPage(
  q: Executor,
  playlistUuid: string,
  page: { max: number; offset: number; sortBy: string },
): Promise<FolderRow[]> {
  const rows = await sql<FolderRow>`
    SELECT ${FOLDER_COLUMNS}
    FROM playlist_folders f
    WHERE f.playlist_uuid = ${playlistUuid}
    ORDER BY ${orderBy(page.sortBy, FOLDER_ORDER, sql`f.created_at DESC, f.uuid`)}
    LIMIT ${page.max} OFFSET ${page.offset}
  `.execute(q);
  return rows.rows;
}

export function insertFolder(
  q: Executor,
  values: { playlistUuid: string; name: string; description: string | null },
) {
  return q.insertInto('playlistFolders').values(values).returning('uuid').executeTakeFirstOrThrow();
}

/** Changes a folder (name, description) and marks it changed now. */
export async function updateFolder(
  q: Executor,
  folderUuid: string,
  changes: { name?: string; description?: string | null } = {},
): Promise<void> {
  await q
    .updateTable('playlistFolders')
    .set({ ...changes, updatedAt: sql`now()` })
    .where('uuid', '=', folderUuid)
    .execute();
}

export async function deleteFolder(q: Executor, folderUuid: string): Promise<void> {
  await q.deleteFrom('playlistFolders').where('uuid', '=', folderUuid).execute();
}

// ---------------------------------------------------------------------------------------------------------
// Licences held (the "purchased" set of the playlists' endpoints)

/**
 * Each clip an unrevoked licence covers for the user (their own, or their team's: ADR 92), newest grant first,
 * and whether every one is watermarked.
 */
export function heldClips(q: Executor, userId: string) {
  return (
    q
      .selectFrom('licences')
      .select('jmId')
      .select((eb) => eb.fn.max('grantedAt').as('lastGrantedAt'))
      // Every licence held is of a watermarked tier: the download is the watermarked file (downloads/).
      .select(sql<boolean>`bool_and((terms ->> 'watermarked')::boolean)`.as('watermarked'))
      .where(coverage('licences', userId))
      .where('revokedAt', 'is', null)
      .groupBy('jmId')
      .orderBy('lastGrantedAt', 'desc')
      .orderBy('jmId')
      .execute()
  );
}
