import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { RateLimit } from './config';
import * as accounts from './repository';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts an attempt for `key` and tells whether it is within `limit`. */
  hit(key: string, limit: RateLimit): Promise<RateLimitResult>;
  /** Forgets the attempts of `key` (a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** Rows untouched for this long are deleted now and then (longer than any window). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_HITS = 200;

function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Fixed-window counters in the database, so every server process on a PostgreSQL server shares them and they
 * survive a restart. One atomic upsert per attempt: a new window starts when the old one has ended. Keys are
 * stored hashed, so the table holds no e-mail or client address.
 */
export function createRateLimiter(db: Kysely<DB>, now: () => Date = () => new Date()): RateLimiter {
  let hits = 0;
  return {
    async hit(key, limit) {
      const at = now();
      const windowMs = limit.windowSeconds * 1000;
      const windowEnded = new Date(at.getTime() - windowMs);
      const row = await accounts.hitRateLimit(db, storedKey(key), at, windowEnded);

      if (++hits % CLEANUP_EVERY_HITS === 0) {
        await accounts.deleteRateLimitsBefore(db, new Date(at.getTime() - STALE_AFTER_MS));
      }

      if (row.hits <= limit.max) return { allowed: true, retryAfterSeconds: 0 };
      const endsAt = new Date(row.windowStart).getTime() + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000)) };
    },
    async reset(key) {
      await accounts.deleteRateLimit(db, storedKey(key));
    },
  };
}
