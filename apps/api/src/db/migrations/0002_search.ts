import { sql, type Kysely } from 'kysely';

/**
 * Search (spec sections 5 and 9; decisions.md "The server"): a weighted full-text document per clip, trigram
 * matching for typos, and indexes on every filter and sort column. Plain SQL that runs on PGlite (Postgres 18)
 * and on a PostgreSQL 15 server.
 *
 * Weights: Postgres has four (A-D). publishingTitle → A, publishingDescription and category → B, tags and
 * privateTags → C; the query ranks with ts_rank('{0.1, 0.4, 0.5, 1.0}') (D, C, B, A), which keeps the spec's
 * 3 : 1.5 : 1.2 ratios (ts_rank refuses weights above 1, so they are divided by 3). See search/query.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // array_to_string is only STABLE, so a generated column cannot call it directly (toolchain.md).
  await sql`
    CREATE OR REPLACE FUNCTION search_array_text(text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$
  `.execute(db);

  await sql`
    ALTER TABLE clips ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, coalesce(nullif(publishing_title, ''), title, '')), 'A') ||
      setweight(to_tsvector('english'::regconfig, coalesce(publishing_description, '')), 'B') ||
      setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') ||
      setweight(to_tsvector('english'::regconfig, search_array_text(tags)), 'C') ||
      setweight(to_tsvector('english'::regconfig, search_array_text(private_tags)), 'C')
    ) STORED
  `.execute(db);

  // Full text and typos. The words with each clip's category as a second key (migration 0018, ADR 45), so a
  // fresh database and a benchmark library that dropped the index to grow get it as 0018 leaves it; migration
  // 0022 then adds the filter keys (ADR 52).
  await sql`CREATE INDEX IF NOT EXISTS clips_search_vector_idx ON clips USING gin (search_vector, (ARRAY[category]))`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clips_publishing_title_trgm_idx ON clips USING gin (publishing_title gin_trgm_ops)`.execute(
    db,
  );

  // Sorts (signed date is in 0001): each with jm_id as the tie-breaker the queries use.
  await sql`CREATE INDEX IF NOT EXISTS clips_downloads_idx ON clips (downloads DESC, jm_id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_duration_idx ON clips (duration, jm_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_posted_idx ON clips (original_publishing_date)`.execute(db);

  // Filters.
  await sql`CREATE INDEX IF NOT EXISTS clips_clearance_idx ON clips (clearance_status)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_aci_idx ON clips (aci)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_library_idx ON clips (library_name)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_country_idx ON clips (country)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_footage_type_idx ON clips (footage_type) WHERE footage_type IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clips_popularity_idx ON clips (popularity) WHERE popularity IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clips_tones_idx ON clips USING gin (tones)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_tags_idx ON clips USING gin (tags)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_private_tags_idx ON clips USING gin (private_tags)`.execute(db);
  // URL search has its own index of every key a link can match: 0006_url_keys.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'clips_private_tags_idx',
    'clips_tags_idx',
    'clips_tones_idx',
    'clips_popularity_idx',
    'clips_footage_type_idx',
    'clips_country_idx',
    'clips_library_idx',
    'clips_aci_idx',
    'clips_clearance_idx',
    'clips_posted_idx',
    'clips_duration_idx',
    'clips_downloads_idx',
    'clips_publishing_title_trgm_idx',
    'clips_search_vector_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS search_vector`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_array_text(text[])`.execute(db);
}
