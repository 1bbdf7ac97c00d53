import {
  searchRequestSchema,
  searchResponseSchema,
  type SearchRequestInput,
  type SearchResponse,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { insertClips, startTestServer, type TestServer } from '../test/harness';
import { createSearchService, type BroadSearchTuning } from './service';

/**
 * Broad searches (ADR 49) on a library made for them, read two ways and compared: with every search counted as
 * broad (its total and facets from a sample of the pages, here all of them, and a relevance page read by walking
 * the first tier in popularity order), and with none (every hit ranked, counted exactly). The pages must be the
 * same, clip for clip.
 *
 * "zorblat quokka": 400 clips with both words in the title (the first tier), 300 with zorblat in the title and
 * quokka in the tags, 200 with quokka in the title and zorblat in the description; popularity and dates spread.
 * And 40 of the most popular clips titled "Zorblats quokka", with the phrase as typed in their description: in
 * the first tier of the words, but not of the quoted phrase, whose tier is the phrase as typed in the title.
 */
const categories = ['Animals', 'Sports', 'Music'];
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) - (i % 900) * 86_400_000).toISOString().slice(0, 10);

function clip(n: number, over: Partial<NewClip>): NewClip {
  return {
    jmId: String(6_400_000 + n),
    publishingTitle: `Plain clip ${n}`,
    signedDate: day(n * 7),
    originalPublishingDate: day(n * 7),
    category: categories[n % 3] ?? 'Animals',
    // Ties on purpose: 50 values for 1,440 clips, so the signed date and the id decide between equals too.
    popularityScore: (n * 37) % 50,
    downloads: (n * 53) % 997,
    duration: 30,
    clearanceStatus: 'CLEARED',
    aci: 'GREEN',
    ...over,
  };
}

const library: NewClip[] = [
  ...Array.from({ length: 400 }, (_, i) => clip(i, { publishingTitle: `Zorblat quokka number ${i}` })),
  ...Array.from({ length: 300 }, (_, i) =>
    clip(1_000 + i, { publishingTitle: `Zorblat jumps ${i}`, tags: ['quokka'] }),
  ),
  ...Array.from({ length: 200 }, (_, i) =>
    clip(2_000 + i, { publishingTitle: `Quokka day ${i}`, publishingDescription: `A zorblat moment ${i}` }),
  ),
  ...Array.from({ length: 300 }, (_, i) => clip(3_000 + i, { publishingTitle: `Harbour view ${i}` })),
  ...Array.from({ length: 40 }, (_, i) =>
    clip(4_000 + i, {
      publishingTitle: `Zorblats quokka ${i}`,
      publishingDescription: `A zorblat quokka seen ${i}`,
      popularityScore: 50,
    }),
  ),
  // "dog" (ADR 76): 30 clips with it in the title, 20 in the description, and 150 of its kinds, which name no dog
  // (their concepts do).
  ...Array.from({ length: 30 }, (_, i) => clip(5_000 + i, { publishingTitle: `Dog naps ${i}` })),
  ...Array.from({ length: 20 }, (_, i) =>
    clip(5_100 + i, { publishingTitle: `Harbour walk ${i}`, publishingDescription: `A dog walks by ${i}` }),
  ),
  ...Array.from({ length: 150 }, (_, i) =>
    clip(5_200 + i, { publishingTitle: `${['Corgi', 'Husky', 'Dachshund'][i % 3]} naps ${i}` }),
  ),
];

let server: TestServer;
const ALL_BROAD: Partial<BroadSearchTuning> = { broadHits: 1, sampleMaxPercent: 100, broadLibrary: 0 };
const NONE_BROAD: Partial<BroadSearchTuning> = { broadHits: Number.POSITIVE_INFINITY };

async function search(tuning: Partial<BroadSearchTuning>, body: SearchRequestInput): Promise<SearchResponse> {
  const answer = await createSearchService(server.db, tuning).search(searchRequestSchema.parse(body));
  return searchResponseSchema.parse(answer);
}
const ids = (r: SearchResponse) => r.data.map((card) => card.jmId);
const facetNames = (r: SearchResponse) => r.facets.categories.map((facet) => facet.name).sort();

/** A search, and how many of its statements read a sample of the library's pages. */
async function sampledStatements(tuning: Partial<BroadSearchTuning>, body: SearchRequestInput) {
  let count = 0;
  const watched = server.db.withPlugin({
    transformQuery: ({ node }) => {
      if (JSON.stringify(node).includes('TABLESAMPLE')) count++;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const response = await createSearchService(watched, tuning).search(searchRequestSchema.parse(body));
  return { response: searchResponseSchema.parse(response), count };
}

/** The same request read both ways: the same cards in the same order. */
async function samePages(body: SearchRequestInput, pages: number[]) {
  for (const page of pages) {
    const broad = await search(ALL_BROAD, { ...body, page });
    const exact = await search(NONE_BROAD, { ...body, page });
    expect(ids(broad), `page ${page}`).toEqual(ids(exact));
    expect(facetNames(broad), `page ${page}`).toEqual(facetNames(exact));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, library);
}, 240_000);
afterAll(async () => server?.close());

describe('broad searches (ADR 49)', () => {
  it('list the first tier by popularity, the same pages as ranking every hit, and estimate the total', async () => {
    const first = await search(ALL_BROAD, { q: 'zorblat quokka' });
    expect(first.totalIsEstimate).toBe(true);
    // Every page was sampled, so the estimate is the count.
    expect(first.pagination.totalResults).toBe(940);
    expect(first.data.every((card) => /^Zorblats? quokka/.test(card.publishingTitle ?? ''))).toBe(true);
    expect(first.data.slice(0, 40).every((card) => card.publishingTitle?.startsWith('Zorblats'))).toBe(true);
    const exact = await search(NONE_BROAD, { q: 'zorblat quokka' });
    expect(exact.totalIsEstimate).toBeUndefined();
    expect(exact.pagination.totalResults).toBe(940);
    // Page 8 holds the last 20 of the first tier (440 clips) and the best 40 after it: ranked in full.
    await samePages({ q: 'zorblat quokka' }, [1, 2, 7, 8, 9]);
  });

  it('list the first tier of a phrase, as typed in the title, the same way', async () => {
    await samePages({ q: '"zorblat quokka"' }, [1, 2, 7]);
    const first = await search(ALL_BROAD, { q: '"zorblat quokka"' });
    // "Zorblats quokka" is the phrase once stemmed, but not as typed: the more popular clips come after the tier.
    expect(first.data.every((card) => card.publishingTitle?.startsWith('Zorblat quokka '))).toBe(true);
    const last = await search(ALL_BROAD, { q: '"zorblat quokka"', page: 7 });
    expect(last.data.slice(40).every((card) => card.publishingTitle?.startsWith('Zorblats'))).toBe(true);
  });

  it('keep the filters when walking the first tier', async () => {
    await samePages({ q: 'zorblat quokka', categories: ['Sports'] }, [1, 2, 3]);
    const sports = await search(ALL_BROAD, { q: 'zorblat quokka', categories: ['Sports'] });
    expect(facetNames(sports)).toEqual(['Sports']);
  });

  it('list the clips with the word in their title, then in their description, then its kinds in popularity order, the same pages as ranking every hit', async () => {
    // 30 clips say "dog" in their title, 20 in their description; page 1 (60) ends 10 clips into its kinds, page
    // 3 lies among them alone. The clips with the word elsewhere than the title are read in one pass when the
    // word is in fewer clips than a broad search has (here 100), else by walking them in popularity order.
    const tiered = { ...ALL_BROAD, broadHits: 100 };
    await samePages({ q: 'dog' }, [1, 2, 3, 4]);
    await samePages({ q: 'dog', categories: ['Sports'] }, [1, 2]);
    for (const page of [1, 2, 3])
      expect(ids(await search(tiered, { q: 'dog', page }))).toEqual(
        ids(await search(NONE_BROAD, { q: 'dog', page })),
      );
    const first = await search(tiered, { q: 'dog' });
    // Read tier by tier, not ranked in full: the total is the sample's.
    expect(first.totalIsEstimate).toBe(true);
    const titles = first.data.map((card) => card.publishingTitle ?? '');
    expect(titles.slice(0, 30).every((title) => title.startsWith('Dog naps'))).toBe(true);
    expect(titles.slice(30, 50).every((title) => title.startsWith('Harbour walk'))).toBe(true);
    expect(titles.slice(50).every((title) => /^(Corgi|Husky|Dachshund) naps/.test(title))).toBe(true);
    // The kinds rank the same: the more popular first, then the newer.
    const kinds = first.data.slice(50);
    const popularity = new Map(library.map((row) => [row.jmId, row.popularityScore ?? 0]));
    const scores = kinds.map((card) => popularity.get(card.jmId) ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Without concepts, the 50 clips that say it.
    const own = await search(ALL_BROAD, { q: 'dog', concepts: false });
    expect(own.data).toHaveLength(50);
  });

  it('rank every hit when the walk is too short to fill the page from the kinds of a word', async () => {
    const shortWalk = await search(
      { ...ALL_BROAD, firstTierWalk: 5, firstTierIndexWalk: 5 },
      { q: 'dog', page: 2 },
    );
    const exact = await search(NONE_BROAD, { q: 'dog', page: 2 });
    expect(ids(shortWalk)).toEqual(ids(exact));
    expect(shortWalk.totalIsEstimate).toBeUndefined();
  });

  it('read the other sorts in their index order, the same pages as counting every hit', async () => {
    await samePages({ q: 'zorblat', smartSort: 'downloaded' }, [1, 5, 9]);
    await samePages({ q: 'quokka', smartSort: 'recent' }, [1, 4]);
  });

  it('are never made of a library smaller than the sampling needs: it is counted and ranked in full', async () => {
    const small = await search({ broadHits: 1, sampleMaxPercent: 100 }, { q: 'zorblat quokka' });
    expect(small.totalIsEstimate).toBeUndefined();
    expect(small.pagination.totalResults).toBe(940);
  });

  it('count a phrase rarer than its words in the phrase index, and rank it without reading a sample', async () => {
    // "quokka number" is in 400 clips, "number 12" in one: the statistics list the first pair, not the second.
    const body = { q: '"quokka number 12"' };
    const samples = await sampledStatements(ALL_BROAD, body);
    expect(samples.response.pagination.totalResults).toBe(1);
    expect(samples.response.totalIsEstimate).toBeUndefined();
    expect(samples.count).toBe(0);
    // A phrase of common pairs alone is still sampled.
    expect((await sampledStatements(ALL_BROAD, { q: '"zorblat quokka"' })).count).toBeGreaterThan(0);
  });

  it('rank words too few for the largest sample to find enough of them without reading one', async () => {
    // 1 % of 1,440 clips' pages holds about 9 of the 940 hits: under the 30 an estimate needs.
    const onePercent = { ...ALL_BROAD, sampleMaxPercent: 1 };
    const words = await sampledStatements(onePercent, { q: 'zorblat quokka' });
    expect(words.count).toBe(0);
    expect(words.response.totalIsEstimate).toBeUndefined();
    expect(words.response.pagination.totalResults).toBe(940);
    expect((await sampledStatements(ALL_BROAD, { q: 'zorblat quokka' })).count).toBeGreaterThan(0);
  });

  it('rank the page in full when the walks are too short to fill it from the first tier or the last', async () => {
    // Every hit of "zorblat quokka" has a word in its title: ranked in one pass, the last tier is empty.
    const shortWalk = await search(
      { ...ALL_BROAD, firstTierWalk: 30, firstTierIndexWalk: 30 },
      { q: 'zorblat quokka' },
    );
    const exact = await search(NONE_BROAD, { q: 'zorblat quokka' });
    expect(ids(shortWalk)).toEqual(ids(exact));
    // With a filter, each clip's row is read on the walk: the same pages.
    const body = { q: 'zorblat quokka', categories: ['Sports'] };
    const filtered = await search({ ...ALL_BROAD, firstTierWalk: 30, firstTierIndexWalk: 1_000_000 }, body);
    expect(ids(filtered)).toEqual(ids(await search(NONE_BROAD, body)));
    // A phrase has no tiers past the first: ranked in full, with the exact total, not the sample's.
    const phrase = await search(
      { ...ALL_BROAD, firstTierWalk: 30, firstTierIndexWalk: 30 },
      { q: '"zorblat quokka"' },
    );
    expect(ids(phrase)).toEqual(ids(await search(NONE_BROAD, { q: '"zorblat quokka"' })));
    expect(phrase.totalIsEstimate).toBeUndefined();
  });
});
