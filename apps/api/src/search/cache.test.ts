import { gunzipSync } from 'node:zlib';
import { searchEndpoint, searchRequestSchema, type SearchResponse } from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { insertClips, startTestServer, type TestServer } from '../test/harness';
import { createSearchCache, ENTRY_OVERHEAD, freshReader, requestKey } from './cache';
import { SEARCH_CACHE_HEADER } from './routes';

function clip(jmId: string, publishingTitle: string): NewClip {
  return {
    jmId,
    publishingTitle,
    signedDate: '2025-01-01',
    originalPublishingDate: '2025-01-01',
    category: 'Nature',
    duration: 30,
    clearanceStatus: 'CLEARED',
    aci: 'GREEN',
  };
}

describe('the search answer cache over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The API only: no page of the web app is drawn here.
    server = await startTestServer({ app: { renderPage: null } });
    await insertClips(server.db, [
      clip('8700001', 'Quokka smiles at a hiker'),
      clip('8700002', 'Quokka steals a sandwich'),
    ]);
  }, 60_000);
  afterAll(() => server?.close());

  async function search(body: object, headers: Record<string, string> = {}) {
    const response = await fetch(server.url + searchEndpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
    return {
      cache: response.headers.get(SEARCH_CACHE_HEADER),
      answer: (await response.json()) as SearchResponse,
    };
  }

  it('answers a repeated search from the cache, the same as the first time', async () => {
    const first = await search({ q: 'quokka sandwich' });
    const again = await search({ q: 'quokka sandwich' });
    expect(first.cache).toBe('miss');
    expect(again.cache).toBe('hit');
    expect(again.answer).toEqual(first.answer);
    expect(again.answer.data.map((card) => card.jmId)).toEqual(['8700002']);
  });

  it('treats two bodies that mean the same request as one, and any other field as another', async () => {
    await search({ q: 'quokka hiker' });
    // The contract's defaults filled in, keys in another order: the same request.
    expect((await search({ page: 1, q: 'quokka hiker', resolution: 'All' })).cache).toBe('hit');
    expect((await search({ q: 'quokka hiker', page: 2 })).cache).toBe('miss');
    expect((await search({ q: 'quokka hiker', categories: ['Nature'] })).cache).toBe('miss');
  });

  it('shows a clip added after an answer was kept in the next search', async () => {
    const before = await search({ q: 'wombat' });
    expect(before.answer.noResults).toBe(true);
    expect((await search({ q: 'wombat' })).cache).toBe('hit');

    // Written straight to the database, as another server process or `npm run seed` would.
    await insertClips(server.db, [clip('8700003', 'Wombat waddles across a road')]);

    const after = await search({ q: 'wombat' });
    expect(after.cache).toBe('miss');
    expect(after.answer.data.map((card) => card.jmId)).toEqual(['8700003']);
  });

  it("drops a deleted or changed clip from the next search's answer", async () => {
    await insertClips(server.db, [clip('8700004', 'Platypus swims at dusk')]);
    expect((await search({ q: 'platypus' })).answer.data).toHaveLength(1);
    expect((await search({ q: 'platypus' })).cache).toBe('hit');

    await sql`UPDATE clips SET publishing_title = 'Echidna swims at dusk' WHERE jm_id = '8700004'`.execute(
      server.db,
    );
    // A platypus is a monotreme, as an echidna is: the kinds were it all the search found (ADR 77).
    const renamed = (await search({ q: 'platypus' })).answer;
    expect(renamed.data.map((card) => card.publishingTitle)).toEqual(['Echidna swims at dusk']);
    expect(renamed.broadenedTo).toEqual({ word: 'platypus', kind: 'monotreme' });
    expect((await search({ q: 'platypus', concepts: false })).answer.noResults).toBe(true);

    await sql`DELETE FROM clips WHERE jm_id = '8700004'`.execute(server.db);
    expect((await search({ q: 'echidna', concepts: false })).answer.noResults).toBe(true);
  });

  it('sends a kept answer in the encoding each client takes, the same answer as uncompressed', async () => {
    await insertClips(
      server.db,
      Array.from({ length: 20 }, (_, i) => clip(String(8_710_000 + i), `Kangaroo boxing match number ${i}`)),
    );
    const ask = async (acceptEncoding: string) => {
      const response = await fetch(server.url + searchEndpoint.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        body: JSON.stringify({ q: 'kangaroo' }),
      });
      return {
        cache: response.headers.get(SEARCH_CACHE_HEADER),
        encoding: response.headers.get('content-encoding'),
        vary: response.headers.get('vary'),
        // fetch decodes brotli and gzip.
        answer: (await response.json()) as SearchResponse,
      };
    };
    const first = await ask('gzip, deflate, br');
    expect(first).toMatchObject({ cache: 'miss', encoding: 'br', vary: 'accept-encoding' });
    expect(first.answer.data).toHaveLength(20);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const again = await ask(acceptEncoding);
      expect({ cache: again.cache, encoding: again.encoding }).toEqual({ cache: 'hit', encoding });
      expect(again.answer).toEqual(first.answer);
    }
  });

  describe("a buyer's saved clips", () => {
    let buyer: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      buyer = await registerAndLogin(server.url);
      other = await registerAndLogin(server.url);
      const created = await fetch(`${server.url}/api/user/licensing/lists`, {
        method: 'POST',
        headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Marsupials' }),
      });
      const { uuid } = (await created.json()) as { uuid: string };
      const saved = await fetch(`${server.url}/api/user/licensing/lists/${uuid}/videos/8700001`, {
        method: 'POST',
        headers: bearer(buyer.token),
      });
      expect(saved.status).toBe(200);
    }, 60_000);

    const fav = (answer: SearchResponse) =>
      Object.fromEntries(answer.data.map((card) => [card.jmId, card.isFav]));

    it('are marked for that buyer only, whoever asked first', async () => {
      const q = { q: 'quokka' };
      const mine = await search(q, bearer(buyer.token));
      expect(fav(mine.answer)).toEqual({ '8700001': true, '8700002': false });

      // The answer the buyer's search put in the cache, as a visitor and another buyer get it.
      const visitor = await search(q);
      expect(visitor.cache).toBe('hit');
      expect(fav(visitor.answer)).toEqual({ '8700001': false, '8700002': false });
      const theirs = await search(q, bearer(other.token));
      expect(theirs.cache).toBe('hit');
      expect(fav(theirs.answer)).toEqual({ '8700001': false, '8700002': false });

      expect(fav((await search(q, bearer(buyer.token))).answer)).toEqual({
        '8700001': true,
        '8700002': false,
      });
    });
  });
});

describe('freshReader', () => {
  it('never answers a call with a read that began before it', async () => {
    const reads: { resolve: (value: number) => void }[] = [];
    let value = 0;
    const read = freshReader(
      () =>
        new Promise<number>((resolve) => {
          reads.push({ resolve });
        }),
    );
    const first = read();
    expect(reads).toHaveLength(1);
    // Called while the first read is under way: the value it gets must be read after this call.
    value = 1;
    const second = read();
    const third = read();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(0);
    expect(await first).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // One more read, shared by both calls made during the first.
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(value);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });
});

describe('createSearchCache', () => {
  const request = (q: string) => searchRequestSchema.parse({ q });
  // A page of cards repeats itself much as a real one does (the same keys, similar titles and links).
  const answer = (q: string): SearchResponse => ({
    data: Array.from({ length: 60 }, (_, i) => ({
      jmId: `${q}${i}`,
      title: `${q} clip number ${i}`,
      imgUrl: `https://img.example/${q}/${i}.jpg`,
    })),
    pagination: { totalPages: 1, sizePerPage: 60, currentPage: 1, totalResults: 60 },
    facets: { categories: [] },
    noResults: false,
  });
  const json = (q: string) => JSON.stringify(answer(q));
  const cacheOf = (maxBytes: number) =>
    createSearchCache(null as never, { maxBytes, ttlMs: 60_000, version: async () => '1' });

  it('keeps no more answers than its memory allows, the least recently used dropped first', async () => {
    let computed = 0;
    const compute = (q: string) => async () => {
      computed++;
      return json(q);
    };
    // What one answer counts for.
    const probe = cacheOf(2 ** 20);
    await probe.answer(request('a'), compute('a'));
    const one = probe.stats().bytes;

    // Room for three answers and a half.
    const cache = cacheOf(Math.floor(one * 3.5));
    computed = 0;
    const ask = (q: string) => cache.answer(request(q), compute(q));
    for (const q of ['a', 'b', 'c']) await ask(q);
    await ask('a');
    await ask('d');
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(Math.floor(one * 3.5));
    expect((await ask('a')).outcome).toBe('hit');
    expect((await ask('b')).outcome).toBe('miss');
    expect(computed).toBe(5);
  });

  it('counts a kept answer by its compressed bytes, so many more fit than their JSON would', async () => {
    const cache = cacheOf(2 ** 20);
    const kept = await cache.answer(request('a'), async () => json('a'));
    const br = kept.encoded('br');
    // Its brotli bytes, its key (version and request, two bytes a character) and the entry's own.
    const key = `1\n\n${requestKey(request('a'))}`;
    expect(cache.stats().bytes).toBe(br.length + key.length * 2 + ENTRY_OVERHEAD);
    expect(br.length).toBeLessThan(json('a').length / 4);
    expect(cache.stats().bytes).toBeLessThan(json('a').length / 3);
    // The JSON unpacked from it is the JSON computed, byte for byte.
    expect(kept.json().toString('utf8')).toBe(json('a'));
    expect(kept.jsonLength).toBe(Buffer.byteLength(json('a')));
  });

  it('keeps a small answer as it is', async () => {
    const cache = cacheOf(2 ** 20);
    const small = JSON.stringify({ ...answer('s'), data: [] });
    const kept = await cache.answer(request('s'), async () => small);
    expect(kept.json().toString('utf8')).toBe(small);
    // Its own bytes: under the compression threshold, brotli would save next to nothing.
    const key = `1\n\n${requestKey(request('s'))}`;
    expect(cache.stats().bytes).toBe(Buffer.byteLength(small) + key.length * 2 + ENTRY_OVERHEAD);
  });

  it('makes the gzip copy once, for the first client that asks, and counts it from then on', async () => {
    const cache = cacheOf(2 ** 20);
    await cache.answer(request('g'), async () => json('g'));
    const before = cache.stats().bytes;
    const first = (await cache.answer(request('g'), async () => json('g'))).encoded('gzip');
    expect(gunzipSync(first).toString('utf8')).toBe(json('g'));
    expect(cache.stats().bytes).toBe(before + first.length);
    const again = (await cache.answer(request('g'), async () => json('g'))).encoded('gzip');
    expect(again).toBe(first);
    expect(cache.stats().bytes).toBe(before + first.length);
  });

  it('computes an answer once for requests that ask for it at the same time', async () => {
    const cache = cacheOf(2 ** 20);
    let computed = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.answer(request('same'), async () => {
          computed++;
          await new Promise((resolve) => setTimeout(resolve, 10));
          return json('same');
        }),
      ),
    );
    expect(computed).toBe(1);
    expect(answers.map((found) => found.outcome).sort()).toEqual([
      'joined',
      'joined',
      'joined',
      'joined',
      'miss',
    ]);
  });

  it('uses an answer with an "Uploaded" preset only while the preset means the same day', async () => {
    let clock = new Date('2026-03-09T23:59:00Z');
    const cache = createSearchCache(null as never, {
      maxBytes: 2 ** 20,
      ttlMs: 3_600_000,
      version: async () => '1',
      now: () => clock,
    });
    const lastWeek = searchRequestSchema.parse({ q: 'p', uploaded: '7d' });
    const anyDate = searchRequestSchema.parse({ q: 'p' });
    const ask = (request: typeof lastWeek) => cache.answer(request, async () => json('p'));
    await ask(lastWeek);
    await ask(anyDate);
    clock = new Date('2026-03-09T23:59:59Z');
    expect((await ask(lastWeek)).outcome).toBe('hit');
    // Past midnight, "last 7 days" starts a day later: the answer kept before is not that search's answer.
    clock = new Date('2026-03-10T00:00:01Z');
    expect((await ask(lastWeek)).outcome).toBe('miss');
    expect((await ask(anyDate)).outcome).toBe('hit');
  });

  it("hands each caller a copy of its own: marking one changes no other caller's answer", async () => {
    const cache = cacheOf(2 ** 20);
    const compute = async () => json('x');
    await cache.answer(request('x'), compute);
    const mine = (await cache.answer(request('x'), compute)).copy();
    mine.data[0]!.isFav = true;
    const theirs = (await cache.answer(request('x'), compute)).copy();
    expect(theirs.data[0]!.isFav).toBeUndefined();
    expect(theirs).toEqual(answer('x'));
  });
});
