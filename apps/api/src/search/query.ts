import {
  DEFAULT_EXCLUDED_CATEGORIES,
  LIMITS,
  MAX_QUERY_LENGTH,
  SEARCH_COUNT_EXACT,
  SEARCH_RANK_WINDOW,
  SEARCH_RESULT_WINDOW,
  categoryFilter,
  orientationFilter,
  parseSearchQuery,
  searchDateRange,
  uploadedPresetRange,
  type SearchQuery,
  type SearchRequest,
} from '@clipmarket/core';
import { sql, type RawBuilder } from 'kysely';
import { cardColumns } from '../catalogue/card';

/**
 * The search as SQL (spec sections 3, 5 and 9), built from Kysely `sql` fragments so every value is a bound
 * parameter. Pure: nothing here touches a database (repository.ts runs these statements), so the request → SQL
 * mapping is unit-tested on its own.
 */

export type Bool = RawBuilder<boolean>;
type SmartSortValue = NonNullable<SearchRequest['smartSort']>;

/**
 * ts_rank weights in Postgres' order {D, C, B, A}: A publishingTitle (3), B publishingDescription and category
 * (1.5), C tags and privateTags (1.2), divided by 3 because ts_rank refuses weights above 1.
 */
export const RANK_WEIGHTS = '{0.1, 0.4, 0.5, 1.0}';

/**
 * Columns of a result card (spec section 3, "Video card"), with the duration, HD and orientation a buyer checks
 * the filters against.
 */
export const CARD_COLUMNS = cardColumns('c', 'duration', 'isHd', 'isVertical');

/** How the search text matches clips. */
export interface TextMatch {
  kind: SearchQuery['kind'] | 'fuzzy';
  /** Extra FROM items (the tsquery, computed once per statement). */
  from: RawBuilder<unknown> | null;
  where: Bool | null;
  /**
   * `where` as looked up through a narrower index (a phrase's word pairs, migration 0021), with a condition only
   * that index makes worth checking: used where the planner looks hits up, and `where` where rows are checked
   * one by one (a sample) or the full-text index's category key narrows them (the facet probe).
   */
  lookup?: Bool;
  /** Higher is better; null when the match has no ranking. */
  rank: RawBuilder<number> | null;
  /**
   * The first tier of the rank (ADR 49): the hits with the searched words in their title, in order and close
   * together (`firstTierTsquery`), or the phrase as typed. They all rank the same, above every other hit, so
   * popularity orders them. Checked on the clip's row alone, in about a microsecond. Null when the match has no
   * such tier.
   */
  top: Bool | null;
  /**
   * The part of `top` read from `title_vector` alone, which the first tier's index carries (migration 0020): a
   * walk of that index checks it without reading the table. Every first-tier clip meets it; `top` decides.
   */
  topInIndex: Bool | null;
  /**
   * The tiers of a words query below the first (ADR 77): the hits with at least one searched word (or an
   * inflection of it) in their title, ranked by BM25 (`titled`, which the title's own full-text index looks up
   * alone, migration 0033); then those with every word of their own elsewhere, in their tags or description
   * (`owned`); then those that needed a concept for a word (`conceptual`, null without concepts). The hits of
   * each of the last two rank the same, so popularity orders them and their page can be read by walking that
   * order (`tierWalkQuery`). `titled` is looked up in the search vector's index alone, `titledByTitle` in the
   * title's, for words in few titles: `ts_match_vq` is `@@`, which the planner does not look up, and left to
   * it, it ANDed the two indexes, reading every clip with "bird" anywhere (31 of 41 ms) or every title with
   * "grandpa" or "walks" (27 of 33 ms) where the other index alone found the hits.
   * `titledShare`: the share of clips with a searched word in their title, at most;
   * `ownShare`: with every word as their own anywhere, at most (the titled and owned hits together);
   * `hitShare`: for a search of one word, the share of clips with it from the statistics' list alone (0 when it
   * is not listed, and for several words, which are not independent). Null for the other query forms.
   */
  tiers?: {
    titled: Bool;
    titledByTitle: Bool;
    owned: Bool;
    conceptual: Bool | null;
    titledShare: number;
    ownShare: number;
    hitShare: number;
  } | null;
}

export interface SearchPlan {
  query: SearchQuery;
  text: TextMatch;
  filters: Bool[];
  /**
   * The same filters, the narrow ones as keys of the search index (ADR 52), for the statements that look the
   * text up in that index; absent without the keys' statistics.
   */
  keyedFilters?: Bool[];
  /**
   * The share of clips the keyed filters keep together (taken as independent): the index hands over about that
   * share of the clips with the words. 1 without keys.
   */
  keyedShare?: number;
  sort: SmartSortValue;
  /** How deep pages go: the rank window for a ranked sort, the result window for an indexed one. */
  window: number;
  /** Rows to skip and return; `limit` is 0 past the window. */
  offset: number;
  limit: number;
  perPage: number;
  page: number;
}

const texts = (values: readonly string[]) => sql`${[...values]}::text[]`;

/** The words of a query worth a trigram comparison (letters or digits, 3+ characters), at most 6. */
export function fuzzyWords(words: readonly string[]): string[] {
  return words
    .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((word) => word.length >= 3 && word.length <= 40)
    .slice(0, 6);
}

/**
 * The text part of a search: the query forms of spec section 5. `ownWordsOnly`: a words query matches a clip's
 * own words only, not the concepts its nouns are kinds of (migration 0032).
 */
export function textMatch(query: SearchQuery, terms?: readonly WordTerm[], ownWordsOnly = false): TextMatch {
  switch (query.kind) {
    case 'all':
      return { kind: 'all', from: null, where: null, rank: null, top: null, topInIndex: null };
    case 'id':
      // A trailing -1 was stripped by parseSearchQuery; the stored id may still carry it.
      return {
        kind: 'id',
        from: null,
        where: sql<boolean>`c.jm_id IN (${query.jmId}, ${`${query.jmId}-1`})`,
        rank: null,
        top: null,
        topInIndex: null,
      };
    case 'url': {
      // url_keys (migration 0006) holds the claimed ids and every URL of a clip, under one GIN index.
      const keys = [
        ...new Set([
          query.url,
          ...(query.videoId ? [query.videoId, `https://youtu.be/${query.videoId}`] : []),
        ]),
      ];
      return {
        kind: 'url',
        from: null,
        where: sql<boolean>`c.url_keys && ${texts(keys)}`,
        rank: null,
        top: null,
        topInIndex: null,
      };
    }
    case 'phrase': {
      // The index finds the stemmed phrase; the words as typed must then stand in that order in one of the
      // searched fields, so "refuses" does not match "Refusing" (issue 15: no stemming inside quotes).
      // The phrase in the title, as typed, is the first tier (ADR 49); elsewhere, the phrase's ts_rank.
      const tsquery = sql`phraseto_tsquery('english', ${query.phrase})`;
      const match = tsMatch('phrase', tsquery);
      const pattern = exactPhrasePattern(query.phrase);
      // Checked on the title's own lexemes (migration 0019), a microsecond a clip.
      const topInIndex = sql<boolean>`c.title_vector @@ tsq`;
      const top = pattern ? sql<boolean>`(${topInIndex} AND ${TITLE_TEXT} ~* ${pattern})` : topInIndex;
      return {
        ...match,
        where: pattern ? sql<boolean>`(${match.where} AND ${phraseAsTyped(pattern)})` : match.where,
        ...(pattern ? phraseLookup(query.phrase, pattern) : {}),
        rank: sql<number>`CASE WHEN ${top} THEN ${sql.lit(FIRST_TIER_RANK)} ELSE ${match.rank} END`,
        top,
        topInIndex,
      };
    }
    case 'words':
      return terms
        ? termMatch(terms, !ownWordsOnly)
        : tsMatch('words', sql`plainto_tsquery('english', ${query.words.join(' ')})`);
  }
}

/**
 * A word of a words query as the index knows it (service.ts reads the stems and frequencies from the database):
 * its lexemes under the English stemmer, the lexemes of its inflections, and how rare it is.
 */
export interface WordTerm {
  word: string;
  /** Every one must match (a hyphenated word has several: mid-air → mid-air, mid, air). */
  lexemes: string[];
  /** Lexemes of the word's inflections (surf → surfer, surfing → surf), matched in its place at half weight. */
  variants: string[];
  /** Inverse document frequency, BM25's ln(1 + (N − n + 0.5) / (n + 0.5)) from the share of clips with it. */
  idf: number;
  /** The share of clips with the word among their concepts (ADR 76); 0 when the statistics do not list it. */
  conceptShare: number;
  /** The share of clips with the word or an inflection in their title (ADR 77); 1 when unknown. */
  titleShare?: number;
  /**
   * The share of clips with the word as their own or a concept, from the lexemes the statistics list (0 for a
   * word they do not: a rare one); 0 when unknown.
   */
  listedShare?: number;
}

/**
 * Forms of a typed word whose stems are its inflections (the English stemmer keeps surfer apart from surf and
 * skater apart from skate): the word without an -s, -er, -ing or -ed ending, with a dropped e put back, and its
 * agent nouns (surf → surfer, run → runner). Letters a to z only; a word that is anything else has none.
 */
export function inflectionForms(word: string): string[] {
  const w = word.toLowerCase();
  if (!/^[a-z]{3,30}$/.test(w)) return [];
  const bases = new Set([w]);
  for (const suffix of ['ings', 'ers', 'ing', 'er', 'ed', 'es', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      const base = w.slice(0, -suffix.length);
      bases.add(base);
      bases.add(`${base}e`);
      if (base.length >= 4 && base.at(-1) === base.at(-2)) bases.add(base.slice(0, -1));
      break;
    }
  }
  const forms = new Set<string>();
  for (const base of bases) {
    forms.add(base);
    forms.add(`${base}er`);
    forms.add(`${base}ers`);
    // A short word ending consonant, vowel, consonant doubles its last letter: run → runner, swim → swimmer.
    if (/^[a-z]{0,2}[^aeiou][aeiou][^aeiouwxy]$/.test(base)) forms.add(`${base}${base.at(-1)}er`);
  }
  forms.delete(w);
  return [...forms];
}

/**
 * Spellings one slip away from a word (Norvig's edit distance 1 with swaps: a letter left out, one too many,
 * one wrong, two swapped), swaps first. Only for words of 3 to 20 letters a to z, and for a word of 3 only its
 * swaps ("dgo" → dog; any other slip of three letters is another short word as often as a typo); the
 * dictionary they are looked up in is the search column's own statistics (service.ts).
 */
export function oneSlipAway(word: string): string[] {
  const w = word.toLowerCase();
  if (!/^[a-z]{3,20}$/.test(w)) return [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const out = new Set<string>();
  for (let i = 0; i < w.length - 1; i++) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  if (w.length === 3) {
    out.delete(w);
    return [...out];
  }
  for (let i = 0; i < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  for (let i = 0; i < w.length; i++)
    for (const c of letters) if (c !== w[i]) out.add(w.slice(0, i) + c + w.slice(i + 1));
  for (let i = 0; i <= w.length; i++) for (const c of letters) out.add(w.slice(0, i) + c + w.slice(i));
  out.delete(w);
  return [...out];
}

/** Weight of a match through an inflection (surfer for surf) against the word itself. */
export const VARIANT_WEIGHT = 0.5;

/** A lexeme as tsquery input: quoted, so nothing in it is read as an operator; `weights` restricts where it may stand. */
export function tsLexeme(lexeme: string, weights = ''): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weights}`;
}

/**
 * What marks a concept's lexeme in a clip's search vector (migration 0032, ADR 76): a Corgi clip holds "~dog",
 * a clip that says "dog" holds "dog", so the full-text index tells the two apart.
 */
export const CONCEPT_PREFIX = '~';

/** A lexeme as a concept. */
export const conceptLexeme = (lexeme: string) => `${CONCEPT_PREFIX}${lexeme}`;

/** The lexemes of one word as a tsquery: all of them (a hyphenated word has several), as concepts or not. */
function wordLexemes(lexemes: readonly string[], concept = false): string {
  const quoted = lexemes.map((lexeme) => tsLexeme(concept ? conceptLexeme(lexeme) : lexeme));
  return quoted.length > 1 ? `(${quoted.join(' & ')})` : (quoted[0] ?? '');
}

/** A word as its own words: its lexemes, or any of its inflections. */
function ownAlternatives(term: WordTerm): string[] {
  return [wordLexemes(term.lexemes), ...term.variants.map((variant) => tsLexeme(variant))];
}

/** A word as a concept: its lexemes or an inflection's among a clip's concepts. */
function conceptAlternatives(term: WordTerm): string[] {
  return [
    wordLexemes(term.lexemes, true),
    ...term.variants.map((variant) => tsLexeme(conceptLexeme(variant))),
  ];
}

/**
 * The tsquery of a words query: every word, each as its own lexemes or any of its inflections, and with
 * `concepts` also among the clip's concepts.
 */
export function termsTsquery(terms: readonly WordTerm[], concepts = false): string {
  return terms
    .map(
      (term) => `(${[...ownAlternatives(term), ...(concepts ? conceptAlternatives(term) : [])].join(' | ')})`,
    )
    .join(' & ');
}

/** Any of the words as a clip's own words (in the title, the hits ranked word by word, ADR 77). */
export function anyOwnTsquery(terms: readonly WordTerm[]): string {
  return `(${terms.flatMap(ownAlternatives).join(' | ')})`;
}

/**
 * What a word found through a concept adds to a hit's rank that has another searched word of its own: about
 * what one mention at weight D added (ts_rank's 0.1 / 1.645) when concepts were D-weighted words (ADR 75).
 */
export const CONCEPT_RANK = 0.06;

/** The lowest rank of a hit with a searched word in its title: above every tier below it. */
const OWN_RANK_FLOOR = 0.0001;

/** The rank of every hit with the words as its own outside its title (ADR 77): above the concept tier's 0. */
const OWNED_RANK = 0.00005;

/**
 * The rank of the first tier (ADR 49): above any score a words query can reach otherwise (at most 1.5 × its
 * words' idf, each under 17), the same for every clip of the tier, so popularity orders them.
 */
export const FIRST_TIER_RANK = 1_000_000;

/** The title a clip's search vector was made from. */
const TITLE_TEXT = sql`coalesce(nullif(c.publishing_title, ''), c.title, '')`;

/** Most positions between two words of the first tier, one after the other in the title. */
export const FIRST_TIER_SPAN = 3;

/**
 * The first tier of a words query as a tsquery on the title's lexemes: the words in the order typed, each at
 * most `FIRST_TIER_SPAN` positions after the one before ("grandpa getting" finds "Grandpa Gets Launched", not
 * "Dances with Grandpa … Can't Get Enough"). A word of several lexemes (mid-air) only has to be in the title.
 */
export function firstTierTsquery(terms: readonly WordTerm[]): string {
  if (terms.some((term) => term.lexemes.length !== 1))
    return terms.flatMap((term) => term.lexemes.map((lexeme) => tsLexeme(lexeme))).join(' & ');
  const lexemes = terms.map((term) => tsLexeme(term.lexemes[0] ?? ''));
  if (lexemes.length === 1) return lexemes[0] ?? '';
  const near = (a: string, b: string) =>
    `(${Array.from({ length: FIRST_TIER_SPAN }, (_, i) => `${a} <${i + 1}> ${b}`).join(' | ')})`;
  return lexemes
    .slice(1)
    .map((lexeme, i) => near(lexemes[i] ?? '', lexeme))
    .join(' & ');
}

/**
 * BM25 over the weighted vector (ADR 38): per word, its inverse document frequency times the ts_rank of the word
 * with the section 9 field weights (ts_rank saturates with repeats, as BM25's term frequency does), plus half
 * that for its inflections, rounded so near-equal scores tie and popularity decides between them. A clip with
 * the words in its title, in order and close together (`firstTierTsquery`), comes first (ADR 49): that tier all
 * ranks `FIRST_TIER_RANK`, so popularity orders it, and a broad search reads it by walking the popularity order
 * (`firstTierQuery`) instead of ranking every hit. Then the clips with a searched word in their title, by that
 * score; then every other hit (the words in its tags, description or concepts alone), all ranked 0 and so in
 * popularity order, read by walking that order too (ADR 77).
 */
function termMatch(terms: readonly WordTerm[], concepts: boolean): TextMatch {
  if (terms.length === 0)
    return {
      kind: 'words',
      from: null,
      where: sql<boolean>`false`,
      rank: sql<number>`0`,
      top: null,
      topInIndex: null,
    };
  const parts = terms.flatMap((term) => {
    const own = sql`${term.idf} * ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, ${wordLexemes(term.lexemes)}::tsquery)`;
    const variants =
      term.variants.length === 0
        ? []
        : [
            sql`${term.idf * VARIANT_WEIGHT} * ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, ${term.variants.map((variant) => tsLexeme(variant)).join(' | ')}::tsquery)`,
          ];
    const concept = concepts
      ? [
          sql`CASE WHEN c.search_vector @@ ${conceptAlternatives(term).join(' | ')}::tsquery THEN ${term.idf * CONCEPT_RANK}::float8 ELSE 0 END`,
        ]
      : [];
    return [own, ...variants, ...concept];
  });
  // Checked on the title's own lexemes (migration 0019), a microsecond a clip.
  const top = sql<boolean>`c.title_vector @@ ${firstTierTsquery(terms)}::tsquery`;
  const all = termsTsquery(terms, concepts);
  const ownAll = termsTsquery(terms);
  const titled = sql<boolean>`c.title_vector @@ ${anyOwnTsquery(terms)}::tsquery`;
  const owned = sql<boolean>`c.search_vector @@ ${ownAll}::tsquery`;
  const score = sql`round((${sql.join(parts, sql` + `)})::numeric, 4)`;
  return {
    kind: 'words',
    from: null,
    where: sql<boolean>`c.search_vector @@ ${all}::tsquery`,
    // Four tiers (ADR 49, ADR 77): the words together in the title; a word in the title, by BM25 over every
    // field; every word the clip's own elsewhere (tags, description); the rest, through concepts.
    rank: sql<number>`CASE WHEN ${top} THEN ${sql.lit(FIRST_TIER_RANK)} WHEN ${titled} THEN greatest(${score}, ${sql.lit(OWN_RANK_FLOOR)}) WHEN ${owned} THEN ${sql.lit(OWNED_RANK)} ELSE 0 END`,
    top,
    topInIndex: top,
    tiers: {
      titled: sql<boolean>`(ts_match_vq(c.title_vector, ${anyOwnTsquery(terms)}::tsquery) AND c.search_vector @@ ${all}::tsquery)`,
      titledByTitle: sql<boolean>`(${titled} AND ts_match_vq(c.search_vector, ${all}::tsquery))`,
      owned: sql<boolean>`(${owned} AND NOT ${titled})`,
      conceptual: concepts ? sql<boolean>`c.search_vector @@ ${`${all} & !(${ownAll})`}::tsquery` : null,
      titledShare: Math.min(
        1,
        terms.reduce((sum, term) => sum + (term.titleShare ?? 1), 0),
      ),
      ownShare: Math.min(...terms.map((term) => 1 / Math.expm1(term.idf))),
      hitShare: terms.length === 1 ? (terms[0]?.listedShare ?? 0) : 0,
    },
  };
}

/**
 * A phrase's words as typed in one of the fields the search vector is made of (migration 0002), field by field:
 * the title first, where most phrases are found, and no string of every field built for each clip.
 */
function phraseAsTyped(pattern: string): Bool {
  const fields = [
    TITLE_TEXT,
    sql`c.publishing_description`,
    sql`c.category`,
    sql`search_array_text(c.tags)`,
    sql`search_array_text(c.private_tags)`,
  ];
  return sql<boolean>`(${sql.join(
    fields.map((field) => sql`${field} ~* ${pattern}`),
    sql` OR `,
  )})`;
}

/**
 * A phrase looked up by its word pairs (migration 0021): that GIN index hands over only the clips holding every
 * pair of neighbouring words of the phrase as typed, where the full-text index hands over every clip with the
 * words anywhere ("watch police": 1,298 clips instead of 14,788 at 1,000,000). The stemmed phrase is then checked
 * with `ts_match_vq`, the function behind `@@`, which the planner does not look up: ANDed with the full-text
 * index, every hit was checked again for both, the pairs recomputed (about 75 µs a clip). None for a phrase of
 * one word.
 */
function phraseLookup(phrase: string, pattern: string): { lookup?: Bool } {
  const pairs = phrasePairs(phrase);
  if (pairs.length === 0) return {};
  return {
    lookup: sql<boolean>`(${PHRASE_PAIRS} @> ${wantedPairs(pairs)} AND ts_match_vq(c.search_vector, tsq) AND ${phraseAsTyped(pattern)})`,
  };
}

/**
 * The clips the phrase index hands over for these word pairs, `cap + 1` at most: at least the phrase's hits,
 * counted in the index (a pair its statistics do not list is in fewer clips than any they do: under 0.8 % at
 * 1,000,000 clips).
 */
export function pairHitsQuery(pairs: readonly string[], cap: number) {
  return sql<{ n: number }>`SELECT count(*)::int AS n FROM (
      SELECT 1 FROM clips c WHERE ${PHRASE_PAIRS} @> ${wantedPairs(pairs)} LIMIT ${cap + 1}
    ) hits`;
}

/** Word pairs as the index holds them: a text[] of each pair lowercased by the database's `lower()`. */
export function wantedPairs(pairs: readonly string[]) {
  return sql<string[]>`ARRAY[${sql.join(pairs.map((pair) => sql`lower(${pair})`))}]::text[]`;
}

/** A clip's pairs of neighbouring words, as migration 0021 indexes them (the same expression, or no index). */
const PHRASE_PAIRS = sql`search_phrase_pairs(c.publishing_title, c.title, c.publishing_description, c.category, c.tags, c.private_tags)`;

/**
 * Longest word pair a phrase asks the index for, in characters: half what migration 0021 indexes (under 200), so
 * a pair that `lower()` lengthens is still there. Longer pairs are left to the checks that follow.
 */
const MAX_PAIR_CHARACTERS = 100;

/**
 * The pairs of neighbouring words of a phrase, as `exactPhrasePattern` splits it ("Watch the police!" → "Watch
 * the", "the police"); the query lowercases them as the index does.
 */
export function phrasePairs(phrase: string): string[] {
  const words = phraseWords(phrase);
  const pairs = words.slice(1).map((word, i) => `${words[i] ?? ''} ${word}`);
  return [...new Set(pairs)].filter((pair) => [...pair].length <= MAX_PAIR_CHARACTERS);
}

/**
 * A PostgreSQL regular expression for a phrase's words as typed, whole words in order with only non-word
 * characters between them (`\m` and `\M` are word starts and ends); null when the phrase has no word. Words
 * are letters and digits only, so nothing in them needs escaping.
 */
export function exactPhrasePattern(phrase: string): string | null {
  const words = phraseWords(phrase);
  return words.length ? `\\m${words.join('\\W+')}\\M` : null;
}

/** The words of a phrase as typed: its runs of letters and digits, which the pattern and the pairs are made of. */
function phraseWords(phrase: string): string[] {
  return phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function tsMatch(kind: 'phrase' | 'words', tsquery: RawBuilder<unknown>): TextMatch {
  return {
    kind,
    from: sql`${tsquery} AS tsq`,
    where: sql<boolean>`c.search_vector @@ tsq`,
    rank: sql<number>`ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, tsq)`,
    top: null,
    topInIndex: null,
  };
}

/**
 * Typo tolerance when words found nothing: every word must be close (trigram word similarity) to a word of the
 * publishing title. Null when no word is worth comparing.
 */
export function fuzzyMatch(words: readonly string[]): TextMatch | null {
  const usable = fuzzyWords(words);
  if (usable.length === 0) return null;
  return {
    kind: 'fuzzy',
    from: null,
    where: sql<boolean>`(${sql.join(
      usable.map((word) => sql`${word} <% c.publishing_title`),
      sql` AND `,
    )})`,
    rank: sql<number>`(${sql.join(
      usable.map((word) => sql`word_similarity(${word}, c.publishing_title)`),
      sql` + `,
    )})`,
    top: null,
    topInIndex: null,
  };
}

/** The query form of the request: `exactMatch` reads plain words as one phrase. */
export function requestQuery(request: Pick<SearchRequest, 'q' | 'exactMatch'>): SearchQuery {
  const query = parseSearchQuery(request.q);
  if (request.exactMatch && query.kind === 'words') {
    const phrase = request.q.trim().slice(0, MAX_QUERY_LENGTH).trim();
    return { kind: 'phrase', phrase };
  }
  return query;
}

/**
 * The filter keys of a clip as the search index holds them (migration 0022): the same expression, or the index
 * is not used.
 */
const FILTER_KEYS = sql`search_filter_keys(c.clearance_status, c.is_vertical, c.is_hd, c.popularity, c.footage_type)`;

/**
 * Largest share of the library a filter may keep to be matched as a key of the search index (ADR 52). The index
 * reads the whole list of clips holding a key (about 10 ns a clip: 5 ms for a key of 550,000 clips), and saves
 * reading the clips with the words that the filter drops (about 2.6 µs each): a filter keeping most of the
 * library costs more than it saves.
 */
export const FILTER_KEY_MAX_SHARE = 0.5;

/** The share of clips holding each filter key, from the search index's statistics (empty before ANALYZE). */
export function filterKeySharesQuery() {
  return sql<{ elems: string[] | string | null; freqs: number[] | null }>`
    SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'clips_search_vector_idx'
      AND attname = 'search_filter_keys' LIMIT 1`;
}

/**
 * The filters of the hosted-index filter state (spec sections 3, 5 and 9), each one condition. With `keyShares`
 * (the share of clips holding each filter key), a filter that keeps at most `FILTER_KEY_MAX_SHARE` of them is
 * written as keys of the search index, which the words are looked up in (ADR 52): the same clips either way.
 */
export function filterConditions(
  request: SearchRequest,
  now: Date,
  keyShares?: ReadonlyMap<string, number>,
  kept: { share: number } = { share: 1 },
): Bool[] {
  const conditions: Bool[] = [];
  /**
   * The filter as index keys when it is narrow (a key missing from the statistics is rare), else `plain`;
   * `kept.share` is multiplied by the share of clips each keyed filter keeps.
   */
  const keyed = (keys: readonly string[], plain: Bool): Bool => {
    if (!keyShares?.size) return plain;
    const share = keys.reduce((sum, key) => sum + (keyShares.get(key) ?? 0), 0);
    if (share > FILTER_KEY_MAX_SHARE) return plain;
    kept.share *= share;
    return sql<boolean>`${FILTER_KEYS} && ${texts(keys)}`;
  };
  const prefixed = (prefix: string, values: readonly string[]) => values.map((value) => `${prefix}:${value}`);
  const categories = categoryFilter(request.categories);
  if (categories.length > 0) conditions.push(sql<boolean>`c.category = ANY(${texts(categories)})`);
  if (request.tones.length > 0) conditions.push(sql<boolean>`c.tones && ${texts(request.tones)}`);
  if (request.popularity.length > 0)
    conditions.push(
      keyed(
        prefixed('popularity', request.popularity),
        sql<boolean>`c.popularity = ANY(${texts(request.popularity)})`,
      ),
    );
  if (request.clearance.length > 0)
    conditions.push(
      keyed(
        prefixed('clearance', request.clearance),
        sql<boolean>`c.clearance_status = ANY(${texts(request.clearance)})`,
      ),
    );
  if (request.footageType.length > 0)
    conditions.push(
      keyed(
        prefixed('footage', request.footageType),
        sql<boolean>`c.footage_type = ANY(${texts(request.footageType)})`,
      ),
    );

  const tag = request.customTag?.trim();
  if (tag) {
    // Tags are stored as written and, for the generated library, lower-case: both spellings are tried.
    const spellings = [...new Set([tag, tag.toLowerCase()])];
    conditions.push(sql<boolean>`(c.tags && ${texts(spellings)} OR c.private_tags && ${texts(spellings)})`);
  }

  if (request.resolution === 'HD') conditions.push(keyed(['resolution:hd'], sql<boolean>`c.is_hd`));
  const orientation = orientationFilter(request.orientation);
  if (orientation === 'vertical')
    conditions.push(keyed(['orientation:vertical'], sql<boolean>`c.is_vertical`));
  if (orientation === 'horizontal')
    conditions.push(keyed(['orientation:horizontal'], sql<boolean>`NOT c.is_vertical`));

  const { acquiredFrom, acquiredTo, postedFrom, postedTo } = request.dates;
  const acquired = searchDateRange(acquiredFrom || null, acquiredTo || null);
  if (acquired?.gte) conditions.push(sql<boolean>`c.signed_date >= ${acquired.gte}::date`);
  if (acquired?.lte) conditions.push(sql<boolean>`c.signed_date <= ${acquired.lte}::date`);
  const posted = searchDateRange(postedFrom || null, postedTo || null);
  if (posted?.gte) conditions.push(sql<boolean>`c.original_publishing_date >= ${posted.gte}::date`);
  if (posted?.lte) conditions.push(sql<boolean>`c.original_publishing_date <= ${posted.lte}::date`);
  // "Uploaded" is the posted date as a preset; posted dates, when given, replace it (spec section 4).
  if (!posted) {
    const since = uploadedPresetRange(request.uploaded, now);
    if (since) conditions.push(sql<boolean>`c.original_publishing_date >= ${since}::date`);
  }

  const duration = request.duration;
  if (duration && (duration.from > LIMITS.durationMinSeconds || duration.to < LIMITS.durationMaxSeconds))
    conditions.push(sql<boolean>`c.duration BETWEEN ${duration.from} AND ${duration.to}`);

  const countries = [
    ...new Set([...request.countries, ...request.smartCountries].map((c) => c.trim())),
  ].filter(Boolean);
  if (countries.length > 0) conditions.push(sql<boolean>`c.country = ANY(${texts(countries)})`);

  if (request.excludedLibraries.length > 0)
    conditions.push(
      sql<boolean>`(c.library_name IS NULL OR NOT (c.library_name = ANY(${texts(request.excludedLibraries)})))`,
    );
  return conditions;
}

/** The sort: the chosen one (`smartSort` over `sort`), else relevance for text and most recent otherwise. */
export function chosenSort(
  request: Pick<SearchRequest, 'sort' | 'smartSort'>,
  text: TextMatch,
): SmartSortValue {
  return request.smartSort ?? request.sort ?? (text.rank ? 'relevant' : 'recent');
}

/** `terms`: the analysed words of a words query (service.ts); without them the words go to plainto_tsquery. */
export function planSearch(
  request: SearchRequest,
  now: Date,
  terms?: readonly WordTerm[],
  keyShares?: ReadonlyMap<string, number>,
): SearchPlan {
  const query = requestQuery(request);
  const text = textMatch(query, terms, !request.concepts);
  const sort = chosenSort(request, text);
  return {
    query,
    text,
    filters: filterConditions(request, now),
    ...(keyShares?.size ? keyedPlan(request, now, keyShares) : {}),
    sort,
    ...pageWindow(sort, text, request),
    perPage: request.perPage,
    page: request.page,
  };
}

/** The filters as keys of the search index where narrow (ADR 52), and the share of clips those keys keep. */
function keyedPlan(
  request: SearchRequest,
  now: Date,
  keyShares: ReadonlyMap<string, number>,
): Pick<SearchPlan, 'keyedFilters' | 'keyedShare'> {
  const kept = { share: 1 };
  const keyedFilters = filterConditions(request, now, keyShares, kept);
  return { keyedFilters, keyedShare: kept.share };
}

/** The window and the rows of the requested page inside it. */
export function pageWindow(
  sort: SmartSortValue,
  text: TextMatch,
  request: Pick<SearchRequest, 'page' | 'perPage'>,
): Pick<SearchPlan, 'window' | 'offset' | 'limit'> {
  const window = isRanked(sort, text) ? SEARCH_RANK_WINDOW : SEARCH_RESULT_WINDOW;
  const offset = (request.page - 1) * request.perPage;
  return { window, offset, limit: Math.max(0, Math.min(request.perPage, window - offset)) };
}

/** Whether the order is a computed rank (rather than a column an index keeps in order). */
export function isRanked(sort: SmartSortValue, text: TextMatch): boolean {
  return sort === 'relevant' && text.rank !== null;
}

/** The WHERE of a statement: the text's match (as looked up, unless `lookup` is false) and the filters. */
function whereClause(text: TextMatch, filters: readonly Bool[], lookup = true): RawBuilder<unknown> {
  const match = (lookup && text.lookup) || text.where;
  const all = [...(match ? [match] : []), ...filters];
  return all.length > 0 ? sql`WHERE ${sql.join(all, sql` AND `)}` : sql``;
}

/**
 * The filters of a statement that looks its words up in the search index: the narrow ones as keys of that
 * index (`keyedFilters`, ADR 52). Statements that walk a sort order or sample pages check the filters clip by
 * clip, where the plain columns are cheaper to read.
 */
function lookupFilters(plan: Pick<SearchPlan, 'text' | 'filters' | 'keyedFilters'>): readonly Bool[] {
  return plan.text.where && plan.keyedFilters ? plan.keyedFilters : plan.filters;
}

function fromClause(text: TextMatch): RawBuilder<unknown> {
  return text.from ? sql`FROM clips c, ${text.from}` : sql`FROM clips c`;
}

/** ORDER BY for a sort; each ends on jm_id so pages never overlap. */
export function orderClause(
  sort: SmartSortValue,
  text: TextMatch,
  rank: RawBuilder<unknown> | null = text.rank,
): RawBuilder<unknown> {
  switch (sort) {
    case 'relevant':
      return rank
        ? sql`ORDER BY ${rank} DESC, c.popularity_score DESC, c.signed_date DESC, c.jm_id DESC`
        : sql`ORDER BY c.signed_date DESC, c.jm_id DESC`;
    case 'recent':
      return sql`ORDER BY c.signed_date DESC, c.jm_id DESC`;
    case 'downloaded':
      return sql`ORDER BY c.downloads DESC, c.jm_id DESC`;
    case 'durationDesc':
      return sql`ORDER BY c.duration DESC, c.jm_id DESC`;
    case 'durationAsc':
      return sql`ORDER BY c.duration ASC, c.jm_id ASC`;
  }
}

export interface CardRow {
  jmId: string;
  title: string | null;
  publishingTitle: string | null;
  imgUrl: string | null;
  previewUrl: string | null;
  brightCoveVideoId: string | null;
  aci: 'GREEN' | 'YELLOW' | 'RED' | null;
  iar: boolean;
  rsa: boolean;
  bo: boolean;
  duration: number;
  isHd: boolean;
  isVertical: boolean;
}

/**
 * How a page of an indexed sort (most recent, most downloaded, duration) is read, chosen from what the count
 * found (ADR 11). Relevance is never read this way: `rankedQuery` ranks every hit (ADR 38).
 * - `hits`: every hit is read once through the filter and text indexes, then sorted. Used when the hits were
 *   all counted, or when the estimate says reading them all costs less than walking a sort index until enough
 *   of them turn up (a rare match found by walking the newest-first index over the whole library is what made
 *   the URL search take 5 s);
 * - `planned`: many hits; the planner walks the sort index.
 *
 * Reading all H hits costs about H row visits; walking a sort index for the first K of them costs about K / s,
 * where s = H / N is the share of the N clips that match. The two meet at H = sqrt(K × N).
 */
export type PageStrategy = 'hits' | 'planned';

export function pageStrategy(
  plan: Pick<SearchPlan, 'sort' | 'text' | 'offset' | 'limit'>,
  counted: { total: number; isEstimate: boolean; sampledPages?: boolean },
  libraryRows: number,
  read?: number,
): PageStrategy {
  if (!counted.isEstimate || isRanked(plan.sort, plan.text)) return 'hits';
  const needed = plan.offset + plan.limit;
  const walk = needed * Math.max(libraryRows, counted.total);
  // Reading all hits costs the `read` clips the indexes hand over (every clip with the rarest word and the
  // narrow filters' keys, before the other filters), walking the sort index about K × N / H. Estimated from a
  // sample of the library's pages (a broad search, ADR 49), H is not the planner's guess.
  if (counted.sampledPages) return (read ?? counted.total) * counted.total <= walk ? 'hits' : 'planned';
  // The planner's guess can run high where filters go together (a word, vertical and cleared: 5,952 guessed,
  // 2,368 found at 1,000,000 clips, walked in 134 ms where reading them took 14): when what the index hands
  // over is known, reading it is weighed against the walk as above.
  if (read !== undefined && read * counted.total <= walk) return 'hits';
  // Halved because the estimate runs low for words that go together (the planner takes them as independent).
  if (counted.total <= Math.sqrt(walk) / 2) return 'hits';
  return 'planned';
}

/** One page of cards in an indexed order (or ranked, for the typo fallback, which has few hits). */
export function pageQuery(
  plan: Pick<SearchPlan, 'text' | 'filters' | 'keyedFilters' | 'sort' | 'limit' | 'offset'>,
  strategy: PageStrategy = 'planned',
) {
  const { text, filters } = plan;
  const page = sql`LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  // A page of an indexed order reads the ids of the skipped rows and the page first, then only the page's rows
  // in full: walking the sort index for the ids alone can skip the table (an index-only scan), where reading
  // every skipped row in full took a deep page (offset 9,480) of 1,000,000 clips 2.4 to 4.4 s (ADR 42).
  if (strategy === 'planned' && !isRanked(plan.sort, text))
    return sql<CardRow>`SELECT ${CARD_COLUMNS} FROM clips c WHERE c.jm_id IN (
        SELECT c.jm_id ${fromClause(text)} ${whereClause(text, filters)} ${orderClause(plan.sort, text)} ${page}
      ) ${orderClause(plan.sort, text)}`;
  if (strategy === 'planned')
    return sql<CardRow>`SELECT ${CARD_COLUMNS} ${fromClause(text)} ${whereClause(text, filters)}
      ${orderClause(plan.sort, text)} ${page}`;
  // MATERIALIZED keeps the planner from folding the hits back into one plan that walks a sort index. The
  // hits carry only what the card and the sorts need (and their rank), so even many of them stay in memory.
  const ranked = isRanked(plan.sort, text) && text.rank;
  const rank = ranked ? sql`, ${text.rank} AS rank` : sql``;
  return sql<CardRow>`WITH hits AS MATERIALIZED (
      SELECT ${CARD_COLUMNS}, c.signed_date, c.downloads, c.popularity_score${rank}
      ${fromClause(text)} ${whereClause(text, lookupFilters(plan))}
    )
    SELECT ${CARD_COLUMNS} FROM hits c ${orderClause(plan.sort, text, ranked ? sql`c.rank` : null)} ${page}`;
}

export interface RankedRow extends Partial<CardRow> {
  /** Hits by category, over every hit (the same on each row). */
  facets: CategoryCountRow[] | string | null;
}

/**
 * A relevance page over every hit, with the exact total and category facets from the same pass (ADR 38): the
 * hits are read once, narrow (id, category, score, tie-breakers), ranked, and only the page's rows are read
 * in full. Always one row at least (no card columns past the last page), carrying the facets.
 */
export function rankedQuery(
  plan: Pick<SearchPlan, 'text' | 'filters' | 'keyedFilters' | 'limit' | 'offset'>,
) {
  const { text } = plan;
  const rank = text.rank ?? sql`0`;
  // The hits are read first with their search vector copied out of its compressed form once (`|| ''`), then
  // ranked from the copy: each ts_rank of the stored vector decompresses it again, and a words query calls it
  // two to four times (1.1 s → 0.1 s for 14,788 hits at 1,000,000 clips; ADR 49). OFFSET 0 keeps the planner
  // from folding the copy back into each call.
  const also = text.from ? sql`, ${text.from}` : sql``;
  return sql<RankedRow>`WITH hits AS MATERIALIZED (
      SELECT c.jm_id, c.category, ${rank} AS rank, c.popularity_score, c.signed_date
      FROM (
        SELECT c.jm_id, c.category, c.popularity_score, c.signed_date, c.title_vector, c.publishing_title, c.title,
          c.search_vector || ''::tsvector AS search_vector
        ${fromClause(text)} ${whereClause(text, lookupFilters(plan))} OFFSET 0
      ) c${also}
    ), top AS (
      SELECT h.jm_id, h.rank, h.popularity_score, h.signed_date FROM hits h
      ORDER BY h.rank DESC, h.popularity_score DESC, h.signed_date DESC, h.jm_id DESC
      LIMIT ${plan.limit} OFFSET ${plan.offset}
    ), facets AS (
      SELECT json_agg(json_build_object('category', g.category, 'n', g.n)) AS facets
      FROM (SELECT category, count(*)::int AS n FROM hits GROUP BY category) g
    )
    SELECT f.facets, p.* FROM facets f LEFT JOIN LATERAL (
      SELECT ${CARD_COLUMNS}, t.rank AS page_rank, t.popularity_score AS page_popularity, t.signed_date AS page_signed
      FROM top t JOIN clips c ON c.jm_id = t.jm_id
    ) p ON true
    ORDER BY p.page_rank DESC, p.page_popularity DESC, p.page_signed DESC, p.jm_id DESC`;
}

/**
 * Whether a first-tier page is walked in the first tier's index alone (migration 0020): a search without
 * filters, whose tier has a part the index holds. With filters, each clip's row is read to check them.
 */
export function firstTierIndexOnly(plan: Pick<SearchPlan, 'text' | 'filters'>): boolean {
  return plan.filters.length === 0 && plan.text.topInIndex !== null;
}

/**
 * A page of the first tier (`TextMatch.top`) in the order equal scores are listed (popularity, signed date,
 * id), found by walking that order's index and checking each clip (run with bitmap scans off, service.ts):
 * about K × N / hits clips for a page ending at K. At most `walk` clips are looked at; fewer cards than the page
 * holds means the tier did not fill it there, and the page is ranked in full instead.
 * - Without filters (`firstTierIndexOnly`), the walk reads the index alone, checking `topInIndex`; a tier with
 *   more to check (a phrase as typed) reads the row of each clip that passed, one by one, in walking order.
 * - With filters, every clip of the walk is read to check them, and `walk` counts the clips they let through.
 */
export function firstTierQuery(
  plan: Pick<SearchPlan, 'text' | 'filters' | 'limit' | 'offset'>,
  walk: number,
) {
  const { text, filters } = plan;
  const order = sql`ORDER BY c.popularity_score DESC, c.signed_date DESC, c.jm_id DESC`;
  const page = sql`LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  if (firstTierIndexOnly(plan) && text.top && text.top !== text.topInIndex) {
    // OFFSET 0 keeps the row check a lookup per passing clip, so the walk's order stands and LIMIT stops it.
    return sql<CardRow>`SELECT ${CARD_COLUMNS} FROM clips c WHERE c.jm_id IN (
      SELECT w.jm_id FROM (
        SELECT c.jm_id, c.popularity_score, c.signed_date, ${text.topInIndex} AS hit
        ${fromClause(text)} ${order} LIMIT ${walk}
      ) w CROSS JOIN LATERAL (
        SELECT ${text.top} AS top ${fromClause(text)} WHERE c.jm_id = w.jm_id OFFSET 0
      ) t
      WHERE w.hit AND t.top ORDER BY w.popularity_score DESC, w.signed_date DESC, w.jm_id DESC ${page}
    ) ${order}`;
  }
  const hit = firstTierIndexOnly(plan) ? text.topInIndex : text.top;
  return sql<CardRow>`SELECT ${CARD_COLUMNS} FROM clips c WHERE c.jm_id IN (
      SELECT c.jm_id FROM (
        SELECT c.jm_id, c.popularity_score, c.signed_date, ${hit ?? sql`false`} AS hit
        ${fromClause(text)} ${whereClause({ ...text, where: null }, filters)} ${order} LIMIT ${walk}
      ) c WHERE c.hit ${order} ${page}
    ) ${order}`;
}

/**
 * A page of a tier of a words query whose hits all rank the same (ADR 77: `owned` or `conceptual`), so they are
 * listed in popularity order (then signed date, id): `limit` of them after skipping `offset`, found by walking
 * that order's index and reading each clip's row to check it and the filters (run with bitmap scans off,
 * service.ts), at most `walk` clips.
 */
export function tierWalkQuery(
  plan: Pick<SearchPlan, 'text' | 'filters'>,
  tier: 'owned' | 'conceptual',
  offset: number,
  limit: number,
  walk: number,
) {
  const { text, filters } = plan;
  const order = sql`ORDER BY c.popularity_score DESC, c.signed_date DESC, c.jm_id DESC`;
  const hit = text.tiers?.[tier] ?? sql<boolean>`false`;
  return sql<CardRow>`SELECT ${CARD_COLUMNS} FROM clips c WHERE c.jm_id IN (
      SELECT c.jm_id FROM (
        SELECT c.jm_id, c.popularity_score, c.signed_date, ${hit} AS hit
        ${fromClause(text)} ${whereClause({ ...text, where: null }, filters)} ${order} LIMIT ${walk}
      ) c WHERE c.hit ${order} LIMIT ${limit} OFFSET ${offset}
    ) ${order}`;
}

/**
 * Hits by category in a sample of the library's pages (`percent` of them, the same pages on every call while
 * the table is unchanged): the total and facets of a broad search estimated without reading all its hits.
 */
export function sampleQuery(plan: Pick<SearchPlan, 'text' | 'filters'>, percent: number) {
  const { text, filters } = plan;
  const from = text.from
    ? sql`FROM clips c TABLESAMPLE SYSTEM (${sql.lit(percent)}) REPEATABLE (7), ${text.from}`
    : sql`FROM clips c TABLESAMPLE SYSTEM (${sql.lit(percent)}) REPEATABLE (7)`;
  return sql<CategoryCountRow>`SELECT hits.category, count(*)::int AS n FROM (
      SELECT c.category ${from} ${whereClause(text, filters, false)}
    ) hits GROUP BY hits.category`;
}

export interface CategoryCountRow {
  category: string | null;
  n: number;
}

/**
 * Hits by category, counting at most `cap + 1` hits: the sum is the exact total up to the cap (more means
 * "over the cap"), and the rows are the category facets. One statement, stopping early on broad searches.
 */
export function countQuery(
  plan: Pick<SearchPlan, 'text' | 'filters' | 'keyedFilters'>,
  cap = SEARCH_COUNT_EXACT,
) {
  const { text } = plan;
  return sql<CategoryCountRow>`SELECT hits.category, count(*)::int AS n FROM (
      SELECT c.category ${fromClause(text)} ${whereClause(text, lookupFilters(plan))} LIMIT ${cap + 1}
    ) hits GROUP BY hits.category`;
}

/**
 * Every category of the library, by a loose index scan (one probe of the category index per category, whatever
 * the library's size), as the category list reads them (catalogue/service.ts).
 */
export function libraryCategoriesQuery() {
  return sql<{ category: string }>`WITH RECURSIVE cats(category) AS (
      (SELECT category FROM clips WHERE category IS NOT NULL ORDER BY category LIMIT 1)
      UNION ALL
      SELECT (SELECT x.category FROM clips x WHERE x.category > cats.category ORDER BY x.category LIMIT 1)
      FROM cats WHERE cats.category IS NOT NULL
    )
    SELECT category FROM cats WHERE category IS NOT NULL`;
}

/**
 * How common each category is, from the statistics ANALYZE keeps for the column (every category of a library
 * of up to 100 of them is among its most common values): the facets of a search with no condition at all.
 */
export function categorySharesQuery() {
  return sql<{ vals: string[] | string | null; freqs: number[] | null }>`
    SELECT most_common_vals::text::text[] AS vals, most_common_freqs AS freqs
    FROM pg_stats WHERE tablename = 'clips' AND attname = 'category' LIMIT 1`;
}

/**
 * Hits in some categories only, by category, counting at most `cap + 1` of them: the facets of the categories a
 * capped count did not meet (ADR 45). `ARRAY[c.category] && …` is the category key of the search index
 * (migration 0018), so the text and the categories are matched inside one GIN scan, without reading a clip
 * that is not a hit. Run with sequential and plain index scans turned off (service.ts): the planner, taking the
 * words and the category as independent, expects hits all over and would otherwise walk the category index
 * row by row, which reads every clip of a category with no hit (34 s for 24 categories at 1,000,000 clips).
 */
export function categoryHitsQuery(
  plan: Pick<SearchPlan, 'text' | 'filters' | 'keyedFilters'>,
  categories: readonly string[],
  cap = SEARCH_COUNT_EXACT,
) {
  const { text } = plan;
  const inCategories = sql<boolean>`ARRAY[c.category] && ${texts(categories)}`;
  const filters = [...lookupFilters(plan), inCategories];
  return sql<CategoryCountRow>`SELECT hits.category, count(*)::int AS n FROM (
      SELECT c.category ${fromClause(text)} ${whereClause(text, filters, false)} LIMIT ${cap + 1}
    ) hits GROUP BY hits.category`;
}

/** The planner's estimate of all hits, used past the counting cap. */
export function estimateQuery(plan: Pick<SearchPlan, 'text' | 'filters' | 'keyedFilters'>) {
  const { text } = plan;
  return sql<{
    'QUERY PLAN': unknown;
  }>`EXPLAIN (FORMAT JSON) SELECT 1 ${fromClause(text)} ${whereClause(text, lookupFilters(plan))}`;
}

/** Trending clips, shown when nothing matched (spec section 4; LIMITS.wireFallbackTrending). */
export function trendingQuery(limit: number = LIMITS.wireFallbackTrending) {
  return sql<CardRow>`SELECT ${CARD_COLUMNS} FROM clips c WHERE c.is_trending
    ORDER BY c.popularity_score DESC, c.jm_id LIMIT ${limit}`;
}

/** Categories a facet list leaves out (compared without regard to case). */
export function facetCategories(
  rows: readonly CategoryCountRow[],
  scale = 1,
  excluded: readonly string[] = DEFAULT_EXCLUDED_CATEGORIES,
): { name: string; count: number }[] {
  const left = new Set(excluded.map((name) => name.trim().toLowerCase()));
  return rows
    .filter((row): row is { category: string; n: number } => !!row.category?.trim())
    .filter((row) => !left.has(row.category.trim().toLowerCase()))
    .map((row) => ({ name: row.category, count: Math.round(row.n * scale) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, LIMITS.categoryMax);
}

/**
 * The pairs of a clip's similar-clip terms, rarest first: by the product of the two terms' shares of the
 * library's clips (`share`, 0 for a term the statistics do not list, the rarest). Equal pairs keep the terms'
 * order, title and tags first. Candidates are read pair by pair in this order until there are enough (ADR 51).
 */
export function similarPairs(terms: readonly string[], share: (term: string) => number): [string, string][] {
  const pairs: { pair: [string, string]; weight: number }[] = [];
  terms.forEach((a, i) => {
    for (const b of terms.slice(i + 1)) pairs.push({ pair: [a, b], weight: share(a) * share(b) });
  });
  return pairs.sort((x, y) => x.weight - y.weight).map((entry) => entry.pair);
}

/** Terms of a clip worth matching for similar clips: plain lexemes, heaviest weights first. */
export function similarTerms(lexemes: readonly { lexeme: string; weight: string }[], max = 12): string[] {
  const order: Record<string, number> = { A: 0, C: 1, B: 2, D: 3 };
  const seen = new Set<string>();
  return [...lexemes]
    .filter((entry) => /^[\p{L}\p{N}]{2,40}$/u.test(entry.lexeme))
    .sort((a, b) => (order[a.weight] ?? 4) - (order[b.weight] ?? 4))
    .filter((entry) => (seen.has(entry.lexeme) ? false : (seen.add(entry.lexeme), true)))
    .slice(0, max)
    .map((entry) => entry.lexeme);
}
