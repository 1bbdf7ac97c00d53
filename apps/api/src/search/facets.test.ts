import {
  SEARCH_COUNT_EXACT,
  SMART_SORTS,
  searchRequestSchema,
  searchResponseSchema,
  type SearchRequestInput,
  type SearchResponse,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { insertClips, startTestServer, type TestServer } from '../test/harness';
import { createSearchService } from './service';

/**
 * Category facets past the counting cap (ADR 45), on a library made for them: 1,100 funny "zorblat" clips in
 * Animals put in first, then a few in Sports and Music put in last, which the capped count (the first 1,001 hits
 * read, in the order the clips were stored) never reaches (the Sports ones with limited clearance); Travel has
 * clips but none of them match.
 */
const MANY = SEARCH_COUNT_EXACT + 100;
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);

function clip(jmId: number, category: string, i: number, extra: Partial<NewClip> = {}): NewClip {
  return {
    jmId: String(jmId),
    publishingTitle: `Zorblat number ${i}`,
    tones: ['Funny'],
    signedDate: day(i),
    originalPublishingDate: day(i),
    category,
    duration: 30 + (i % 60),
    downloads: i,
    clearanceStatus: 'CLEARED',
    aci: 'GREEN',
    ...extra,
  };
}

const library: NewClip[] = [
  ...Array.from({ length: MANY }, (_, i) => clip(7_100_000 + i, 'Animals', i)),
  ...Array.from({ length: 20 }, (_, i) =>
    clip(7_200_000 + i, 'Travel', i, { publishingTitle: `Quiet harbour ${i}`, tones: ['Sad'] }),
  ),
  // Stored last: past the first 1,001 hits of any capped count.
  ...Array.from({ length: 3 }, (_, i) =>
    clip(7_300_000 + i, 'Sports', 2_000 + i, { clearanceStatus: 'LIMITATIONS', aci: 'YELLOW' }),
  ),
  ...Array.from({ length: 2 }, (_, i) => clip(7_400_000 + i, 'Music', 3_000 + i)),
  // An excluded category: hits, but never a facet.
  clip(7_500_000, 'Trending', 4_000),
];

let server: TestServer;
/** A search through the search service, its answer checked against the contract. */
async function search(body: SearchRequestInput): Promise<SearchResponse> {
  const answer = await createSearchService(server.db).search(searchRequestSchema.parse(body));
  return searchResponseSchema.parse(answer);
}
const facetsOf = (r: SearchResponse) =>
  Object.fromEntries(r.facets.categories.map((facet) => [facet.name, facet.count]));

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, library);
}, 240_000);
afterAll(async () => server?.close());

describe('category facets past the counting cap', () => {
  it('list every category with hits for every sort, those the capped count missed counted exactly', async () => {
    for (const { value: smartSort } of SMART_SORTS) {
      const r = await search({ q: 'zorblat', smartSort });
      const facets = facetsOf(r);
      expect(Object.keys(facets).sort(), smartSort).toEqual(['Animals', 'Music', 'Sports']);
      expect([facets.Sports, facets.Music], smartSort).toEqual([3, 2]);
      if (smartSort === 'relevant') expect(facets.Animals).toBe(MANY);
      else {
        expect(r.totalIsEstimate, smartSort).toBe(true);
        expect(facets.Animals, smartSort).toBeGreaterThan(SEARCH_COUNT_EXACT);
      }
    }
  });

  it('list every category of the library for a search with no condition, from the category statistics', async () => {
    const r = await search({ smartSort: 'recent' });
    expect(r.totalIsEstimate).toBe(true);
    const facets = facetsOf(r);
    expect(Object.keys(facets).sort()).toEqual(['Animals', 'Music', 'Sports', 'Travel']);
    for (const count of Object.values(facets)) expect(count).toBeGreaterThanOrEqual(1);
  });

  it('find a category the capped count missed for filters without words too', async () => {
    const r = await search({ tones: ['Funny'], smartSort: 'recent' });
    expect(r.totalIsEstimate).toBe(true);
    expect(Object.keys(facetsOf(r)).sort()).toEqual(['Animals', 'Music', 'Sports']);
  });

  it('look for the missed categories with the search’s filters: a category whose hits they remove is left out', async () => {
    const r = await search({ q: 'zorblat', clearance: ['CLEARED'], smartSort: 'downloaded' });
    expect(r.totalIsEstimate).toBe(true);
    expect(facetsOf(r)).toMatchObject({ Music: 2 });
    expect(Object.keys(facetsOf(r)).sort()).toEqual(['Animals', 'Music']);
  });
});
