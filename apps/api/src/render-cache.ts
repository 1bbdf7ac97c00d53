import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { compressOffThread, COMPRESSION, type Encoding } from './http/compression';
import { keptBytesCache } from './http/kept-bytes';

/**
 * The anonymous page cache (ADR 70): a page the server rendered for a visitor who is not signed in, kept as
 * compressed bytes and sent again to every such visitor until its data changes.
 *
 * - **Who**: only visitors no session names (web.ts decides: no signed-in user). A page rendered for a user
 *   is never kept. A session cookie that names no session (expired, forged) is a variant of its own, since
 *   the page tells the browser a session cookie came (`storedSession`): it is kept like any other, so such a
 *   cookie neither reaches another visitor's page nor makes the server render a page for every request.
 * - **Key**: the address as the renderer reads it (path and query, web.ts normalises it as the renderer's
 *   `new URL` does), that variant, the catalogue version, and the day. Every input of an anonymous render
 *   is one of these or is covered by the age below (docs/adr/0070-anonymous-page-cache.md lists them).
 * - **Invalidation**: the catalogue version (migration 0017, read as the search cache reads it, ADR 41) is
 *   read before every page is looked up; a page rendered at another version is never sent. The day (UTC and
 *   the server's own) is part of the key: the footer's year and a search's "Uploaded" preset change with it.
 * - **Age**: a page is rendered again `ttlMs` after it was rendered whatever the catalogue did: the shop's
 *   prices and the home page's computed content (collections, ticker, trending tags) are kept by their own
 *   services for a minute and have no version.
 * - **Memory**: at most `maxBytes`, least recently used pages dropped first, each counted for its bytes,
 *   key and `ENTRY_OVERHEAD`. A page is kept in brotli, as browsers take it (a clip page of 141 kB is about
 *   15 kB), or as it is under `COMPRESSION.threshold`; a gzip copy is added for the first client that asks
 *   for gzip, and a client that takes no compression gets the brotli unpacked (never kept: it would be nine
 *   times the size). An address of any length is one entry at most, so random query strings cannot grow
 *   the memory past `maxBytes`; they only push out other pages, each of which costs one render to come back.
 * - **One render per key at a time**: requests for a page being rendered wait for that render.
 * - **What is kept**: only what `render` says may be (`storable`: a 200 or 404 whose data all loaded). A
 *   render that throws (failed, timed out) is not kept, and the requests that waited for it fail with it.
 */

/** Where a page came from: kept, another request's render it waited for, or its own render. */
export type RenderOutcome = 'hit' | 'joined' | 'miss';

/** What the caller's render produced. */
export interface PageRender {
  /** The whole document, as it is sent. */
  document: Buffer;
  status: 200 | 404;
  /** Whether every part of it may be sent to every anonymous visitor for a while (see above). */
  storable: boolean;
}

/** A page as it is sent. */
export interface KeptPage {
  status: 200 | 404;
  /** Whether the page is large enough to be sent compressed (`COMPRESSION.threshold`). */
  compressible: boolean;
  /** The page's bytes in `encoding` (null: none). */
  bytes(encoding: Encoding | null): Promise<Buffer>;
  /** The strong ETag of `bytes(encoding)`: one content hash, marked per encoding (they are other bytes). */
  etag(encoding: Encoding | null): string;
  outcome: RenderOutcome;
}

/** Which page is asked for. */
export interface PageAddress {
  /** Path and query, as the renderer reads them (`/licensing/search?q=dog`). */
  address: string;
  /** Whether the request carried a session cookie (that named no session). */
  storedSession: boolean;
}

export interface RenderCacheOptions {
  /** Memory the kept pages may take, about (their bytes, keys and `ENTRY_OVERHEAD`); more than 0. */
  maxBytes: number;
  /** A page is rendered again after this long, whatever the catalogue did. */
  ttlMs: number;
  /** The current catalogue version (search/cache.ts's `catalogueVersion`, shared with the search cache). */
  version: () => Promise<string>;
  /** The time, for the day in the key. @default the clock */
  now?: () => Date;
}

export interface RenderCache {
  /** The page at `address`: kept, being rendered for another request, or rendered now by `render`. */
  page(address: PageAddress, render: () => Promise<PageRender>): Promise<KeptPage>;
  /** Pages kept, and the memory they count for. */
  /** Pages kept, the memory they count for, and how many pages were handed out by outcome since the start. */
  stats(): { entries: number; bytes: number; outcomes: Record<RenderOutcome, number> };
}

interface Entry {
  status: 200 | 404;
  /** The page in brotli when it is `COMPRESSION.threshold` bytes or more, as it is otherwise. */
  stored: Buffer;
  brotli: boolean;
  /** The hash of the uncompressed page, base64url. */
  hash: string;
  /** The gzip copy, made for the first client that asks for gzip. */
  gzip?: Buffer;
}

/** The day as the page may read it: UTC (a search's date presets) and the server's own (the footer's year). */
export function calendarDay(now: Date): string {
  return `${now.toISOString().slice(0, 10)} ${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

const unpack = promisify(brotliDecompress);

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const now = options.now ?? (() => new Date());
  const kept = keptBytesCache<Entry>(options);
  const rendering = new Map<string, Promise<Entry>>();
  const outcomes: Record<RenderOutcome, number> = { hit: 0, joined: 0, miss: 0 };

  const handOut = (key: string, found: Entry, outcome: RenderOutcome): KeptPage => {
    outcomes[outcome] += 1;
    let entry = found;
    const plain = async () => (entry.brotli ? await unpack(entry.stored) : entry.stored);
    return {
      status: entry.status,
      compressible: entry.brotli,
      async bytes(encoding) {
        if (!encoding || !entry.brotli) return plain();
        if (encoding === 'br') return entry.stored;
        if (entry.gzip) return entry.gzip;
        const gzip = await compressOffThread(await plain(), 'gzip');
        // Kept as a new entry, which the cache counts again (its age unchanged), unless it was dropped meanwhile.
        const withGzip = { ...entry, gzip };
        if (kept.get(key) === entry) kept.set(key, withGzip, { noUpdateTTL: true });
        entry = withGzip;
        return gzip;
      },
      etag: (encoding) => (encoding && entry.brotli ? `"${entry.hash}-${encoding}"` : `"${entry.hash}"`),
      outcome,
    };
  };

  const store = async (key: string, { document, status, storable }: PageRender): Promise<Entry> => {
    const brotli = document.length >= COMPRESSION.threshold;
    const entry: Entry = {
      status,
      stored: brotli ? await compressOffThread(document, 'br') : document,
      brotli,
      hash: createHash('sha256').update(document).digest('base64url').slice(0, 22),
    };
    if (storable) kept.set(key, entry);
    return entry;
  };

  return {
    async page({ address, storedSession }, render) {
      // The version first: a page rendered after this read reflects every clip write committed before it.
      const key = `${await options.version()}\n${calendarDay(now())}\n${storedSession ? 'cookie' : 'none'}\n${address}`;
      const found = kept.get(key);
      if (found) return handOut(key, found, 'hit');
      const pending = rendering.get(key);
      if (pending) return handOut(key, await pending, 'joined');
      const rendered = render().then((page) => store(key, page));
      rendering.set(key, rendered);
      try {
        return handOut(key, await rendered, 'miss');
      } finally {
        rendering.delete(key);
      }
    },
    stats: () => ({ entries: kept.size, bytes: kept.calculatedSize, outcomes: { ...outcomes } }),
  };
}

/** What the server keeps of pages by default (config.ts: RENDER_CACHE_MB, RENDER_CACHE_TTL_MS). */
export const DEFAULT_RENDER_CACHE = { maxBytes: 64 * 2 ** 20, ttlMs: 60_000 };

declare module './app-options' {
  interface AppOptions {
    /**
     * The anonymous page cache's memory and age (main.ts: RENDER_CACHE_MB, RENDER_CACHE_TTL_MS); `maxBytes: 0`
     * turns it off.
     * @default DEFAULT_RENDER_CACHE
     */
    renderCache?: Pick<RenderCacheOptions, 'maxBytes' | 'ttlMs'>;
  }
}
