import {
  SEARCH_FILTER_NAMES,
  activeSearchFilters,
  searchRequestSchema,
  searchResponseSchema,
  withoutSearchFilter,
  type SearchRequestInput,
  type SearchResponse,
} from '@clipmarket/core';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import { filterConditions, planSearch } from './query';
import { createSearchService } from './service';

/**
 * A search that found nothing offers its filters to remove, one at a time, with what each removal finds
 * (`relaxations`, issue 15 item 3), on a library of hand-made clips only.
 */

const NOW = new Date('2026-11-02T12:00:00Z');
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The filter conditions of a search as SQL, with their values, to compare two searches by. */
function conditionsOf(input: SearchRequestInput) {
  return filterConditions(searchRequestSchema.parse(input), NOW).map((condition) => {
    const { sql, parameters } = condition.compile(compiler);
    return `${sql} ${JSON.stringify(parameters)}`;
  });
}

const everything = searchRequestSchema.parse({
  q: 'dog frisbee',
  exactMatch: true,
  categories: ['Animals', 'Sports'],
  tones: ['Funny'],
  popularity: ['Viral'],
  clearance: ['CLEARED'],
  footageType: ['Drone'],
  customTag: 'beach',
  resolution: 'HD',
  orientation: ['Vertical'],
  uploaded: '30d',
  dates: { acquiredFrom: '2024-01-01', acquiredTo: '2024-12-31', postedFrom: '2023-01-01' },
  duration: { from: 10, to: 90 },
  countries: ['France'],
  smartCountries: ['Spain'],
  excludedLibraries: ['Viral Hog'],
});

describe('the filters a search offers to remove are the ones the server applies', () => {
  it('removing a filter changes the search exactly when the filter is counted as narrowing it', () => {
    for (const name of SEARCH_FILTER_NAMES) {
      const without = withoutSearchFilter(everything, name);
      const changed =
        JSON.stringify(conditionsOf(without)) !== JSON.stringify(conditionsOf(everything)) ||
        planSearch(without, NOW).query.kind !== planSearch(everything, NOW).query.kind;
      expect(changed, name).toBe(activeSearchFilters(everything).includes(name));
    }
  });

  it('a search with values the server ignores has no filter condition, and none to remove', () => {
    const ignored = searchRequestSchema.parse({
      categories: ['Trending'],
      orientation: ['Vertical', 'Horizontal'],
      duration: { from: 0, to: 600 },
      customTag: '  ',
      countries: [' '],
    });
    expect(conditionsOf(ignored)).toEqual([]);
    expect(activeSearchFilters(ignored)).toEqual([]);
  });
});

const base = CLIP_REQUIRED_FIELDS;
const clips: NewClip[] = [
  {
    ...base,
    jmId: '8100001',
    publishingTitle: 'Wallaby juggles pineapples',
    isVertical: true,
    tones: ['Funny'],
  },
  { ...base, jmId: '8100002', publishingTitle: 'Wallaby naps in the sun', tones: ['Cute'] },
  { ...base, jmId: '8100003', publishingTitle: 'Wallaby waves at hikers', tones: ['Cute'] },
  { ...base, jmId: '8100004', publishingTitle: 'Sleepy koala yawns', isVertical: true, tones: ['Cute'] },
];

let server: TestServer;
/** A search through the search service, its answer checked against the contract. */
async function search(body: SearchRequestInput): Promise<SearchResponse> {
  const answer = await createSearchService(server.db).search(searchRequestSchema.parse(body), NOW);
  return searchResponseSchema.parse(answer);
}

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, clips);
}, 240_000);
afterAll(async () => server?.close());

describe('a search that found nothing', () => {
  it('says what the same search finds without each of its filters, most first', async () => {
    const r = await search({ q: 'wallaby', orientation: ['Vertical'], tones: ['Cute'] });
    expect(r.noResults).toBe(true);
    // Without the orientation: the two cute wallabies; without the words: the vertical cute koala; without the
    // tone: the vertical wallaby. Equal totals keep the filters' order, the search text first.
    expect(r.relaxations).toEqual([
      { filter: 'orientation', total: 2 },
      { filter: 'q', total: 1 },
      { filter: 'tones', total: 1 },
    ]);
    const relaxed = await search({ q: 'wallaby', tones: ['Cute'] });
    expect(relaxed.pagination.totalResults).toBe(2);
  });

  it('counts the words without exact match as a search of words would, and removals that still find nothing', async () => {
    const r = await search({ q: 'pineapples juggle', exactMatch: true, orientation: ['Vertical'] });
    expect(r.noResults).toBe(true);
    expect(r.relaxations).toEqual([
      { filter: 'q', total: 2 },
      { filter: 'exactMatch', total: 1 },
      { filter: 'orientation', total: 0 },
    ]);
  });

  it('offers nothing to remove when the search has only its words, or when it found clips', async () => {
    const wordsOnly = await search({ q: 'qqzzxxnothing' });
    expect(wordsOnly.noResults).toBe(true);
    expect(wordsOnly.relaxations).toBeUndefined();
    const found = await search({ q: 'wallaby', tones: ['Cute'] });
    expect(found.noResults).toBe(false);
    expect(found.relaxations).toBeUndefined();
  });
});
