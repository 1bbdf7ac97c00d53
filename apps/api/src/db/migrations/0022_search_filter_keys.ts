import { sql, type Kysely } from 'kysely';

/**
 * The search index keys each clip's narrow filters too (ADR 52): clearance, orientation, resolution, popularity
 * and footage type, as `search_filter_keys(…)`, a third key of the GIN index on (search_vector,
 * ARRAY[category]), rebuilt under the same name. Words and filters are then matched inside one index scan: for
 * "pro" with the vertical clips, the index handed over 15,391 clips with the word for the 3,641 hits, and each
 * was read to check the filters (40 ms at 1,000,000 clips); with the filter key it hands over 4,815. The query
 * writes a filter as a key only when it keeps at most half of the library (search/query.ts, `filterConditions`):
 * the index reads a key's whole list of clips, about 10 ns a clip.
 *
 * One key per filter value, prefixed with its filter ('clearance:CLEARED', 'orientation:vertical',
 * 'resolution:hd', 'popularity:Viral', 'footage:Dashcam'); a null column has no key. An SQL function of built-ins
 * alone: the planner inlines it in the index and in the query alike, and ANALYZE runs index expressions with a
 * search path of pg_catalog alone (PostgreSQL 17, PGlite), where a function of ours would not be found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION search_filter_keys(
      clearance_status text, is_vertical boolean, is_hd boolean, popularity text, footage_type text
    ) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT array_remove(ARRAY[
        'clearance:' || clearance_status,
        CASE WHEN is_vertical THEN 'orientation:vertical' ELSE 'orientation:horizontal' END,
        CASE WHEN is_hd THEN 'resolution:hd' ELSE 'resolution:sd' END,
        'popularity:' || popularity,
        'footage:' || footage_type
      ], NULL)
    $$
  `.execute(db);
  const found = await sql<{ keys: number }>`
    SELECT i.indnatts AS keys FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relname = 'clips_search_vector_idx'`.execute(db);
  if (found.rows[0]?.keys === 3) return;
  await sql`CREATE INDEX clips_search_vector_keys_idx ON clips USING gin (
    search_vector, (ARRAY[category]),
    search_filter_keys(clearance_status, is_vertical, is_hd, popularity, footage_type)
  )`.execute(db);
  await sql`DROP INDEX IF EXISTS clips_search_vector_idx`.execute(db);
  await sql`ALTER INDEX clips_search_vector_keys_idx RENAME TO clips_search_vector_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_search_vector_idx`.execute(db);
  await sql`CREATE INDEX clips_search_vector_idx ON clips USING gin (search_vector, (ARRAY[category]))`.execute(
    db,
  );
  await sql`DROP FUNCTION IF EXISTS search_filter_keys(text, boolean, boolean, text, text)`.execute(db);
}
