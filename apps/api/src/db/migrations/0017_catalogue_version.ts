import { sql, type Kysely } from 'kysely';

/**
 * A catalogue version: one number, raised in the same transaction as every statement that inserts, updates,
 * deletes or truncates clips, whoever runs it (the server, `npm run seed`, an operator's SQL). The search
 * answer cache (search/cache.ts, ADR 41) keeps an answer only while the version it was computed at is still
 * current, so a search that starts after a clip write committed never gets an answer from before that write,
 * in any server process. A statement-level trigger: a bulk insert of 500 clips raises it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_version (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      version bigint NOT NULL
    )`.execute(db);
  await sql`INSERT INTO catalogue_version (id, version) VALUES (true, 1)`.execute(db);
  await sql`
    CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_version SET version = version + 1 WHERE id;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER clips_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON clips
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
  await sql`
    CREATE TRIGGER clips_truncate_bumps_catalogue_version
    AFTER TRUNCATE ON clips
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER clips_truncate_bumps_catalogue_version ON clips`.execute(db);
  await sql`DROP TRIGGER clips_bump_catalogue_version ON clips`.execute(db);
  await sql`DROP FUNCTION bump_catalogue_version()`.execute(db);
  await sql`DROP TABLE catalogue_version`.execute(db);
}
