// Clip downloads written straight into the database, as the clip-download route records them
// (downloads/tables.ts), so the usage tests need neither licences nor media.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Records that `userId` downloaded `jmId` at `at` (an ISO time). */
export async function insertDownload(
  db: Kysely<DB>,
  userId: string,
  jmId: string,
  at: string | Date,
): Promise<void> {
  await db
    .insertInto('clipDownloads')
    .values({ userId, jmId, licenceNumber: null, file: 'master', via: 'clip', downloadedAt: at })
    .execute();
}
