import { SEARCH_COUNT_EXACT, SEARCH_RANK_WINDOW, type SearchResponse } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { insertClips, startTestServer, type TestServer } from '../test/harness';

/**
 * The count cap and the rank window (ADR 11, ADR 38) on a library made for them: 1,500 clips that all match
 * "zorblat". The newest 1,000 have the word in their tags only; the 500 oldest have it in their title, so
 * they rank first when every hit is ranked (before ADR 38 only the newest 1,000 hits were).
 */
const HITS = SEARCH_RANK_WINDOW + 500;

function clip(i: number): NewClip {
  const inTitle = i >= SEARCH_RANK_WINDOW;
  const day = new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);
  return {
    jmId: String(7_000_000 + i),
    publishingTitle: inTitle ? `Zorblat number ${i}` : `Clip number ${i}`,
    tags: inTitle ? [] : ['zorblat'],
    signedDate: day,
    originalPublishingDate: day,
    category: i % 2 === 0 ? 'Animals' : 'Sports',
    duration: 30,
    clearanceStatus: 'CLEARED',
    aci: 'GREEN',
  };
}

let server: TestServer;
async function search(body: unknown): Promise<SearchResponse> {
  const response = await fetch(`${server.url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = Array.from({ length: HITS }, (_, i) => clip(i));
  await insertClips(server.db, rows);
}, 240_000);
afterAll(async () => server?.close());

describe('search windows on a broad match', () => {
  it('counts exactly up to 1,000 hits and estimates past that, with facets scaled from the counted hits', async () => {
    const r = await search({ q: 'zorblat', smartSort: 'recent' });
    expect(SEARCH_COUNT_EXACT).toBe(1000);
    expect(r.totalIsEstimate).toBe(true);
    expect(r.pagination.totalResults).toBeGreaterThan(SEARCH_COUNT_EXACT);
    const facetTotal = r.facets.categories.reduce((sum, facet) => sum + facet.count, 0);
    expect(Math.abs(facetTotal - r.pagination.totalResults)).toBeLessThanOrEqual(2);
  });

  it('an indexed sort pages past the rank window, down to the oldest hit', async () => {
    const r = await search({ q: 'zorblat', smartSort: 'recent', page: Math.ceil(HITS / 60), perPage: 60 });
    expect(r.data).toHaveLength(HITS - 60 * (Math.ceil(HITS / 60) - 1));
    expect(r.data.map((card) => card.jmId).at(-1)).toBe(String(7_000_000 + HITS - 1));
  });

  it('an old clip that matches best is on page one of a broad search, and relevance pages stop at the window', async () => {
    const first = await search({ q: 'zorblat' });
    // Every hit is ranked (ADR 38): the 500 oldest clips have the word in their title, so they come first.
    expect(first.data.every((card) => card.publishingTitle?.startsWith('Zorblat number'))).toBe(true);
    expect(first.pagination.totalResults).toBe(HITS);
    expect(first.totalIsEstimate).toBeUndefined();
    expect(first.pagination.totalPages).toBe(Math.ceil(SEARCH_RANK_WINDOW / 60));
    const last = await search({ q: 'zorblat', page: first.pagination.totalPages });
    expect(last.data).toHaveLength(SEARCH_RANK_WINDOW - 60 * (first.pagination.totalPages - 1));
    expect((await search({ q: 'zorblat', page: first.pagination.totalPages + 1 })).data).toEqual([]);
  });

  it('relevance over fewer hits than the window ranks every hit: title matches first', async () => {
    // Acquired on or before the 601st newest hit's day: the 900 oldest hits, all counted and all ranked.
    const r = await search({ q: 'zorblat', dates: { acquiredTo: String(clip(600).signedDate) } });
    expect(r.pagination.totalResults).toBe(HITS - 600);
    expect(r.totalIsEstimate).toBeUndefined();
    expect(r.data[0]?.publishingTitle).toMatch(/^Zorblat number/);
  });
});
