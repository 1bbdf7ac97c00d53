import {
  PAGE_FILES,
  searchEndpoint,
  searchSuggestionsEndpoint,
  similarClipsEndpoint,
  toFastifyPath,
  videosEndpoint,
  wireAcquisitionsEndpoint,
} from '@clipmarket/core';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../auth/config';
import type { DB } from '../db/schema';
import { clientNetwork } from './client-network';
import {
  CLIENT_LIMIT_ENV,
  CLIENT_LIMIT_FLUSH_ENV,
  parseClientLimit,
  parseFlushMs,
} from './client-limits-env';
import { httpError } from './errors';
import { createSharedCounters, type SharedCounters } from './limit-store';

/** The per-client request limits (ADR 59); `null` turns one off. */
export interface ClientLimits {
  /** Every request but the exempt ones, per signed-in account, or per client network for visitors. */
  global: RateLimit | null;
  /** A visitor's searches (search, suggestions, similar clips), per client network. */
  search: RateLimit | null;
  /** A visitor's reads of the clip feeds (the videos list and the wire), per client network. */
  feeds: RateLimit | null;
  /** How often counts kept in memory are written to the database (ms). */
  flushMs: number;
}

/** Every limit of ClientLimits has its variable (a compile error otherwise). */
const LIMITS_NAMED: Record<
  Exclude<keyof ClientLimits, 'flushMs'>,
  readonly [string, string]
> = CLIENT_LIMIT_ENV;

/** The limits from the environment (CLIENT_LIMIT_ENV); a bad value throws, naming the variable. */
export function loadClientLimits(env: NodeJS.ProcessEnv = process.env): ClientLimits {
  const limits = Object.fromEntries(
    Object.entries(LIMITS_NAMED).map(([key, [name, fallback]]) => [
      key,
      parseClientLimit(name, env[name] ?? fallback),
    ]),
  ) as Omit<ClientLimits, 'flushMs'>;
  const [flushName, flushFallback] = CLIENT_LIMIT_FLUSH_ENV;
  return { ...limits, flushMs: parseFlushMs(env[flushName] ?? flushFallback) };
}

/** What a client over a limit is told (429, with Retry-After). */
export const CLIENT_LIMIT_MESSAGES = {
  network: (seconds: number) =>
    `Too many requests from your network. Please wait ${seconds} s and try again.`,
  account: (seconds: number) =>
    `Too many requests from your account. Please wait ${seconds} s and try again.`,
  search: (seconds: number) =>
    `Too many searches from your network. Sign in, or wait ${seconds} s and try again.`,
  feeds: (seconds: number) =>
    `Too many requests for the clip lists from your network. Sign in, or wait ${seconds} s and try again.`,
};

/** The routes of each tighter limit (Fastify's form of the contract's paths). */
const SEARCH_ROUTES = new Set(
  [searchEndpoint, searchSuggestionsEndpoint, similarClipsEndpoint].map((e) => toFastifyPath(e.path)),
);
const FEED_ROUTES = new Set([videosEndpoint, wireAcquisitionsEndpoint].map((e) => toFastifyPath(e.path)));

/**
 * Requests no limit counts: the health check (a load balancer polls it from its own address), and the cheap
 * static files a page pulls in by the dozen (the app's hashed assets, clip posters and previews).
 */
function isExempt(request: FastifyRequest): boolean {
  if (request.routeOptions.url === '/api/health') return true;
  // By path, found or not: a path under these is never a page (web.ts answers a missing one 404 at once).
  const pathname = request.url.split('?')[0] ?? '';
  return pathname.startsWith(PAGE_FILES.assets) || pathname.startsWith('/media/');
}

/** The client's network (client-network.ts), the key of a visitor. */
const networkOf = (request: FastifyRequest) => `net:${clientNetwork(request.ip)}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-client limits and their counters (http/client-limits.ts). */
    clientLimits: { limits: ClientLimits; counters: SharedCounters };
  }
}

/** What the log says when the database did not take a count (the request it was for went through). */
export const COUNTS_NOT_WRITTEN = 'rate-limit counts could not be written';

/**
 * Registers the per-client limits (issue 28, item 10; ADR 59) through @fastify/rate-limit, counted in the
 * database (limit-store.ts) so that every server process shares them: one check on every request (the
 * app's own routes, its pages and the not-found answers alike) but the exempt ones, after the signed-in
 * user is known, and a tighter one on a visitor's searches and feed reads. Over a limit: 429 with Retry-After
 * and the API's error shape.
 */
export async function registerClientLimits(
  app: FastifyInstance,
  db: Kysely<DB>,
  limits: ClientLimits,
): Promise<void> {
  const counters = createSharedCounters(db, {
    flushMs: limits.flushMs,
    onError: (error) => app.log.warn({ err: error }, COUNTS_NOT_WRITTEN),
  });
  app.decorate('clientLimits', { limits, counters });
  app.addHook('onClose', () => counters.close());

  // @fastify/rate-limit's store contract, on the shared counters: one store for every limit (their keys differ).
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      counters.hit(key, timeWindow, max).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  }
  // Not on every route by itself (`global: false`): the hook below also covers the pages and the not-found
  // answers, which have no route of their own, and checks the tighter limits beside the global one.
  await app.register(fastifyRateLimit, { global: false, store: DatabaseStore, skipOnError: true });

  const check = (name: string, limit: RateLimit, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
  const global =
    limits.global &&
    check('global', limits.global, (request) =>
      request.user ? `account:${request.user.id}` : networkOf(request),
    );
  const search = limits.search && check('search', limits.search, networkOf);
  const feeds = limits.feeds && check('feeds', limits.feeds, networkOf);

  const refuse = async (
    limiter: NonNullable<typeof global>,
    request: FastifyRequest,
    message: (seconds: number) => string,
  ) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw httpError(429, message(seconds), { headers: { 'retry-after': String(seconds) } });
  };

  app.addHook('onRequest', async (request) => {
    if (isExempt(request)) return;
    if (global) {
      await refuse(
        global,
        request,
        request.user ? CLIENT_LIMIT_MESSAGES.account : CLIENT_LIMIT_MESSAGES.network,
      );
    }
    if (request.user) return;
    const route = request.routeOptions.url ?? '';
    if (search && SEARCH_ROUTES.has(route)) await refuse(search, request, CLIENT_LIMIT_MESSAGES.search);
    if (feeds && FEED_ROUTES.has(route)) await refuse(feeds, request, CLIENT_LIMIT_MESSAGES.feeds);
  });
}

declare module '../app-options' {
  interface AppOptions {
    /**
     * The per-client limits (ADR 59); tests that are not about them raise them.
     * @default loadClientLimits() (RATE_LIMIT_GLOBAL, RATE_LIMIT_SEARCH, RATE_LIMIT_FEEDS, RATE_LIMIT_FLUSH_MS)
     */
    clientLimits?: ClientLimits;
  }
}
