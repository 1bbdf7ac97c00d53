import { LRUCache } from 'lru-cache';

/**
 * Search answers shared between server processes (WEB_CONCURRENCY > 1, ADR 53). Each process keeps its own
 * answers (cache.ts); a process that does not have one asks the cluster's primary, which keeps a copy of every
 * answer a process computed, before it computes the answer itself. So a search is computed about once for
 * the whole server instead of once per process.
 *
 * The messages go over the cluster's IPC channel, which cluster.ts sets to Node's "advanced" serialization
 * (the structured clone algorithm), so an answer's bytes travel as bytes, not as JSON arrays of numbers.
 */

/** An answer as kept: cache.ts's entry without what a process adds to it later (its gzip copy). */
export interface SharedAnswer {
  /** The JSON, in brotli when `brotli`. */
  stored: Uint8Array;
  brotli: boolean;
  jsonLength: number;
  /** When it was computed (ms since the epoch): a copy is kept no longer than the original. */
  computedAt: number;
}

/** Where a process finds the answers other processes computed, and leaves its own. */
export interface SharedAnswers {
  /** The answer kept for `key`, or undefined (none, or no reply within `timeoutMs`). */
  get(key: string): Promise<SharedAnswer | undefined>;
  put(key: string, answer: SharedAnswer): void;
}

/** The cluster's IPC channel as both ends see it: a worker's `process`, the primary's `Worker`. */
export interface Channel {
  send(
    message: unknown,
    handle: undefined,
    options: undefined,
    callback: (error: Error | null) => void,
  ): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * Sends `message`, calling `failed` if it cannot go (the channel closed: the other process is stopping). With a
 * callback, Node reports that to it instead of emitting an 'error' event, which on `process` would throw.
 */
function send(channel: Channel, message: Request | Reply, failed: () => void = () => {}): void {
  channel.send(message, undefined, undefined, (error) => {
    if (error) failed();
  });
}

type Request =
  | { type: 'search-answers:get'; id: number; key: string }
  | { type: 'search-answers:put'; key: string; answer: SharedAnswer };

interface Reply {
  type: 'search-answers:found';
  id: number;
  answer: SharedAnswer | null;
}

const isRequest = (message: unknown): message is Request =>
  typeof message === 'object' &&
  message !== null &&
  ((message as Request).type === 'search-answers:get' || (message as Request).type === 'search-answers:put');

/** How long a process waits for the primary's reply before it computes the answer itself. */
export const SHARED_TIMEOUT_MS = 250;

/** The primary's side: the answers every process left, at most `maxBytes`, each until its `ttlMs` is up. */
export function sharedAnswerStore(options: { maxBytes: number; ttlMs: number }) {
  const kept = new LRUCache<string, SharedAnswer>({
    maxSize: options.maxBytes,
    sizeCalculation: (answer, key) => answer.stored.length + key.length * 2 + 512,
    ttl: options.ttlMs,
  });
  return {
    /** Answers the requests of one worker's channel. */
    serve(channel: Channel): void {
      channel.on('message', (message) => {
        if (!isRequest(message)) return;
        if (message.type === 'search-answers:put') {
          const left = message.answer.computedAt + options.ttlMs - Date.now();
          if (left > 0) kept.set(message.key, message.answer, { ttl: left });
          return;
        }
        send(channel, {
          type: 'search-answers:found',
          id: message.id,
          answer: kept.get(message.key) ?? null,
        });
      });
    },
    stats: () => ({ entries: kept.size, bytes: kept.calculatedSize }),
  };
}

/** A worker's side: asks the primary over `channel` (the worker's own `process`). */
export function clusterSharedAnswers(
  channel: Channel = process as unknown as Channel,
  timeoutMs = SHARED_TIMEOUT_MS,
): SharedAnswers {
  let next = 0;
  const waiting = new Map<number, (answer: SharedAnswer | undefined) => void>();
  channel.on('message', (message) => {
    const reply = message as Reply;
    if (reply?.type !== 'search-answers:found') return;
    waiting.get(reply.id)?.(reply.answer ?? undefined);
  });
  return {
    get(key) {
      const id = next++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(undefined), timeoutMs);
        const done = (answer: SharedAnswer | undefined) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(answer);
        };
        waiting.set(id, done);
        // Not sent (the primary is stopping): computed here, as without a primary.
        send(channel, { type: 'search-answers:get', id, key }, () => done(undefined));
      });
    },
    put(key, answer) {
      // Not sent: the answer stays this process's own.
      send(channel, { type: 'search-answers:put', key, answer });
    },
  };
}
