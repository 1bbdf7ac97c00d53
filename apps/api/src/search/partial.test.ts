import type { SearchRequestInput } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import { cardIds, searchOver } from './test-search';

/**
 * Never empty, never silent (issue 31 item 3): words that find nothing together show the clips with the most
 * of them and say which; a word the library knows is never swapped for a look-alike.
 */

const base = CLIP_REQUIRED_FIELDS;
const clips: NewClip[] = [
  { ...base, jmId: '8400001', publishingTitle: 'Dog Fails to Catch a Frisbee', category: 'Fails' },
  { ...base, jmId: '8400002', publishingTitle: 'Corgi Fails at Fetch', category: 'Fails' },
  { ...base, jmId: '8400003', publishingTitle: 'Funny Parrot Talks Back', category: 'Pets' },
  { ...base, jmId: '8400004', publishingTitle: 'Dog Naps in the Sun', category: 'Pets' },
  { ...base, jmId: '8400005', publishingTitle: 'Drummer Walks into a Glass Door', category: 'Music' },
  { ...base, jmId: '8400006', publishingTitle: 'Dog Chases Its Own Tail', category: 'Pets' },
];

let server: TestServer;

/** A search through the API of this file's server. */
const search = (body: SearchRequestInput) => searchOver(server.url, body);
const ids = cardIds;

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, clips);
}, 240_000);
afterAll(async () => server?.close());

describe('words that find nothing together', () => {
  it('show the clips with the most of them, kinds included, and name the words they match', async () => {
    const r = await search({ q: 'funny dog fails' });
    expect(r.noResults).toBe(false);
    expect(r.matchedWords).toEqual(['dog', 'fails']);
    // The dog that says so first, then the Corgi, a kind of dog.
    expect(ids(r)).toEqual(['8400001', '8400002']);
    expect(r.alsoShowing).toEqual([{ word: 'dog', kinds: ['corgi'] }]);
  });

  it('keep the filters, and the word that names a thing: in Pets the dogs, not the funny parrot', async () => {
    const r = await search({ q: 'funny dog fails', categories: ['Pets'] });
    expect(r.matchedWords).toEqual(['dog']);
    expect(ids(r).sort()).toEqual(['8400004', '8400006']);
    // Between words that both name things, the one that finds more clips: two dogs, one parrot.
    const more = await search({ q: 'parrot dog', categories: ['Pets'] });
    expect(more.matchedWords).toEqual(['dog']);
  });

  it('leave a search whose every word matches alone', async () => {
    const r = await search({ q: 'dog fails' });
    expect(r.matchedWords).toBeUndefined();
    expect(ids(r)).toEqual(['8400001', '8400002']);
  });

  it('say no results when no word finds anything, with nothing matched', async () => {
    const r = await search({ q: 'zzyzx qqxq' });
    expect(r.noResults).toBe(true);
    expect(r.matchedWords).toBeUndefined();
  });
});

describe('a word the library knows', () => {
  it('is never swapped for a look-alike: "dog" in Music finds no glass door', async () => {
    const r = await search({ q: 'dog', categories: ['Music'] });
    expect(r.noResults).toBe(true);
    expect(ids(r)).toEqual([]);
    // The filter to drop is offered instead.
    expect(r.relaxations?.[0]).toEqual({ filter: 'categories', total: 4 });
  });

  it('still lets a slip of an unknown one find its clip', async () => {
    const r = await search({ q: 'drumer' });
    expect(ids(r)).toEqual(['8400005']);
  });

  it('corrects two letters swapped in a word of three ("dgo"), and says so', async () => {
    const r = await search({ q: 'dgo' });
    expect(r.didYouMean).toBe('dog');
    expect(r.resultsCorrected).toBe(true);
    expect(ids(r)).toContain('8400004');
  });
});
