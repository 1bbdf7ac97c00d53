import { brotliDecompressSync } from 'node:zlib';
import { uploadedPresetRange, type SearchRequest, type SearchResponse } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { compress, COMPRESSION, type Encoding } from '../http/compression';
import { keptBytesCache } from '../http/kept-bytes';
import * as repository from './repository';
import type { SharedAnswers } from './shared-answers';

/**
 * The search answer cache (ADR 41): the answers of `POST /api/search` as every visitor gets them, kept per
 * whole request and per catalogue version, in this process's memory.
 *
 * - **Key**: the whole request as the contract parsed it (defaults filled in), its keys sorted: two bodies
 *   that mean the same request share an answer; any difference in any field is another entry.
 * - **Nothing per user**: what is kept is the service's answer, which takes no user; the route marks a
 *   signed-in buyer's saved clips (`isFav`) on a copy parsed for that request alone, so one buyer's marks
 *   never reach the next.
 * - **Invalidation**: every search first reads the catalogue version (migration 0017: raised by every
 *   statement that writes clips, in any process), from a read that started after the search arrived, and
 *   only an answer computed at that version is used. A search that starts after a clip write committed sees
 *   the clip.
 * - **Age**: an answer is also dropped `ttlMs` after it was computed (ten minutes by default, ADR 53): the
 *   ranking's word statistics and the filter keys' shares are re-read every ten minutes (ADR 38, ADR 52). The
 *   date an "Uploaded" preset ("last 7 days") stands for is part of the key, so such an answer is not used
 *   once the preset means another day.
 * - **Memory**: at most `maxBytes`, least recently used answers dropped first. An answer is kept as bytes only
 *   (ADR 53): its JSON compressed in brotli, as browsers take it (a page of 60 cards: about 24 kB of JSON,
 *   2.4 to 3 kB compressed), or as it is under `COMPRESSION.threshold`; a gzip copy is added the first time
 *   a client asks for gzip. It counts for those bytes, its key and `ENTRY_OVERHEAD`. The JSON is unpacked for
 *   a client that takes no compression and parsed for a signed-in buyer. The parsed answer and its JSON, kept
 *   beside the compressed copies until ADR 53, counted for 72 kB a page, so the default 64 MB held about 900
 *   answers; it now holds about 17,000.
 * - **One search per key at a time**: requests for an answer being computed wait for it instead of running
 *   it again (the first seconds after a start, or after a catalogue write, when popular queries all miss).
 * - **Shared between server processes** (`shared`, ADR 53): an answer this process does not keep is asked of
 *   the cluster's primary before it is computed, and one computed here is left there, so another process
 *   need not compute it again. A shared answer keeps its first computation's age.
 */

/**
 * Where an answer came from: the cache, another request's computation it waited for, another server process's
 * computation (`shared`), or its own.
 */
export type CacheOutcome = 'hit' | 'joined' | 'shared' | 'miss';

export interface CachedAnswer {
  /** The answer as the route's serializer wrote it. */
  json(): Buffer;
  /** The byte length of `json()`. */
  jsonLength: number;
  /** A copy of the answer of the caller's own, parsed from its JSON: changing it changes nothing kept. */
  copy(): SearchResponse;
  /** `json()` compressed in `encoding`: compressed once per kept answer and encoding, then kept with it. */
  encoded(encoding: Encoding): Buffer;
  outcome: CacheOutcome;
}

interface Entry {
  /** The JSON in brotli when it is `COMPRESSION.threshold` bytes or more, as it is otherwise. */
  stored: Buffer;
  brotli: boolean;
  jsonLength: number;
  /** When it was computed, here or in another server process (ms since the epoch). */
  computedAt: number;
  /** The gzip copy, made for the first client that asks for gzip. */
  gzip?: Buffer;
}

export interface SearchCacheOptions {
  /** Memory the kept answers may take, about (their bytes, keys and `ENTRY_OVERHEAD`); more than 0. */
  maxBytes: number;
  /** An answer is computed again after this long, whatever the catalogue did. */
  ttlMs: number;
  /** The current catalogue version. @default a coalesced read of `catalogue_version` */
  version?: () => Promise<string>;
  /** The time, for the date an "Uploaded" preset stands for. @default the clock */
  now?: () => Date;
  /** The answers of the other server processes (shared-answers.ts): asked before an answer is computed. */
  shared?: SharedAnswers;
}

export interface SearchCache {
  /**
   * The answer to `request`: kept, being computed for another request, or computed now by `compute` (which
   * returns it serialised, as the route would).
   */
  answer(request: SearchRequest, compute: () => Promise<string>): Promise<CachedAnswer>;
  /** Answers kept, the memory they count for, and how many answers were given by outcome since the start. */
  stats(): { entries: number; bytes: number; outcomes: Record<CacheOutcome, number> };
}

export { ENTRY_OVERHEAD } from '../http/kept-bytes';

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
    // No row (a database not migrated this far) means nothing may be kept: a new version every time.
    return (await repository.catalogueVersion(db)) ?? `unversioned ${Math.random()}`;
  });
}

export function createSearchCache(db: Kysely<DB>, options: SearchCacheOptions): SearchCache {
  const version = options.version ?? catalogueVersion(db);
  const now = options.now ?? (() => new Date());
  const kept = keptBytesCache<Entry>(options);
  const computing = new Map<string, Promise<{ entry: Entry; outcome: 'shared' | 'miss' }>>();
  const outcomes: Record<CacheOutcome, number> = { hit: 0, joined: 0, shared: 0, miss: 0 };
  const handOut = (key: string, entry: Entry, outcome: CacheOutcome): CachedAnswer => {
    outcomes[outcome] += 1;
    const json = () => (entry.brotli ? brotliDecompressSync(entry.stored) : entry.stored);
    return {
      json,
      jsonLength: entry.jsonLength,
      copy: () => JSON.parse(json().toString('utf8')) as SearchResponse,
      encoded(encoding) {
        if (encoding === 'br') return entry.brotli ? entry.stored : compress(entry.stored, 'br');
        if (entry.gzip) return entry.gzip;
        const gzip = compress(json(), 'gzip');
        // Kept as a new entry, which the cache counts again (its age unchanged), unless it was dropped meanwhile.
        const withGzip = { ...entry, gzip };
        if (kept.get(key) === entry) kept.set(key, withGzip, { noUpdateTTL: true });
        entry = withGzip;
        return gzip;
      },
      outcome,
    };
  };

  return {
    async answer(request, compute) {
      // The version first: an answer computed after this read reflects every write committed before it.
      const key = `${await version()}\n${uploadedPresetRange(request.uploaded, now()) ?? ''}\n${requestKey(request)}`;
      const found = kept.get(key);
      if (found) return handOut(key, found, 'hit');
      const pending = computing.get(key);
      if (pending) return handOut(key, (await pending).entry, 'joined');
      const computed = (async (): Promise<{ entry: Entry; outcome: 'shared' | 'miss' }> => {
        const shared = await options.shared?.get(key);
        const left = shared ? shared.computedAt + options.ttlMs - Date.now() : 0;
        if (shared && left > 0) {
          const { stored, brotli, jsonLength, computedAt } = shared;
          const entry: Entry = {
            stored: Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength),
            brotli,
            jsonLength,
            computedAt,
          };
          kept.set(key, entry, { ttl: left });
          return { entry, outcome: 'shared' };
        }
        const json = Buffer.from(await compute());
        const brotli = json.length >= COMPRESSION.threshold;
        const entry: Entry = {
          stored: brotli ? compress(json, 'br') : json,
          brotli,
          jsonLength: json.length,
          computedAt: Date.now(),
        };
        kept.set(key, entry);
        options.shared?.put(key, entry);
        return { entry, outcome: 'miss' };
      })();
      computing.set(key, computed);
      try {
        const { entry, outcome } = await computed;
        return handOut(key, entry, outcome);
      } finally {
        computing.delete(key);
      }
    },
    stats: () => ({ entries: kept.size, bytes: kept.calculatedSize, outcomes: { ...outcomes } }),
  };
}
