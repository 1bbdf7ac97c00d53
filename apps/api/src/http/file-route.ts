import type { Readable } from 'node:stream';
import { toFastifyPath, type Endpoint } from '@clipmarket/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { httpError } from './errors';
import type { RouteInput } from './route';

/** The media types a file endpoint may answer (the contract's `produces`). */
export type FileType = NonNullable<Endpoint['produces']>;

/** What a file handler answers: the bytes (or a stream of them) and the name the browser saves them under. */
export interface FileAnswer {
  body: Buffer | Readable;
  /** Saved as; reduced to safe characters by `attachmentHeader`. */
  filename: string;
}

export type FileHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<FileAnswer>;

/** How the OpenAPI document describes each file type's body. */
const FILE_SCHEMAS: Record<FileType, z.ZodType> = {
  'application/pdf': z.string().meta({ format: 'binary', description: 'A PDF document.' }),
  'application/zip': z.string().meta({ format: 'binary', description: 'A zip archive.' }),
  'text/csv': z.string().meta({ description: 'UTF-8 CSV with a header row.' }),
};

/** The Content-Type sent: CSV says its charset, since spreadsheets guess otherwise. */
const CONTENT_TYPES: Record<FileType, string> = {
  'application/pdf': 'application/pdf',
  'application/zip': 'application/zip',
  'text/csv': 'text/csv; charset=utf-8',
};

/**
 * `attachment; filename="…"` with a name of letters, digits, dot, dash and underscore only: whatever a name
 * is built from (a licence number, a date), a quote, a slash or a line break can never reach the header or
 * choose where the browser saves the file.
 */
export function attachmentHeader(filename: string): string {
  const safe =
    filename
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 150) || 'download';
  return `attachment; filename="${safe}"`;
}

/**
 * Waits until a stream has its first bytes (put back for the reader) or has ended empty; rejects with its
 * error. A client that leaves meanwhile stops it.
 */
function firstBytes(body: Readable, reply: FastifyReply): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = () => {
      body.off('data', onData).off('end', onEnd).off('error', onError);
      reply.raw.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      body.pause();
      body.unshift(chunk);
      settle();
      // Until Fastify pipes the stream (and listens for its errors), an error must not go unheard: an
      // 'error' without a listener would end the process. Fastify then ends the answer early.
      body.on('error', () => {});
      resolve();
    };
    const onEnd = () => {
      settle();
      resolve();
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onClose = () => {
      settle();
      body.destroy();
      resolve();
    };
    body.on('data', onData).on('end', onEnd).on('error', onError);
    reply.raw.on('close', onClose);
  });
}

/**
 * Registers a route that answers a file (a PDF, a zip, CSV) from its contract endpoint, as `route()` does for
 * JSON: the zod schemas validate the request (400), `auth: 'user'` requires a signed-in user (401), and the
 * OpenAPI document names the media type of the answer. The answer is sent as an attachment that no cache
 * keeps (it holds the buyer's licences).
 */
export function fileRoute<E extends Endpoint>(app: FastifyInstance, e: E, handler: FileHandler<E>): void {
  const produces = e.produces;
  if (!produces) throw new Error(`${e.method} ${e.path} answers JSON: register it with route()`);
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    schema: {
      summary: e.summary,
      tags: [e.tag],
      ...(e.auth !== 'public' ? { security: [{ bearerAuth: [] }, { cookieAuth: [] }] } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      response: {
        200: {
          description: e.summary,
          content: { [produces]: { schema: FILE_SCHEMAS[produces] } },
        },
      },
    },
    preHandler: async (request) => {
      if (e.auth === 'user' && !request.user) throw httpError(401, 'Sign in to continue.');
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as RouteInput<E>['params'],
        query: request.query as RouteInput<E>['query'],
        body: request.body as RouteInput<E>['body'],
        request,
        reply,
      });
      const streamed = !Buffer.isBuffer(answer.body);
      // A stream's answer (200 and the file's headers) is sent only once its first bytes exist: a failure
      // before them still answers as JSON errors do.
      if (streamed) await firstBytes(answer.body as Readable, reply);
      // Answered meanwhile: the request passed its deadline and got a 503 (lifecycle.ts), or the client left.
      if (reply.sent || reply.raw.destroyed) {
        if (streamed) (answer.body as Readable).destroy();
        return reply;
      }
      if (streamed) {
        // The request deadline (lifecycle.ts) answers 503 to any reply not `sent`, and Fastify counts a
        // stream as sent only once it has ended: a zip of a thousand certificates to a slow client would get
        // a 503 written into the middle of it. Once the first bytes are out the answer has begun, so the
        // reply is marked as taken over (Fastify still ends it, logs it and runs its hooks).
        reply.raw.once('pipe', (source: Readable) => source.once('data', () => reply.hijack()));
      }
      return reply
        .code(200)
        .header('content-type', CONTENT_TYPES[produces])
        .header('content-disposition', attachmentHeader(answer.filename))
        .header('cache-control', 'no-store')
        .send(answer.body);
    },
  });
}
