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
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  CONCEPT_PREFIX,
  conceptLexeme,
  facetCategories,
  fuzzyMatch,
  inflectionForms,
  isRanked,
  oneSlipAway,
  pageStrategy,
  pageWindow,
  planSearch,
  requestQuery,
  similarPairs,
  similarTerms,
  firstTierIndexOnly,
  phrasePairs,
  type Bool,
  type CardRow,
  type CategoryCountRow,
  type SearchPlan,
  type WordTerm,
} from './query';
import { broaderKinds, kindsShown, namesAThing, nounLemma, spelledAsEnglish } from './concepts';
import * as repository from './repository';
import type { LexemeStats } from './repository';

/**
 * Trigram word similarity a typo must reach: pg_trgm's default, 0.6, misses many one-letter slips
 * ("skatebaord" is 0.55 from "Skateboarder"); at 0.4, nonsense found look-alikes ("blorpt" is 0.43 from
 * "Blossoms": 18,814 clips at 1,000,000).
 */
const FUZZY_THRESHOLD = 0.5;
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
  /**
   * The clips of a search (its words and filters) that entered the library in the window (`since` excluded,
   * `until` included), most recent first: the first `limit` and how many there are (a saved search's new clips).
   */
  entered(
    request: SearchRequest,
    window: { since: Date; until: Date },
    limit: number,
  ): Promise<{ total: number; cards: SearchCard[] }>;
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
  const byCategory = await repository.countByCategory(db, plan, SEARCH_COUNT_EXACT);
  const counted = byCategory.reduce((sum, row) => sum + row.n, 0);
  if (counted <= SEARCH_COUNT_EXACT)
    return { total: counted, isEstimate: false, facets: facetCategories(byCategory) };
  // Past the cap: the planner's estimate (never below the cap), and facets scaled from the counted sample.
  const total = Math.max(counted, await repository.estimatedHits(db, plan));
  return {
    total,
    isEstimate: true,
    facets: facetCategories(byCategory, total / counted),
    sample: byCategory,
  };
}

/**
 * The facets of a search with no condition: every category of the library has hits, as many as it has clips,
 * estimated from the column's statistics (at least 1 for one they do not list). The capped count's sample is
 * no guide here: with nothing to match, the planner reads the first hits in the category index's order.
 */
async function withCategoryShares(executor: Kysely<DB>, counted: Counted, unmet: string[]): Promise<Counted> {
  const share = await repository.categoryShares(executor);
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
  let unmet = (await repository.libraryCategories(executor)).filter(
    (category) => !met.has(category) && !excluded.has(category.trim().toLowerCase()),
  );
  if (unmet.length === 0) return counted;
  if (!plan.text.where && plan.filters.length === 0) return withCategoryShares(executor, counted, unmet);
  if (!plan.text.where) {
    // Filters alone: the category key's bitmap holds every clip of the categories looked in, which only words
    // narrow inside the index; past a budget of clips the categories the count missed stay out (ADR 45, "Left").
    const shares = await repository.categoryShares(executor);
    const clips = unmet.reduce((sum, category) => sum + (shares.get(category) ?? 0), 0);
    if (clips * (await repository.estimatedLibraryRows(executor)) > FACET_FILTER_PROBE_CLIPS) return counted;
  } else if (counted.sampledPages) {
    // A broad search's sample met every category with many hits; of the others, only the small ones are looked
    // for: in a large one the index hands over every clip with the words to be checked (ADR 49, "Left").
    const shares = await repository.categoryShares(executor);
    const library = await repository.estimatedLibraryRows(executor);
    unmet = unmet.filter((category) => (shares.get(category) ?? 0) * library <= FACET_FILTER_PROBE_CLIPS);
    if (unmet.length === 0) return counted;
  }
  const found = new Map<string, number>();
  await repository.withBitmapScans(executor, async (trx) => {
    while (unmet.length > 0) {
      const hits = await repository.categoryHits(trx, plan, unmet, SEARCH_COUNT_EXACT);
      for (const row of hits) if (row.category !== null) found.set(row.category, row.n);
      if (hitsIn(hits) <= SEARCH_COUNT_EXACT) break;
      unmet = unmet.filter((category) => !found.has(category));
    }
  });
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
  read?: number,
): Promise<SearchCard[]> {
  if (plan.limit === 0 || plan.offset >= Math.max(counted.total, read ?? 0)) return [];
  return (await repository.pageCards(db, plan, pageStrategy(plan, counted, libraryRows, read))).map(toCard);
}

/** A clip (by the '-1' rule, the base clip when `jmId` is none) with its lexemes; null when neither exists. */
async function lexemesOf(db: Kysely<DB>, jmId: string) {
  const clip = await repository.clipOrBase(db, jmId, baseJmId(jmId));
  if (!clip) return null;
  return { clip, lexemes: await repository.clipLexemes(db, clip.jmId) };
}

/**
 * The forms of a typed word searched in its place at half weight: its inflections (query.ts), and the noun it is
 * an irregular plural of, which its stem does not reach ("children" → child, where the concepts of a toddler
 * clip say child; concepts.ts).
 */
function searchForms(word: string): string[] {
  const forms = inflectionForms(word);
  const noun = /^[a-z]{3,30}$/i.test(word) ? nounLemma(word) : null;
  return noun && noun !== word.toLowerCase() && !forms.includes(noun) ? [...forms, noun] : forms;
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
  const forms = new Map(words.map((word) => [word, searchForms(word)]));
  const stems = await repository.stemsOf(db, [...new Set([...words, ...[...forms.values()].flat()])]);
  // The share of clips with the lexemes as their own words (a lexeme not listed is rarer than the statistics'
  // floor), or (`concept`) among their concepts (0 when not listed).
  const share = (lexemes: readonly string[], concept = false) =>
    stats.map.size === 0
      ? 0.01
      : Math.min(
          ...lexemes.map((lexeme) =>
            concept
              ? (stats.map.get(conceptLexeme(lexeme)) ?? 0)
              : (stats.map.get(lexeme) ?? stats.floor / 2),
          ),
        );
  const termOf = (word: string, wordStems: Map<string, string[]>): WordTerm | null => {
    const lexemes = wordStems.get(word) ?? [];
    if (lexemes.length === 0) return null;
    const own = new Set(lexemes);
    const variants = [
      ...new Set((forms.get(word) ?? searchForms(word)).flatMap((form) => wordStems.get(form) ?? [])),
    ].filter((lexeme) => !own.has(lexeme));
    const conceptShare = stats.map.size === 0 ? 0 : share(lexemes, true);
    // In titles: the word (all its lexemes) or any of its inflections; unknown before the title was analysed.
    // A lexeme the title's statistics do not list is in fewer titles than the least listed: counted once at
    // half that, however many of a word's inflections are not listed (most are not words: "animalser").
    const inTitles = (lexeme: string) => stats.title.map.get(lexeme) ?? 0;
    const unlisted = [...lexemes, ...variants].some((lexeme) => !stats.title.map.has(lexeme));
    const titleShare =
      stats.title.map.size === 0
        ? 1
        : Math.min(...lexemes.map(inTitles)) +
          variants.reduce((sum, lexeme) => sum + inTitles(lexeme), 0) +
          (unlisted ? stats.title.floor / 2 : 0);
    // Unknown (undefined) before the library was analysed.
    const listedShare =
      stats.map.size === 0
        ? undefined
        : Math.max(conceptShare, Math.min(...lexemes.map((lexeme) => stats.map.get(lexeme) ?? 0)));
    return {
      word,
      lexemes,
      variants,
      idf: idf(share(lexemes)),
      conceptShare,
      titleShare,
      ...(listedShare === undefined ? {} : { listedShare }),
    };
  };
  const terms = words.map((word) => termOf(word, stems)).filter((term): term is WordTerm => term !== null);
  if (stats.map.size === 0) return { terms, corrected: null };

  // Known as a clip's own word or as a concept ("mammal", which no clip says, is not a misspelling).
  const known = (lexemes: readonly string[]) =>
    lexemes.every((lexeme) => stats.map.has(lexeme) || stats.map.has(conceptLexeme(lexeme)));
  // A word spelt as English is no slip either, though no clip has it ("wolf" is not a misspelt "golf").
  const unknown = terms
    .filter(
      (term) => !known(term.lexemes) && !spelledAsEnglish(term.word) && oneSlipAway(term.word).length > 0,
    )
    .slice(0, TYPO_WORDS_MAX);
  if (unknown.length === 0) return { terms, corrected: null };
  const slips = new Map(unknown.map((term) => [term.word, oneSlipAway(term.word)]));
  const slipStems = await repository.stemsOf(db, [...new Set([...slips.values()].flat())]);
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
  for (const word of newForms) forms.set(word, searchForms(word));
  const moreStems = await repository.stemsOf(db, [
    ...new Set([...newForms, ...newForms.flatMap((w) => forms.get(w) ?? [])]),
  ]);
  const allStems = new Map([...stems, ...slipStems, ...moreStems]);
  const correctedTerms = correctedWords
    .map((word) => termOf(word, allStems))
    .filter((term): term is WordTerm => term !== null);
  return { terms, corrected: { words: correctedWords, terms: correctedTerms } };
}

/** The most words of a search whose subsets are tried when they find nothing together (2^6 sets at most). */
const PARTIAL_WORDS_MAX = 6;
/**
 * The most counts one search spends on them: every set of five and four of six words (21), every set of any
 * size of up to four words.
 */
const PARTIAL_COUNTS_MAX = 21;

/** The broader kinds of a word that found nothing looked up for clips, nearest first (one index probe each). */
const BROADER_KINDS_MAX = 8;

/** Every `size`-element subset of `items`, in order. */
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsetsOf(items.slice(i + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** For each searched word, the kinds of it the page's clips found without the word show (`alsoShowing`). */
function conceptsShown(
  terms: readonly WordTerm[],
  cards: readonly SearchCard[],
): NonNullable<SearchResponse['alsoShowing']> {
  const titles = cards.map((card) => card.publishingTitle || card.title || '');
  return terms
    .map((term) => ({ word: term.word, kinds: kindsShown(term.word, titles) }))
    .filter((shown) => shown.kinds.length > 0);
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
      common = { at: Date.now(), stats: await repository.lexemeStats(executor) };
    return common.stats;
  };
  const commonTerms = async () => (await lexemes(db)).map;
  /** Fewest hits of words a sample is read for: fewer, and the largest sample holds under `SAMPLE_MIN_HITS`. */
  const sampleable = () =>
    Math.max(broadTuning.broadHits, (SAMPLE_MIN_HITS * 100) / broadTuning.sampleMaxPercent);
  let filterKeys: { at: number; shares: Map<string, number> } | null = null;
  /** The share of clips holding each filter key of the search index (ADR 52), kept 10 minutes like the rest. */
  const keyShares = async () => {
    if (!filterKeys || Date.now() - filterKeys.at > 10 * 60_000) {
      filterKeys = { at: Date.now(), shares: await repository.filterKeyShares(db) };
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
      library = { at: Date.now(), rows: await repository.estimatedLibraryRows(executor) };
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
    const found = await repository.withPopularityWalk(executor, async (trx) =>
      repository.firstTierCards(trx, plan, await walkFor(trx, plan)),
    );
    return found.length === plan.limit ? found.map(toCard) : null;
  }

  /**
   * The page of a broad relevance search of words whose first tier did not fill it (ADR 77), tier by tier: the
   * hits with a searched word in their title, ranked in one pass (the title's index finds them alone); then
   * those with every word of their own elsewhere; then those found through concepts. `postings`: clips with the
   * rarest word, which its lookup in the search vector's index reads. The hits of each of the last two rank
   * the same, so popularity orders them. The owned tier is read in one pass when it holds fewer than
   * `broadHits` (counted up to there), else by walking that order, which serves a page that ends inside it.
   * The concept tier is walked. Null for another query form, or when a walk of `firstTierWalk` clips does
   * not hold what the page needs of its tier.
   */
  async function byTiers(
    executor: Kysely<DB>,
    plan: SearchPlan,
    postings: number,
  ): Promise<SearchCard[] | null> {
    const tiers = plan.text.tiers;
    if (!tiers) return null;
    const end = plan.offset + plan.limit;
    const rows = await libraryRows(executor);
    const cards: SearchCard[] = [];
    /** The part of the page in a tier below `before` hits of the tiers above it. */
    const span = (before: number) => ({
      offset: Math.max(0, plan.offset - before),
      limit: end - Math.max(plan.offset, before),
    });
    /** Reads a tier's part of the page in one pass; the tier's count. */
    const ranked = async (where: Bool, before: number) => {
      const found = await repository.rankedRows(executor, {
        ...plan,
        ...span(before),
        text: { ...plan.text, where },
      });
      cards.push(...found.filter((row) => row.jmId).map((row) => toCard(row as CardRow)));
      return hitsIn(rankedFacets(found[0]?.facets));
    };
    /** Walks a tier for its part of the page: whether the walk held it all. */
    const walked = async (tier: 'owned' | 'conceptual', before: number) => {
      const { offset, limit } = span(before);
      const found = await repository.withPopularityWalk(executor, (trx) =>
        repository.tierWalkCards(trx, plan, tier, offset, limit, broadTuning.firstTierWalk),
      );
      if (found.length < limit) return false;
      cards.push(...found.map(toCard));
      return true;
    };
    // Looked up in the index that hands over fewer clips: the titles with a word, or the clips with the rarest.
    const titles = tiers.titledShare * rows;
    const byTitle = titles < Math.max(broadTuning.broadHits, postings);
    let before = await ranked(byTitle ? tiers.titledByTitle : tiers.titled, 0);
    if (before >= end) return cards;
    // The owned tier is walked at once when the statistics say it is broad (its words are in many more clips
    // than their titles), else counted first.
    const likelyBroad = (tiers.ownShare - tiers.titledShare) * rows > 2 * broadTuning.broadHits;
    if (likelyBroad && (await walked('owned', before))) return cards;
    const ownedPlan = { ...plan, text: { ...plan.text, where: tiers.owned } };
    const owned = hitsIn(await repository.countByCategory(executor, ownedPlan, broadTuning.broadHits));
    if (owned > broadTuning.broadHits) return !likelyBroad && (await walked('owned', before)) ? cards : null;
    if (owned > 0) before += await ranked(tiers.owned, before);
    if (before >= end || !tiers.conceptual) return cards;
    return (await walked('conceptual', before)) ? cards : null;
  }

  /**
   * The page of a broad relevance search read from its tiers (ADR 49, ADR 77), or null when they do not give it.
   * When the searched words are in the titles of few clips (under `broadHits`, by the title's statistics), those
   * are ranked at once, the first tier among them; otherwise the first tier is walked first.
   */
  async function rankedPage(
    executor: Kysely<DB>,
    plan: SearchPlan,
    postings: number,
  ): Promise<SearchCard[] | null> {
    const tiers = plan.text.tiers;
    if (tiers && tiers.titledShare * (await libraryRows(executor)) < broadTuning.broadHits)
      return byTiers(executor, plan, postings);
    return (await firstTier(executor, plan)) ?? (tiers ? byTiers(executor, plan, postings) : null);
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
    // Nor when they are too few for the largest sample to find enough of them: they are ranked at once.
    if (plan.text.where && postings < sampleable()) return null;
    const expected = await repository.estimatedHits(executor, plan);
    if (!plan.text.where && expected < broadTuning.broadHits) return null;
    const percent = Math.min(broadTuning.sampleMaxPercent, (100 * SAMPLE_HITS) / expected);
    const byCategory = await repository.sampleByCategory(executor, plan, Number(percent.toPrecision(3)));
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
    // A phrase is often rarer than its words ("watch police": 1,298 clips, "police" 14,788): a pair of its
    // words the phrase index's statistics do not list is counted there, and a phrase in fewer clips than a
    // sample could stand for is ranked at once, with no sample to find that out (one of 24 to 32 ms found 16 of
    // "watch police"'s hits at 1,000,000 clips).
    if (query.kind === 'phrase') {
      const pairs = (await lexemes(db)).pairs;
      const unlisted = phrasePairs(query.phrase).filter((pair) => !pairs.map.has(pair.toLowerCase()));
      if (pairs.floor > 0 && unlisted.length > 0) {
        const held = await repository.pairHits(db, unlisted, sampleable());
        if (held <= sampleable()) return held;
      }
    }
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
    // A word the statistics list neither as a clip's own nor as a concept may be in no clip: then there is
    // nothing to sample ("insect": its sample read 24 ms to find none). One look-up of the index says.
    const unlisted = words.filter((term) => term.listedShare === 0);
    if (unlisted.length > 0 && !(await everyWordIndexed(unlisted))) return 0;
    // The clips holding a word as their own or as a concept: at least the larger of the two.
    const share = (term: WordTerm) => Math.max(1 / Math.expm1(term.idf), term.conceptShare);
    return Math.min(...words.map(share)) * (await libraryRows(db));
  }

  /**
   * The hits, total and facets of a plan, and its page. `postings`: clips with the searched word that has fewest
   * (the full-text index reads at least that many). A broad search (ADR 49) is estimated from a sample, and
   * its page read in order from an index: the sort's own, or for relevance the popularity order of the first
   * tier. Otherwise relevance ranks every hit in one pass, and the other sorts are counted first.
   */
  async function answer(executor: Kysely<DB>, plan: SearchPlan, postings = 0) {
    const ranked = isRanked(plan.sort, plan.text);
    // The relevance page of a word the statistics list as common is read beside the sample that tells whether
    // the search is broad (on a server at the same time, on PGlite one after the other), and dropped when it
    // is not. Not for several words: common words are often seldom together ("dog skateboard"), and the tiers of
    // such a search read and walk far to find few (290 ms at 1,000,000 clips). Nor when the filters the index
    // knows leave it few: "wingsuit" in vertical, cleared clips walked 58 ms for a page of 1,845 hits.
    const early =
      ranked &&
      plan.text.tiers &&
      postings >= broadTuning.broadHits &&
      plan.text.tiers.hitShare * (plan.keyedShare ?? 1) * (await libraryRows(executor)) >=
        2 * broadTuning.broadHits
        ? rankedPage(executor, plan, postings)
        : null;
    const broad = await sampled(executor, plan, postings);
    if (early && !broad) await early.catch(() => null);
    if (broad && (!ranked || plan.text.top)) {
      // The page of another sort reads all hits when they are few (`pageStrategy`); the index then hands over
      // every clip with the words and the narrow filters' keys (ADR 52), so that is what is weighed, not the
      // hits the other filters leave. The facets of the categories the sample missed are looked for beside it.
      // A relevance page is read tier by tier where it can be (ADR 77).
      const [cards, counted] = await Promise.all([
        ranked
          ? (early ?? rankedPage(executor, plan, postings))
          : page(
              executor,
              plan,
              broad,
              await libraryRows(executor),
              Math.max(broad.total, postings * (plan.keyedShare ?? 1)),
            ),
        withEveryCategory(executor, plan, broad),
      ]);
      if (cards) return { counted, cards };
    }
    if (ranked) {
      const found = await repository.rankedRows(executor, plan);
      const byCategory = rankedFacets(found[0]?.facets);
      const total = byCategory.reduce((sum, row) => sum + row.n, 0);
      const cards = found.filter((row) => row.jmId).map((row) => toCard(row as CardRow));
      const counted: Counted = { total, isEstimate: false, facets: facetCategories(byCategory) };
      return { counted, cards };
    }
    // The page needs the total alone: it is read beside the facets of the categories the count missed.
    const base = await count(executor, plan);
    const read = postings > 0 ? postings * (plan.keyedShare ?? 1) : undefined;
    const [counted, cards] = await Promise.all([
      withEveryCategory(executor, plan, base),
      page(executor, plan, base, await libraryRows(executor), read),
    ]);
    return { counted, cards };
  }

  /**
   * Whether some clip holds every lexeme of the analysed words (`analyseWords` stemmed them already), as its own
   * words or concepts.
   */
  async function everyWordIndexed(terms: readonly WordTerm[]): Promise<boolean> {
    const lexemes = [...new Set(terms.flatMap((term) => term.lexemes))];
    if (lexemes.length === 0) return false;
    const indexed = await repository.indexedLexemes(db, [...lexemes, ...lexemes.map(conceptLexeme)]);
    return lexemes.every((lexeme) => indexed.has(lexeme) || indexed.has(conceptLexeme(lexeme)));
  }

  /**
   * The most of a search's words that find clips together, and their plan: every set of one word fewer, then
   * two fewer, down to one word; of the sets that find clips, the one that keeps most of the words naming a
   * thing (the subject: "funny dog" before "funny fails"), then the one with most clips (the words' order
   * breaks a tie). Null when no word finds any, or none did within `PARTIAL_COUNTS_MAX` counts.
   */
  async function mostWordsFound(
    request: SearchRequest,
    now: Date,
    terms: readonly WordTerm[],
    shares: ReadonlyMap<string, number>,
  ): Promise<{ terms: WordTerm[]; plan: SearchPlan; counted: Counted } | null> {
    const words = terms.slice(0, PARTIAL_WORDS_MAX);
    const things = (subset: readonly WordTerm[]) => subset.filter((term) => namesAThing(term.word)).length;
    let counts = 0;
    for (let size = words.length - 1; size >= 1; size--) {
      let best: { terms: WordTerm[]; plan: SearchPlan; counted: Counted; things: number } | null = null;
      for (const subset of subsetsOf(words, size)) {
        // Bounded work for any search: past the cap, the sets of fewer words are not tried.
        if (++counts > PARTIAL_COUNTS_MAX) return best;
        const narrowed = { ...request, q: subset.map((term) => term.word).join(' ') };
        const plan = planSearch(narrowed, now, subset, shares);
        const counted = await count(db, plan);
        if (counted.total === 0) continue;
        const candidate = { terms: subset, plan, counted, things: things(subset) };
        if (
          !best ||
          candidate.things > best.things ||
          (candidate.things === best.things && counted.total > best.counted.total)
        )
          best = candidate;
      }
      if (best) return best;
    }
    return null;
  }

  /**
   * The nearest kind of thing one of the searched words is (the first that names one) that some clip is, as
   * its own word or a concept, with its analysed terms: `broaderKinds`, looked up in the index at once. Null
   * when none is.
   */
  async function nearestKind(
    terms: readonly WordTerm[],
  ): Promise<{ word: string; kind: string; terms: WordTerm[] } | null> {
    const thing = terms.find((term) => namesAThing(term.word));
    const kinds = thing ? broaderKinds(thing.word).slice(0, BROADER_KINDS_MAX) : [];
    if (!thing || kinds.length === 0) return null;
    const stems = await repository.stemsOf(db, kinds);
    const lexemesOf = (kind: string) => stems.get(kind) ?? [];
    // A lexeme the statistics list is some clip's; the others are looked up in the index.
    const listed = (await lexemes(db)).map;
    const all = [...new Set(kinds.flatMap(lexemesOf))].flatMap((lexeme) => [lexeme, conceptLexeme(lexeme)]);
    const unlisted = all.filter((lexeme) => !listed.has(lexeme));
    const probed = unlisted.length > 0 ? await repository.indexedLexemes(db, unlisted) : new Set<string>();
    const indexed = new Set([...all.filter((lexeme) => listed.has(lexeme)), ...probed]);
    const kind = kinds.find(
      (k) =>
        lexemesOf(k).length > 0 &&
        lexemesOf(k).every((lexeme) => indexed.has(lexeme) || indexed.has(conceptLexeme(lexeme))),
    );
    if (!kind) return null;
    return { word: thing.word, kind, terms: (await analyseWords(db, [kind], await lexemes(db))).terms };
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
    let matchedWords: string[] | null = null;
    let spelledLike = false;
    const tried = new Set<NonNullable<SearchResponse['tried']>[number]>();
    if (analysed?.corrected) tried.add('spelling');
    const searchedTerms = (resultsCorrected ? analysed?.corrected?.terms : analysed?.terms) ?? [];
    if (counted.total === 0 && plan.query.kind === 'words' && searchedTerms.length >= 2) {
      tried.add('fewerWords');
      // Several words that find nothing together: the clips with the most of them (issue 31 item 3).
      const most = await mostWordsFound(request, now, searchedTerms, shares);
      if (most) {
        // Read as any search of those words is (a broad one sampled, its page walked where it can be): the
        // count that chose them is capped, and ranking every hit of a broad word took seconds.
        plan = most.plan;
        ({ counted, cards } = await answer(db, plan, await postingsOf(plan.query, most.terms)));
        matchedWords = most.terms.map((term) => term.word);
      }
    }
    if (counted.total === 0 && plan.query.kind === 'words') {
      // Last resort for a slip the correction did not know: titles with a word close to every typed word
      // (trigram word similarity `FUZZY_THRESHOLD` or more). Stop words are never indexed, so a search of only
      // stop words is not a typo and is not retried. A word the library knows (as its own or as a concept) is never
      // swapped for a look-alike ("dog" for "door"): with every word known, there is no slip to retry. Nor is
      // there when every word is English spelt right ("insect": no clip is of one, and none is spelt like it).
      const typed = await repository.contentWords(db, plan.query.words);
      const maySlip = typed.some((word) => !spelledAsEnglish(word));
      const fuzzy = !maySlip || (await everyWordIndexed(analysed?.terms ?? [])) ? null : fuzzyMatch(typed);
      if (fuzzy) {
        tried.add('spelling');
        const retry: SearchPlan = { ...plan, text: fuzzy, ...pageWindow(plan.sort, fuzzy, plan) };
        const fuzzyAnswer = await repository.withWordSimilarity(db, FUZZY_THRESHOLD, async (trx) => {
          const retried = await count(trx, retry);
          return { retried, cards: await page(trx, retry, retried, await libraryRows(trx)) };
        });
        if (fuzzyAnswer.retried.total > 0) {
          plan = retry;
          counted = fuzzyAnswer.retried;
          cards = fuzzyAnswer.cards;
          spelledLike = true;
        }
      }
    }
    let broadenedTo: SearchResponse['broadenedTo'] | null = null;
    // The filters to drop come before the closest clips by meaning (issue 31 item 3): offered when one finds some.
    const relaxations = counted.total === 0 ? await relaxationsOf(request, now, analysed?.terms) : null;
    const dropFinds = relaxations?.some((relaxation) => relaxation.total > 0) ?? false;
    if (counted.total === 0 && plan.query.kind === 'words' && request.concepts && !dropFinds) {
      // The closest clips by meaning: those of the nearest kind of thing a searched word is that the library
      // has ("insect" → arthropod: the spiders). The other words are left out; the page says so.
      const nearest = await nearestKind(searchedTerms);
      if (nearest) {
        const broaderPlan = planSearch({ ...request, q: nearest.kind }, now, nearest.terms, shares);
        const found = await answer(db, broaderPlan, await postingsOf(broaderPlan.query, nearest.terms));
        if (found.counted.total > 0) {
          plan = broaderPlan;
          ({ counted, cards } = found);
          broadenedTo = { word: nearest.word, kind: nearest.kind };
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
    if (matchedWords) response.matchedWords = matchedWords;
    if (spelledLike) response.spelledLike = true;
    if (broadenedTo) response.broadenedTo = broadenedTo;
    if (request.concepts && plan.text.kind === 'words' && !broadenedTo) {
      const searched = matchedWords
        ? searchedTerms.filter((term) => matchedWords.includes(term.word))
        : searchedTerms;
      const alsoShowing = conceptsShown(searched, cards);
      if (alsoShowing.length > 0) {
        response.alsoShowing = alsoShowing;
        // Whether any clip the filters keep has the words themselves: else "Only …" would find nothing. One word
        // the statistics list as a clip's own, with no filter, is in some (a look-up of a tag of 38,000 clips
        // took 12 ms at 1,000,000).
        const words = searched.map((term) => term.word).join(' ');
        const ownPlan = planSearch({ ...request, q: words, concepts: false }, now, searched, shares);
        const stats = (await lexemes(db)).map;
        const listed =
          searched.length === 1 &&
          ownPlan.filters.length === 0 &&
          (searched[0]?.lexemes ?? []).every((lexeme) => (stats.get(lexeme) ?? 0) > 0);
        if (!listed && !(await repository.anyHit(db, ownPlan))) response.kindsOnly = true;
      }
    }
    if (didYouMean) response.didYouMean = didYouMean;
    if (resultsCorrected) response.resultsCorrected = true;
    if (noResults) {
      if (request.concepts && plan.text.tiers?.conceptual) tried.add('kinds');
      const order = ['kinds', 'fewerWords', 'spelling'] as const;
      if (tried.size > 0) response.tried = order.filter((step) => tried.has(step));
      response.trending = (await repository.trendingCards(db)).map(toCard);
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
    if (cards.length === 0) response.trending = (await repository.trendingCards(db)).map(toCard);
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
    const similar = await repository.similarCards(db, {
      clip: source.clip,
      branches: pairs.length > 0 ? pairs : [tsquery],
      tsquery,
      concepts: source.lexemes
        .map((entry) => entry.lexeme)
        .filter((lexeme) => lexeme.startsWith(CONCEPT_PREFIX)),
      filters: extra,
      candidates: SIMILAR_CANDIDATES,
      limit,
    });
    const cards = similar.map(toCard);
    if (cards.length >= limit) return cards;
    // Too few clips share two terms: fill up with clips sharing any one of them.
    const more = await repository.cardsWithAnyTerm(db, {
      terms,
      seen: [source.clip.jmId, ...cards.map((card) => card.jmId)],
      filters: extra,
      candidates: SIMILAR_CANDIDATES,
      limit: limit - cards.length,
    });
    return [...cards, ...more.map(toCard)];
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
    const found = await repository.suggestionRows(db, { tsquery, text, last, max });
    return { query: text, suggestions: found.map((row) => ({ text: row.text, kind: row.kind })) };
  }

  async function entered(
    request: SearchRequest,
    window: { since: Date; until: Date },
    limit: number,
  ): Promise<{ total: number; cards: SearchCard[] }> {
    const query = requestQuery(request);
    const analysed = query.kind === 'words' ? await analyseWords(db, query.words, await lexemes(db)) : null;
    const plan = planSearch(
      { ...request, sort: null, smartSort: 'recent', page: 1, perPage: Math.max(1, limit) },
      window.until,
      analysed?.terms,
    );
    // By when each clip entered the library (its row's creation), not its signed date: a clip signed last year
    // and added today is new to a saved search.
    plan.filters.push(sql<boolean>`c.created_at > ${window.since} AND c.created_at <= ${window.until}`);
    const counted = await count(db, plan);
    const cards = limit > 0 ? await page(db, plan, counted, await libraryRows(db)) : [];
    return { total: counted.total, cards };
  }

  return {
    search,
    similar: (jmId, limit = LIMITS.similarVideos) => similarWith(jmId, limit),
    suggestions,
    entered,
  };
}
