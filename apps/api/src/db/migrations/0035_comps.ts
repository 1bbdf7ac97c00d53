import { sql, type Kysely } from 'kysely';

/**
 * Comps (issue 32, item 5; ADR 83): a clip's watermarked copy that any signed-in buyer may download before
 * licensing it. A comp download is a `clip_downloads` row whose file is 'comp' (no licence), which the usage
 * declaration leaves out, and a `video_history` row of kind 'comp', which "Clips you downloaded" lists beside
 * the downloads marked as a comp. Plain SQL for PGlite and PostgreSQL 15; the CHECKs' names are the ones
 * PostgreSQL gave the column constraints of migrations 0011 and 0005.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clip_downloads DROP CONSTRAINT clip_downloads_file_check`.execute(db);
  await sql`
    ALTER TABLE clip_downloads ADD CONSTRAINT clip_downloads_file_check
      CHECK (file IN ('master', 'preview', 'comp'))
  `.execute(db);
  await sql`ALTER TABLE video_history DROP CONSTRAINT video_history_kind_check`.execute(db);
  await sql`
    ALTER TABLE video_history ADD CONSTRAINT video_history_kind_check
      CHECK (kind IN ('view', 'download', 'comp'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM video_history WHERE kind = 'comp'`.execute(db);
  await sql`ALTER TABLE video_history DROP CONSTRAINT video_history_kind_check`.execute(db);
  await sql`
    ALTER TABLE video_history ADD CONSTRAINT video_history_kind_check CHECK (kind IN ('view', 'download'))
  `.execute(db);
  await sql`DELETE FROM clip_downloads WHERE file = 'comp'`.execute(db);
  await sql`ALTER TABLE clip_downloads DROP CONSTRAINT clip_downloads_file_check`.execute(db);
  await sql`
    ALTER TABLE clip_downloads ADD CONSTRAINT clip_downloads_file_check CHECK (file IN ('master', 'preview'))
  `.execute(db);
}
