import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { expireWaits, withWaits, type Waits } from '../db/waits';
import { statusText } from './errors';

/** How long a request and a connection may take, and how many connections may be open (config.ts). */
export interface ServerLimits {
  /** An unanswered request gets 503 after this (ms). */
  requestDeadlineMs: number;
  /** The whole request must have arrived after this (ms); a slow sender gets 408. */
  requestTimeoutMs: number;
  /** The headers must have arrived after this (ms). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic is closed after this (ms). */
  idleTimeoutMs: number;
  /** Connections open at once. */
  maxConnections: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestDeadlineMs: 15_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 1_000,
};

/** PEM files for serving TLS directly. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/**
 * Node's HTTP server with every timeout set. Fastify's defaults leave a slow body open forever (its
 * `requestTimeout` is 0) and never close a connection that sends nothing; Node checks the request and header
 * timeouts only every `connectionsCheckingInterval`, 30 s by default, so it is made a fraction of them.
 */
export function serverFactory(limits: ServerLimits, tls?: TlsFiles): FastifyServerFactory {
  return (handler) => {
    const options: http.ServerOptions = {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    };
    const server = tls
      ? https.createServer(
          { ...options, cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) },
          handler,
        )
      : http.createServer(options, handler);
    server.maxConnections = limits.maxConnections;
    // No traffic at all for this long (a connection opened and never used, a stalled download) ends it.
    server.setTimeout(limits.idleTimeoutMs, (socket: Socket) => socket.destroy());
    return server;
  };
}

const WAITS = Symbol('waits');

declare module 'fastify' {
  interface FastifyRequest {
    [WAITS]?: Waits;
  }
}

/** The message of a request that ran past its deadline. */
export const DEADLINE_MESSAGE = 'The server took too long to answer. Please try again in a moment.';

/**
 * Every request answers within `deadlineMs`: one still unanswered then gets 503, and the log says what it
 * was waiting on (a database connection, or which statement: db/waits.ts). The handler's own late answer is
 * dropped (route.ts).
 */
export function registerDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const waits: Waits = { current: new Set(), cancels: new Set() };
    request[WAITS] = waits;
    const timer = setTimeout(() => {
      // A streamed file (a certificate zip) has begun: its headers are out and a 503 can no longer be sent.
      if (reply.sent || reply.raw.headersSent) return;
      // Its searches stop in the database too (db/waits.ts: cancelAtDeadline).
      expireWaits(waits);
      request.log.error(
        {
          deadlineMs,
          waitingOn: [...waits.current],
          method: request.method,
          route: request.routeOptions.url,
        },
        'request passed its deadline',
      );
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({
          statusCode: 503,
          error: statusText(503),
          message: DEADLINE_MESSAGE,
        });
    }, deadlineMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    // The rest of the request runs in this context, so the database layer can tell what it waits on.
    withWaits(waits, done);
  });
}

/** How a server is stopped: what is in flight and queued finishes, within a bound. */
export interface DrainOptions {
  /** The server closes once no request has been running for this long. @default 300 */
  quietMs?: number;
  /** The bound: after this the remaining connections are cut. @default 10000 */
  graceMs?: number;
}

/**
 * Stops a server without dropping a request. Closing the listening socket at once would reset every request
 * a keep-alive client has queued on a connection the server is closing (63 of 200 in the outside test), and
 * clients with nowhere to go get refused. So, for a drain: every answer says `Connection: close`, and the
 * server keeps answering (queued requests arrive on new connections) until it has been quiet for `quietMs`,
 * then closes. Load balancers stop sending meanwhile (`/api/health` answers 503). After `graceMs` it closes
 * whatever is left. Answers whether it finished within the grace period.
 */
export function registerDrain(app: FastifyInstance): (options?: DrainOptions) => Promise<boolean> {
  let draining = false;
  let active = 0;
  let lastActivity = Date.now();
  app.addHook('onRequest', async (request, reply) => {
    active++;
    lastActivity = Date.now();
    reply.raw.once('close', () => {
      active--;
      lastActivity = Date.now();
    });
    if (draining) {
      reply.header('connection', 'close');
      if (request.url === '/api/health') {
        return reply
          .code(503)
          .send({ statusCode: 503, error: statusText(503), message: 'The server is shutting down.' });
      }
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  return async ({ quietMs = 300, graceMs = 10_000 } = {}) => {
    draining = true;
    lastActivity = Date.now();
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && (active > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, quietMs)));
    }
    const inTime = Date.now() < deadline;
    if (!inTime) app.server.closeAllConnections();
    await app.close();
    return inTime;
  };
}
