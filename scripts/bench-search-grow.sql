-- Grows a benchmark library of N generated clips to 10 × N with relabelled copies (jmId '<id>-2' … '<id>-10'),
-- run by hand (psql -f) on a copy of the 100k database when seeding 1,000,000 clips one by one does not fit the time;
-- then `npm run bench:search -- --sizes 1000000` rebuilds the indexes (migration 0002 is idempotent) and measures.
-- The copies keep every field, so term frequencies and match-set sizes are those of a 10× library.
-- The expensive GIN indexes are dropped first and rebuilt afterwards by migration 0002 (idempotent).
DROP INDEX IF EXISTS clips_search_vector_idx;
DROP INDEX IF EXISTS clips_publishing_title_trgm_idx;
DROP INDEX IF EXISTS clips_tones_idx;
DROP INDEX IF EXISTS clips_tags_idx;
DROP INDEX IF EXISTS clips_private_tags_idx;
DROP INDEX IF EXISTS clips_url_keys_idx;
DO $$
DECLARE cols text;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO cols
  FROM information_schema.columns
  WHERE table_name = 'clips' AND column_name NOT IN ('jm_id', 'search_vector', 'url_keys') AND table_schema = current_schema();
  EXECUTE format(
    'INSERT INTO clips (jm_id, %s) SELECT c.jm_id || ''-'' || k, %s FROM clips c, generate_series(2, 10) k '
    'WHERE position(''-'' in c.jm_id) = 0 ON CONFLICT (jm_id) DO NOTHING', cols, cols);
END $$;
