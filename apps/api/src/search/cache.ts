import type { SearchRequest, SearchResponse } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../db/schema';
import { compress, type Encoding } from '../http/compression';

/**
 * The search answer cache (ADR 41): the answers of `POST /api/search` as every visitor gets them, kept per
 * whole request and per catalogue version, in this process's memory.
 *
 * - **Key**: the whole request as the contract parsed it (defaults filled in), its keys sorted: two bodies
 *   that mean the same request share an answer; any difference in any field is another entry.
 * - **Nothing per user**: what is kept is the service's answer, which takes no user; the route marks a
 *   signed-in buyer's saved clips (`isFav`) on a copy. The kept answer is frozen, so code that tried to mark
 *   it would throw rather than leak one buyer's marks to the next.
 * - **Invalidation**: every search first reads the catalogue version (migration 0017: raised by every
 *   statement that writes clips, in any process), from a read that started after the search arrived, and
 *   only an answer computed at that version is used. A search that starts after a clip write committed sees
 *   the clip.
 * - **Age**: an answer is also dropped `ttlMs` after it was computed: date presets ("last 7 days") are
 *   relative to the moment of the search, and the ranking's word statistics are re-read every ten minutes
 *   (ADR 38).
 * - **Memory**: at most `maxBytes`, counted as the answer's JSON bytes times `SIZE_FACTOR` (the parsed object
 *   kept beside them), least recently used answers dropped first.
 * - **One search per key at a time**: requests for an answer being computed wait for it instead of running
 *   it again (the first seconds after a start, or after a catalogue write, when popular queries all miss).
 */

/** Where an answer came from: the cache, another request's computation it waited for, or its own. */
export type CacheOutcome = 'hit' | 'joined' | 'miss';

export interface CachedAnswer {
  /** The answer, deeply frozen: copy it before changing anything. */
  answer: SearchResponse;
  /** The answer as the route's serializer wrote it. */
  json: Buffer;
  /** `json` compressed in `encoding`: compressed once per kept answer and encoding, then kept with it. */
  encoded(encoding: Encoding): Buffer;
  outcome: CacheOutcome;
}

interface Entry {
  answer: SearchResponse;
  json: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

export interface SearchCacheOptions {
  /** Memory the kept answers may take, about (see `SIZE_FACTOR`); more than 0. */
  maxBytes: number;
  /** An answer is computed again after this long, whatever the catalogue did. */
  ttlMs: number;
  /** The current catalogue version. @default a coalesced read of `catalogue_version` */
  version?: () => Promise<string>;
}

export interface SearchCache {
  /**
   * The answer to `request`: kept, being computed for another request, or computed now by `compute` (which
   * also serialises it, as the route would).
   */
  answer(
    request: SearchRequest,
    compute: () => Promise<{ answer: SearchResponse; json: string }>,
  ): Promise<CachedAnswer>;
  /** Answers kept, and the memory they count for. */
  stats(): { entries: number; bytes: number };
}

/**
 * Memory an answer takes, as a multiple of its JSON's byte length, rounded up: for a page of 60 cards (24 kB of
 * JSON) the parsed object took 1.3 times that on the heap and its Buffer 1.4 times, 2.6 in all (ADR 41); its
 * brotli and gzip copies, once made, add about 0.3.
 */
export const SIZE_FACTOR = 3;

/** The request as one string: object keys sorted at every level, array order kept, undefined left out. */
export function requestKey(request: SearchRequest): string {
  return canonicalJson(request);
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * `read`, coalesced without ever answering from a read that began before the call: a call while no read is
 * under way starts one; calls during a read share the one that starts when it ends. So under load one read is
 * in flight at a time, and each caller still gets a value read after it called.
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const noop = () => {};
  const start = () => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = null;
    };
    reading.then(done, done);
    return reading;
  };
  return function current(): Promise<T> {
    if (!running) return start();
    queued ??= running.then(noop, noop).then(() => {
      queued = null;
      return running ?? start();
    });
    return queued;
  };
}

/** The catalogue version (migration 0017), read from the database. */
export function catalogueVersion(db: Kysely<DB>): () => Promise<string> {
  return freshReader(async () => {
    const result = await sql<{ version: string }>`
      SELECT version::text AS version FROM catalogue_version WHERE id`.execute(db);
    // No row (a database not migrated this far) means nothing may be kept: a new version every time.
    return result.rows[0]?.version ?? `unversioned ${Math.random()}`;
  });
}

export function createSearchCache(db: Kysely<DB>, options: SearchCacheOptions): SearchCache {
  const version = options.version ?? catalogueVersion(db);
  const kept = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => Math.max(1, entry.json.length * SIZE_FACTOR + key.length * 2),
    ttl: options.ttlMs,
  });
  const computing = new Map<string, Promise<Entry>>();
  const handOut = (entry: Entry, outcome: CacheOutcome): CachedAnswer => ({
    answer: entry.answer,
    json: entry.json,
    encoded: (encoding) => (entry.compressed[encoding] ??= compress(entry.json, encoding)),
    outcome,
  });

  return {
    async answer(request, compute) {
      // The version first: an answer computed after this read reflects every write committed before it.
      const key = `${await version()}\n${requestKey(request)}`;
      const found = kept.get(key);
      if (found) return handOut(found, 'hit');
      const pending = computing.get(key);
      if (pending) return handOut(await pending, 'joined');
      const computed = (async () => {
        const { answer, json } = await compute();
        const entry: Entry = { answer: deepFreeze(answer), json: Buffer.from(json), compressed: {} };
        kept.set(key, entry);
        return entry;
      })();
      computing.set(key, computed);
      try {
        return handOut(await computed, 'miss');
      } finally {
        computing.delete(key);
      }
    },
    stats: () => ({ entries: kept.size, bytes: kept.calculatedSize }),
  };
}
