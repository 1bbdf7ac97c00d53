import { sql, type Kysely } from 'kysely';

/**
 * The search index keys each clip's category too (ADR 45): a GIN index on (search_vector, ARRAY[category]) in
 * place of the one on search_vector alone, under the same name. A search's words are looked up as before; the
 * category key lets one index scan find the hits of some categories only, which is how the facets of a broad
 * search list every category with hits without reading the clips that are not. About 1 % more index (one key a
 * clip). Migration 0002 creates it this way on a fresh database; this one rebuilds an older index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const found = await sql<{ keys: number }>`
    SELECT i.indnatts AS keys FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relname = 'clips_search_vector_idx'`.execute(db);
  if (found.rows[0]?.keys === 2) return;
  await sql`CREATE INDEX clips_search_vector_category_idx ON clips USING gin (search_vector, (ARRAY[category]))`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS clips_search_vector_idx`.execute(db);
  await sql`ALTER INDEX clips_search_vector_category_idx RENAME TO clips_search_vector_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_search_vector_idx`.execute(db);
  await sql`CREATE INDEX clips_search_vector_idx ON clips USING gin (search_vector)`.execute(db);
}
