// Helpers of the playlist zip tests: a reader for the zips they download, and the rows a zip is built from.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { footageNumberOf } from '../downloads/service';

export { readZip, type ZipEntry } from './read-zip';

/**
 * A library folder with footage for the media numbers given: `masters/clip-NN.mp4` and
 * `previews/clip-NN.mp4`, random bytes of the sizes given (a master's bytes differ from its preview's).
 */
export function writeLibrary(
  dir: string,
  numbers: readonly string[],
  sizes: { master: number; preview: number } = { master: 48 * 1024, preview: 16 * 1024 },
): void {
  mkdirSync(path.join(dir, 'masters'), { recursive: true });
  mkdirSync(path.join(dir, 'previews'), { recursive: true });
  for (const number of numbers) {
    writeFileSync(path.join(dir, 'masters', `clip-${number}.mp4`), randomBytes(sizes.master));
    writeFileSync(path.join(dir, 'previews', `clip-${number}.mp4`), randomBytes(sizes.preview));
  }
}

/** The media number of a clip as the library's files are named ('07'). */
export async function mediaNumberOf(db: Kysely<DB>, jmId: string): Promise<string> {
  const row = await db
    .selectFrom('clips')
    .select(['previewUrl', 'imgUrl'])
    .where('jmId', '=', jmId)
    .executeTakeFirstOrThrow();
  return footageNumberOf(row)!;
}

/** A user written straight into the database (the restart tests need no sign-in): its id. */
export async function insertUser(db: Kysely<DB>): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email: `zip-${randomBytes(6).toString('hex')}@example.com`,
      passwordHash: 'not a password hash: this account cannot sign in',
      firstName: 'Zip',
      lastName: 'Tester',
      company: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A playlist of the user's holding the clips, added in this order: its uuid. */
export async function insertPlaylist(
  db: Kysely<DB>,
  userId: string,
  jmIds: readonly string[],
): Promise<string> {
  const row = await db
    .insertInto('playlists')
    .values({ userId, name: `Zip list ${randomBytes(3).toString('hex')}` })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  for (const [i, jmId] of jmIds.entries()) {
    await db
      .insertInto('playlistVideos')
      .values({ playlistUuid: row.uuid, jmId, addedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)) })
      .execute();
  }
  return row.uuid;
}

/** A queued zip job of the playlist, as `GET /api/playlist/{uuid}/download` queues one: its id. */
export async function insertZipJob(db: Kysely<DB>, userId: string, playlistUuid: string): Promise<string> {
  const row = await db
    .insertInto('playlistDownloads')
    .values({ userId, playlistUuid })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The job's row as the tests look at it. */
export async function jobRow(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('playlistDownloads')
    .select(['status', 'attempts', 'includedCount', 'excludedCount', 'bytes', 'fileKey', 'completedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** How many times each job reached COMPLETED, by the `completed_at` it got (set by the one completion). */
export async function completedJobs(db: Kysely<DB>): Promise<number> {
  const rows = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM playlist_downloads WHERE status = 'COMPLETED'
  `.execute(db);
  return rows.rows[0]!.n;
}
