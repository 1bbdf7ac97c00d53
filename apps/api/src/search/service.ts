import {
  DEFAULT_EXCLUDED_CATEGORIES,
  LIMITS,
  SEARCH_COUNT_EXACT,
  SEARCH_SUGGESTIONS_MAX,
  activeSearchFilters,
  baseJmId,
  withoutSearchFilter,
  type SearchCard,
  type SearchRelaxation,
  type SearchRequest,
  type SearchQuery,
  type SearchResponse,
  type SearchSuggestionsResponse,
} from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import {
  CARD_COLUMNS,
  categoryHitsQuery,
  categorySharesQuery,
  countQuery,
  estimateQuery,
  facetCategories,
  fuzzyMatch,
  inflectionForms,
  isRanked,
  libraryCategoriesQuery,
  oneSlipAway,
  pageQuery,
  pageStrategy,
  pageWindow,
  planSearch,
  rankedQuery,
  requestQuery,
  similarPairs,
  similarTerms,
  firstTierIndexOnly,
  firstTierQuery,
  sampleQuery,
  filterKeySharesQuery,
  trendingQuery,
  RANK_WEIGHTS,
  type CardRow,
  type CategoryCountRow,
  type SearchPlan,
  type WordTerm,
} from './query';

/** Trigram word similarity a typo must reach (pg_trgm's default, 0.6, misses most one-letter slips). */
const FUZZY_THRESHOLD = 0.4;
/** Misspelt-looking words of one query corrected, at most (each has about 50 × its length slips to stem). */
const TYPO_WORDS_MAX = 3;
/** How many times more clips the corrected words must find to be suggested over words that found some. */
const SUGGEST_RATIO = 10;
/**
 * Most clips the categories a capped count missed may hold for a search by filters alone to look for them
 * (ADR 45): the index reads every one of them (574,550 took 0.8 s at 1,000,000 clips on a loaded machine; 40,000
 * took 0.3 to 0.6 s on a quiet one, ADR 49).
 */
const FACET_FILTER_PROBE_CLIPS = 20_000;
/**
 * Clips past which a search is broad (ADR 49): those holding its rarest word (the full-text index reads at least
 * that many, about 1.3 µs each: 170 ms for a word in 131,000 clips at 1,000,000 on the 2-core machine), or for
 * filters alone the hits the planner expects. Its total and facets are then estimated from a sample of the
 * library's pages.
 */
const BROAD_HITS = 2_000;
/** Hits a broad search's sample aims at, and the largest share of the library's pages it reads. */
const SAMPLE_HITS = 1_000;
const SAMPLE_MAX_PERCENT = 1;
/** Fewest hits a sample must hold for its estimate to stand; fewer, and the search is counted. */
const SAMPLE_MIN_HITS = 30;
/**
 * Fewest clips a library must hold for a search to be broad: a smaller one is counted and ranked in full (its
 * words are in at most 50,000 clips, about 65 ms of the index), and 1 % of its pages is too small a sample.
 */
const BROAD_LIBRARY = 50_000;
/** Most clips walked in popularity order for the first tier's page, reading their rows (about 40 ms; ADR 49). */
const FIRST_TIER_WALK = 20_000;
/** Most clips walked in the first tier's index alone (a search without filters, ADR 50): about 0.6 µs a clip. */
const FIRST_TIER_INDEX_WALK = 60_000;
/** Most clips similar clips are ranked among (the first found, rarest term pair first). */
const SIMILAR_CANDIDATES = 2_000;
/** Share of the library a walk in the first tier's index looks at, between the two bounds above. */
const INDEX_WALK_SHARE = 0.06;

export interface SearchService {
  search(request: SearchRequest, now?: Date): Promise<SearchResponse>;
  /** Clips most like `jmId`, or null when no clip has that id. */
  similar(jmId: string, limit?: number): Promise<SearchCard[] | null>;
  suggestions(q: string, max?: number): Promise<SearchSuggestionsResponse>;
}

export function toCard(row: CardRow): SearchCard {
  return {
    jmId: row.jmId,
    title: row.title,
    publishingTitle: row.publishingTitle,
    imgUrl: row.imgUrl,
    previewUrl: row.previewUrl,
    brightCoveVideoId: row.brightCoveVideoId,
    aci: row.aci,
    duration: row.duration,
    isHD: row.isHd,
    isVertical: row.isVertical,
    iar: row.iar,
    rsa: row.rsa,
    bo: row.bo,
    isFav: false,
  };
}

/** Rows of a statement built in query.ts. */
async function rows<T>(db: Kysely<DB>, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** The planner's row estimate from EXPLAIN (FORMAT JSON). */
async function estimate(db: Kysely<DB>, plan: SearchPlan): Promise<number> {
  const [row] = await rows(db, estimateQuery(plan));
  const value = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

interface Counted {
  total: number;
  isEstimate: boolean;
  facets: { name: string; count: number }[];
  /** Past the cap: the hits counted by category (the first `SEARCH_COUNT_EXACT + 1` read). */
  sample?: CategoryCountRow[];
  /** The sample is a share of the library's pages (a broad search, ADR 49), not the first hits read. */
  sampledPages?: boolean;
}

async function count(db: Kysely<DB>, plan: SearchPlan): Promise<Counted> {
  const byCategory = await rows(db, countQuery(plan, SEARCH_COUNT_EXACT));
  const counted = byCategory.reduce((sum, row) => sum + row.n, 0);
  if (counted <= SEARCH_COUNT_EXACT)
    return { total: counted, isEstimate: false, facets: facetCategories(byCategory) };
  // Past the cap: the planner's estimate (never below the cap), and facets scaled from the counted sample.
  const total = Math.max(counted, await estimate(db, plan));
  return {
    total,
    isEstimate: true,
    facets: facetCategories(byCategory, total / counted),
    sample: byCategory,
  };
}

/** The share of clips in each category, from the column's statistics (empty before the first ANALYZE). */
async function categoryShares(executor: Kysely<DB>): Promise<Map<string, number>> {
  const [stats] = await rows(executor, categorySharesQuery());
  const vals = Array.isArray(stats?.vals) ? stats.vals : [];
  return new Map(vals.map((category, i) => [category, Number(stats?.freqs?.[i] ?? 0)]));
}

/**
 * The facets of a search with no condition: every category of the library has hits, as many as it has clips,
 * estimated from the column's statistics (at least 1 for one they do not list). The capped count's sample is
 * no guide here: with nothing to match, the planner reads the first hits in the category index's order.
 */
async function withCategoryShares(executor: Kysely<DB>, counted: Counted, unmet: string[]): Promise<Counted> {
  const share = await categoryShares(executor);
  const estimated = (category: string | null) =>
    Math.max(1, Math.round((share.get(category ?? '') ?? 0) * counted.total));
  const byCategory: CategoryCountRow[] = [
    ...(counted.sample ?? []).map((row) => ({ category: row.category, n: estimated(row.category) })),
    ...unmet.map((category) => ({ category, n: estimated(category) })),
  ];
  return { ...counted, facets: facetCategories(byCategory) };
}

/** The sum of hits counted by category. */
const hitsIn = (byCategory: Iterable<{ n: number }>) => [...byCategory].reduce((sum, row) => sum + row.n, 0);

/**
 * A count past the cap with a facet for every category that has hits (ADR 45). The capped count met only the
 * categories of the first hits it read; the library's other categories (a loose index scan) are looked for in
 * one more capped read of their hits alone, through the search index's category key, repeated without the
 * categories found while it comes back full (each round finds one at least). A category found by a read that
 * was not full is counted exactly, one found by a full read at least that many times; the categories the first
 * count met keep their counts scaled to the hits left. The total stays an estimate (`totalIsEstimate`).
 */
async function withEveryCategory(executor: Kysely<DB>, plan: SearchPlan, counted: Counted): Promise<Counted> {
  const sample = counted.sample;
  if (!sample) return counted;
  const met = new Set(sample.map((row) => row.category));
  const excluded = new Set(DEFAULT_EXCLUDED_CATEGORIES.map((name) => name.trim().toLowerCase()));
  let unmet = (await rows(executor, libraryCategoriesQuery()))
    .map((row) => row.category)
    .filter((category) => !met.has(category) && !excluded.has(category.trim().toLowerCase()));
  if (unmet.length === 0) return counted;
  if (!plan.text.where && plan.filters.length === 0) return withCategoryShares(executor, counted, unmet);
  if (!plan.text.where) {
    // Filters alone: the category key's bitmap holds every clip of the categories looked in, which only words
    // narrow inside the index; past a budget of clips the categories the count missed stay out (ADR 45, "Left").
    const shares = await categoryShares(executor);
    const clips = unmet.reduce((sum, category) => sum + (shares.get(category) ?? 0), 0);
    if (clips * (await estimatedLibraryRows(executor)) > FACET_FILTER_PROBE_CLIPS) return counted;
  } else if (counted.sampledPages) {
    // A broad search's sample met every category with many hits; of the others, only the small ones are looked
    // for: in a large one the index hands over every clip with the words to be checked (ADR 49, "Left").
    const shares = await categoryShares(executor);
    const library = await estimatedLibraryRows(executor);
    unmet = unmet.filter((category) => (shares.get(category) ?? 0) * library <= FACET_FILTER_PROBE_CLIPS);
    if (unmet.length === 0) return counted;
  }
  const found = new Map<string, number>();
  const lookFor = async (trx: Kysely<DB>) => {
    // Bitmap scans only: see categoryHitsQuery for the row-by-row walk the planner would choose otherwise.
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    while (unmet.length > 0) {
      const hits = await rows(trx, categoryHitsQuery(plan, unmet, SEARCH_COUNT_EXACT));
      for (const row of hits) if (row.category !== null) found.set(row.category, row.n);
      if (hitsIn(hits) <= SEARCH_COUNT_EXACT) break;
      unmet = unmet.filter((category) => !found.has(category));
    }
  };
  if (executor.isTransaction) await lookFor(executor);
  else await executor.transaction().execute(lookFor);
  if (found.size === 0) return counted;
  const sampled = hitsIn(sample);
  const foundHits = [...found.values()].reduce((sum, n) => sum + n, 0);
  const scale = Math.max(sampled, counted.total - foundHits) / sampled;
  const byCategory: CategoryCountRow[] = [
    ...sample.map((row) => ({ category: row.category, n: Math.max(1, Math.round(row.n * scale)) })),
    ...[...found].map(([category, n]) => ({ category, n })),
  ];
  return { ...counted, facets: facetCategories(byCategory) };
}

/** The page of a counted search, read the way its count says is cheapest (query.ts, `pageStrategy`). */
async function page(
  db: Kysely<DB>,
  plan: SearchPlan,
  counted: Counted,
  libraryRows: number,
  read = counted.total,
): Promise<SearchCard[]> {
  if (plan.limit === 0 || plan.offset >= Math.max(counted.total, read)) return [];
  return (await rows(db, pageQuery(plan, pageStrategy(plan, counted, libraryRows, read)))).map(toCard);
}

/** The planner's count of clips (pg_class.reltuples, kept by ANALYZE and autovacuum; -1 before the first). */
async function estimatedLibraryRows(db: Kysely<DB>): Promise<number> {
  const result = await sql<{ rows: number }>`
    SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'clips'::regclass`.execute(db);
  return Math.max(0, Number(result.rows[0]?.rows ?? 0));
}

/** Words that are more than stop words (which the full-text index leaves out), worth a typo search. */
async function contentWords(db: Kysely<DB>, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const result = await sql<{ word: string }>`
    SELECT w AS word FROM unnest(${[...words]}::text[]) WITH ORDINALITY AS u(w, i)
    WHERE numnode(plainto_tsquery('english', w)) > 0 ORDER BY i`.execute(db);
  return result.rows.map((row) => row.word);
}

async function lexemesOf(db: Kysely<DB>, jmId: string) {
  const found = await sql<{ jmId: string; category: string | null }>`
    SELECT jm_id, category FROM clips WHERE jm_id IN (${jmId}, ${`${baseJmId(jmId)}`}) ORDER BY jm_id = ${jmId} DESC LIMIT 1
  `.execute(db);
  const clip = found.rows[0];
  if (!clip) return null;
  const lexemes = await sql<{ lexeme: string; weight: string }>`
    SELECT t.lexeme, min(w::text) AS weight
    FROM clips c, unnest(c.search_vector) t, unnest(t.weights) w
    WHERE c.jm_id = ${clip.jmId}
    GROUP BY t.lexeme
  `.execute(db);
  return { clip, lexemes: lexemes.rows };
}

/**
 * How common each lexeme of the search column is: the share of clips with it, from the statistics ANALYZE (and
 * autovacuum on a server) keeps for the column (most_common_elems: the 1,000 most common; migration 0016).
 * `floor` is the smallest share listed: a lexeme not listed is rarer than that. Empty until the table was
 * analysed. This is the document frequency of the ranking and the dictionary of the typo correction.
 */
export interface LexemeStats {
  map: Map<string, number>;
  floor: number;
}

async function lexemeStats(db: Kysely<DB>): Promise<LexemeStats> {
  const result = await sql<{ elems: string[] | string | null; freqs: number[] | null }>`
    SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats WHERE tablename = 'clips' AND attname = 'search_vector' LIMIT 1
  `.execute(db);
  const row = result.rows[0];
  const map = new Map<string, number>();
  if (!row?.elems || !row.freqs || typeof row.elems === 'string') return { map, floor: 0 };
  row.elems.forEach((elem, i) => map.set(elem, Number(row.freqs?.[i] ?? 0)));
  // After one share per element come the smallest and largest of them and the share of null vectors.
  const floor = Number(row.freqs[row.elems.length] ?? Math.min(...map.values()));
  return { map, floor };
}

/** The lexemes of each text under the English configuration (none for a stop word). */
async function stemsOf(db: Kysely<DB>, texts: readonly string[]): Promise<Map<string, string[]>> {
  const stems = new Map<string, string[]>();
  if (texts.length === 0) return stems;
  const result = await sql<{ text: string; lexemes: string[] | null }>`
    SELECT u.t AS text, tsvector_to_array(to_tsvector('english', u.t)) AS lexemes
    FROM unnest(${[...texts]}::text[]) AS u(t)`.execute(db);
  for (const row of result.rows) stems.set(row.text, row.lexemes ?? []);
  return stems;
}

/**
 * Inverse document frequency for a share f of the clips: ln(1 + 1/f), BM25's ln(1 + (N − n + 0.5) / (n + 0.5))
 * without the − n, so a word every clip has still counts (ln 2) and its field weights still order the hits.
 */
export function idf(share: number): number {
  return Math.log(1 + 1 / Math.min(1, Math.max(1e-7, share)));
}

interface Analysed {
  terms: WordTerm[];
  /** The words with misspelt ones corrected, and their terms; null when no word needed it. */
  corrected: { words: string[]; terms: WordTerm[] } | null;
}

/**
 * The words of a query as the index knows them (query.ts `WordTerm`), and a correction for each word the
 * index does not know well (not among its tracked lexemes) when a spelling one slip away is one it knows; the
 * most common such spelling wins. Two statements at most: the stems of the words and their inflections, then
 * the stems of the slips of unknown words.
 */
async function analyseWords(db: Kysely<DB>, words: readonly string[], stats: LexemeStats): Promise<Analysed> {
  const forms = new Map(words.map((word) => [word, inflectionForms(word)]));
  const stems = await stemsOf(db, [...new Set([...words, ...[...forms.values()].flat()])]);
  const share = (lexemes: readonly string[]) =>
    stats.map.size === 0
      ? 0.01
      : Math.min(...lexemes.map((lexeme) => stats.map.get(lexeme) ?? stats.floor / 2));
  const termOf = (word: string, wordStems: Map<string, string[]>): WordTerm | null => {
    const lexemes = wordStems.get(word) ?? [];
    if (lexemes.length === 0) return null;
    const own = new Set(lexemes);
    const variants = [
      ...new Set((forms.get(word) ?? inflectionForms(word)).flatMap((form) => wordStems.get(form) ?? [])),
    ].filter((lexeme) => !own.has(lexeme));
    return { word, lexemes, variants, idf: idf(share(lexemes)) };
  };
  const terms = words.map((word) => termOf(word, stems)).filter((term): term is WordTerm => term !== null);
  if (stats.map.size === 0) return { terms, corrected: null };

  const known = (lexemes: readonly string[]) => lexemes.every((lexeme) => stats.map.has(lexeme));
  const unknown = terms
    .filter((term) => !known(term.lexemes) && oneSlipAway(term.word).length > 0)
    .slice(0, TYPO_WORDS_MAX);
  if (unknown.length === 0) return { terms, corrected: null };
  const slips = new Map(unknown.map((term) => [term.word, oneSlipAway(term.word)]));
  const slipStems = await stemsOf(db, [...new Set([...slips.values()].flat())]);
  const replacements = new Map<string, string>();
  for (const [word, candidates] of slips) {
    let best: { spelling: string; share: number } | null = null;
    for (const spelling of candidates) {
      const lexemes = slipStems.get(spelling) ?? [];
      if (lexemes.length === 0 || !known(lexemes)) continue;
      const candidateShare = share(lexemes);
      if (!best || candidateShare > best.share) best = { spelling, share: candidateShare };
    }
    if (best) replacements.set(word, best.spelling);
  }
  if (replacements.size === 0) return { terms, corrected: null };
  const correctedWords = words.map((word) => replacements.get(word) ?? word);
  const newForms = [...replacements.values()];
  for (const word of newForms) forms.set(word, inflectionForms(word));
  const moreStems = await stemsOf(db, [
    ...new Set([...newForms, ...newForms.flatMap((w) => forms.get(w) ?? [])]),
  ]);
  const allStems = new Map([...stems, ...slipStems, ...moreStems]);
  const correctedTerms = correctedWords
    .map((word) => termOf(word, allStems))
    .filter((term): term is WordTerm => term !== null);
  return { terms, corrected: { words: correctedWords, terms: correctedTerms } };
}

/** Parses the facets a ranked page carries (json from the server; a string from some drivers). */
function rankedFacets(value: CategoryCountRow[] | string | null | undefined): CategoryCountRow[] {
  if (!value) return [];
  return typeof value === 'string' ? (JSON.parse(value) as CategoryCountRow[]) : value;
}

/** Where a search counts as broad and how it is estimated (ADR 49); tests lower them for small libraries. */
export interface BroadSearchTuning {
  /** Clips holding the rarest word (or, for filters alone, hits the planner expects), at least. */
  broadHits: number;
  /** Largest share of the library's pages sampled, in per cent. */
  sampleMaxPercent: number;
  /** Most clips walked for the first tier's page, reading each clip's row (a search with filters). */
  firstTierWalk: number;
  /** Most clips walked for the first tier's page in its index alone (a search without filters). */
  firstTierIndexWalk: number;
  /** Fewest clips in the library. */
  broadLibrary: number;
}

const BROAD_DEFAULTS: BroadSearchTuning = {
  broadHits: BROAD_HITS,
  sampleMaxPercent: SAMPLE_MAX_PERCENT,
  firstTierWalk: FIRST_TIER_WALK,
  firstTierIndexWalk: FIRST_TIER_INDEX_WALK,
  broadLibrary: BROAD_LIBRARY,
};

export function createSearchService(db: Kysely<DB>, tuning: Partial<BroadSearchTuning> = {}): SearchService {
  const broadTuning = { ...BROAD_DEFAULTS, ...tuning };
  let common: { at: number; stats: LexemeStats } | null = null;
  const lexemes = async (executor: Kysely<DB>) => {
    if (!common || Date.now() - common.at > 10 * 60_000)
      common = { at: Date.now(), stats: await lexemeStats(executor) };
    return common.stats;
  };
  const commonTerms = async () => (await lexemes(db)).map;
  let filterKeys: { at: number; shares: Map<string, number> } | null = null;
  /** The share of clips holding each filter key of the search index (ADR 52), kept 10 minutes like the rest. */
  const keyShares = async () => {
    if (!filterKeys || Date.now() - filterKeys.at > 10 * 60_000) {
      const [stats] = await rows(db, filterKeySharesQuery());
      const elems = Array.isArray(stats?.elems) ? stats.elems : [];
      filterKeys = {
        at: Date.now(),
        shares: new Map(elems.map((key, i) => [key, Number(stats?.freqs?.[i] ?? 0)])),
      };
    }
    return filterKeys.shares;
  };
  let library: { at: number; rows: number } | null = null;
  /**
   * `executor` is the connection the caller already holds: inside a transaction it must be the transaction's.
   * On PGlite the pool has one connection, so asking `db` for another while a transaction holds it waits
   * forever (issue 11, finding 9: the first search of a fresh server that found nothing).
   */
  const libraryRows = async (executor: Kysely<DB>) => {
    if (!library || Date.now() - library.at > 10 * 60_000)
      library = { at: Date.now(), rows: await estimatedLibraryRows(executor) };
    return library.rows;
  };

  /**
   * How many clips a first-tier walk may look at: `firstTierWalk` reading rows; in the index alone
   * (`firstTierIndexOnly`) 6 % of the library, at least `firstTierWalk` and at most `firstTierIndexWalk`, so a
   * walk that finds too few never reads most of a mid-sized library before every hit is ranked (ADR 50).
   */
  async function walkFor(executor: Kysely<DB>, plan: SearchPlan): Promise<number> {
    if (!firstTierIndexOnly(plan)) return broadTuning.firstTierWalk;
    const share = Math.round(INDEX_WALK_SHARE * (await libraryRows(executor)));
    return Math.min(broadTuning.firstTierIndexWalk, Math.max(broadTuning.firstTierWalk, share));
  }

  /**
   * The page of a broad relevance search from its first tier alone (ADR 49): the clips with the words together in
   * their title rank the same and above every other hit, so the first of them in popularity order are the page.
   * Null when the first `firstTierWalk` clips in that order (`firstTierIndexWalk` without filters) do not fill
   * the page.
   */
  async function firstTier(executor: Kysely<DB>, plan: SearchPlan): Promise<SearchCard[] | null> {
    if (plan.limit === 0) return [];
    const walk = async (trx: Kysely<DB>) => {
      // Walk the popularity index: the planner, which cannot tell how many clips have the words in their
      // title, would otherwise read every clip a filter lets through and sort them.
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
      return rows(trx, firstTierQuery(plan, await walkFor(trx, plan)));
    };
    const found = executor.isTransaction ? await walk(executor) : await executor.transaction().execute(walk);
    return found.length === plan.limit ? found.map(toCard) : null;
  }

  /**
   * The total and facets of a broad search (`BROAD_HITS`), from a sample of the library's pages (about
   * `SAMPLE_HITS` hits, at most `SAMPLE_MAX_PERCENT` of the pages); null when the search is not broad, when the
   * sample holds too few hits to stand for them (the words are common but seldom together), or when nothing
   * narrows the library.
   */
  async function sampled(executor: Kysely<DB>, plan: SearchPlan, postings: number): Promise<Counted | null> {
    if (!plan.text.where && plan.filters.length === 0) return null;
    if ((await libraryRows(executor)) < broadTuning.broadLibrary) return null;
    // Words are broad when each is in many clips: the planner, taking words that go together as independent,
    // expects a few hundred hits where there are 100,000. Filters alone go by the planner's estimate.
    if (plan.text.where && postings < broadTuning.broadHits) return null;
    const expected = await estimate(executor, plan);
    if (!plan.text.where && expected < broadTuning.broadHits) return null;
    const percent = Math.min(broadTuning.sampleMaxPercent, (100 * SAMPLE_HITS) / expected);
    const byCategory = await rows(executor, sampleQuery(plan, Number(percent.toPrecision(3))));
    const hits = hitsIn(byCategory);
    if (hits < SAMPLE_MIN_HITS) return null;
    const total = Math.round((hits * 100) / Number(percent.toPrecision(3)));
    return {
      total,
      isEstimate: true,
      facets: facetCategories(byCategory, total / hits),
      sample: byCategory,
      sampledPages: true,
    };
  }

  /**
   * Clips holding the searched word found in fewest of them, from the lexeme statistics: how much of the
   * full-text index a search reads (0 for a search without words, or before the library was analysed).
   */
  async function postingsOf(query: SearchQuery, terms: readonly WordTerm[] | undefined): Promise<number> {
    // Only a library large enough to have broad searches needs them (a phrase's words are analysed for it).
    if ((await libraryRows(db)) < broadTuning.broadLibrary) return 0;
    const words =
      query.kind === 'words'
        ? terms
        : query.kind === 'phrase'
          ? (
              await analyseWords(
                db,
                query.phrase.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean),
                await lexemes(db),
              )
            ).terms
          : undefined;
    if (!words?.length) return 0;
    const share = Math.min(...words.map((term) => 1 / Math.expm1(term.idf)));
    return share * (await libraryRows(db));
  }

  /**
   * The hits, total and facets of a plan, and its page. `postings`: clips with the searched word that has fewest
   * (the full-text index reads at least that many). A broad search (ADR 49) is estimated from a sample, and
   * its page read in order from an index: the sort's own, or for relevance the popularity order of the first
   * tier. Otherwise relevance ranks every hit in one pass, and the other sorts are counted first.
   */
  async function answer(executor: Kysely<DB>, plan: SearchPlan, postings = 0) {
    const ranked = isRanked(plan.sort, plan.text);
    const broad = await sampled(executor, plan, postings);
    if (broad && (!ranked || plan.text.top)) {
      // The page of another sort reads all hits when they are few (`pageStrategy`); the index then hands over
      // every clip with the words, so that is what is weighed, not the hits the filters leave. The facets of
      // the categories the sample missed are looked for beside it.
      const [cards, counted] = await Promise.all([
        ranked
          ? firstTier(executor, plan)
          : page(executor, plan, broad, await libraryRows(executor), Math.max(broad.total, postings)),
        withEveryCategory(executor, plan, broad),
      ]);
      if (cards) return { counted, cards };
    }
    if (ranked) {
      const found = await rows(executor, rankedQuery(plan));
      const byCategory = rankedFacets(found[0]?.facets);
      const total = byCategory.reduce((sum, row) => sum + row.n, 0);
      const cards = found.filter((row) => row.jmId).map((row) => toCard(row as CardRow));
      const counted: Counted = { total, isEstimate: false, facets: facetCategories(byCategory) };
      return { counted, cards };
    }
    // The page needs the total alone: it is read beside the facets of the categories the count missed.
    const base = await count(executor, plan);
    const [counted, cards] = await Promise.all([
      withEveryCategory(executor, plan, base),
      page(executor, plan, base, await libraryRows(executor)),
    ]);
    return { counted, cards };
  }

  async function search(request: SearchRequest, now = new Date()): Promise<SearchResponse> {
    if (request.similarClip) return similarSearch(request, request.similarClip);
    const query = requestQuery(request);
    const analysed = query.kind === 'words' ? await analyseWords(db, query.words, await lexemes(db)) : null;
    const shares = await keyShares();
    let plan = planSearch(request, now, analysed?.terms, shares);
    let { counted, cards } = await answer(db, plan, await postingsOf(query, analysed?.terms));
    let didYouMean: string | null = null;
    let resultsCorrected = false;
    if (analysed?.corrected) {
      // A misspelt word: when the words as typed found nothing, the corrected words are searched instead;
      // otherwise the typed words keep their results and the correction is suggested when it finds many times
      // more (a word rarer than the 1,000 listed ones can be right: "cart" is not a slip of "car").
      const correctedPlan = planSearch(request, now, analysed.corrected.terms, shares);
      const text = analysed.corrected.words.join(' ');
      if (counted.total === 0) {
        const corrected = await answer(db, correctedPlan, await postingsOf(query, analysed.corrected.terms));
        if (corrected.counted.total > 0) {
          ({ counted, cards } = corrected);
          plan = correctedPlan;
          didYouMean = text;
          resultsCorrected = true;
        }
      } else if ((await count(db, correctedPlan)).total >= counted.total * SUGGEST_RATIO) {
        didYouMean = text;
      }
    }
    if (counted.total === 0 && plan.query.kind === 'words') {
      // Last resort for a slip the correction did not know: titles with a word close to every typed word
      // (trigram word similarity 0.4 or more). Stop words are never indexed, so a search of only stop words
      // is not a typo and is not retried.
      const fuzzy = fuzzyMatch(await contentWords(db, plan.query.words));
      if (fuzzy) {
        const retry: SearchPlan = { ...plan, text: fuzzy, ...pageWindow(plan.sort, fuzzy, plan) };
        const fuzzyAnswer = await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.lit(FUZZY_THRESHOLD)}`.execute(trx);
          const retried = await count(trx, retry);
          return { retried, cards: await page(trx, retry, retried, await libraryRows(trx)) };
        });
        if (fuzzyAnswer.retried.total > 0) {
          plan = retry;
          counted = fuzzyAnswer.retried;
          cards = fuzzyAnswer.cards;
        }
      }
    }
    const noResults = counted.total === 0;
    const response: SearchResponse = {
      data: cards,
      pagination: {
        totalPages: Math.ceil(Math.min(counted.total, plan.window) / plan.perPage),
        sizePerPage: plan.perPage,
        currentPage: plan.page,
        totalResults: counted.total,
      },
      facets: { categories: counted.facets },
      noResults,
    };
    if (counted.isEstimate) response.totalIsEstimate = true;
    if (didYouMean) response.didYouMean = didYouMean;
    if (resultsCorrected) response.resultsCorrected = true;
    if (noResults) {
      response.trending = (await rows(db, trendingQuery())).map(toCard);
      const relaxations = await relaxationsOf(request, now, analysed?.terms);
      if (relaxations) response.relaxations = relaxations;
    }
    return response;
  }

  /**
   * What a search that found nothing finds without each of its filters, one at a time, most first (issue 15:
   * the "remove this filter" links). Each is a capped count like the search's own (exact up to the cap, the
   * planner's estimate past it), so the cost is bounded by the filters a request can hold. Null when the search
   * has no filter besides its text: removing the text alone is not offered. The words are counted as typed
   * (`terms`), without the spelling correction and the trigram fallback a search runs when they find nothing.
   */
  async function relaxationsOf(
    request: SearchRequest,
    now: Date,
    terms: readonly WordTerm[] | undefined,
  ): Promise<SearchRelaxation[] | null> {
    const active = activeSearchFilters(request);
    if (!active.some((filter) => filter !== 'q')) return null;
    const counted = await Promise.all(
      active.map(async (filter): Promise<SearchRelaxation> => {
        const relaxed = withoutSearchFilter(request, filter);
        const query = requestQuery(relaxed);
        // Without exact match the words are searched as words: analysed as the search itself would.
        const relaxedTerms =
          query.kind !== 'words'
            ? undefined
            : (terms ?? (await analyseWords(db, query.words, await lexemes(db))).terms);
        const { total, isEstimate } = await count(
          db,
          planSearch(relaxed, now, relaxedTerms, await keyShares()),
        );
        return isEstimate ? { filter, total, totalIsEstimate: true } : { filter, total };
      }),
    );
    // Array.prototype.sort is stable: equal totals keep the filters' own order.
    return counted.sort((a, b) => b.total - a.total);
  }

  /** Similar clips as a search: the clips most like one clip, with the filters of the request. */
  async function similarSearch(request: SearchRequest, jmId: string): Promise<SearchResponse> {
    const cards =
      (await similarWith(jmId, LIMITS.similarVideos, planSearch({ ...request, q: '' }, new Date()))) ?? [];
    const page = request.page === 1 ? cards : [];
    const response: SearchResponse = {
      data: page,
      pagination: {
        totalPages: cards.length > 0 ? 1 : 0,
        sizePerPage: request.perPage,
        currentPage: request.page,
        totalResults: cards.length,
      },
      facets: { categories: [] },
      noResults: cards.length === 0,
    };
    if (cards.length === 0) response.trending = (await rows(db, trendingQuery())).map(toCard);
    return response;
  }

  /**
   * More-like-this (spec section 7: tags, privateTags, publishingTitle, publishingDescription, category): the
   * clip's own lexemes, common ones (over 5% of clips) dropped and title and tag terms first, matched as pairs
   * so a hit shares at least two of them; ranked with the search weights plus the same category. The candidates
   * (at most `SIMILAR_CANDIDATES`) are read pair by pair, rarest pair first (ADR 51): one search of every pair
   * at once made the full-text index weigh each clip holding any of the terms (46,613 of them, about 90 ms, for
   * a clip of snow and bears at 1,000,000 clips).
   */
  async function similarWith(
    jmId: string,
    limit: number,
    filters?: SearchPlan,
  ): Promise<SearchCard[] | null> {
    const source = await lexemesOf(db, jmId);
    if (!source) return null;
    const frequent = await commonTerms();
    const distinctive = source.lexemes.filter((entry) => (frequent.get(entry.lexeme) ?? 0) < 0.05);
    const terms = similarTerms(distinctive.length >= 3 ? distinctive : source.lexemes, 6);
    if (terms.length === 0) return [];
    const pairs = similarPairs(terms, (term) => frequent.get(term) ?? 0).map(([a, b]) => `${a} & ${b}`);
    const tsquery = pairs.length > 0 ? pairs.map((pair) => `(${pair})`).join(' | ') : (terms[0] ?? '');
    const extra = filters?.filters ?? [];
    const where = extra.length > 0 ? sql`AND ${sql.join(extra, sql` AND `)}` : sql``;
    // UNION ALL runs its branches in order, and the LIMIT stops it once the rarer pairs gave enough; in parallel
    // the planner would run the branches in any order.
    const branches = (pairs.length > 0 ? pairs : [tsquery]).map(
      (pair) => sql`(SELECT ${CARD_COLUMNS}, c.category, c.search_vector FROM clips c
        WHERE c.search_vector @@ to_tsquery('simple', ${pair}) AND c.jm_id <> ${source.clip.jmId} ${where})`,
    );
    const result = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
      return sql<CardRow>`
      SELECT ${CARD_COLUMNS}
      FROM (
        SELECT DISTINCT ON (c.jm_id) c.* FROM (
          SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) u LIMIT ${SIMILAR_CANDIDATES}
        ) c
      ) c, to_tsquery('simple', ${tsquery}) tsq
      ORDER BY ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, tsq)
        + CASE WHEN c.category = ${source.clip.category} THEN 0.1 ELSE 0 END DESC, c.jm_id
      LIMIT ${limit}
    `.execute(trx);
    });
    const cards = result.rows.map(toCard);
    if (cards.length >= limit) return cards;
    // Too few clips share two terms: fill up with clips sharing any one of them.
    const seen = [source.clip.jmId, ...cards.map((card) => card.jmId)];
    const more = await sql<CardRow>`
      SELECT ${CARD_COLUMNS}
      FROM (
        SELECT c.*, tsq FROM clips c, to_tsquery('simple', ${terms.join(' | ')}) tsq
        WHERE c.search_vector @@ tsq AND NOT (c.jm_id = ANY(${seen}::text[])) ${where}
        LIMIT ${SIMILAR_CANDIDATES}
      ) c
      ORDER BY ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, c.tsq) DESC, c.jm_id
      LIMIT ${limit - cards.length}
    `.execute(db);
    return [...cards, ...more.rows.map(toCard)];
  }

  async function suggestions(q: string, max = SEARCH_SUGGESTIONS_MAX): Promise<SearchSuggestionsResponse> {
    const text = q.trim().slice(0, 100);
    const words = text
      .toLowerCase()
      .split(/\s+/)
      .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
      .filter(Boolean)
      .slice(0, 6);
    const last = words[words.length - 1];
    if (!last || text.length < 2) return { query: text, suggestions: [] };
    const tsquery = [...words.slice(0, -1), `${last}:*`].join(' & ');
    const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const lastPrefix = `${last.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = await sql<{ text: string; kind: 'title' | 'tag'; n: number; starts: boolean }>`
      WITH hits AS (
        SELECT c.publishing_title, c.tags FROM clips c, to_tsquery('english', ${tsquery}) tsq
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
      LIMIT ${max}
    `.execute(db);
    return { query: text, suggestions: found.rows.map((row) => ({ text: row.text, kind: row.kind })) };
  }

  return {
    search,
    similar: (jmId, limit = LIMITS.similarVideos) => similarWith(jmId, limit),
    suggestions,
  };
}
