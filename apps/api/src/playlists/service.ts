import {
  PAGES,
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  SHARE_LIMITS,
  baseJmId,
  normalisePlaylistName,
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
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { playlistClipsChanged } from '../zips/service';
import * as playlists from './repository';
import type { Executor as Db, FolderRow, PlaylistRow } from './repository';
import { isUniqueViolation } from '../db/errors';
import { newSecret, retireToken, sharedPlaylist } from '../playlist-reviews/access';
import { sharesTeamWithOwner } from '../teams/repository';

export interface PlaylistServiceOptions {
  /** Playlists one user may keep. @default PLAYLIST_LIMITS.maxLists */
  maxLists?: number;
  /** Videos in one playlist. @default PLAYLIST_LIMITS.maxVideos (1000, spec section 9) */
  maxVideos?: number;
  /** Folders in one playlist. @default PLAYLIST_LIMITS.maxFolders */
  maxFolders?: number;
}

/** The web app's path of a playlist's shared view, open to anyone holding it (ADR 31). */
export function shareUrl(uuid: string, token: string): string {
  return PAGES.sharedPlaylist.href({ playlistId: uuid }, { share: token });
}

/** The owner's view of a shared playlist's link. */
export function shareOf(row: Pick<PlaylistRow, 'uuid' | 'shareToken' | 'shareExpiresAt' | 'shareEmails'>) {
  return {
    url: shareUrl(row.uuid, row.shareToken!),
    expiresAt: row.shareExpiresAt!.toISOString(),
    emails: row.shareEmails,
  };
}

/** `days` days after `from`. */
export const daysFrom = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

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
export function jmIdCandidates(jmId: string): string[] {
  const base = baseJmId(jmId);
  return [...new Set([jmId, base, `${base}-1`])];
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

/** The clips in any of the user's playlists, as stored, in id order; only those among `among` when given. */
export function savedClipIds(db: Kysely<DB>, userId: string, among?: readonly string[]): Promise<string[]> {
  return playlists.savedClipIds(db, userId, among);
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
    const row = await playlists.findOwned(q, userId, uuid, lock);
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    return row;
  }

  async function ownFolder(q: Db, playlistUuid: string, folderUuid: string) {
    const row = await playlists.findFolder(q, playlistUuid, folderUuid);
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.folderMissing);
    return row;
  }

  /**
   * A playlist the caller may read: its owner, a member of the owner's team, or anyone with its current, unexpired share link (read-only; on a
   * link limited to named addresses, a guest admitted by one of them). A link turned off, replaced or expired
   * answers 410 (playlist-reviews/access.ts).
   */
  async function readablePlaylist(
    q: Db,
    userId: string | null,
    uuid: string,
    share: string | undefined,
    guestSecret: string | null = null,
  ): Promise<{ row: PlaylistRow; canModify: boolean }> {
    const own = userId === null ? undefined : await playlists.findOwned(q, userId, uuid);
    if (own) return { row: own, canModify: true };
    // A member of the owner's team reads it without a link (ADR 92), as long as both are in the team.
    if (userId !== null && !share) {
      const row = await playlists.find(q, uuid);
      if (row && (await sharesTeamWithOwner(q, userId, row.userId))) return { row, canModify: false };
    }
    const { row } = await sharedPlaylist(q, uuid, share, { guestSecret, admit: true });
    return { row, canModify: false };
  }

  /**
   * Which library clip each requested id names (itself, else by the '-1' rule its base or the base's first
   * variant), and the ids that name none.
   */
  async function resolveClips(q: Db, jmIds: readonly string[]) {
    const found = await playlists.existingClips(q, [...new Set(jmIds.flatMap(jmIdCandidates))]);
    const resolved: string[] = [];
    const notFound: string[] = [];
    for (const jmId of jmIds) {
      const clip = jmIdCandidates(jmId).find((id) => found.has(id));
      if (clip === undefined) notFound.push(jmId);
      else resolved.push(clip);
    }
    return { resolved, notFound };
  }

  async function info(q: Db, row: PlaylistRow, canModify: boolean): Promise<PlaylistInfo> {
    return {
      uuid: row.uuid,
      name: row.name,
      description: row.description,
      videoCount: await playlists.countVideos(q, row.uuid),
      folderCount: await playlists.countFolders(q, row.uuid),
      canModify,
      cartUrl: canModify ? row.cartUrl : null,
      checkoutId: canModify ? row.checkoutId : null,
      shareUrl: canModify && row.shareToken ? shareUrl(row.uuid, row.shareToken) : null,
      share: canModify && row.shareToken && row.shareExpiresAt ? shareOf(row) : null,
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

      const existing = await playlists.videosOf(trx, uuid);
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
        await playlists.insertVideos(trx, uuid, fresh, folderUuid ?? null);
        // A running download is canceled and a completed one's link removed (zips/).
        await playlistClipsChanged(trx, uuid);
      }
      if (moving.length > 0) await playlists.fileVideos(trx, uuid, moving, folderUuid ?? null);
      const added = fresh.length + moving.length;
      if (added > 0) {
        await playlists.touch(trx, uuid);
        if (folderUuid) await playlists.updateFolder(trx, folderUuid);
      }
      return { added, total: await playlists.countVideos(trx, uuid, folderUuid), notFound };
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
    const rows = await playlists.videoPage(q, playlistUuid, page);
    return {
      data: rows.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
      total: await playlists.countVideos(q, playlistUuid, page.folderUuid),
    };
  }

  async function folderRecord(q: Db, folderUuid: string): Promise<PlaylistFolder> {
    const folder = await playlists.folderWithCount(q, folderUuid);
    if (!folder) throw httpError(404, PLAYLIST_SERVER_MESSAGES.folderMissing);
    return toFolder(folder);
  }

  /** A new playlist of the user's, within the lists limit: one creation at a time per user, so the count holds. */
  async function insertWithinLimit(trx: Db, userId: string, name: string, description: string | null) {
    await playlists.lockCreations(trx, userId);
    if ((await playlists.countOwned(trx, userId)) >= maxLists) throw httpError(400, tooManyLists);
    return playlists.insert(trx, { userId, name, description });
  }

  return {
    /** The user's playlists, a page at a time. */
    async lists(
      userId: string,
      query: { max: number; offset: number; includeThumbs?: boolean; sortBy: string },
    ): Promise<PlaylistsResponse> {
      const rows = await playlists.listPage(db, userId, query);
      const total = await playlists.countOwned(db, userId);
      const thumbs =
        query.includeThumbs && rows.length > 0
          ? await playlists.thumbs(
              db,
              rows.map((row) => row.uuid),
            )
          : new Map<string, string[]>();

      const data: PlaylistSummary[] = rows.map((row) => ({
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
      return { data, total };
    },

    /** Creates a playlist; the name follows the client's rule and is unique per user without regard to case. */
    async create(
      userId: string,
      body: { name: string; description?: string | null },
    ): Promise<{ uuid: string }> {
      const name = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      try {
        return await db
          .transaction()
          .execute((trx) => insertWithinLimit(trx, userId, name, cleanDescription(body.description) ?? null));
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
      guestSecret: string | null = null,
    ): Promise<PlaylistCopiedResponse> {
      const name = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      try {
        return await db.transaction().execute(async (trx) => {
          const { row: source } = await readablePlaylist(trx, userId, uuid, body.share, guestSecret);
          const created = await insertWithinLimit(trx, userId, name, source.description);
          // Oldest first, each keeps its own time: the copy lists the clips in the original's order.
          await playlists.copyVideos(trx, uuid, created.uuid, maxVideos);
          return { uuid: created.uuid, name, videoCount: await playlists.countVideos(trx, created.uuid) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
        throw error;
      }
    },

    /** Every playlist of the user with whether it holds the clip ('-1' matches the base id). */
    async forVideo(userId: string, jmId: string): Promise<PlaylistsForVideoResponse> {
      const rows = await playlists.withClip(db, userId, jmIdCandidates(jmId));
      const data = rows.map((row) => ({
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
    async info(
      userId: string,
      uuid: string,
      share?: string,
      guestSecret?: string | null,
    ): Promise<PlaylistInfo> {
      const { row, canModify } = await readablePlaylist(db, userId, uuid, share, guestSecret);
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
          if (Object.keys(changes).length > 0) changes.updatedAt = playlists.NOW;
          if (body.cartUrl !== undefined) changes.cartUrl = body.cartUrl;
          if (body.checkoutId !== undefined) changes.checkoutId = body.checkoutId;
          return info(trx, await playlists.update(trx, uuid, changes), true);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
        throw error;
      }
    },

    async remove(userId: string, uuid: string): Promise<{ uuid: string; deleted: true }> {
      if ((await playlists.removeOwned(db, userId, uuid)) === 0)
        throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
      return { uuid, deleted: true };
    },

    /**
     * The share link: made on first call (for `SHARE_LIMITS.defaultDays`), the same link after while it lives;
     * an expired link is replaced by a new one of the same length of life and addresses.
     */
    async share(userId: string, uuid: string, now = new Date()): Promise<PlaylistShareResponse> {
      return db.transaction().execute(async (trx) => {
        const row = await ownPlaylist(trx, userId, uuid, true);
        if (row.shareToken && row.shareExpiresAt && row.shareExpiresAt > now) {
          return { ...shareOf(row), token: row.shareToken };
        }
        await retireToken(trx, uuid, row.shareToken);
        const token = newSecret();
        const updated = await playlists.setShare(trx, uuid, {
          token,
          expiresAt: daysFrom(now, SHARE_LIMITS.defaultDays),
          emails: row.shareEmails,
        });
        return { ...shareOf(updated), token };
      });
    },

    addVideo: (userId: string, uuid: string, jmId: string) => addVideo(userId, uuid, jmId),
    addVideos: (userId: string, uuid: string, jmIds: readonly string[]) => addVideos(userId, uuid, jmIds),

    async removeVideo(userId: string, uuid: string, jmId: string): Promise<PlaylistRemoveVideoResponse> {
      const { removed, total } = await this.removeVideos(userId, uuid, [jmId]);
      return { removed: removed > 0, total };
    },

    /** Bulk remove: takes every named clip (by the '-1' rule) out of the playlist; ids not there are skipped. */
    async removeVideos(
      userId: string,
      uuid: string,
      jmIds: readonly string[],
    ): Promise<PlaylistRemoveVideosResponse> {
      return db.transaction().execute(async (trx) => {
        await ownPlaylist(trx, userId, uuid, true);
        const removed = await playlists.deleteVideos(trx, uuid, [...new Set(jmIds.flatMap(jmIdCandidates))]);
        if (removed > 0) {
          await playlists.touch(trx, uuid);
          await playlistClipsChanged(trx, uuid);
        }
        return { removed, total: await playlists.countVideos(trx, uuid) };
      });
    },

    /** The videos of a playlist (or one of its folders): for the owner, or anyone with the share token. */
    async videos(
      userId: string | null,
      uuid: string,
      query: { offset: number; max: number; sortBy: string; folderUuid?: string; share?: string },
      guestSecret: string | null = null,
    ): Promise<PlaylistVideosResponse> {
      const { row, canModify } = await readablePlaylist(db, userId, uuid, query.share, guestSecret);
      if (query.folderUuid) await ownFolder(db, uuid, query.folderUuid);
      const page = await videoRows(db, uuid, query);
      return {
        ...page,
        playlist: {
          uuid: row.uuid,
          name: row.name,
          description: row.description,
          videoCount: query.folderUuid ? await playlists.countVideos(db, uuid) : page.total,
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
      const rows = await playlists.folderPage(db, uuid, query);
      return { data: rows.map(toFolder), total: await playlists.countFolders(db, uuid) };
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
          if ((await playlists.countFolders(trx, uuid)) >= maxFolders) throw httpError(400, tooManyFolders);
          const created = await playlists.insertFolder(trx, {
            playlistUuid: uuid,
            name,
            description: cleanDescription(body.description) ?? null,
          });
          await playlists.touch(trx, uuid);
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
          await playlists.updateFolder(trx, folderUuid, {
            ...(name !== undefined ? { name } : {}),
            ...(description !== undefined ? { description } : {}),
          });
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
        await playlists.deleteFolder(trx, folderUuid);
        await playlists.touch(trx, uuid);
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
        const candidates = [...new Set(jmIds.flatMap(jmIdCandidates))];
        const removed = await playlists.unfileVideos(trx, uuid, folderUuid, candidates);
        if (removed > 0) await playlists.updateFolder(trx, folderUuid);
        return { removed, total: await playlists.countVideos(trx, uuid, folderUuid) };
      });
    },

    // -------------------------------------------------------------------------------------------------------
    // Sets

    /** Every clip in any of the user's playlists. */
    async favourites(userId: string): Promise<UserVideoSetResponse> {
      const data = await playlists.savedClipIds(db, userId);
      return { data, total: data.length };
    },

    /** Every clip the user holds a licence for (granted by commerce; a revoked licence no longer counts). */
    async purchased(userId: string): Promise<PurchasedVideosResponse> {
      const rows = await playlists.heldClips(db, userId);
      return {
        data: rows.map((row) => row.jmId),
        total: rows.length,
        watermarked: rows.filter((row) => row.watermarked).map((row) => row.jmId),
      };
    },
  };
}
