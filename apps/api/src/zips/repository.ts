/**
 * The playlist zips' SQL (ADR 64): the zip jobs (`playlist_downloads`, which is also their queue), the
 * playlist, clips and licences a zip is planned from, and the record of a zip's download, as functions of the
 * executor they run on (the database, or a transaction the service opened). No rule lives here: whose playlist,
 * the quotas, which file a licence gives and when a zip is rebuilt are the service's, the plan's and the
 * runner's (service.ts, plan.ts, runner.ts).
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/worker';
import type { PlaylistDownloadsTable, ZipContent } from './tables';
import { coverage } from '../teams/repository';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;
/** A zip job's row. */
export type ZipRow = Selectable<PlaylistDownloadsTable>;

/** The database's clock, for a change's time. */
export const NOW = sql<Date>`now()`;

/** SQL for a jmId's base id (packages/core `baseJmId`: '1234567-1' → '1234567'). */
const BASE_OF = (column: string) => sql`regexp_replace(${sql.ref(column)}, '-1$', '')`;

const IN_PROGRESS = sql<boolean>`${sql.ref('status')} = 'IN_PROGRESS'`;

/** The zip jobs as the job mechanism (jobs/worker.ts) claims them: a row IN_PROGRESS of a playlist. */
export const ZIP_QUEUE: JobQueue = {
  table: 'playlistDownloads',
  waiting: sql<boolean>`${IN_PROGRESS} AND ${sql.ref('playlistUuid')} IS NOT NULL`,
  // Ended only while IN_PROGRESS: a cancel up to the end is never completed.
  endable: IN_PROGRESS,
  order: ['runAt', 'createdAt'],
  columns: ['userId', 'playlistUuid'],
};

// ---------------------------------------------------------------------------------------------------------
// The playlist, its clips and the licences a zip is planned from

/** The user's playlist (its name), optionally locked for the rest of the transaction. */
export function ownedPlaylist(q: Executor, userId: string, uuid: string, lock = false) {
  let query = q
    .selectFrom('playlists')
    .select(['uuid', 'name'])
    .where('uuid', '=', uuid)
    .where('userId', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** How many clips the playlist holds. */
export async function countClips(q: Executor, playlistUuid: string): Promise<number> {
  const total = await q
    .selectFrom('playlistVideos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('playlistUuid', '=', playlistUuid)
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** The playlist's library clips, in the order they were added, with what a zip entry's name is made of. */
export async function clipsOf(q: Executor, playlistUuid: string) {
  const { rows } = await sql<{
    jmId: string;
    title: string | null;
    publishingTitle: string | null;
    previewUrl: string | null;
    imgUrl: string | null;
  }>`
    SELECT c.jm_id, c.title, c.publishing_title, c.preview_url, c.img_url
    FROM playlist_videos v JOIN clips c ON c.jm_id = v.jm_id
    WHERE v.playlist_uuid = ${playlistUuid}
    ORDER BY v.added_at, v.jm_id
  `.execute(q);
  return rows;
}

/**
 * The unrevoked licences that cover the user (their own, or their team's: ADR 92) for the playlist's clips, one
 * row per clip and licence: a licence of the clip, of its base id or of the base's '-1' variant.
 */
export async function licencesForClips(q: Executor, userId: string, playlistUuid: string) {
  const { rows } = await sql<{ clipJmId: string; number: string; terms: unknown; grantedAt: Date | string }>`
    SELECT v.jm_id AS clip_jm_id, l.number, l.terms, l.granted_at
    FROM playlist_videos v
    JOIN licences l ON ${coverage('l', userId)} AND l.revoked_at IS NULL
      AND l.jm_id IN (v.jm_id, ${BASE_OF('v.jm_id')}, ${BASE_OF('v.jm_id')} || '-1')
    WHERE v.playlist_uuid = ${playlistUuid}
  `.execute(q);
  return rows;
}

/** Holds the user's row until the transaction ends, so two of the user's requests take turns. */
export async function lockUser(q: Executor, userId: string): Promise<void> {
  await q.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Where the zip's owner is written to: their address and first name. */
export function buyerOf(q: Executor, userId: string) {
  return q.selectFrom('users').select(['email', 'firstName']).where('id', '=', userId).executeTakeFirst();
}

/** Records each clip of a downloaded zip as a `clip_downloads` row (via 'zip'). */
export async function recordZipDownloads(
  q: Executor,
  userId: string,
  contents: readonly ZipContent[],
): Promise<void> {
  await sql`
    INSERT INTO clip_downloads (user_id, jm_id, licence_number, file, via)
    SELECT ${userId}::uuid, t.jm_id, l.number, t.file, 'zip'
    FROM unnest(${contents.map((c) => c.jmId)}::text[], ${contents.map((c) => c.licenceNumber)}::text[],
      ${contents.map((c) => c.file)}::text[]) AS t (jm_id, licence_number, file)
    -- A licence deleted since (its order refunded away) leaves the download recorded without it.
    LEFT JOIN licences l ON l.number = t.licence_number
  `.execute(q);
}

// ---------------------------------------------------------------------------------------------------------
// Zip jobs

/** The playlist's latest job. */
export function latestJob(q: Executor, playlistUuid: string): Promise<ZipRow | undefined> {
  return q
    .selectFrom('playlistDownloads')
    .selectAll()
    .where('playlistUuid', '=', playlistUuid)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest job of each of the user's playlists. */
export async function latestJobs(q: Executor, userId: string): Promise<ZipRow[]> {
  const { rows } = await sql<ZipRow>`
    SELECT DISTINCT ON (d.playlist_uuid) d.*
    FROM playlist_downloads d JOIN playlists p ON p.uuid = d.playlist_uuid AND p.user_id = d.user_id
    WHERE d.user_id = ${userId}
    ORDER BY d.playlist_uuid, d.created_at DESC, d.id DESC
  `.execute(q);
  return rows;
}

/** A job's status and claim now, and its playlist (null once the playlist is deleted). */
export function jobState(q: Executor, id: string) {
  return q
    .selectFrom('playlistDownloads')
    .select(['status', 'claimToken', 'playlistUuid'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The user's zips queued or building, and the bytes of their finished zips still stored, leaving out
 * `replacing` (a zip about to be dropped).
 */
export async function heldBy(
  q: Executor,
  userId: string,
  replacing: string | null,
): Promise<{ queued: number; stored: number }> {
  const held = await sql<{ queued: number | string; stored: number | string | null }>`
    SELECT count(*) FILTER (WHERE status = 'IN_PROGRESS') AS queued,
      sum(bytes) FILTER (WHERE status = 'COMPLETED' AND file_key IS NOT NULL
        AND id IS DISTINCT FROM ${replacing}::uuid) AS stored
    FROM playlist_downloads
    WHERE user_id = ${userId} AND playlist_uuid IS NOT NULL
  `.execute(q);
  return { queued: Number(held.rows[0]?.queued ?? 0), stored: Number(held.rows[0]?.stored ?? 0) };
}

/** Queues a zip job for the playlist; answers its row. */
export function insertJob(
  q: Executor,
  job: { userId: string; playlistUuid: string; includedCount: number; excludedCount: number },
): Promise<ZipRow> {
  return q.insertInto('playlistDownloads').values(job).returningAll().executeTakeFirstOrThrow();
}

/** Cancels the playlist's running and completed jobs: its clips changed. */
export async function cancelForChange(q: Executor, playlistUuid: string): Promise<void> {
  await q
    .updateTable('playlistDownloads')
    .set({ status: 'CANCELED', cancelReason: 'changed', updatedAt: NOW })
    .where('playlistUuid', '=', playlistUuid)
    .where('status', 'in', ['IN_PROGRESS', 'COMPLETED'])
    .execute();
}

/** Cancels a completed job as a change to its playlist would. */
export async function dropCompleted(q: Executor, id: string): Promise<void> {
  await q
    .updateTable('playlistDownloads')
    .set({ status: 'CANCELED', cancelReason: 'changed', updatedAt: NOW })
    .where('id', '=', id)
    .where('status', '=', 'COMPLETED')
    .execute();
}

/** Cancels the playlist's running job at the user's request; answers it, or nothing when none runs. */
export function cancelRunning(q: Executor, playlistUuid: string) {
  return q
    .updateTable('playlistDownloads')
    .set({ status: 'CANCELED', cancelReason: 'user', updatedAt: NOW })
    .where('playlistUuid', '=', playlistUuid)
    .where('status', '=', 'IN_PROGRESS')
    .returning('id')
    .executeTakeFirst();
}

/** Notes that the job's zip was downloaded now. */
export async function markUsed(q: Executor, id: string): Promise<void> {
  await q.updateTable('playlistDownloads').set({ lastUsedAt: NOW }).where('id', '=', id).execute();
}

/** Deletes the playlist's finished jobs that have no file left to clean up. */
export async function forgetFinished(q: Executor, playlistUuid: string): Promise<void> {
  await q
    .deleteFrom('playlistDownloads')
    .where('playlistUuid', '=', playlistUuid)
    .where('status', '<>', 'IN_PROGRESS')
    .where('fileKey', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// The runner's sweep

/** Cancels the finished zips not downloaded (nor built) for `expiryMs` as expired. */
export async function expireUnused(q: Executor, expiryMs: number): Promise<void> {
  await sql`
    UPDATE playlist_downloads
    SET status = 'CANCELED', cancel_reason = 'expired', updated_at = now()
    WHERE status = 'COMPLETED' AND file_key IS NOT NULL
      AND coalesce(last_used_at, completed_at) < now() - ${expiryMs} * interval '1 millisecond'
  `.execute(q);
}

/** Up to 50 jobs whose file no row needs: finished but not completed, or of a deleted playlist. */
export function unneededFiles(q: Executor) {
  return q
    .selectFrom('playlistDownloads')
    .select(['id', 'fileKey'])
    .where('fileKey', 'is not', null)
    .where((w) => w.or([w('status', '<>', 'COMPLETED'), w('playlistUuid', 'is', null)]))
    .where('status', '<>', 'IN_PROGRESS')
    .limit(50)
    .execute();
}

/** Forgets a job's file (removed from the store), unless the job has another file since. */
export async function clearFile(q: Executor, id: string, fileKey: string | null): Promise<void> {
  await q
    .updateTable('playlistDownloads')
    .set({ fileKey: null })
    .where('id', '=', id)
    .where('fileKey', '=', fileKey)
    .execute();
}

/** Deletes the finished jobs of deleted playlists that have no file left. */
export async function forgetOrphans(q: Executor): Promise<void> {
  await q
    .deleteFrom('playlistDownloads')
    .where('playlistUuid', 'is', null)
    .where('fileKey', 'is', null)
    .where('status', '<>', 'IN_PROGRESS')
    .execute();
}
