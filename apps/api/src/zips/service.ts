import {
  FULFILMENT_MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  fillPath,
  playlistDownloadFileEndpoint,
  type PlaylistDownloadEntry,
  type PlaylistDownloadsResponse,
} from '@clipmarket/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { createHistoryService } from '../history/service';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { DOWNLOAD_LINK_SECONDS } from '../downloads/links';
import type { FileAnswer } from '../http/file-route';
import { MediaNotFoundError, type MediaStore } from '../media/store';
import { DEFAULT_ZIP_LIMITS, licencesInPlaylist, type ZipLimits } from './plan';
import { DEFAULT_ZIP_QUOTAS, ZIP_QUOTA_MESSAGES, type ZipQuotas } from './quotas';
import * as zips from './repository';
import type { Executor as Db, ZipRow as Row } from './repository';
import type { ZipContent } from './tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The download service's errors carry their text as `errorMessage` too (spec section 7). */
const downloadError = (status: number, message: string) =>
  httpError(status, message, { errorMessage: message });

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The zip's address for the playlist: the file endpoint, which never expires (it rebuilds a zip gone). */
export const zipLink = (playlistUuid: string) =>
  fillPath(playlistDownloadFileEndpoint.path, { uuid: playlistUuid });

function messageOf(row: Row, quotas: ZipQuotas): string {
  switch (row.status) {
    case 'IN_PROGRESS':
      return FULFILMENT_MESSAGES.downloadInProgress;
    case 'COMPLETED':
      return FULFILMENT_MESSAGES.downloadReady;
    case 'CANCELED':
      if (row.cancelReason === 'expired') return ZIP_QUOTA_MESSAGES.expired(quotas.expiryMs);
      return row.cancelReason === 'changed'
        ? FULFILMENT_MESSAGES.downloadDropped
        : FULFILMENT_MESSAGES.downloadCanceled;
    case 'FAILED':
      return FULFILMENT_MESSAGES.downloadFailed;
  }
}

/** When a completed zip goes unless downloaded before: its last download (or completion) plus the expiry. */
function expiresAt(row: Row, quotas: ZipQuotas): string | null {
  const since = row.lastUsedAt ?? row.completedAt;
  if (row.status !== 'COMPLETED' || !since) return null;
  return new Date(new Date(since).getTime() + quotas.expiryMs).toISOString();
}

function entryOf(row: Row, playlistUuid: string, quotas: ZipQuotas): PlaylistDownloadEntry {
  const completed = row.status === 'COMPLETED';
  return {
    playlistUuid,
    status: row.status,
    message: messageOf(row, quotas),
    link: completed ? zipLink(playlistUuid) : null,
    includedCount: row.includedCount,
    excludedCount: row.excludedCount,
    bytes: completed ? Number(row.bytes ?? 0) : null,
    expiresAt: expiresAt(row, quotas),
    expired: row.status === 'CANCELED' && row.cancelReason === 'expired',
    progress:
      row.status === 'IN_PROGRESS'
        ? {
            clipsDone: Math.min(row.entriesDone, row.includedCount),
            clipsTotal: row.includedCount,
            bytesDone: Number(row.bytesDone),
          }
        : null,
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The playlist's clips changed (a clip added or removed; called inside that change's transaction, with the
 * playlist row locked): its running download is canceled and a completed one's link removed, as the spec
 * warns the user before the change. The runner then stops the build and removes the zip.
 */
export function playlistClipsChanged(q: Db, playlistUuid: string): Promise<void> {
  return zips.cancelForChange(q, playlistUuid);
}

export interface ZipServiceOptions {
  db: Kysely<DB>;
  files: MediaStore;
  /** A job was queued: the runner should look now. */
  kick: () => void;
  /** @default FULFILMENT_LIMITS */
  limits?: ZipLimits;
  /** @default DEFAULT_ZIP_QUOTAS */
  quotas?: ZipQuotas;
}

export type ZipService = ReturnType<typeof createZipService>;

/**
 * The playlist download-all endpoints (contract in packages/core/src/contract/fulfilment.ts). Every call reads
 * or writes only the caller's playlists: another user's uuid answers 404 like a missing one.
 */
/** The zip's address in the bucket; a zip no longer there is missing (and rebuilt), as a local read finds it. */
async function presignedZip(files: MediaStore, key: string, filename: string): Promise<FileAnswer> {
  if (!(await files.stat(key))) throw new MediaNotFoundError(key);
  const redirect = await files.presign!(key, {
    expiresInSeconds: DOWNLOAD_LINK_SECONDS,
    filename,
    contentType: 'application/zip',
  });
  return { redirect, filename };
}

export function createZipService(options: ZipServiceOptions) {
  const { db, files, kick } = options;
  const limits = options.limits ?? DEFAULT_ZIP_LIMITS;
  const quotas = options.quotas ?? DEFAULT_ZIP_QUOTAS;
  const history = createHistoryService(db);

  async function ownPlaylist(q: Db, userId: string, uuid: string, lock = false) {
    if (!UUID.test(uuid)) throw downloadError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    const row = await zips.ownedPlaylist(q, userId, uuid, lock);
    if (!row) throw downloadError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    return row;
  }

  /**
   * A completed row whose zip can be served: the file is still in the files store and every clip in it is
   * still licensed to the user (a licence revoked since must not leave its master downloadable).
   */
  async function usable(row: Row, userId: string, playlistUuid: string): Promise<boolean> {
    if (row.status !== 'COMPLETED' || !row.fileKey) return false;
    if (!(await files.stat(row.fileKey))) return false;
    const licensed = await licencesInPlaylist(db, userId, playlistUuid);
    return row.contents.every((clip) => licensed.get(clip.jmId)?.file === clip.file);
  }

  /**
   * The playlist's live or usable download, else a new job: in a transaction holding the playlist's row, so
   * two requests never start two jobs, and a change to its clips waits. 409 when no clip is licensed.
   */
  async function ensure(userId: string, uuid: string): Promise<{ row: Row; started: boolean }> {
    await ownPlaylist(db, userId, uuid);
    const before = await zips.latestJob(db, uuid);
    if (before?.status === 'IN_PROGRESS') return { row: before, started: false };
    const unusable =
      before?.status === 'COMPLETED' && !(await usable(before, userId, uuid)) ? before.id : null;
    if (before?.status === 'COMPLETED' && unusable === null) return { row: before, started: false };

    const result = await db
      .transaction()
      .execute(async (trx): Promise<{ row: Row | null; started: boolean }> => {
        await ownPlaylist(trx, userId, uuid, true);
        const now = await zips.latestJob(trx, uuid);
        // Another request started or finished one meanwhile.
        if (now && (now.status === 'IN_PROGRESS' || (now.status === 'COMPLETED' && now.id !== unusable))) {
          return { row: now, started: false };
        }
        const licensed = await licencesInPlaylist(trx, userId, uuid);
        if (licensed.size > 0) await withinQuotas(trx, userId, unusable);
        if (licensed.size === 0) {
          // A completed zip that can no longer be served (a licence revoked) goes too, so no entry offers it.
          if (unusable) await zips.dropCompleted(trx, unusable);
          return { row: null, started: false };
        }
        const total = await zips.countClips(trx, uuid);
        // The link is re-issued: the completed row whose zip is gone (or no longer licensed) makes way, its file
        // (if any) left for the runner's sweep.
        if (unusable) await zips.dropCompleted(trx, unusable);
        // Earlier rows with nothing left to clean up are forgotten: the playlist's entry is its latest job.
        await zips.forgetFinished(trx, uuid);
        // What the zip will hold, as far as is known before the footage is looked at (the job settles it).
        const included = Math.min(licensed.size, limits.maxClips);
        const row = await zips.insertJob(trx, {
          userId,
          playlistUuid: uuid,
          includedCount: included,
          excludedCount: Math.max(0, total - included),
        });
        return { row, started: true };
      });
    if (!result.row) throw downloadError(409, FULFILMENT_MESSAGES.nothingLicensed);
    if (result.started) kick();
    return { row: result.row, started: result.started };
  }

  /**
   * Refuses a new build past the user's quotas (zips/quotas.ts), before anything is queued: too many zips queued
   * or building (429), or finished zips kept that reach the storage limit (409; `replacing`, a zip about to be
   * dropped, does not count). The user's row is locked first, so two requests for two playlists cannot both
   * pass the same count.
   */
  async function withinQuotas(trx: Transaction<DB>, userId: string, replacing: string | null): Promise<void> {
    await zips.lockUser(trx, userId);
    const { queued, stored } = await zips.heldBy(trx, userId, replacing);
    if (queued >= quotas.maxQueued) throw downloadError(429, ZIP_QUOTA_MESSAGES.queueFull(quotas.maxQueued));
    if (stored >= quotas.maxStoredBytes) {
      throw downloadError(409, ZIP_QUOTA_MESSAGES.storageFull(quotas.maxStoredBytes, quotas.expiryMs));
    }
  }

  /** Records each clip of a downloaded zip: a `clip_downloads` row (via 'zip') and the download history. */
  async function record(user: AuthUser, contents: readonly ZipContent[]): Promise<void> {
    if (contents.length === 0) return;
    await zips.recordZipDownloads(db, user.id, contents);
    await history.record(
      user,
      'download',
      user.username,
      contents.map((c) => c.jmId),
    );
  }

  return {
    /** The user's download entries: each playlist's latest job, most recently changed first. */
    async list(userId: string): Promise<PlaylistDownloadsResponse> {
      const rows = await zips.latestJobs(db, userId);
      const data = rows
        .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime())
        .map((row) => entryOf(row, row.playlistUuid!, quotas));
      return { data };
    },

    /** Starts the playlist's zip when there is no live or usable one, and answers how it stands. */
    async start(userId: string, uuid: string): Promise<PlaylistDownloadEntry> {
      const { row } = await ensure(userId, uuid);
      return entryOf(row, uuid, quotas);
    },

    /** Cancels the running download; 404 (with `errorMessage`) when none runs. */
    async cancel(userId: string, uuid: string): Promise<{ message: string }> {
      return db.transaction().execute(async (trx) => {
        await ownPlaylist(trx, userId, uuid, true);
        const canceled = await zips.cancelRunning(trx, uuid);
        if (!canceled) throw downloadError(404, FULFILMENT_MESSAGES.noDownloadToCancel);
        return { message: FULFILMENT_MESSAGES.downloadCanceled };
      });
    },

    /**
     * The completed zip, streamed from the files store, each clip in it recorded as downloaded (not for HEAD,
     * which sends no file). The link never expires: when there is no usable zip (never built, canceled, its
     * file gone, a licence revoked) a new build starts and the answer is 409 until it is done.
     */
    async file(
      user: AuthUser,
      uuid: string,
      options: { record: boolean } = { record: true },
    ): Promise<FileAnswer> {
      const playlist = await ownPlaylist(db, user.id, uuid);
      const row = await zips.latestJob(db, uuid);
      if (row && (await usable(row, user.id, uuid))) {
        try {
          const filename = `${playlist.name}.zip`;
          // On S3 the browser fetches the zip from the bucket, at a short-lived address (ADR 100).
          const answer: FileAnswer = files.presign
            ? await presignedZip(files, row.fileKey!, filename)
            : { body: await files.read(row.fileKey!), filename };
          if (options.record) {
            await record(user, row.contents);
            // Downloaded: kept another expiry period from now.
            await zips.markUsed(db, row.id);
          }
          return answer;
        } catch (error) {
          // Removed since it was looked at: rebuilt below, as a zip found missing is.
          if (!(error instanceof MediaNotFoundError)) throw error;
        }
      }
      await ensure(user.id, uuid);
      throw downloadError(409, FULFILMENT_MESSAGES.zipNotReady);
    },
  };
}
