import { sql, type Kysely } from 'kysely';

/**
 * A dump must restore (issue 35 item 5, docs/operations.md): pg_restore runs with an empty `search_path`, and
 * the search vector's generated column calls `search_concept_vector`, whose body called `search_array_text`
 * unqualified, so the restore failed with "function search_array_text(text[]) does not exist" on the first
 * clip. The body now names its schema; it computes the same vector, so nothing is rebuilt.
 */
export async function up(migrating: Kysely<unknown>): Promise<void> {
  const db = migrating.withoutPlugins();
  await sql`
    CREATE OR REPLACE FUNCTION search_concept_vector(text[]) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_tsvector(ARRAY(
      SELECT '~' || l FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, public.search_array_text($1)))) AS l
    )) $$
  `.execute(db);
}

export async function down(migrating: Kysely<unknown>): Promise<void> {
  const db = migrating.withoutPlugins();
  await sql`
    CREATE OR REPLACE FUNCTION search_concept_vector(text[]) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_tsvector(ARRAY(
      SELECT '~' || l FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, search_array_text($1)))) AS l
    )) $$
  `.execute(db);
}
