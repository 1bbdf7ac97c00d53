/**
 * The search's database work (ADR 64): every statement the search service sends, as functions of the executor
 * they run on (the database, or a transaction the caller holds), and the planner settings a statement needs,
 * set in its transaction. The search's own statements are built in query.ts, which touches no database so the
 * request → SQL mapping is unit-tested on its own; the statements of the statistics, the word analysis, similar
 * clips and suggestions are written here. No rule lives here: when a search is broad, which statement reads its
 * page, how facets are scaled and which words are corrected are the service's (service.ts).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import {
  CARD_COLUMNS,
  RANK_WEIGHTS,
  categoryHitsQuery,
  categorySharesQuery,
  countQuery,
  estimateQuery,
  filterKeySharesQuery,
  tierWalkQuery,
  firstTierQuery,
  libraryCategoriesQuery,
  pageQuery,
  pairHitsQuery,
  rankedQuery,
  sampleQuery,
  trendingQuery,
  tsLexeme,
  type CardRow,
  type CategoryCountRow,
  type PageStrategy,
  type SearchPlan,
} from './query';

/**
 * What a repository function runs on: the database, or a transaction (a Kysely too). Inside a transaction it
 * must be the transaction's: on PGlite the pool has one connection, so asking the database for another while a
 * transaction holds it waits forever (issue 11, finding 9).
 */
type Executor = Kysely<DB>;

/** Rows of a statement. */
async function rows<T>(q: Executor, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(q)).rows;
}

/**
 * Runs `work` in the executor's transaction, or in a new one, after the planner settings it needs (SET LOCAL:
 * they end with the transaction).
 */
async function withSettings<T>(
  executor: Executor,
  settings: readonly RawBuilder<unknown>[],
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  const run = async (trx: Executor) => {
    for (const setting of settings) await setting.execute(trx);
    return work(trx);
  };
  return executor.isTransaction ? run(executor) : executor.transaction().execute(run);
}

/**
 * Bitmap scans only: the looks for categories a capped count missed (service.ts, `withEveryCategory`); see
 * categoryHitsQuery for the row-by-row walk the planner would choose otherwise.
 */
export function withBitmapScans<T>(executor: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return withSettings(
    executor,
    [sql`SET LOCAL enable_seqscan = off`, sql`SET LOCAL enable_indexscan = off`],
    work,
  );
}

/**
 * A walk of the popularity index: the planner, which cannot tell how many clips have the words in their title,
 * would otherwise read every clip a filter lets through and sort them (the first tier's page, ADR 49).
 */
export function withPopularityWalk<T>(executor: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return withSettings(
    executor,
    [
      sql`SET LOCAL enable_bitmapscan = off`,
      sql`SET LOCAL enable_seqscan = off`,
      sql`SET LOCAL max_parallel_workers_per_gather = 0`,
    ],
    work,
  );
}

/**
 * Whether any clip matches a plan (its text and filters), looked up through the indexes: asked for one row,
 * the planner expects a word the statistics do not list in thousands of clips and reads the table from the
 * start to find one ("mammal", which no clip says: 2 s at 1,000,000 clips).
 */
export function anyHit(executor: Executor, plan: SearchPlan): Promise<boolean> {
  return withSettings(executor, [sql`SET LOCAL enable_seqscan = off`], async (trx) =>
    (await countByCategory(trx, plan, 0)).some((row) => row.n > 0),
  );
}

/** Runs `work` in a new transaction where trigram word similarity must reach `threshold` (the typo fallback). */
export function withWordSimilarity<T>(
  db: Kysely<DB>,
  threshold: number,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.lit(threshold)}`.execute(trx);
    return work(trx);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The search's statements (query.ts)

/** The hits counted by category, the first `cap + 1` at most. */
export function countByCategory(q: Executor, plan: SearchPlan, cap: number): Promise<CategoryCountRow[]> {
  return rows(q, countQuery(plan, cap));
}

/** The planner's row estimate from EXPLAIN (FORMAT JSON). */
export async function estimatedHits(q: Executor, plan: SearchPlan): Promise<number> {
  const [row] = await rows(q, estimateQuery(plan));
  const value = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The hits in a sample of `percent` of the library's pages, counted by category. */
export function sampleByCategory(
  q: Executor,
  plan: SearchPlan,
  percent: number,
): Promise<CategoryCountRow[]> {
  return rows(q, sampleQuery(plan, percent));
}

/** The hits of these categories alone, counted by category, the first `cap + 1` at most. */
export function categoryHits(
  q: Executor,
  plan: SearchPlan,
  categories: readonly string[],
  cap: number,
): Promise<CategoryCountRow[]> {
  return rows(q, categoryHitsQuery(plan, categories, cap));
}

/** Every category of the library. */
export async function libraryCategories(q: Executor): Promise<string[]> {
  return (await rows(q, libraryCategoriesQuery())).map((row) => row.category);
}

/** The share of clips in each category, from the column's statistics (empty before the first ANALYZE). */
export async function categoryShares(q: Executor): Promise<Map<string, number>> {
  const [stats] = await rows(q, categorySharesQuery());
  const vals = Array.isArray(stats?.vals) ? stats.vals : [];
  return new Map(vals.map((category, i) => [category, Number(stats?.freqs?.[i] ?? 0)]));
}

/** The share of clips holding each filter key of the search index (ADR 52), from its statistics. */
export async function filterKeyShares(q: Executor): Promise<Map<string, number>> {
  const [stats] = await rows(q, filterKeySharesQuery());
  const elems = Array.isArray(stats?.elems) ? stats.elems : [];
  return new Map(elems.map((key, i) => [key, Number(stats?.freqs?.[i] ?? 0)]));
}

/** A page of cards, read the way `strategy` says. */
export function pageCards(q: Executor, plan: SearchPlan, strategy: PageStrategy): Promise<CardRow[]> {
  return rows(q, pageQuery(plan, strategy));
}

/**
 * Every hit ranked in one pass: the page's cards, the first row carrying the facets. Without parallel workers:
 * the hits are few (a broad search is ranked by its tiers), and gathering their search vectors from two workers
 * took 64 of a phrase's 66 ms where one process ranks its 1,298 hits in 18 (1,000,000 clips, PostgreSQL 15).
 */
export function rankedRows(q: Executor, plan: SearchPlan) {
  return withSettings(q, [sql`SET LOCAL max_parallel_workers_per_gather = 0`], (trx) =>
    rows(trx, rankedQuery(plan)),
  );
}

/** The first tier's page in popularity order, walking `walk` clips at most. */
export function firstTierCards(q: Executor, plan: SearchPlan, walk: number): Promise<CardRow[]> {
  return rows(q, firstTierQuery(plan, walk));
}

/**
 * `limit` cards of a tier whose hits rank the same (ADR 77) after `offset` in popularity order, walking `walk`
 * clips at most.
 */
export function tierWalkCards(
  q: Executor,
  plan: SearchPlan,
  tier: 'owned' | 'conceptual',
  offset: number,
  limit: number,
  walk: number,
): Promise<CardRow[]> {
  return rows(q, tierWalkQuery(plan, tier, offset, limit, walk));
}

/** The trending clips a search that found nothing shows. */
export function trendingCards(q: Executor): Promise<CardRow[]> {
  return rows(q, trendingQuery());
}

// ---------------------------------------------------------------------------------------------------------
// Statistics and words

/** The planner's count of clips (pg_class.reltuples, kept by ANALYZE and autovacuum; -1 before the first). */
export async function estimatedLibraryRows(q: Executor): Promise<number> {
  const result = await sql<{ rows: number }>`
    SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'clips'::regclass`.execute(q);
  return Math.max(0, Number(result.rows[0]?.rows ?? 0));
}

/**
 * How common each lexeme of the search column is: the share of clips with it, from the statistics ANALYZE (and
 * autovacuum on a server) keeps for the column (most_common_elems: the 1,000 most common; migration 0016).
 * `floor` is the smallest share listed: a lexeme not listed is rarer than that. Empty until the table was
 * analysed. This is the document frequency of the ranking and the dictionary of the typo correction. `title`:
 * the same of the title's lexemes (`title_vector`), how many clips a word's titled tier holds (ADR 77).
 */
export interface LexemeShares {
  map: Map<string, number>;
  floor: number;
}

export interface LexemeStats extends LexemeShares {
  title: LexemeShares;
  /** The same of the phrase index's word pairs (migration 0021), lowercased: how many clips a phrase may have. */
  pairs: LexemeShares;
}

export async function lexemeStats(q: Executor): Promise<LexemeStats> {
  const result = await sql<{ column: string; elems: string[] | string | null; freqs: number[] | null }>`
    SELECT attname AS column, most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats
    WHERE (tablename = 'clips' AND attname IN ('search_vector', 'title_vector'))
      OR (tablename = 'clips_phrase_pairs_idx' AND attname = 'search_phrase_pairs')
  `.execute(q);
  const sharesOf = (column: string): LexemeShares => {
    const row = result.rows.find((r) => r.column === column);
    const map = new Map<string, number>();
    if (!row?.elems || !row.freqs || typeof row.elems === 'string') return { map, floor: 0 };
    row.elems.forEach((elem, i) => map.set(elem, Number(row.freqs?.[i] ?? 0)));
    // After one share per element come the smallest and largest of them and the share of null vectors.
    const floor = Number(row.freqs[row.elems.length] ?? Math.min(...map.values()));
    return { map, floor };
  };
  return {
    ...sharesOf('search_vector'),
    title: sharesOf('title_vector'),
    pairs: sharesOf('search_phrase_pairs'),
  };
}

/** The clips holding every one of these word pairs of a phrase, counted in the phrase index up to `cap + 1`. */
export async function pairHits(q: Executor, pairs: readonly string[], cap: number): Promise<number> {
  const [row] = await rows(q, pairHitsQuery(pairs, cap));
  return Number(row?.n ?? 0);
}

/** The lexemes of each text under the English configuration (none for a stop word). */
export async function stemsOf(q: Executor, texts: readonly string[]): Promise<Map<string, string[]>> {
  const stems = new Map<string, string[]>();
  if (texts.length === 0) return stems;
  const result = await sql<{ text: string; lexemes: string[] | null }>`
    SELECT u.t AS text, tsvector_to_array(to_tsvector('english', u.t)) AS lexemes
    FROM unnest(${[...texts]}::text[]) AS u(t)`.execute(q);
  for (const row of result.rows) stems.set(row.text, row.lexemes ?? []);
  return stems;
}

/** Words that are more than stop words (which the full-text index leaves out), in their order. */
export async function contentWords(q: Executor, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const result = await sql<{ word: string }>`
    SELECT w AS word FROM unnest(${[...words]}::text[]) WITH ORDINALITY AS u(w, i)
    WHERE numnode(plainto_tsquery('english', w)) > 0 ORDER BY i`.execute(q);
  return result.rows.map((row) => row.word);
}

/**
 * Of `lexemes`, those some clip's search document holds (its own words or its concepts): one look-up of the
 * full-text index each, stopped at the first clip.
 */
export async function indexedLexemes(q: Executor, lexemes: readonly string[]): Promise<Set<string>> {
  if (lexemes.length === 0) return new Set();
  // Through the index, never a scan of the table for a lexeme no clip has (`anyHit`).
  return withSettings(q, [sql`SET LOCAL enable_seqscan = off`], async (trx) => {
    const result = await sql<{ lexeme: string }>`
      SELECT l AS lexeme FROM unnest(${[...lexemes]}::text[]) AS u(l)
      WHERE EXISTS (SELECT 1 FROM clips c WHERE c.search_vector @@ quote_literal(l)::tsquery)`.execute(trx);
    return new Set(result.rows.map((row) => row.lexeme));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Similar clips and suggestions

/** The clip `jmId`, else the clip `baseId`, with its category. */
export async function clipOrBase(q: Executor, jmId: string, baseId: string) {
  const found = await sql<{ jmId: string; category: string | null }>`
    SELECT jm_id, category FROM clips WHERE jm_id IN (${jmId}, ${baseId}) ORDER BY jm_id = ${jmId} DESC LIMIT 1
  `.execute(q);
  return found.rows[0];
}

/**
 * A clip's lexemes, each with its highest weight (A is the title's); its concepts (migration 0032), which have
 * no positions and so no weight, as D.
 */
export async function clipLexemes(q: Executor, jmId: string) {
  const lexemes = await sql<{ lexeme: string; weight: string }>`
    SELECT t.lexeme, coalesce(min(w::text), 'D') AS weight
    FROM clips c CROSS JOIN LATERAL unnest(c.search_vector) t LEFT JOIN LATERAL unnest(t.weights) w ON true
    WHERE c.jm_id = ${jmId}
    GROUP BY t.lexeme
  `.execute(q);
  return lexemes.rows;
}

/** The filters of a search as more conditions of a WHERE clause. */
function andAll(filters: readonly RawBuilder<boolean>[]) {
  return filters.length > 0 ? sql`AND ${sql.join(filters, sql` AND `)}` : sql``;
}

/**
 * The clips most like one clip: the first `candidates` clips matching any of `branches` (tsqueries of the simple
 * configuration), read branch by branch in order, ranked against `tsquery` with 0.1 more for the clip's own
 * category. The branches are the rows of an array joined laterally to the clips: one subquery planned once and
 * run per branch in the array's order (the nested loop keeps it), and the LIMIT stops it once the first branches
 * gave enough. A UNION ALL of one subquery per branch planned each branch, looking up the size of the table and
 * of its 24 indexes every time: 437 file size lookups per call on PGlite against 91 now. Parallel plans stay off:
 * they could read the branches in any order.
 */
export async function similarCards(
  db: Kysely<DB>,
  similar: {
    clip: { jmId: string; category: string | null };
    branches: readonly string[];
    tsquery: string;
    /**
     * The clip's concepts (its "~" lexemes, migration 0032): candidates that share more of them rank higher
     * (issue 31 item 5: another dog before a cat at the same dog park).
     */
    concepts?: readonly string[];
    filters: readonly RawBuilder<boolean>[];
    candidates: number;
    limit: number;
  },
): Promise<CardRow[]> {
  const where = andAll(similar.filters);
  const concepts = similar.concepts ?? [];
  const byMeaning =
    concepts.length > 0
      ? sql`+ ${SIMILAR_CONCEPT_WEIGHT} * ts_rank('{1, 0, 0, 0}'::float4[], c.search_vector, ${concepts.map((lexeme) => tsLexeme(lexeme)).join(' | ')}::tsquery)`
      : sql``;
  const result = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    return sql<CardRow>`
      SELECT ${CARD_COLUMNS}
      FROM (
        SELECT DISTINCT ON (c.jm_id) c.* FROM (
          SELECT c.* FROM unnest(${[...similar.branches]}::text[]) AS b(pair)
          CROSS JOIN LATERAL (
            SELECT ${CARD_COLUMNS}, c.category, c.search_vector FROM clips c
            WHERE c.search_vector @@ to_tsquery('simple', b.pair) AND c.jm_id <> ${similar.clip.jmId} ${where}
          ) c
          LIMIT ${similar.candidates}
        ) c
      ) c, to_tsquery('simple', ${similar.tsquery}) tsq
      ORDER BY ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, tsq)
        + CASE WHEN c.category = ${similar.clip.category} THEN 0.1 ELSE 0 END ${byMeaning} DESC, c.jm_id
      LIMIT ${similar.limit}
    `.execute(trx);
  });
  return result.rows;
}

/** How much sharing a clip's concepts counts in its similar clips' order, against its words' rank (0 to 1). */
const SIMILAR_CONCEPT_WEIGHT = 0.5;

/** Clips with any one of `terms`, other than `seen`, ranked: the first `candidates` found. */
export async function cardsWithAnyTerm(
  q: Executor,
  any: {
    terms: readonly string[];
    seen: readonly string[];
    filters: readonly RawBuilder<boolean>[];
    candidates: number;
    limit: number;
  },
): Promise<CardRow[]> {
  const more = await sql<CardRow>`
      SELECT ${CARD_COLUMNS}
      FROM (
        SELECT c.*, tsq FROM clips c, to_tsquery('simple', ${any.terms.join(' | ')}) tsq
        WHERE c.search_vector @@ tsq AND NOT (c.jm_id = ANY(${any.seen}::text[])) ${andAll(any.filters)}
        LIMIT ${any.candidates}
      ) c
      ORDER BY ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, c.tsq) DESC, c.jm_id
      LIMIT ${any.limit}
    `.execute(q);
  return more.rows;
}

/** Escapes LIKE's wildcards, and matches what starts with the text. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Tags and titles of the first 300 clips matching `tsquery` that start with `text` (or whose tag starts with
 * `last`, the word being typed), those starting with `text` first, tags before titles, most used first.
 */
export async function suggestionRows(
  q: Executor,
  suggest: { tsquery: string; text: string; last: string; max: number },
) {
  const prefix = startsWith(suggest.text.toLowerCase());
  const lastPrefix = startsWith(suggest.last);
  const found = await sql<{ text: string; kind: 'title' | 'tag'; n: number; starts: boolean }>`
      WITH hits AS (
        SELECT c.publishing_title, c.tags FROM clips c, to_tsquery('english', ${suggest.tsquery}) tsq
        WHERE c.search_vector @@ tsq LIMIT 300
      )
      SELECT * FROM (
        SELECT t AS text, 'tag' AS kind, count(*)::int AS n, lower(t) LIKE ${prefix} AS starts
        FROM hits, unnest(hits.tags) t
        WHERE lower(t) LIKE ${prefix} OR lower(t) LIKE ${lastPrefix}
        GROUP BY t
        UNION ALL
        SELECT publishing_title, 'title', count(*)::int, lower(publishing_title) LIKE ${prefix}
        FROM hits WHERE publishing_title IS NOT NULL
        GROUP BY publishing_title
      ) s
      ORDER BY starts DESC, kind DESC, n DESC, text
      LIMIT ${suggest.max}
    `.execute(q);
  return found.rows;
}

// ---------------------------------------------------------------------------------------------------------
// The answer cache (cache.ts)

/** The catalogue version (migration 0017); undefined in a database not migrated this far. */
export async function catalogueVersion(q: Executor): Promise<string | undefined> {
  const result = await sql<{ version: string }>`
      SELECT version::text AS version FROM catalogue_version WHERE id`.execute(q);
  return result.rows[0]?.version;
}
