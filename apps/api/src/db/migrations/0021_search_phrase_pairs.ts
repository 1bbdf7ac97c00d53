import { sql, type Kysely } from 'kysely';

/**
 * Quoted phrases found by their word pairs (ADR 51). A phrase matches the words as typed, in order, in one of the
 * fields the search vector is made of (search/query.ts, `phraseAsTyped`). The full-text index can only hand over
 * the clips holding every word anywhere, and each is then read and checked: 14,788 clips for the 1,298 of
 * "watch police" at 1,000,000 clips. This GIN index holds each clip's pairs of neighbouring words, field by field,
 * as typed and lowercased ("watch police"), so the index hands over only the clips holding every pair of the
 * phrase, which are then checked as before.
 *
 * Words are the runs of word characters of PostgreSQL's regular expressions (`\w`: letters, digits, `_`), the
 * words `\m…\M` in the as-typed check stands for, and the pairs are lowercased with `lower()`, which the query
 * applies to the typed pairs too. Pairs of 200 characters or more are left out (a GIN key must fit a third of a
 * page), and the query does not ask for them. PL/pgSQL: the same function in SQL took 40 times as long.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The fields and the title's fallback as the search vector takes them (migration 0002), tags joined by spaces.
  // Only built-in functions: ANALYZE and maintenance run index expressions with a search path of pg_catalog
  // alone (PostgreSQL 17, PGlite), where a function of ours would not be found.
  await sql`
    CREATE OR REPLACE FUNCTION search_phrase_pairs(
      publishing_title text, title text, description text, category text, tags text[], private_tags text[]
    ) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
    DECLARE
      field text;
      w text[];
      pairs text[] := '{}';
    BEGIN
      FOREACH field IN ARRAY ARRAY[
        coalesce(nullif(publishing_title, ''), title), description, category,
        array_to_string(tags, ' '), array_to_string(private_tags, ' ')
      ] LOOP
        CONTINUE WHEN field IS NULL OR field = '';
        w := regexp_split_to_array(lower(field), '\\W+');
        FOR i IN 1 .. coalesce(array_length(w, 1), 0) - 1 LOOP
          IF w[i] <> '' AND w[i + 1] <> '' AND length(w[i]) + length(w[i + 1]) < 200 THEN
            pairs := pairs || (w[i] || ' ' || w[i + 1]);
          END IF;
        END LOOP;
      END LOOP;
      RETURN pairs;
    END $$
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_phrase_pairs_idx ON clips USING gin (search_phrase_pairs(publishing_title, title, publishing_description, category, tags, private_tags))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_phrase_pairs_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_phrase_pairs(text, text, text, text, text[], text[])`.execute(db);
}
