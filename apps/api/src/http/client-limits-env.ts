import type { RateLimit } from '../auth/env';
import { checkedSetting } from '../env-setting';

/**
 * The environment variables of the per-client limits (ADR 59), each `max/windowSeconds` or `off`, and their
 * defaults: far above what a buyer does (a page of the app makes a handful of calls; a search is typed at most a
 * few times a second), and low enough that one network cannot keep the server busy alone.
 */
export const CLIENT_LIMIT_ENV = {
  global: ['RATE_LIMIT_GLOBAL', '2000/60'],
  search: ['RATE_LIMIT_SEARCH', '600/60'],
  feeds: ['RATE_LIMIT_FEEDS', '300/60'],
} as const;

export const CLIENT_LIMIT_FLUSH_ENV = ['RATE_LIMIT_FLUSH_MS', '1000'] as const;

export function parseClientLimit(name: string, text: string): RateLimit | null {
  if (text.trim() === 'off') return null;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max < 1 || windowSeconds < 1 || !Number.isSafeInteger(max * 2)) {
    throw new Error(
      `${name} must be "<max requests>/<window in seconds>" (e.g. "2000/60") or "off"; got "${text}".`,
    );
  }
  return { max, windowSeconds };
}

export function parseFlushMs(text: string): number {
  const flushMs = Number(text);
  if (!Number.isInteger(flushMs) || flushMs < 10 || flushMs > 60_000)
    throw new Error(
      `${CLIENT_LIMIT_FLUSH_ENV[0]} must be a whole number of milliseconds from 10 to 60000; got "${text}".`,
    );
  return flushMs;
}

const limit = ([name, fallback]: readonly [string, string]) =>
  checkedSetting(name, fallback, (text) => parseClientLimit(name, text));

/** The per-client request limits (http/client-limits.ts reads them). */
export const clientLimitsEnvShape = {
  /**
   * Requests per signed-in account, or per client network for visitors, as `max/windowSeconds`, or `off`.
   * The two below have the same form.
   */
  RATE_LIMIT_GLOBAL: limit(CLIENT_LIMIT_ENV.global),
  /** A visitor's searches (search, suggestions, similar clips) per client network. */
  RATE_LIMIT_SEARCH: limit(CLIENT_LIMIT_ENV.search),
  /** A visitor's reads of the clip feeds (the clip list and the wire) per client network. */
  RATE_LIMIT_FEEDS: limit(CLIENT_LIMIT_ENV.feeds),
  /** How often the counts kept in memory are written to the database, in milliseconds (10 to 60000). */
  RATE_LIMIT_FLUSH_MS: checkedSetting(CLIENT_LIMIT_FLUSH_ENV[0], CLIENT_LIMIT_FLUSH_ENV[1], parseFlushMs),
};
