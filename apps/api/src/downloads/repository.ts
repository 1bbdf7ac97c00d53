/**
 * The downloads' SQL (ADR 64): the clips and licences a download is decided from, and the record of each
 * download, as functions of the executor they run on. The service (service.ts) keeps which file a licence
 * gives, the '-1' rule, and when a ranged fetch counts.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { coverage } from '../teams/repository';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** One download as recorded: a licensed file, or a comp (no licence). */
export interface DownloadRecord {
  userId: string;
  jmId: string;
  licenceNumber: string | null;
  file: 'master' | 'preview' | 'comp';
}

/** The library clips among `jmIds`, with what a download's file name (and a comp's length) is made of. */
export function clipsAmong(q: Executor, jmIds: readonly string[]) {
  return q
    .selectFrom('clips')
    .select(['jmId', 'title', 'publishingTitle', 'previewUrl', 'imgUrl', 'duration'])
    .where('jmId', 'in', [...jmIds])
    .execute();
}

/** The unrevoked licences for any of `jmIds` that cover the user: their own, or their team's (ADR 92). */
export function heldLicences(q: Executor, userId: string, jmIds: readonly string[]) {
  return q
    .selectFrom('licences')
    .select(['number', 'terms', 'grantedAt'])
    .where(coverage('licences', userId))
    .where('jmId', 'in', [...jmIds])
    .where('revokedAt', 'is', null)
    .execute();
}

/** The most recently revoked licence for any of `jmIds` that covered the user. */
export function lastRevokedLicence(q: Executor, userId: string, jmIds: readonly string[]) {
  return q
    .selectFrom('licences')
    .select(['number', 'revokedAt'])
    .where(coverage('licences', userId))
    .where('jmId', 'in', [...jmIds])
    .where('revokedAt', 'is not', null)
    .orderBy('revokedAt', 'desc')
    .executeTakeFirst();
}

/** Records a download. */
export async function insertDownload(
  q: Executor,
  download: DownloadRecord & { via: 'clip' | 'zip' },
): Promise<void> {
  await q.insertInto('clipDownloads').values(download).execute();
}

/**
 * Records a clip download unless the same file of the clip was recorded for the user under the same licence
 * in the last `windowHours`; whether it recorded.
 */
export async function insertDownloadOutsideWindow(
  q: Executor,
  download: DownloadRecord,
  windowHours: number,
): Promise<boolean> {
  const { userId, jmId, licenceNumber, file } = download;
  const inserted = await sql`
    INSERT INTO clip_downloads (user_id, jm_id, licence_number, file, via)
    SELECT ${userId}::uuid, ${jmId}, ${licenceNumber}, ${file}, 'clip'
    WHERE NOT EXISTS (
      SELECT 1 FROM clip_downloads
      WHERE user_id = ${userId}::uuid AND jm_id = ${jmId} AND file = ${file}
        AND licence_number IS NOT DISTINCT FROM ${licenceNumber}
        AND downloaded_at > now() - ${windowHours} * interval '1 hour'
    )
  `.execute(q);
  return Number(inserted.numAffectedRows ?? 0) > 0;
}
