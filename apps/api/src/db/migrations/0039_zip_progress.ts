import { sql, type Kysely } from 'kysely';

/**
 * How far a playlist's zip has got (issue 33, item 4): the clips written into it and its bytes so far, kept by
 * the runner as it renews the job's lease (zips/runner.ts), so the playlist page can show a progress bar. A build
 * that starts again (a retry, another process after this one died) starts them again from nought.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE playlist_downloads
      ADD COLUMN entries_done integer NOT NULL DEFAULT 0 CHECK (entries_done >= 0),
      ADD COLUMN bytes_done bigint NOT NULL DEFAULT 0 CHECK (bytes_done >= 0)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE playlist_downloads DROP COLUMN entries_done, DROP COLUMN bytes_done`.execute(db);
}
