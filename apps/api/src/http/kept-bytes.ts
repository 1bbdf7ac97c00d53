import { LRUCache } from 'lru-cache';

/** Memory a kept entry takes besides its bytes and key: the entry, its Buffers' headers and the cache's node. */
export const ENTRY_OVERHEAD = 512;

/** What the answer caches keep of an answer: its bytes (compressed), and a gzip copy once a client asked. */
export interface KeptBytes {
  stored: Buffer;
  gzip?: Buffer;
}

/**
 * The memory of the search answer cache (search/cache.ts) and the page cache (render-cache.ts): at most
 * `maxBytes`, least recently used entries dropped first, each counted for its bytes, its key (two bytes a
 * character) and `ENTRY_OVERHEAD`; an entry is dropped `ttlMs` after it was kept.
 */
export function keptBytesCache<E extends KeptBytes>(options: {
  maxBytes: number;
  ttlMs: number;
}): LRUCache<string, E> {
  return new LRUCache<string, E>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) =>
      entry.stored.length + (entry.gzip?.length ?? 0) + key.length * 2 + ENTRY_OVERHEAD,
    ttl: options.ttlMs,
  });
}
