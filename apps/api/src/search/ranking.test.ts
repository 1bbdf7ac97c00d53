import type { SearchResponse } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { insertClips, startTestServer, type TestServer } from '../test/harness';

/**
 * The ranking of ADR 38 on a hand-made library: document frequency, inflections, popularity between equals,
 * typo correction with "did you mean", and facets over every hit. The library is analysed first, as the seed
 * does, because the ranking reads its word frequencies from the statistics ANALYZE keeps.
 */
let n = 0;
function clip(over: Partial<NewClip>): NewClip {
  n += 1;
  return {
    jmId: String(8_100_000 + n),
    publishingTitle: `Plain clip ${n}`,
    signedDate: '2025-01-01',
    originalPublishingDate: '2025-01-01',
    category: 'Nature',
    duration: 30,
    clearanceStatus: 'CLEARED',
    aci: 'GREEN',
    ...over,
  };
}

const day = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);

const library: NewClip[] = [
  // Inflections: none of these titles has the word "surf" itself.
  clip({ jmId: '8200001', publishingTitle: 'Surfer rides a glassy wave' }),
  clip({ jmId: '8200002', publishingTitle: 'Surfing at dawn in Bali' }),
  clip({ jmId: '8200003', publishingTitle: 'Two surfers share a wave' }),
  clip({ jmId: '8200004', publishingTitle: 'Skier jumps a cornice', category: 'Sports' }),
  // A common word (beach, in 200 titles) and a rare one (pelican, in 4). The clip with the rare word in its
  // title is older than the one with the common word there; with no document frequency the newer one won.
  clip({
    jmId: '8300001',
    publishingTitle: 'Pelican steals a sandwich',
    tags: ['beach'],
    signedDate: '2020-01-01',
  }),
  clip({
    jmId: '8300002',
    publishingTitle: 'Busy beach afternoon',
    tags: ['pelican'],
    signedDate: '2026-01-01',
  }),
  clip({ jmId: '8300003', publishingTitle: 'Pelican dives for fish', signedDate: '2021-01-01' }),
  clip({ jmId: '8300004', publishingTitle: 'Pelican lands on a boat', signedDate: '2021-01-01' }),
  ...Array.from({ length: 10 }, () => clip({ publishingTitle: 'Pelican glides over the bay' })),
  // A misspelling some uploader made: one clip, so rarer than the 1,000 lexemes ANALYZE lists here.
  clip({ jmId: '8300009', publishingTitle: 'Pelicna on a pier' }),
  ...Array.from({ length: 200 }, (_, i) =>
    clip({ publishingTitle: `Beach day number ${i}`, signedDate: day(i), category: 'Travel' }),
  ),
  // Equally relevant clips: the more popular one first, though it is older.
  clip({
    jmId: '8400001',
    publishingTitle: 'Tortoise wins a race',
    popularityScore: 10,
    signedDate: '2026-05-01',
  }),
  clip({
    jmId: '8400002',
    publishingTitle: 'Tortoise wins a race',
    popularityScore: 90,
    signedDate: '2019-05-01',
  }),
  // The words together in the title (ADR 49): the less popular clip has them side by side and comes first.
  clip({ jmId: '8600001', publishingTitle: 'Grandpa gets launched by a trampoline', popularityScore: 10 }),
  clip({
    jmId: '8600002',
    publishingTitle: 'Toddler dances with grandpa and the internet cannot get enough',
    popularityScore: 90,
  }),
  // Facets: 1,100 hits for "gecko", one of them the only clip of its category and the last one stored.
  ...Array.from({ length: 1_100 }, (_, i) =>
    clip({
      publishingTitle: `Gecko climbs wall ${i}`,
      category: i % 2 ? 'Animals' : 'Pets',
      // 1,100 tags on two clips each: more lexemes than ANALYZE lists (1,000) are commoner than a one-off.
      tags: [`ga${i % 550}`, `gb${i % 550}`],
    }),
  ),
  clip({ jmId: '8500001', publishingTitle: 'Gecko on a kite', category: 'Kites' }),
];

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
const ids = (r: SearchResponse) => r.data.map((card) => card.jmId);

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, library);
}, 240_000);
afterAll(async () => server?.close());

describe('ranking (ADR 38)', () => {
  it('a search for surf finds surfers and surfing, and surfer finds surfing', async () => {
    expect(ids(await search({ q: 'surf' })).sort()).toEqual(['8200001', '8200002', '8200003']);
    expect(ids(await search({ q: 'surfer' })).sort()).toEqual(['8200001', '8200002', '8200003']);
    expect(ids(await search({ q: 'surfing' })).sort()).toEqual(['8200001', '8200002', '8200003']);
  });

  it('a rare word outranks a common one: the clip titled with the rare word comes first', async () => {
    const r = await search({ q: 'pelican beach' });
    expect(ids(r)).toEqual(['8300001', '8300002']);
  });

  it('among equally relevant clips the more popular comes first, however old', async () => {
    expect(ids(await search({ q: 'tortoise race' }))).toEqual(['8400002', '8400001']);
  });

  it('a clip with the words side by side in its title comes before one with them far apart, however popular', async () => {
    expect(ids(await search({ q: 'grandpa getting' }))).toEqual(['8600001', '8600002']);
  });

  it('a misspelt word is corrected and suggested when the words as typed find nothing', async () => {
    const r = await search({ q: 'pelcian' });
    expect(r.noResults).toBe(false);
    expect(r.didYouMean).toBe('pelican');
    expect(r.resultsCorrected).toBe(true);
    expect(ids(r)).toContain('8300003');
  });

  it('a misspelt word is corrected when the other words matched', async () => {
    const r = await search({ q: 'pelcian beach' });
    expect(r.didYouMean).toBe('pelican beach');
    expect(ids(r)).toEqual(['8300001', '8300002']);
  });

  it('a misspelt word that found a few clips keeps them, and the correction is suggested when it finds ten times more', async () => {
    const r = await search({ q: 'pelicna' });
    expect(ids(r)).toEqual(['8300009']);
    expect(r.didYouMean).toBe('pelican');
    expect(r.resultsCorrected).toBeUndefined();
  });

  it('words the library knows are not corrected', async () => {
    const r = await search({ q: 'pelican' });
    expect(r.didYouMean).toBeUndefined();
    expect(r.resultsCorrected).toBeUndefined();
  });

  it('an English word spelt right is not corrected to a look-alike the library has: "bench" is not "beach"', async () => {
    // "bench" is no clip's word, but one slip from "beach", which 201 clips have.
    const r = await search({ q: 'bench', concepts: false });
    expect(r.didYouMean).toBeUndefined();
    expect(r.resultsCorrected).toBeUndefined();
    expect(r.noResults).toBe(true);
  });

  it('facets count every category with hits, past the first 1,000 hits, and add up to the exact total', async () => {
    const r = await search({ q: 'gecko' });
    expect(r.pagination.totalResults).toBe(1_101);
    expect(r.totalIsEstimate).toBeUndefined();
    expect(r.facets.categories).toEqual([
      { name: 'Animals', count: 550 },
      { name: 'Pets', count: 550 },
      { name: 'Kites', count: 1 },
    ]);
  });
});
