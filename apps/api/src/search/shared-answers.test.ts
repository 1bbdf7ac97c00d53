import { EventEmitter } from 'node:events';
import { searchRequestSchema, type SearchResponse } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { createSearchCache } from './cache';
import { clusterSharedAnswers, sharedAnswerStore, type Channel } from './shared-answers';

/**
 * The two ends of an IPC channel in one process: each message arrives on the other end a turn later, as a
 * structured clone, which is what the cluster's "advanced" serialization delivers. The cluster test
 * (cluster.test.ts) runs the real channel between server processes.
 */
function channelPair(): [Channel, Channel] {
  const a = new EventEmitter();
  const b = new EventEmitter();
  const end = (self: EventEmitter, other: EventEmitter): Channel => ({
    send(message, _handle, _options, callback) {
      const copy = structuredClone(message);
      setImmediate(() => other.emit('message', copy));
      callback(null);
      return true;
    },
    on(event, listener) {
      return self.on(event, listener);
    },
  });
  return [end(a, b), end(b, a)];
}

const TTL_MS = 60_000;
const answer = (q: string): SearchResponse => ({
  data: Array.from({ length: 60 }, (_, i) => ({ jmId: `${q}${i}`, title: `${q} clip number ${i}` })),
  pagination: { totalPages: 1, sizePerPage: 60, currentPage: 1, totalResults: 60 },
  facets: { categories: [] },
  noResults: false,
});

/** A primary and `n` server processes' caches, each on its own channel to it. */
function cluster(n: number) {
  const primary = sharedAnswerStore({ maxBytes: 2 ** 20, ttlMs: TTL_MS });
  return Array.from({ length: n }, () => {
    const [worker, primaryEnd] = channelPair();
    primary.serve(primaryEnd);
    return createSearchCache(null as never, {
      maxBytes: 2 ** 20,
      ttlMs: TTL_MS,
      version: async () => '1',
      shared: clusterSharedAnswers(worker),
    });
  });
}

describe('search answers shared between server processes', () => {
  it('computes a search once for every process: the next process gets the first one’s answer', async () => {
    const [first, second, third] = cluster(3);
    let computed = 0;
    const compute = async () => {
      computed++;
      return JSON.stringify(answer('otter'));
    };
    const request = searchRequestSchema.parse({ q: 'otter' });
    expect((await first!.answer(request, compute)).outcome).toBe('miss');
    const fromFirst = await second!.answer(request, compute);
    expect(fromFirst.outcome).toBe('shared');
    expect(fromFirst.json().toString('utf8')).toBe(JSON.stringify(answer('otter')));
    expect(fromFirst.copy()).toEqual(answer('otter'));
    // Kept in the second process from then on.
    expect((await second!.answer(request, compute)).outcome).toBe('hit');
    expect((await third!.answer(request, compute)).outcome).toBe('shared');
    expect(computed).toBe(1);
  });

  it('does not share an answer of another request or another catalogue version', async () => {
    const primary = sharedAnswerStore({ maxBytes: 2 ** 20, ttlMs: TTL_MS });
    const caches = ['1', '2'].map((version) => {
      const [worker, primaryEnd] = channelPair();
      primary.serve(primaryEnd);
      return createSearchCache(null as never, {
        maxBytes: 2 ** 20,
        ttlMs: TTL_MS,
        version: async () => version,
        shared: clusterSharedAnswers(worker),
      });
    });
    const compute = async () => JSON.stringify(answer('seal'));
    await caches[0]!.answer(searchRequestSchema.parse({ q: 'seal' }), compute);
    // Another process that read a newer version (a clip changed meanwhile) computes its own.
    expect((await caches[1]!.answer(searchRequestSchema.parse({ q: 'seal' }), compute)).outcome).toBe('miss');
    expect((await caches[0]!.answer(searchRequestSchema.parse({ q: 'seals' }), compute)).outcome).toBe(
      'miss',
    );
  });

  it('keeps a shared answer no longer than the first computation’s age allows', async () => {
    const primary = sharedAnswerStore({ maxBytes: 2 ** 20, ttlMs: TTL_MS });
    const [worker, primaryEnd] = channelPair();
    primary.serve(primaryEnd);
    const shared = clusterSharedAnswers(worker);
    const stored = new TextEncoder().encode('{}');
    shared.put('old', { stored, brotli: false, jsonLength: 2, computedAt: Date.now() - TTL_MS - 1 });
    shared.put('new', { stored, brotli: false, jsonLength: 2, computedAt: Date.now() });
    expect(await shared.get('old')).toBeUndefined();
    expect(await shared.get('new')).toMatchObject({ jsonLength: 2, brotli: false });
    expect(primary.stats().entries).toBe(1);
  });

  /** A process whose primary never gets its questions through `channel`: it computes every answer. */
  async function outcomeOver(channel: Channel, timeoutMs: number) {
    const cache = createSearchCache(null as never, {
      maxBytes: 2 ** 20,
      ttlMs: TTL_MS,
      version: async () => '1',
      shared: clusterSharedAnswers(channel, timeoutMs),
    });
    const found = await cache.answer(searchRequestSchema.parse({ q: 'walrus' }), async () =>
      JSON.stringify(answer('walrus')),
    );
    return found.outcome;
  }

  it('computes the answer itself when the primary does not reply in time', async () => {
    const silent: Channel = { send: (_m, _h, _o, callback) => callback(null), on: () => undefined };
    expect(await outcomeOver(silent, 20)).toBe('miss');
  });

  it('computes the answer itself when the channel to the primary is closed', async () => {
    const closed: Channel = {
      send: (_m, _h, _o, callback) => callback(new Error('Channel closed')),
      on: () => undefined,
    };
    // A timeout longer than the test's: the closed channel must be noticed without waiting for it.
    expect(await outcomeOver(closed, 60_000)).toBe('miss');
  });
});
