import {
  LIMITS,
  addPlaylistVideoEndpoint,
  createPlaylistEndpoint,
  type SearchResponse,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { call } from '../playlists/test-helpers';
import { registerAndLogin } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';

/** Hand-made clips for exact assertions, next to 2,000 generated ones (whose ids start at 1200000). */
const base: NewClip = {
  jmId: '',
  title: null,
  publishingTitle: null,
  publishingDescription: null,
  description: null,
  originalPublishingDate: '2020-01-01',
  signedDate: '2020-01-01',
  category: 'Zebra Tests',
  duration: 30,
  clearanceStatus: 'CLEARED',
  aci: 'GREEN',
  libraryName: 'Test Library',
};
const clips: NewClip[] = [
  {
    ...base,
    jmId: '9000001',
    publishingTitle: 'Quokka juggles pineapples on a unicycle',
    tags: ['quokkatag', 'zz-custom'],
    tones: ['Funny'],
    signedDate: '2026-10-30',
    originalPublishingDate: '2026-10-31',
    duration: 45,
    downloads: 50,
    isHd: true,
    country: 'Atlantis',
    claimedYouTubeIds: ['Q1q2Q3q4Q5q'],
  },
  {
    ...base,
    jmId: '9000002-1',
    publishingTitle: 'Pineapples juggle a quokka',
    publishingDescription: 'A quokka watches pineapples.',
    tags: ['quokkatag'],
    tones: ['Cute'],
    signedDate: '2024-05-01',
    duration: 300,
    downloads: 500,
    isVertical: true,
    libraryName: 'Viral Hog',
    publishedUrls: ['https://example.com/quokka/1'],
  },
  {
    ...base,
    jmId: '9000003',
    publishingTitle: 'Sleepy wombat naps',
    privateTags: ['quokkatag'],
    category: 'Zebra Others',
    clearanceStatus: 'NO_AR_EDITORIAL_ONLY',
    aci: 'RED',
    signedDate: '2025-03-03',
    duration: 5,
    downloads: 5,
    infractionUrls: ['https://example.org/stolen-wombat'],
    originalSourceUrl: 'https://tiktok.com/@someone/video/123',
  },
];

let server: TestServer;

async function search(body: unknown): Promise<{ status: number; json: SearchResponse }> {
  const response = await fetch(`${server.url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as SearchResponse };
}
const ids = (r: { json: SearchResponse }) => r.json.data.map((card) => card.jmId);

beforeAll(async () => {
  server = await startTestServer({ seedClips: 2000 });
  await server.db.insertInto('clips').values(clips).execute();
}, 240_000);
afterAll(async () => server?.close());

describe('POST /api/search: query forms', () => {
  it('empty text answers every clip, a page of 60, newest first, with the total past 1,000 estimated', async () => {
    const r = await search({});
    expect(r.status).toBe(200);
    expect(r.json.data).toHaveLength(60);
    const { totalResults, ...pagination } = r.json.pagination;
    // 2,003 clips: more than SEARCH_COUNT_EXACT, so the total is the planner's estimate of them.
    expect(r.json.totalIsEstimate).toBe(true);
    expect(totalResults).toBeGreaterThan(1900);
    expect(totalResults).toBeLessThan(2100);
    expect(pagination).toEqual({ totalPages: Math.ceil(totalResults / 60), sizePerPage: 60, currentPage: 1 });
    expect(r.json.noResults).toBe(false);
    expect(r.json.facets.categories.length).toBeGreaterThan(0);
    expect(r.json.facets.categories.map((f) => f.name)).not.toContain('Trending');
  });

  it('all words must match, ranked title first; words that never meet show the most of them that do, said so', async () => {
    const r = await search({ q: 'quokka pineapples' });
    expect(ids(r).sort()).toEqual(['9000001', '9000002-1']);
    expect(r.json.matchedWords).toBeUndefined();
    // No clip has both: the clips with "quokka", and the answer says they match only that (issue 31 item 3).
    const apart = await search({ q: 'quokka wombat' });
    expect(apart.json.noResults).toBe(false);
    expect(apart.json.matchedWords).toEqual(['quokka']);
    expect(ids(apart).sort()).toEqual(ids(await search({ q: 'quokka' })).sort());
  });

  it('an id (with -1 stripped) finds the clip', async () => {
    expect(ids(await search({ q: '9000003' }))).toEqual(['9000003']);
    expect(ids(await search({ q: '9000002-1' }))).toEqual(['9000002-1']);
  });

  it('a quoted phrase, or exactMatch, needs the words in order', async () => {
    expect(ids(await search({ q: '"juggles pineapples"' }))).toEqual(['9000001']);
    expect(ids(await search({ q: 'pineapples juggle', exactMatch: true }))).toEqual(['9000002-1']);
  });

  it('an id as printed on cards (JV#…), typed in lower case, or a link to its clip page finds the clip', async () => {
    expect(ids(await search({ q: 'JV#9000003' }))).toEqual(['9000003']);
    expect(ids(await search({ q: 'jv9000002-1' }))).toEqual(['9000002-1']);
    expect(ids(await search({ q: '#9000003' }))).toEqual(['9000003']);
    expect(ids(await search({ q: 'http://localhost:3000/licensing/view/9000003?from=x' }))).toEqual([
      '9000003',
    ]);
  });

  it('words inside quotes match as typed, not by their stem', async () => {
    // "juggle" is the stem of "juggles" (9000001), but only the phrase as typed counts.
    expect((await search({ q: '"juggle pineapples"' })).json.noResults).toBe(true);
    expect(ids(await search({ q: '"JUGGLES pineapples"' }))).toEqual(['9000001']);
    expect((await search({ q: 'pineapples juggling', exactMatch: true })).json.noResults).toBe(true);
  });

  it('a share-sheet link, with or without its scheme and tracking parameters, finds its clip', async () => {
    expect(ids(await search({ q: 'youtu.be/Q1q2Q3q4Q5q' }))).toEqual(['9000001']);
    expect(ids(await search({ q: 'www.youtube.com/watch?v=Q1q2Q3q4Q5q&feature=share' }))).toEqual([
      '9000001',
    ]);
    expect(
      ids(await search({ q: 'https://www.tiktok.com/@someone/video/123?is_from_webapp=1&sender_device=pc' })),
    ).toEqual(['9000003']);
    expect(ids(await search({ q: 'tiktok.com/@someone/video/123' }))).toEqual(['9000003']);
  });

  it('a URL finds clips by claimed YouTube id, published, infraction and source URLs', async () => {
    expect(ids(await search({ q: 'https://youtu.be/Q1q2Q3q4Q5q?si=abc' }))).toEqual(['9000001']);
    expect(ids(await search({ q: 'https://www.example.com/quokka/1/?utm_source=x' }))).toEqual(['9000002-1']);
    expect(ids(await search({ q: 'https://example.org/stolen-wombat#top' }))).toEqual(['9000003']);
    expect(ids(await search({ q: 'https://www.tiktok.com/@someone/video/123/' }))).toEqual(['9000003']);
  });

  it('a typo nothing else found falls back to titles with words spelt like it, and says so', async () => {
    const typo = await search({ q: 'wombatt' });
    expect(ids(typo)).toContain('9000003');
    expect(typo.json.spelledLike).toBe(true);
    // Found as typed: nothing to say.
    expect((await search({ q: 'wombat' })).json.spelledLike).toBeUndefined();
  });

  it('a word spelt right is never retried by its spelling, nor is nonsense like a title: nothing found', async () => {
    // "sleepily" is English, spelt right, and 0.56 like "Sleepy wombat naps" (a slip reaches 0.5): no slip to
    // retry. "blorpt" is no word, and its 0.43 like "blossoms" is below what a slip reaches.
    const like = async (word: string, title: string) =>
      (await sql<{ s: number }>`SELECT word_similarity(${word}, ${title}) AS s`.execute(server.db)).rows[0]
        ?.s;
    expect(await like('sleepily', 'Sleepy wombat naps')).toBeGreaterThanOrEqual(0.5);
    const english = await search({ q: 'sleepily' });
    expect(english.json.noResults).toBe(true);
    expect(english.json.spelledLike).toBeUndefined();
    expect(await like('blorpt', 'Sleepy wombat blossoms')).toBeLessThan(0.5);
    const nonsense = await search({ q: 'blorpt' });
    expect(nonsense.json.noResults).toBe(true);
    expect(nonsense.json.spelledLike).toBeUndefined();
  });

  it('nothing found: noResults and 4 trending clips', async () => {
    const r = await search({ q: 'qqzzvvxxjj' });
    expect(r.json.noResults).toBe(true);
    expect(r.json.data).toEqual([]);
    expect(r.json.trending).toHaveLength(LIMITS.wireFallbackTrending);
  });

  it('nothing found: says what it tried besides the words, in the order it tries them', async () => {
    expect((await search({ q: 'qqzzvvxxjj' })).json.tried).toEqual(['kinds', 'spelling']);
    expect((await search({ q: 'qqzzvv xxjjkk' })).json.tried).toEqual(['kinds', 'fewerWords', 'spelling']);
    // English spelt right: no spelling to try. Without kinds: none looked for.
    expect((await search({ q: 'sleepily' })).json.tried).toEqual(['kinds']);
    expect((await search({ q: 'qqzzvvxxjj', concepts: false })).json.tried).toEqual(['spelling']);
    // Found: nothing to say.
    expect((await search({ q: 'wombat' })).json.tried).toBeUndefined();
  });
});

describe('POST /api/search: filters and sorts', () => {
  const q = 'quokkatag';
  it('every filter narrows the hits', async () => {
    expect(ids(await search({ q, tones: ['Cute'] }))).toEqual(['9000002-1']);
    expect(ids(await search({ q, clearance: ['NO_AR_EDITORIAL_ONLY'] }))).toEqual(['9000003']);
    expect(ids(await search({ q, resolution: 'HD' }))).toEqual(['9000001']);
    expect(ids(await search({ q, orientation: ['Vertical'] }))).toEqual(['9000002-1']);
    expect(ids(await search({ q, orientation: ['Vertical', 'Horizontal'] }))).toHaveLength(3);
    expect(ids(await search({ q, categories: ['Zebra Others', 'Trending'] }))).toEqual(['9000003']);
    expect(ids(await search({ q, customTag: 'zz-custom' }))).toEqual(['9000001']);
    expect(ids(await search({ q, countries: [], smartCountries: ['Atlantis'] }))).toEqual(['9000001']);
    expect(ids(await search({ q, excludedLibraries: ['Viral Hog'] })).sort()).toEqual(['9000001', '9000003']);
    expect(ids(await search({ q, duration: { from: 40, to: 400 } })).sort()).toEqual([
      '9000001',
      '9000002-1',
    ]);
    expect(ids(await search({ q, dates: { acquiredFrom: '2025-01-01' } })).sort()).toEqual([
      '9000001',
      '9000003',
    ]);
    expect(ids(await search({ q, dates: { acquiredTo: '2024-12-31' } }))).toEqual(['9000002-1']);
    expect(ids(await search({ q, dates: { postedFrom: '2026-10-01', postedTo: '2026-12-01' } }))).toEqual([
      '9000001',
    ]);
  });

  it('each sort orders the hits', async () => {
    expect(ids(await search({ q, smartSort: 'recent' }))).toEqual(['9000001', '9000003', '9000002-1']);
    expect(ids(await search({ q, smartSort: 'downloaded' }))).toEqual(['9000002-1', '9000001', '9000003']);
    expect(ids(await search({ q, smartSort: 'durationDesc' }))).toEqual(['9000002-1', '9000001', '9000003']);
    expect(ids(await search({ q, sort: 'durationAsc' }))).toEqual(['9000003', '9000001', '9000002-1']);
  });

  it('facets count the hits by category', async () => {
    expect((await search({ q })).json.facets.categories).toEqual([
      { name: 'Zebra Tests', count: 2 },
      { name: 'Zebra Others', count: 1 },
    ]);
  });

  it('pages split the hits without overlap', async () => {
    const one = await search({ q, perPage: 2 });
    const two = await search({ q, perPage: 2, page: 2 });
    expect(one.json.pagination).toEqual({ totalPages: 2, sizePerPage: 2, currentPage: 1, totalResults: 3 });
    expect([...ids(one), ...ids(two)].sort()).toEqual(['9000001', '9000002-1', '9000003']);
  });
});

describe('POST /api/search: what a card shows', () => {
  it('every card carries its duration, HD and orientation, so a buyer can check the filters applied', async () => {
    const vertical = await search({ q: 'quokkatag', orientation: ['Vertical'] });
    expect(vertical.json.data).toEqual([
      expect.objectContaining({ jmId: '9000002-1', duration: 300, isHD: false, isVertical: true }),
    ]);
    const ranged = await search({ q: 'quokkatag', duration: { from: 40, to: 60 }, resolution: 'HD' });
    expect(ranged.json.data).toEqual([
      expect.objectContaining({ jmId: '9000001', duration: 45, isHD: true, isVertical: false }),
    ]);
    // The other ways a page is read (many hits, an indexed sort) carry them too.
    const broad = await search({ smartSort: 'durationAsc' });
    for (const card of broad.json.data) {
      expect(card.duration).toEqual(expect.any(Number));
      expect(card.isHD).toEqual(expect.any(Boolean));
      expect(card.isVertical).toEqual(expect.any(Boolean));
    }
  });

  it('similar clips carry them too', async () => {
    const r = await fetch(`${server.url}/api/search/similar/9000001`);
    const { data } = (await r.json()) as SearchResponse;
    expect(data.length).toBeGreaterThan(0);
    for (const card of data) {
      expect(card.duration).toEqual(expect.any(Number));
      expect(typeof card.isVertical).toBe('boolean');
      expect(typeof card.isHD).toBe('boolean');
    }
  });
});

describe('POST /api/search: bad and hostile input', () => {
  it('invalid fields answer 400 with the fields named', async () => {
    for (const body of [
      { page: 0 },
      { perPage: 101 },
      { duration: { from: 300, to: 10 } },
      { duration: { from: 0, to: 601 } },
      { tones: ['Angry'] },
      { dates: { acquiredFrom: '2024-02-30' } },
      { q: 5 },
    ]) {
      const r = await search(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toMatchObject({ statusCode: 400 });
    }
  });

  it('a 10 kB query, operator soup and huge pages answer quickly, never 500', async () => {
    const started = Date.now();
    for (const body of [
      { q: 'dog '.repeat(2560) },
      { q: `&|!():*<->'"\\` },
      { q: `dog & | ! ( ) : * <-> ' " \\ cat` },
      { q: '"&|!"' },
      { q: 'https://' },
      { page: 10_000 },
    ]) {
      const r = await search(body);
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(200);
    }
    expect((await search({ page: 10_000 })).json.data).toEqual([]);
    expect((await search({ page: 10_001 })).status).toBe(400);
    expect((await search({ q: 'x'.repeat(20_000) })).status).toBe(400);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('similar clips and suggestions', () => {
  it('GET /api/search/similar/{jmId}: 16 clips, never the clip itself', async () => {
    const first = await search({ q: 'dog', smartSort: 'downloaded' });
    const id = first.json.data[0]!.jmId;
    const r = await fetch(`${server.url}/api/search/similar/${id}`);
    const json = (await r.json()) as { data: { jmId: string }[] };
    expect(r.status).toBe(200);
    expect(json.data).toHaveLength(LIMITS.similarVideos);
    expect(json.data.map((c) => c.jmId)).not.toContain(id);
    expect((await fetch(`${server.url}/api/search/similar/nope`)).status).toBe(404);
  });

  it('similar-clip mode of the search applies the filters', async () => {
    const r = await search({ similarClip: '9000001', excludedLibraries: ['Viral Hog'] });
    expect(ids(r)).not.toContain('9000001');
    expect(ids(r)).not.toContain('9000002-1');
  });

  it('GET /api/search/suggestions completes titles and tags', async () => {
    const r = await fetch(`${server.url}/api/search/suggestions?q=${encodeURIComponent('quok')}`);
    const json = (await r.json()) as { suggestions: { text: string; kind: string }[] };
    expect(r.status).toBe(200);
    expect(json.suggestions.map((s) => s.text)).toContain('quokkatag');
    expect(json.suggestions.map((s) => s.text)).toContain('Quokka juggles pineapples on a unicycle');
    expect((await fetch(`${server.url}/api/search/suggestions?max=99`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/search/suggestions?q=${encodeURIComponent('&|!')}`)).status).toBe(
      200,
    );
  });
});

describe('saved clips in search answers', () => {
  it("marks the signed-in user's saved clips with isFav, matching a -1 id to its base id, and nobody else's", async () => {
    const owner = await registerAndLogin(server.url);
    const other = await registerAndLogin(server.url);
    const created = await call(server.url, createPlaylistEndpoint, {
      token: owner.token,
      body: { name: 'Quokkas' },
    });
    // Saved under its base id; the library stores it as 9000002-1.
    const added = await call(server.url, addPlaylistVideoEndpoint, {
      token: owner.token,
      params: { uuid: created.json.uuid, jmId: '9000002' },
    });
    expect(added.status).toBe(200);

    const as = async (token?: string) => {
      const response = await fetch(`${server.url}/api/search`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ q: 'quokka pineapples' }),
      });
      const json = (await response.json()) as SearchResponse;
      return Object.fromEntries(json.data.map((card) => [card.jmId, card.isFav]));
    };
    expect(await as(owner.token)).toEqual({ '9000001': false, '9000002-1': true });
    expect(await as(other.token)).toEqual({ '9000001': false, '9000002-1': false });
    expect(await as()).toEqual({ '9000001': false, '9000002-1': false });

    const similar = await fetch(`${server.url}/api/search/similar/9000001`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const cards = ((await similar.json()) as { data: { jmId: string; isFav: boolean }[] }).data;
    expect(cards.find((card) => card.jmId === '9000002-1')?.isFav).toBe(true);
  });
});
