import { sql, type Kysely } from 'kysely';

/**
 * The first tier of a broad relevance search (ADR 49): the clips with every searched word in their title, read
 * by walking the order equally relevant clips are listed in until the page is full, without ranking every hit.
 * - `title_vector`: the title's lexemes alone (the weight-A part of `search_vector`, migration 0002), a few
 *   dozen bytes kept in the row, so checking a clip for the words costs about a microsecond; the search vector
 *   of a generated clip is stored compressed, and reading it back costs 5 to 50 µs;
 * - a B-tree in that order: popularity, then signed date, then id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clips ADD COLUMN IF NOT EXISTS title_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('english'::regconfig, coalesce(nullif(publishing_title, ''), title, ''))
    ) STORED
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_popularity_order_idx ON clips (popularity_score DESC, signed_date DESC, jm_id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_popularity_order_idx`.execute(db);
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS title_vector`.execute(db);
}
