import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A count of one key's requests in its fixed window, as @fastify/rate-limit's stores answer it. */
export interface WindowCount {
  /** Requests counted in the window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface SharedCountersOptions {
  /** Counts kept in this process are written to the database this often (ms). @default 1000 */
  flushMs?: number;
  /** The clock. @default Date.now */
  now?: () => number;
  /** A database error while counting (the request goes on: a limit fails open, never the request). */
  onError?: (error: unknown) => void;
  /** Keys kept in memory at most; past it, idle keys are forgotten (they are counted in the database). */
  maxKeys?: number;
}

export interface SharedCounters {
  /** Counts a request for `key` in a window of `windowMs`; `max` says how near the limit counting must be exact. */
  hit(key: string, windowMs: number, max: number): Promise<WindowCount>;
  /** Writes every count held in memory to the database. */
  flush(): Promise<void>;
  /** Stops the flush timer and writes what is left. */
  close(): Promise<void>;
}

/** A key's count as this process knows it. */
interface Entry {
  hashed: string;
  windowMs: number;
  /** When the window began, by the database's row (the first process to count it). */
  windowStart: number;
  /** The window's total in the database when this process last wrote to it. */
  base: number;
  /** Requests counted here since then, not yet in the database. */
  pending: number;
  /** Requests being written right now (counted in neither `base` nor `pending`). */
  inFlight: number;
  /** The first write of this key in this process, which learns what the other processes counted. */
  first: Promise<void> | null;
  synced: boolean;
}

/** Rows untouched for this long are deleted now and then (as auth/rate-limit.ts does: longer than any window). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_FLUSHES = 600;

/**
 * Fixed-window request counters shared by every server process through the database's `rate_limits` table
 * (the table of auth/rate-limit.ts; keys stored as SHA-256, so it holds no client address), with the counting
 * done in memory where that is safe (ADR 59):
 *
 * - a key's first request in a process is written through, so the process starts from what the others counted;
 * - below half its limit, a key is counted in memory and written once per `flushMs` (one statement for all
 *   keys): a buyer's requests cost no database write of their own;
 * - from half its limit up to the limit, every request is written through, so the processes' counts add up
 *   exactly where a refusal is near;
 * - past the limit, requests are refused from memory (the count here is never above the database's, so a
 *   refusal is never wrong) and counted at the next flush.
 *
 * One process never admits more than the limit. Several processes can pass it by what the others counted in
 * memory since their last flush, each less than half the limit (and only within one flush period).
 */
export function createSharedCounters(db: Kysely<DB>, options: SharedCountersOptions = {}): SharedCounters {
  const { flushMs = 1000, now = Date.now, onError = () => {}, maxKeys = 100_000 } = options;
  const entries = new Map<string, Entry>();
  let flushes = 0;
  let flushing: Promise<void> | null = null;

  /** Adds `hits` to rows (one statement), each window resetting when it has ended; the rows as they now are. */
  async function add(
    rows: { hashed: string; hits: number }[],
    windowMs: number,
  ): Promise<Map<string, { hits: number; windowStart: number }>> {
    const at = new Date(now());
    const windowEnded = new Date(at.getTime() - windowMs);
    const result = await db
      .insertInto('rateLimits')
      .values(rows.map((row) => ({ key: row.hashed, windowStart: at, hits: row.hits })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limits.window_start <= ${windowEnded} THEN excluded.hits ELSE rate_limits.hits + excluded.hits END`,
          windowStart: sql<Date>`CASE WHEN rate_limits.window_start <= ${windowEnded} THEN excluded.window_start ELSE rate_limits.window_start END`,
        }),
      )
      .returning(['key', 'hits', 'windowStart'])
      .execute();
    return new Map(
      result.map((row) => [row.key, { hits: row.hits, windowStart: new Date(row.windowStart).getTime() }]),
    );
  }

  function learn(entry: Entry, row: { hits: number; windowStart: number } | undefined): void {
    if (!row) return;
    if (entry.synced && row.windowStart === entry.windowStart) entry.base = Math.max(entry.base, row.hits);
    else {
      entry.windowStart = row.windowStart;
      entry.base = row.hits;
    }
    entry.synced = true;
  }

  /** Writes one key's pending requests through; the window's total in the database after them, or null. */
  async function writeThrough(entry: Entry): Promise<number | null> {
    const hits = entry.pending;
    entry.pending = 0;
    entry.inFlight += hits;
    try {
      const row = (await add([{ hashed: entry.hashed, hits }], entry.windowMs)).get(entry.hashed);
      learn(entry, row);
      return row?.hits ?? null;
    } catch (error) {
      entry.pending += hits;
      onError(error);
      return null;
    } finally {
      entry.inFlight -= hits;
    }
  }

  function forgetIdle(at: number): void {
    for (const [key, entry] of entries) {
      if (entries.size <= maxKeys && at < entry.windowStart + entry.windowMs) continue;
      if (entry.pending === 0 && !entry.first) entries.delete(key);
    }
  }

  async function flushOnce(): Promise<void> {
    const at = now();
    const byWindow = new Map<number, Entry[]>();
    for (const [key, entry] of entries) {
      if (at >= entry.windowStart + entry.windowMs) {
        // The window is over: what was not written belongs to it and no longer counts.
        if (!entry.first) entries.delete(key);
        continue;
      }
      if (entry.pending === 0 || !entry.synced) continue;
      byWindow.set(entry.windowMs, [...(byWindow.get(entry.windowMs) ?? []), entry]);
    }
    for (const [windowMs, group] of byWindow) {
      const taken = group.map((entry) => {
        const hits = entry.pending;
        entry.pending = 0;
        entry.inFlight += hits;
        return hits;
      });
      try {
        const rows = await add(
          group.map((entry, i) => ({ hashed: entry.hashed, hits: taken[i]! })),
          windowMs,
        );
        for (const entry of group) learn(entry, rows.get(entry.hashed));
      } catch (error) {
        group.forEach((entry, i) => (entry.pending += taken[i]!));
        onError(error);
      } finally {
        group.forEach((entry, i) => (entry.inFlight -= taken[i]!));
      }
    }
    if (++flushes % CLEANUP_EVERY_FLUSHES === 0) {
      await db
        .deleteFrom('rateLimits')
        .where('windowStart', '<', new Date(at - STALE_AFTER_MS))
        .execute()
        .catch(onError);
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => (flushing = null));
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    async hit(key, windowMs, max) {
      const at = now();
      let found = entries.get(key);
      if (found && found.synced && at >= found.windowStart + found.windowMs) {
        entries.delete(key);
        found = undefined;
      }
      const entry: Entry = found ?? {
        hashed: createHash('sha256').update(key).digest('hex'),
        windowMs,
        windowStart: at,
        base: 0,
        pending: 0,
        inFlight: 0,
        first: null,
        synced: false,
      };
      if (!found) {
        if (entries.size >= maxKeys) forgetIdle(at);
        entries.set(key, entry);
      }
      const ttl = () => Math.max(0, entry.windowStart + windowMs - at);
      // Another request of this key is learning what the other processes counted: wait for it.
      if (!entry.synced && entry.first) await entry.first;
      entry.pending++;
      const known = entry.base + entry.pending;
      if (!entry.synced) {
        const first = writeThrough(entry);
        entry.first = first.then(() => {}).finally(() => (entry.first = null));
        return { current: (await first) ?? known, ttl: ttl() };
      }
      // Never more than the database's count: over the limit here is over the limit everywhere.
      if (known > max) return { current: known, ttl: ttl() };
      // Near the limit (what is being written counted too), the processes' counts must add up exactly.
      if ((known + entry.inFlight) * 2 >= max)
        return { current: (await writeThrough(entry)) ?? known, ttl: ttl() };
      return { current: known, ttl: ttl() };
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
