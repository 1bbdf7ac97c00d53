import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PAGES,
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  baseJmId,
  normalisePlaylistName,
  parsePlaylistSort,
  validatePlaylistName,
  type PlaylistAddVideosResponse,
  type PlaylistCopiedResponse,
  type PlaylistFolder,
  type PlaylistFolderVideosResponse,
  type PlaylistFoldersResponse,
  type PlaylistInfo,
  type PlaylistRemoveVideoResponse,
  type PlaylistRemoveVideosResponse,
  type PlaylistShareResponse,
  type PlaylistSummary,
  type PlaylistVideoRow,
  type PlaylistVideosResponse,
  type PlaylistsForVideoResponse,
  type PlaylistsResponse,
  type PurchasedVideosResponse,
  type UserVideoSetResponse,
} from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import type { PlaylistsTable } from './tables';
import { playlistClipsChanged } from '../zips/service';

export interface PlaylistServiceOptions {
  /** Playlists one user may keep. @default PLAYLIST_LIMITS.maxLists */
  maxLists?: number;
  /** Videos in one playlist. @default PLAYLIST_LIMITS.maxVideos (1000, spec section 9) */
  maxVideos?: number;
  /** Folders in one playlist. @default PLAYLIST_LIMITS.maxFolders */
  maxFolders?: number;
}

type Db = Kysely<DB> | Transaction<DB>;
type PlaylistRow = Selectable<PlaylistsTable>;

/** The web app's path of a playlist's shared view, open to anyone holding it (ADR 31). */
export function shareUrl(uuid: string, token: string): string {
  return PAGES.sharedPlaylist.href({ playlistId: uuid }, { share: token });
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A folder with its clip count, as every folder query selects it (alias `f` for playlist_folders). */
const FOLDER_COLUMNS = sql`f.uuid, f.playlist_uuid, f.name, f.description, f.created_at, f.updated_at,
  (SELECT count(*) FROM playlist_videos v WHERE v.folder_uuid = f.uuid) AS video_count`;

interface FolderRow {
  uuid: string;
  playlistUuid: string;
  name: string;
  description: string | null;
  videoCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Only the owner reads folders, so every folder answered can be modified. */
function toFolder(row: FolderRow): PlaylistFolder {
  return {
    ...row,
    videoCount: Number(row.videoCount),
    canModify: true,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The ids a request's jmId may name: itself, and by the '-1' rule its base id and the base's first variant. */
function jmIdCandidates(jmId: string): string[] {
  const base = baseJmId(jmId);
  return [...new Set([jmId, base, `${base}-1`])];
}

function sameToken(stored: string | null, given: string | undefined): boolean {
  if (!stored || !given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A name for a new or renamed list or folder: the client's rule (spec section 5), and a clear empty message. */
function checkName(raw: string, emptyMessage: string): string {
  if (normalisePlaylistName(raw) === '') throw httpError(400, emptyMessage);
  const result = validatePlaylistName(raw);
  if (!result.ok) throw httpError(400, result.message);
  return result.name;
}

/** A description as stored: trimmed, '' is none. */
function cleanDescription(raw: string | null | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  const text = raw?.trim() ?? '';
  return text === '' ? null : text;
}

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

interface VideoRowRecord {
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

/** The clips in any of the user's playlists, as stored, in id order; only those among `among` when given. */
export async function savedClipIds(
  db: Kysely<DB>,
  userId: string,
  among?: readonly string[],
): Promise<string[]> {
  if (among && among.length === 0) return [];
  let query = db
    .selectFrom('playlistVideos as v')
    .innerJoin('playlists as p', 'p.uuid', 'v.playlistUuid')
    .select('v.jmId')
    .distinct()
    .where('p.userId', '=', userId);
  if (among) query = query.where('v.jmId', 'in', [...among]);
  const rows = await query.orderBy('v.jmId').execute();
  return rows.map((row) => row.jmId);
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;

/**
 * Playlists, folders and their videos. Every call takes the signed-in user's id and reads or writes only that
 * user's playlists: another user's uuid is answered like a missing one (404, "…doesn't exists").
 */
export function createPlaylistService(db: Kysely<DB>, options: PlaylistServiceOptions = {}) {
  const maxLists = options.maxLists ?? PLAYLIST_LIMITS.maxLists;
  const maxVideos = options.maxVideos ?? PLAYLIST_LIMITS.maxVideos;
  const maxFolders = options.maxFolders ?? PLAYLIST_LIMITS.maxFolders;
  const playlistFull = PLAYLIST_SERVER_MESSAGES.playlistFull.replace(
    String(PLAYLIST_LIMITS.maxVideos),
    String(maxVideos),
  );
  const tooManyLists = PLAYLIST_SERVER_MESSAGES.tooManyLists.replace(
    String(PLAYLIST_LIMITS.maxLists),
    String(maxLists),
  );
  const tooManyFolders = PLAYLIST_SERVER_MESSAGES.tooManyFolders.replace(
    String(PLAYLIST_LIMITS.maxFolders),
    String(maxFolders),
  );

  /** The user's playlist, optionally locked for the rest of the transaction; 404 when it is not theirs. */
  async function ownPlaylist(q: Db, userId: string, uuid: string, lock = false): Promise<PlaylistRow> {
    let query = q.selectFrom('playlists').selectAll().where('uuid', '=', uuid).where('userId', '=', userId);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    return row;
  }

  async function ownFolder(q: Db, playlistUuid: string, folderUuid: string) {
    const row = await q
      .selectFrom('playlistFolders')
      .selectAll()
      .where('uuid', '=', folderUuid)
      .where('playlistUuid', '=', playlistUuid)
      .executeTakeFirst();
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.folderMissing);
    return row;
  }

  /** A playlist the caller may read: its owner, or anyone with its share token (read-only). */
  async function readablePlaylist(
    q: Db,
    userId: string | null,
    uuid: string,
    share: string | undefined,
  ): Promise<{ row: PlaylistRow; canModify: boolean }> {
    const row = await q.selectFrom('playlists').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    if (row && userId !== null && row.userId === userId) return { row, canModify: true };
    if (row && sameToken(row.shareToken, share)) return { row, canModify: false };
    throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
  }

  async function countVideos(q: Db, playlistUuid: string, folderUuid?: string): Promise<number> {
    let query = q
      .selectFrom('playlistVideos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('playlistUuid', '=', playlistUuid);
    if (folderUuid) query = query.where('folderUuid', '=', folderUuid);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async function countFolders(q: Db, playlistUuid: string): Promise<number> {
    const row = await q
      .selectFrom('playlistFolders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('playlistUuid', '=', playlistUuid)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Which library clip each requested id names (itself, else by the '-1' rule its base or the base's first
   * variant), and the ids that name none.
   */
  async function resolveClips(q: Db, jmIds: readonly string[]) {
    const candidates = [...new Set(jmIds.flatMap(jmIdCandidates))];
    const found = new Set(
      (await q.selectFrom('clips').select('jmId').where('jmId', 'in', candidates).execute()).map(
        (r) => r.jmId,
      ),
    );
    const resolved: string[] = [];
    const notFound: string[] = [];
    for (const jmId of jmIds) {
      const clip = jmIdCandidates(jmId).find((id) => found.has(id));
      if (clip === undefined) notFound.push(jmId);
      else resolved.push(clip);
    }
    return { resolved, notFound };
  }

  async function touchPlaylist(q: Db, uuid: string): Promise<void> {
    await q
      .updateTable('playlists')
      .set({ updatedAt: sql`now()` })
      .where('uuid', '=', uuid)
      .execute();
  }

  async function info(q: Db, row: PlaylistRow, canModify: boolean): Promise<PlaylistInfo> {
    return {
      uuid: row.uuid,
      name: row.name,
      description: row.description,
      videoCount: await countVideos(q, row.uuid),
      folderCount: await countFolders(q, row.uuid),
      canModify,
      cartUrl: canModify ? row.cartUrl : null,
      checkoutId: canModify ? row.checkoutId : null,
      shareUrl: canModify && row.shareToken ? shareUrl(row.uuid, row.shareToken) : null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  /**
   * Adds clips to a playlist, or puts them in one of its folders: all or nothing. Clips already in the
   * playlist (by the '-1' rule) are not added twice; with a folder they move into it.
   */
  async function addVideos(
    userId: string,
    uuid: string,
    jmIds: readonly string[],
    folderUuid?: string,
  ): Promise<PlaylistAddVideosResponse> {
    return db.transaction().execute(async (trx) => {
      // The row lock serialises concurrent adds to one playlist, so the size limit holds.
      await ownPlaylist(trx, userId, uuid, true);
      if (folderUuid) await ownFolder(trx, uuid, folderUuid);
      const { resolved, notFound } = await resolveClips(trx, jmIds);

      const existing = await trx
        .selectFrom('playlistVideos')
        .select(['jmId', 'folderUuid'])
        .where('playlistUuid', '=', uuid)
        .execute();
      const byBase = new Map(existing.map((row) => [baseJmId(row.jmId), row]));
      const fresh: string[] = [];
      const moving: string[] = [];
      const seen = new Set<string>();
      for (const clip of resolved) {
        const base = baseJmId(clip);
        if (seen.has(base)) continue;
        seen.add(base);
        const present = byBase.get(base);
        if (!present) fresh.push(clip);
        else if (folderUuid && present.folderUuid !== folderUuid) moving.push(present.jmId);
      }
      if (existing.length + fresh.length > maxVideos) throw httpError(400, playlistFull);

      if (fresh.length > 0) {
        await sql`
          INSERT INTO playlist_videos (playlist_uuid, jm_id, folder_uuid)
          SELECT ${uuid}::uuid, jm_id, ${folderUuid ?? null}::uuid FROM unnest(${fresh}::text[]) AS t (jm_id)
        `.execute(trx);
        // A running download is canceled and a completed one's link removed (zips/).
        await playlistClipsChanged(trx, uuid);
      }
      if (moving.length > 0) {
        await trx
          .updateTable('playlistVideos')
          .set({ folderUuid: folderUuid ?? null })
          .where('playlistUuid', '=', uuid)
          .where('jmId', 'in', moving)
          .execute();
      }
      const added = fresh.length + moving.length;
      if (added > 0) {
        await touchPlaylist(trx, uuid);
        if (folderUuid) {
          await trx
            .updateTable('playlistFolders')
            .set({ updatedAt: sql`now()` })
            .where('uuid', '=', folderUuid)
            .execute();
        }
      }
      return { added, total: await countVideos(trx, uuid, folderUuid), notFound };
    });
  }

  async function addVideo(userId: string, uuid: string, jmId: string, folderUuid?: string) {
    const result = await addVideos(userId, uuid, [jmId], folderUuid);
    if (result.notFound.length > 0) throw httpError(404, PLAYLIST_SERVER_MESSAGES.videoMissing);
    return result;
  }

  async function videoRows(
    q: Db,
    playlistUuid: string,
    page: { offset: number; max: number; sortBy: string; folderUuid?: string },
  ): Promise<{ data: PlaylistVideoRow[]; total: number }> {
    const inFolder = page.folderUuid ? sql`AND v.folder_uuid = ${page.folderUuid}` : sql``;
    const rows = await sql<VideoRowRecord>`
      SELECT c.jm_id, c.title, c.publishing_title, c.img_url, c.preview_url, c.bright_cove_video_id, c.aci,
        c.iar, c.rsa, c.bo, c.original_publishing_date, c.signed_date, v.added_at, v.folder_uuid
      FROM playlist_videos v JOIN clips c ON c.jm_id = v.jm_id
      WHERE v.playlist_uuid = ${playlistUuid} ${inFolder}
      ORDER BY ${orderBy(page.sortBy, VIDEO_ORDER, sql`v.jm_id DESC`)}
      LIMIT ${page.max} OFFSET ${page.offset}
    `.execute(q);
    return {
      data: rows.rows.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
      total: await countVideos(q, playlistUuid, page.folderUuid),
    };
  }

  async function folderRecord(q: Db, folderUuid: string): Promise<PlaylistFolder> {
    const row = await sql<FolderRow>`
      SELECT ${FOLDER_COLUMNS} FROM playlist_folders f WHERE f.uuid = ${folderUuid}
    `.execute(q);
    const folder = row.rows[0];
    if (!folder) throw httpError(404, PLAYLIST_SERVER_MESSAGES.folderMissing);
    return toFolder(folder);
  }

  return {
    /** The user's playlists, a page at a time. */
    async lists(
      userId: string,
      query: { max: number; offset: number; includeThumbs?: boolean; sortBy: string },
    ): Promise<PlaylistsResponse> {
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
        ORDER BY ${orderBy(query.sortBy, PLAYLIST_ORDER, sql`p.created_at DESC, p.uuid`)}
        LIMIT ${query.max} OFFSET ${query.offset}
      `.execute(db);
      const total = await db
        .selectFrom('playlists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();

      const thumbs = new Map<string, string[]>();
      if (query.includeThumbs && rows.rows.length > 0) {
        const uuids = rows.rows.map((row) => row.uuid);
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
        `.execute(db);
        for (const row of found.rows) thumbs.set(row.uuid, [...(thumbs.get(row.uuid) ?? []), row.imgUrl]);
      }

      const data: PlaylistSummary[] = rows.rows.map((row) => ({
        uuid: row.uuid,
        name: row.name,
        description: row.description,
        videoCount: Number(row.videoCount),
        folderCount: Number(row.folderCount),
        ...(query.includeThumbs ? { thumbs: thumbs.get(row.uuid) ?? [] } : {}),
        canModify: true,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
      return { data, total: Number(total.n) };
    },

    /** Creates a playlist; the name follows the client's rule and is unique per user without regard to case. */
    async create(
      userId: string,
      body: { name: string; description?: string | null },
    ): Promise<{ uuid: string }> {
      const name = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      try {
        return await db.transaction().execute(async (trx) => {
          // One creation at a time per user, so the count below holds.
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`playlists:${userId}`}))`.execute(trx);
          const count = await trx
            .selectFrom('playlists')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= maxLists) throw httpError(400, tooManyLists);
          return trx
            .insertInto('playlists')
            .values({ userId, name, description: cleanDescription(body.description) ?? null })
            .returning('uuid')
            .executeTakeFirstOrThrow();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
        throw error;
      }
    },

    /**
     * "Save a copy": a new playlist of the caller's holding the clips and the description of a playlist they
     * may read (their own, or one whose share token they hold). The name follows the rule of a new list; the
     * lists limit holds. Folders, the cart, the checkout and the share link stay with the original (ADR 31).
     */
    async copy(
      userId: string,
      uuid: string,
      body: { name: string; share?: string },
    ): Promise<PlaylistCopiedResponse> {
      const name = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      try {
        return await db.transaction().execute(async (trx) => {
          const { row: source } = await readablePlaylist(trx, userId, uuid, body.share);
          // One creation at a time per user, so the count below holds (as `create`).
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`playlists:${userId}`}))`.execute(trx);
          const count = await trx
            .selectFrom('playlists')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= maxLists) throw httpError(400, tooManyLists);
          const created = await trx
            .insertInto('playlists')
            .values({ userId, name, description: source.description })
            .returning('uuid')
            .executeTakeFirstOrThrow();
          // Oldest first, each keeps its own time: the copy lists the clips in the original's order.
          await sql`
            INSERT INTO playlist_videos (playlist_uuid, jm_id, added_at)
            SELECT ${created.uuid}::uuid, v.jm_id, v.added_at FROM playlist_videos v
            WHERE v.playlist_uuid = ${uuid}::uuid
            ORDER BY v.added_at
            LIMIT ${maxVideos}
          `.execute(trx);
          return { uuid: created.uuid, name, videoCount: await countVideos(trx, created.uuid) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
        throw error;
      }
    },

    /** Every playlist of the user with whether it holds the clip ('-1' matches the base id). */
    async forVideo(userId: string, jmId: string): Promise<PlaylistsForVideoResponse> {
      const candidates = jmIdCandidates(jmId);
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
      `.execute(db);
      const data = rows.rows.map((row) => ({
        uuid: row.uuid,
        name: row.name,
        videoCount: Number(row.videoCount),
        containsVideo: row.jmId !== null,
        folderUuid: row.folderUuid,
        disabled: false,
        canModify: true,
        updatedAt: iso(row.updatedAt),
      }));
      return { data, total: data.length };
    },

    /** One playlist: for its owner, or read-only for a signed-in reader with its share token. */
    async info(userId: string, uuid: string, share?: string): Promise<PlaylistInfo> {
      const { row, canModify } = await readablePlaylist(db, userId, uuid, share);
      return info(db, row, canModify);
    },

    async update(
      userId: string,
      uuid: string,
      body: {
        name?: string;
        description?: string | null;
        cartUrl?: string | null;
        checkoutId?: string | null;
      },
    ): Promise<PlaylistInfo> {
      const name =
        body.name === undefined ? undefined : checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      const description = cleanDescription(body.description);
      try {
        return await db.transaction().execute(async (trx) => {
          await ownPlaylist(trx, userId, uuid, true);
          const changes: Record<string, unknown> = {};
          if (name !== undefined) changes.name = name;
          if (description !== undefined) changes.description = description;
          // Renaming or describing changes the list; the cart and checkout are bookkeeping.
          if (Object.keys(changes).length > 0) changes.updatedAt = sql`now()`;
          if (body.cartUrl !== undefined) changes.cartUrl = body.cartUrl;
          if (body.checkoutId !== undefined) changes.checkoutId = body.checkoutId;
          const row = await trx
            .updateTable('playlists')
            .set(changes)
            .where('uuid', '=', uuid)
            .returningAll()
            .executeTakeFirstOrThrow();
          return info(trx, row, true);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
        throw error;
      }
    },

    async remove(userId: string, uuid: string): Promise<{ uuid: string; deleted: true }> {
      const result = await db
        .deleteFrom('playlists')
        .where('uuid', '=', uuid)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
      return { uuid, deleted: true };
    },

    /** The share link: made on first call, the same link after. */
    async share(userId: string, uuid: string): Promise<PlaylistShareResponse> {
      return db.transaction().execute(async (trx) => {
        const row = await ownPlaylist(trx, userId, uuid, true);
        let token = row.shareToken;
        if (!token) {
          token = randomBytes(24).toString('base64url');
          await trx.updateTable('playlists').set({ shareToken: token }).where('uuid', '=', uuid).execute();
        }
        return { url: shareUrl(uuid, token), token };
      });
    },

    addVideo: (userId: string, uuid: string, jmId: string) => addVideo(userId, uuid, jmId),
    addVideos: (userId: string, uuid: string, jmIds: readonly string[]) => addVideos(userId, uuid, jmIds),

    async removeVideo(userId: string, uuid: string, jmId: string): Promise<PlaylistRemoveVideoResponse> {
      return db.transaction().execute(async (trx) => {
        await ownPlaylist(trx, userId, uuid, true);
        const result = await trx
          .deleteFrom('playlistVideos')
          .where('playlistUuid', '=', uuid)
          .where('jmId', 'in', jmIdCandidates(jmId))
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows) > 0;
        if (removed) {
          await touchPlaylist(trx, uuid);
          await playlistClipsChanged(trx, uuid);
        }
        return { removed, total: await countVideos(trx, uuid) };
      });
    },

    /** Bulk remove: takes every named clip (by the '-1' rule) out of the playlist; ids not there are skipped. */
    async removeVideos(
      userId: string,
      uuid: string,
      jmIds: readonly string[],
    ): Promise<PlaylistRemoveVideosResponse> {
      return db.transaction().execute(async (trx) => {
        await ownPlaylist(trx, userId, uuid, true);
        const result = await trx
          .deleteFrom('playlistVideos')
          .where('playlistUuid', '=', uuid)
          .where('jmId', 'in', [...new Set(jmIds.flatMap(jmIdCandidates))])
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows);
        if (removed > 0) {
          await touchPlaylist(trx, uuid);
          await playlistClipsChanged(trx, uuid);
        }
        return { removed, total: await countVideos(trx, uuid) };
      });
    },

    /** The videos of a playlist (or one of its folders): for the owner, or anyone with the share token. */
    async videos(
      userId: string | null,
      uuid: string,
      query: { offset: number; max: number; sortBy: string; folderUuid?: string; share?: string },
    ): Promise<PlaylistVideosResponse> {
      const { row, canModify } = await readablePlaylist(db, userId, uuid, query.share);
      if (query.folderUuid) await ownFolder(db, uuid, query.folderUuid);
      const page = await videoRows(db, uuid, query);
      return {
        ...page,
        playlist: {
          uuid: row.uuid,
          name: row.name,
          description: row.description,
          videoCount: query.folderUuid ? await countVideos(db, uuid) : page.total,
          canModify,
        },
      };
    },

    // -------------------------------------------------------------------------------------------------------
    // Folders

    async folders(
      userId: string,
      uuid: string,
      query: { max: number; offset: number; sortBy: string },
    ): Promise<PlaylistFoldersResponse> {
      await ownPlaylist(db, userId, uuid);
      const rows = await sql<FolderRow>`
        SELECT ${FOLDER_COLUMNS}
        FROM playlist_folders f
        WHERE f.playlist_uuid = ${uuid}
        ORDER BY ${orderBy(query.sortBy, FOLDER_ORDER, sql`f.created_at DESC, f.uuid`)}
        LIMIT ${query.max} OFFSET ${query.offset}
      `.execute(db);
      return {
        data: rows.rows.map(toFolder),
        total: await countFolders(db, uuid),
      };
    },

    async createFolder(
      userId: string,
      uuid: string,
      body: { name: string; description?: string | null },
    ): Promise<{ uuid: string }> {
      const name = checkName(body.name, PLAYLIST_SERVER_MESSAGES.folderNameEmpty);
      try {
        return await db.transaction().execute(async (trx) => {
          await ownPlaylist(trx, userId, uuid, true);
          if ((await countFolders(trx, uuid)) >= maxFolders) throw httpError(400, tooManyFolders);
          const created = await trx
            .insertInto('playlistFolders')
            .values({ playlistUuid: uuid, name, description: cleanDescription(body.description) ?? null })
            .returning('uuid')
            .executeTakeFirstOrThrow();
          await touchPlaylist(trx, uuid);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.folderNameNotUnique);
        throw error;
      }
    },

    async folder(userId: string, uuid: string, folderUuid: string): Promise<PlaylistFolder> {
      await ownPlaylist(db, userId, uuid);
      await ownFolder(db, uuid, folderUuid);
      return folderRecord(db, folderUuid);
    },

    async updateFolder(
      userId: string,
      uuid: string,
      folderUuid: string,
      body: { name?: string; description?: string | null },
    ): Promise<PlaylistFolder> {
      const name =
        body.name === undefined ? undefined : checkName(body.name, PLAYLIST_SERVER_MESSAGES.folderNameEmpty);
      const description = cleanDescription(body.description);
      try {
        return await db.transaction().execute(async (trx) => {
          await ownPlaylist(trx, userId, uuid, true);
          await ownFolder(trx, uuid, folderUuid);
          await trx
            .updateTable('playlistFolders')
            .set({
              ...(name !== undefined ? { name } : {}),
              ...(description !== undefined ? { description } : {}),
              updatedAt: sql`now()`,
            })
            .where('uuid', '=', folderUuid)
            .execute();
          return folderRecord(trx, folderUuid);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.folderNameNotUnique);
        throw error;
      }
    },

    /** Deletes a folder; its videos stay in the playlist (the foreign key sets their folder to none). */
    async removeFolder(
      userId: string,
      uuid: string,
      folderUuid: string,
    ): Promise<{ uuid: string; deleted: true }> {
      return db.transaction().execute(async (trx) => {
        await ownPlaylist(trx, userId, uuid, true);
        await ownFolder(trx, uuid, folderUuid);
        await trx.deleteFrom('playlistFolders').where('uuid', '=', folderUuid).execute();
        await touchPlaylist(trx, uuid);
        return { uuid: folderUuid, deleted: true as const };
      });
    },

    async folderVideos(
      userId: string,
      uuid: string,
      folderUuid: string,
      query: { offset: number; max: number; sortBy: string },
    ): Promise<PlaylistFolderVideosResponse> {
      await ownPlaylist(db, userId, uuid);
      await ownFolder(db, uuid, folderUuid);
      return videoRows(db, uuid, { ...query, folderUuid });
    },

    addFolderVideo: (userId: string, uuid: string, folderUuid: string, jmId: string) =>
      addVideo(userId, uuid, jmId, folderUuid),
    addFolderVideos: (userId: string, uuid: string, folderUuid: string, jmIds: readonly string[]) =>
      addVideos(userId, uuid, jmIds, folderUuid),

    /** Takes a clip out of a folder; it stays in the playlist. */
    async removeFolderVideo(
      userId: string,
      uuid: string,
      folderUuid: string,
      jmId: string,
    ): Promise<PlaylistRemoveVideoResponse> {
      const { removed, total } = await this.removeFolderVideos(userId, uuid, folderUuid, [jmId]);
      return { removed: removed > 0, total };
    },

    /** Bulk remove from a folder: takes the named clips out of it; they stay in the playlist. */
    async removeFolderVideos(
      userId: string,
      uuid: string,
      folderUuid: string,
      jmIds: readonly string[],
    ): Promise<PlaylistRemoveVideosResponse> {
      return db.transaction().execute(async (trx) => {
        await ownPlaylist(trx, userId, uuid, true);
        await ownFolder(trx, uuid, folderUuid);
        const result = await trx
          .updateTable('playlistVideos')
          .set({ folderUuid: null })
          .where('playlistUuid', '=', uuid)
          .where('folderUuid', '=', folderUuid)
          .where('jmId', 'in', [...new Set(jmIds.flatMap(jmIdCandidates))])
          .executeTakeFirst();
        const removed = Number(result.numUpdatedRows);
        if (removed > 0) {
          await trx
            .updateTable('playlistFolders')
            .set({ updatedAt: sql`now()` })
            .where('uuid', '=', folderUuid)
            .execute();
        }
        return { removed, total: await countVideos(trx, uuid, folderUuid) };
      });
    },

    // -------------------------------------------------------------------------------------------------------
    // Sets

    /** Every clip in any of the user's playlists. */
    async favourites(userId: string): Promise<UserVideoSetResponse> {
      const data = await savedClipIds(db, userId);
      return { data, total: data.length };
    },

    /** Every clip the user holds a licence for (granted by commerce; a revoked licence no longer counts). */
    async purchased(userId: string): Promise<PurchasedVideosResponse> {
      const rows = await db
        .selectFrom('licences')
        .select('jmId')
        .select((eb) => eb.fn.max('grantedAt').as('lastGrantedAt'))
        // Every licence held is of a watermarked tier: the download is the watermarked file (downloads/).
        .select(sql<boolean>`bool_and((terms ->> 'watermarked')::boolean)`.as('watermarked'))
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .groupBy('jmId')
        .orderBy('lastGrantedAt', 'desc')
        .orderBy('jmId')
        .execute();
      return {
        data: rows.map((row) => row.jmId),
        total: rows.length,
        watermarked: rows.filter((row) => row.watermarked).map((row) => row.jmId),
      };
    },
  };
}
