import { searchRequestSchema, type SearchRequestInput } from '@clipmarket/core';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  CONCEPT_RANK,
  tierWalkQuery,
  countQuery,
  facetCategories,
  fuzzyMatch,
  fuzzyWords,
  inflectionForms,
  oneSlipAway,
  pageQuery,
  pageStrategy,
  planSearch,
  rankedQuery,
  firstTierIndexOnly,
  firstTierQuery,
  firstTierTsquery,
  similarPairs,
  similarTerms,
  termsTsquery,
  tsLexeme,
  RANK_WEIGHTS,
  type Bool,
} from './query';

const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const NOW = new Date('2026-11-02T12:00:00Z');

/** A WHERE other than the one that reads the page's rows by their ids (query.ts, `pageQuery`). */
const NO_FILTER = /WHERE (?!c\.jm_id IN \()/;

function compile(input: SearchRequestInput) {
  const plan = planSearch(searchRequestSchema.parse(input), NOW);
  const page = pageQuery(plan).compile(db);
  const count = countQuery(plan).compile(db);
  return { plan, sql: page.sql.replace(/\s+/g, ' '), params: page.parameters, countSql: count.sql };
}

describe('search query forms (spec section 5)', () => {
  it('empty text matches every clip, newest first', () => {
    const { sql, params } = compile({});
    expect(sql).not.toMatch(NO_FILTER);
    expect(sql).toContain('ORDER BY c.signed_date DESC, c.jm_id DESC');
    expect(params).toEqual([60, 0]);
  });

  it('an id matches the exact jmId, with or without the -1 variant suffix', () => {
    expect(compile({ q: '1254381-1' }).params.slice(0, 2)).toEqual(['1254381', '1254381-1']);
    expect(compile({ q: ' 1254381 ' }).sql).toContain('c.jm_id IN ($1, $2)');
  });

  it('quoted text is a phrase; exactMatch reads plain words as one', () => {
    expect(compile({ q: '"slow motion"' }).sql).toContain("phraseto_tsquery('english', $1)");
    const exact = compile({ q: 'slow motion', exactMatch: true });
    expect(exact.sql).toContain('phraseto_tsquery');
    expect(exact.params[0]).toBe('slow motion');
  });

  it('words must all match and are ranked with the section 9 weights', () => {
    const { sql, params } = compile({ q: 'Dog  Frisbee dog' });
    expect(sql).toContain("plainto_tsquery('english', $1)");
    expect(params[0]).toBe('dog frisbee');
    expect(sql).toContain('ORDER BY ts_rank($2::float4[], c.search_vector, tsq) DESC');
    expect(params[1]).toBe(RANK_WEIGHTS);
  });

  it('a URL is canonicalised and matched, with its video id, against the one indexed array of keys', () => {
    const { sql, params } = compile({ q: 'https://youtu.be/dQw4w9WgXcQ?si=x' });
    expect(sql).toContain('c.url_keys && $1::text[]');
    expect(params[0]).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
    ]);
  });

  it('operator soup and 10 kB text stay bound parameters', () => {
    const soup = compile({ q: `&|!():*<->'"\\ dog` });
    expect(soup.sql).not.toContain('dog');
    const long = compile({ q: 'a'.repeat(10_240) });
    expect(String(long.params[0]).length).toBeLessThanOrEqual(512);
  });
});

describe('filters', () => {
  it('maps every filter of the state to a condition', () => {
    const { sql, params } = compile({
      categories: ['Animals', 'Trending'],
      tones: ['Funny'],
      popularity: ['Viral'],
      clearance: ['CLEARED'],
      footageType: ['Drone'],
      customTag: 'Dogs',
      resolution: 'HD',
      orientation: ['Vertical'],
      dates: { acquiredFrom: '2025-01-01', acquiredTo: '2025-12-31', postedTo: '2025-06-30' },
      duration: { from: 10, to: 60 },
      countries: ['France'],
      smartCountries: ['Spain', 'France'],
      excludedLibraries: ['Viral Hog'],
    });
    expect(params).toContainEqual(['Animals']);
    for (const part of [
      'c.category = ANY',
      'c.tones &&',
      'c.popularity = ANY',
      'c.clearance_status = ANY',
      'c.footage_type = ANY',
      'c.tags &&',
      'c.private_tags &&',
      'c.is_hd',
      'c.is_vertical',
      'c.signed_date >=',
      'c.signed_date <=',
      'c.original_publishing_date <=',
      'c.duration BETWEEN',
      'c.country = ANY',
      'c.library_name = ANY',
    ])
      expect(sql).toContain(part);
    expect(params).toContainEqual(['Dogs', 'dogs']);
    expect(params).toContainEqual(['France', 'Spain']);
    // Posted dates replace the uploaded preset.
    expect(sql).not.toContain('c.original_publishing_date >=');
  });

  it('both orientations, "Trending" alone and the full duration range filter nothing', () => {
    const { sql } = compile({
      orientation: ['Vertical', 'Horizontal'],
      categories: ['Trending'],
      duration: { from: 0, to: 600 },
    });
    expect(sql).not.toMatch(NO_FILTER);
  });

  it('an uploaded preset bounds the posted date from now', () => {
    const { params, sql } = compile({ uploaded: '7d' });
    expect(sql).toContain('c.original_publishing_date >=');
    expect(params[0]).toBe('2026-10-26');
  });
});

describe('sorts and pages', () => {
  it.each([
    ['recent', 'c.signed_date DESC, c.jm_id DESC'],
    ['downloaded', 'c.downloads DESC, c.jm_id DESC'],
    ['durationDesc', 'c.duration DESC, c.jm_id DESC'],
    ['durationAsc', 'c.duration ASC, c.jm_id ASC'],
  ] as const)('%s', (smartSort, order) => {
    expect(compile({ q: 'dog', smartSort }).sql).toContain(`ORDER BY ${order}`);
  });

  it('smartSort wins over sort', () => {
    expect(compile({ sort: 'downloaded', smartSort: 'durationAsc' }).plan.sort).toBe('durationAsc');
  });

  it('pages past the result window ask for nothing', () => {
    expect(compile({ page: 3, perPage: 50 }).params.slice(-2)).toEqual([50, 100]);
    expect(compile({ page: 200, perPage: 60 }).plan.limit).toBe(0);
    expect(compile({ page: 167, perPage: 60 }).plan.limit).toBe(40);
  });

  it('counts at most the cap plus one hit', () => {
    expect(compile({ q: 'dog' }).countSql).toMatch(/LIMIT \$2\s*\) hits GROUP BY hits.category/);
  });
});

describe('helpers', () => {
  it('facets leave out the excluded categories, most first', () => {
    expect(
      facetCategories([
        { category: 'Pets', n: 3 },
        { category: 'Animals', n: 5 },
        { category: 'Trending', n: 9 },
        { category: 'lp homepage trending', n: 9 },
        { category: null, n: 2 },
      ]),
    ).toEqual([
      { name: 'Animals', count: 5 },
      { name: 'Pets', count: 3 },
    ]);
  });

  it('fuzzy matching takes plain words of 3+ characters', () => {
    expect(fuzzyWords(['retreiver', 'a', '&&', "o'clock"])).toEqual(['retreiver', 'oclock']);
    expect(fuzzyMatch(['!!', 'ab'])).toBeNull();
  });

  it('similar pairs: rarest pair first, an unlisted term the rarest, ties in the terms order', () => {
    const share = (term: string) => ({ dog: 0.04, park: 0.01, ball: 0.02 })[term] ?? 0;
    expect(similarPairs(['dog', 'park', 'ball', 'zorblat'], share)).toEqual([
      ['dog', 'zorblat'],
      ['park', 'zorblat'],
      ['ball', 'zorblat'],
      ['park', 'ball'],
      ['dog', 'park'],
      ['dog', 'ball'],
    ]);
    expect(similarPairs(['dog'], share)).toEqual([]);
  });

  it('similar terms: title and tags first, plain lexemes only', () => {
    expect(
      similarTerms([
        { lexeme: 'anim', weight: 'B' },
        { lexeme: 'dog', weight: 'A' },
        { lexeme: 'cute', weight: 'C' },
        { lexeme: "o'neil", weight: 'A' },
      ]),
    ).toEqual(['dog', 'cute', 'anim']);
  });
});

describe('how a page is read (ADR 11)', () => {
  const words = planSearch(searchRequestSchema.parse({ q: 'dog frisbee' }), NOW);
  const recent = planSearch(searchRequestSchema.parse({ q: 'dog frisbee', smartSort: 'recent' }), NOW);
  const exact = { total: 700, isEstimate: false };

  it('reads every hit once when all of them were counted, whatever the sort', () => {
    expect(pageStrategy(words, exact, 1_000_000)).toBe('hits');
    expect(pageStrategy(recent, exact, 1_000_000)).toBe('hits');
  });

  it('a ranked search reads every hit, however many, so no older relevant clip is left out (ADR 38)', () => {
    expect(pageStrategy(words, { total: 15_000, isEstimate: true }, 1_000_000)).toBe('hits');
    expect(pageStrategy(words, { total: 160_000, isEstimate: true }, 1_000_000)).toBe('hits');
  });

  it('an indexed sort walks its index once the hits are common enough to fill the page early', () => {
    // Page 1 of 60: sqrt(60 × 1,000,000) / 2 ≈ 3,873 hits.
    expect(pageStrategy(recent, { total: 3_800, isEstimate: true }, 1_000_000)).toBe('hits');
    expect(pageStrategy(recent, { total: 4_000, isEstimate: true }, 1_000_000)).toBe('planned');
    // The planner guessed 5,952 hits for "hot", vertical and cleared (2,368 were found); the index hands over
    // about 2,950 clips (9,496 with the word, the vertical key keeping 31 %): reading them costs less than the
    // walk of about 60 × 1,000,000 / 5,952 ≈ 10,000 clips.
    expect(pageStrategy(recent, { total: 5_952, isEstimate: true }, 1_000_000)).toBe('planned');
    expect(pageStrategy(recent, { total: 5_952, isEstimate: true }, 1_000_000, 2_950)).toBe('hits');
    expect(pageStrategy(recent, { total: 5_952, isEstimate: true }, 1_000_000, 12_000)).toBe('planned');
  });

  it('weighs the clips the index hands over against the walk when a broad search was sampled (ADR 50)', () => {
    const sampled = (total: number) => ({ total, isEstimate: true, sampledPages: true });
    // "hot" with filters: 9,496 clips have the word, about 3,100 pass the filters. Walking the sort index takes
    // about 60 × 1,000,000 / 3,100 ≈ 19,000 clips: reading the 9,496 costs less.
    expect(pageStrategy(recent, sampled(3_100), 1_000_000, 9_496)).toBe('hits');
    // A broad word: 100,000 clips, 30,000 after the filters; the walk takes about 2,000.
    expect(pageStrategy(recent, sampled(30_000), 1_000_000, 100_000)).toBe('planned');
    // Deep pages need a longer walk: page 60 of the broad word reads the hits.
    expect(pageStrategy({ ...recent, offset: 3_540 }, sampled(30_000), 1_000_000, 100_000)).toBe('hits');
  });

  it('a relevance page ranks every hit in one materialised pass, with the facets from the same hits', () => {
    const sql = rankedQuery(words).compile(db).sql.replace(/\s+/g, ' ');
    expect(sql).toContain('WITH hits AS MATERIALIZED');
    expect(sql).toContain('ts_rank(');
    expect(sql).not.toContain('signed_date DESC, c.jm_id DESC LIMIT');
    expect(sql).toContain('ORDER BY h.rank DESC, h.popularity_score DESC');
    expect(sql).toContain('GROUP BY category');
    expect(sql.slice(0, sql.indexOf('), top AS'))).not.toContain('LIMIT');
  });
});

describe('ranking terms (ADR 38)', () => {
  it('surf, surfer, surfing and surfers reach each other through their inflections', () => {
    expect(inflectionForms('surf')).toEqual(expect.arrayContaining(['surfer', 'surfers']));
    expect(inflectionForms('surfer')).toContain('surf');
    expect(inflectionForms('surfing')).toEqual(expect.arrayContaining(['surf', 'surfer']));
    expect(inflectionForms('surfers')).toContain('surf');
    expect(inflectionForms('run')).toContain('runner');
    expect(inflectionForms('running')).toContain('run');
    expect(inflectionForms('skater')).toContain('skate');
    expect(inflectionForms('mid-air')).toEqual([]);
    expect(inflectionForms('42')).toEqual([]);
  });

  it('a misspelt word has its swaps, gaps, extra and wrong letters as candidates, swaps first', () => {
    const slips = oneSlipAway('hmoe');
    expect(slips[0]).toBe('mhoe');
    expect(slips).toEqual(expect.arrayContaining(['home', 'hoe', 'hmome', 'hmoa']));
    expect(slips).not.toContain('hmoe');
    // A word of three letters has its swaps alone: "dgo" is a slip of dog, "dot" is its own word.
    expect(oneSlipAway('dgo')).toEqual(['gdo', 'dog']);
    expect(oneSlipAway('ox')).toEqual([]);
    expect(oneSlipAway('café')).toEqual([]);
  });

  it('every word must match, as its own lexemes or any of its inflections, with lexemes quoted', () => {
    const terms = [
      { word: 'surf', lexemes: ['surf'], variants: ['surfer'], idf: 2, conceptShare: 0 },
      { word: 'mid-air', lexemes: ['mid-air', 'mid', 'air'], variants: [], idf: 3, conceptShare: 0 },
    ];
    expect(termsTsquery(terms)).toBe(`('surf' | 'surfer') & (('mid-air' & 'mid' & 'air'))`);
    expect(tsLexeme(`o'neil\\`)).toBe(`'o''neil\\\\'`);
  });

  it('ranks words by document frequency and field weight, popularity between equals', () => {
    const terms = () => [
      { word: 'surf', lexemes: ['surf'], variants: ['surfer'], idf: 2.5, conceptShare: 0 },
    ];
    const plan = planSearch(searchRequestSchema.parse({ q: 'surf' }), NOW, terms());
    const compiled = rankedQuery(plan).compile(db);
    const text = compiled.sql.replace(/\s+/g, ' ');
    expect(text).toContain('c.search_vector @@ $');
    expect(text.match(/ts_rank\(/g)).toHaveLength(2);
    // Every word as the clip's own or among its concepts (ADR 76), a concept as its "~" lexeme.
    expect(compiled.parameters).toEqual(
      expect.arrayContaining([2.5, 1.25, `('surf' | 'surfer' | '~surf' | '~surfer')`, `'surf'`]),
    );
    // Every word in the title ranks first, all such clips the same (ADR 49); then the clips with a word in
    // their title, by BM25 over every field (a concept adding a little); then those with every word in their
    // tags or description, all the same; then those that needed a concept, all the same (ADR 77).
    expect(text).toMatch(
      /CASE WHEN c\.title_vector @@ \$\d+::tsquery THEN 1000000 WHEN c\.title_vector @@ \$\d+::tsquery THEN greatest\(round\(.*\), 0\.0001\) WHEN c\.search_vector @@ \$\d+::tsquery THEN 0\.00005 ELSE 0 END/,
    );
    expect(compiled.parameters).toEqual(expect.arrayContaining([`('surf' | 'surfer')`, 2.5 * CONCEPT_RANK]));
    // Without concepts, the clip's own words alone, in the same tiers.
    const own = rankedQuery(
      planSearch(searchRequestSchema.parse({ q: 'surf', concepts: false }), NOW, terms()),
    ).compile(db);
    expect(own.parameters).toContain(`('surf' | 'surfer')`);
    expect(own.parameters.join(' ')).not.toContain('~');
    expect(own.sql.replace(/\s+/g, ' ')).toMatch(
      /THEN 1000000 WHEN c\.title_vector @@ \$\d+::tsquery THEN greatest\(round\(/,
    );
    // The first tier: every word in the title, checked on each clip of a bounded walk in popularity order,
    // reading only what the first tier's index holds (ADR 50: an index-only scan).
    const tier = firstTierQuery(plan, 100).compile(db);
    expect(tier.sql.replace(/\s+/g, ' ')).toMatch(
      /SELECT c\.jm_id, c\.popularity_score, c\.signed_date, c\.title_vector @@ \$\d+::tsquery AS hit FROM clips c ORDER BY c\.popularity_score DESC, c\.signed_date DESC, c\.jm_id DESC LIMIT \$\d+/,
    );
    expect(tier.parameters).toEqual(expect.arrayContaining([`'surf'`, 100]));
  });

  it('walks a tier of equal ranks in popularity order, checking each clip for the words as that tier has them', () => {
    const terms = [{ word: 'dog', lexemes: ['dog'], variants: ['dogs'], idf: 2, conceptShare: 0.1 }];
    const plan = planSearch(searchRequestSchema.parse({ q: 'dog', categories: ['Pets'] }), NOW, terms);
    const walked = (tier: 'owned' | 'conceptual', p = plan) =>
      tierWalkQuery(p, tier, 12, 48, 20_000).compile(db);
    // Every clip the filters let through, in the order equal ranks are listed, at most the walk.
    expect(walked('conceptual').sql.replace(/\s+/g, ' ')).toMatch(
      /SELECT c\.jm_id, c\.popularity_score, c\.signed_date, c\.search_vector @@ \$\d+::tsquery AS hit FROM clips c WHERE .*c\.category.* ORDER BY c\.popularity_score DESC, c\.signed_date DESC, c\.jm_id DESC LIMIT \$\d+/,
    );
    // Through concepts: every word, as its own or a concept, and not every one as the clip's own.
    expect(walked('conceptual').parameters).toEqual(
      expect.arrayContaining([`('dog' | 'dogs' | '~dog' | '~dogs') & !(('dog' | 'dogs'))`, 20_000, 48, 12]),
    );
    // Owned: every word as the clip's own, and none in its title.
    expect(walked('owned').sql.replace(/\s+/g, ' ')).toMatch(
      /\(c\.search_vector @@ \$\d+::tsquery AND NOT c\.title_vector @@ \$\d+::tsquery\) AS hit/,
    );
    expect(walked('owned').parameters).toContain(`('dog' | 'dogs')`);
    // The titled tier: a word in the title, and every word anywhere, looked up in one index alone, the title's
    // for words in few titles (`ts_match_vq` is `@@`, which the planner does not look up).
    const where = (tier: Bool) =>
      rankedQuery({ ...plan, text: { ...plan.text, where: tier } })
        .compile(db)
        .sql.replace(/\s+/g, ' ');
    expect(where(plan.text.tiers!.titledByTitle)).toMatch(
      /WHERE \(c\.title_vector @@ \$\d+::tsquery AND ts_match_vq\(c\.search_vector, \$\d+::tsquery\)\)/,
    );
    expect(where(plan.text.tiers!.titled)).toMatch(
      /WHERE \(ts_match_vq\(c\.title_vector, \$\d+::tsquery\) AND c\.search_vector @@ \$\d+::tsquery\)/,
    );
    // Without concepts, no tier of concepts.
    const off = planSearch(searchRequestSchema.parse({ q: 'dog', concepts: false }), NOW, terms);
    expect(off.text.tiers?.conceptual).toBeNull();
    expect(walked('conceptual', off).parameters.join(' ')).not.toContain('~');
  });

  it('walks the first tier in its index alone without filters, and reads each row with them', () => {
    const terms = [{ word: 'surf', lexemes: ['surf'], variants: [], idf: 2.5, conceptShare: 0 }];
    /** What the walk checks on each clip, and what it reads them from. */
    const walkOf = (input: SearchRequestInput, words: typeof terms | undefined = terms) => {
      const plan = planSearch(searchRequestSchema.parse(input), NOW, words);
      const text = firstTierQuery(plan, 100).compile(db).sql.replace(/\s+/g, ' ');
      const walk =
        /SELECT c\.jm_id, c\.popularity_score, c\.signed_date, (.*?) AS hit (FROM .*?) ORDER BY/.exec(text);
      return { indexOnly: firstTierIndexOnly(plan), hit: walk?.[1], from: walk?.[2], text };
    };
    const words = walkOf({ q: 'surf' });
    expect(words).toMatchObject({
      indexOnly: true,
      hit: 'c.title_vector @@ $1::tsquery',
      from: 'FROM clips c',
    });
    const filtered = walkOf({ q: 'surf', orientation: ['Vertical'] });
    expect(filtered.indexOnly).toBe(false);
    expect(filtered.from).toMatch(/^FROM clips c WHERE .*is_vertical/);
    // A phrase: the stemmed phrase in the index, then the words as typed in the title of each clip that passed.
    const phrase = walkOf({ q: '"surf dog"' }, undefined);
    expect(phrase).toMatchObject({ indexOnly: true, hit: 'c.title_vector @@ tsq' });
    expect(phrase.from).toMatch(/^FROM clips c, phraseto_tsquery\('english', \$\d+\) AS tsq$/);
    expect(phrase.text).toMatch(
      /CROSS JOIN LATERAL \( SELECT \(c\.title_vector @@ tsq AND .* ~\* \$\d+\) AS top FROM clips c, phraseto_tsquery\('english', \$\d+\) AS tsq WHERE c\.jm_id = w\.jm_id OFFSET 0 \) t WHERE w\.hit AND t\.top/,
    );
  });
});

describe('the first tier of a words query (ADR 49)', () => {
  const term = (word: string, lexemes = [word]) => ({ word, lexemes, variants: [], idf: 1, conceptShare: 0 });

  it('is one word in the title, or the words in the order typed, each at most three positions after the last', () => {
    expect(firstTierTsquery([term('surf')])).toBe(`'surf'`);
    expect(firstTierTsquery([term('grandpa'), term('getting', ['get'])])).toBe(
      `('grandpa' <1> 'get' | 'grandpa' <2> 'get' | 'grandpa' <3> 'get')`,
    );
    expect(firstTierTsquery([term('a'), term('b'), term('c')])).toBe(
      `('a' <1> 'b' | 'a' <2> 'b' | 'a' <3> 'b') & ('b' <1> 'c' | 'b' <2> 'c' | 'b' <3> 'c')`,
    );
  });

  it('only asks a word of several lexemes to be in the title', () => {
    expect(firstTierTsquery([term('mid-air', ['mid-air', 'mid', 'air']), term('flip')])).toBe(
      `'mid-air' & 'mid' & 'air' & 'flip'`,
    );
  });
});
