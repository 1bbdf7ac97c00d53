import { Readable } from 'node:stream';
import { AUTH_MESSAGES, toFastifyPath, type Endpoint } from '@clipmarket/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ByteRange } from '../media/store';
import { httpError } from './errors';
import type { RouteInput } from './route';

/** The media types a file endpoint may answer (the contract's `produces`). */
export type FileType = NonNullable<Endpoint['produces']>;

/**
 * What a file handler answers: the bytes (or a stream of them), or a short-lived address of an object store to
 * send the browser to instead (ADR 100), and the name the browser saves them under.
 */
export type FileAnswer = {
  /** Saved as; reduced to safe characters by `attachmentHeader`. */
  filename: string;
} & ({ body: Buffer | Readable } | { redirect: string });

export type FileHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<FileAnswer>;

/** How the OpenAPI document describes each file type's body. */
const FILE_SCHEMAS: Record<FileType, z.ZodType> = {
  'application/pdf': z.string().meta({ format: 'binary', description: 'A PDF document.' }),
  'application/zip': z.string().meta({ format: 'binary', description: 'A zip archive.' }),
  'text/csv': z.string().meta({ description: 'UTF-8 CSV with a header row.' }),
  'video/mp4': z.string().meta({ format: 'binary', description: 'An MP4 video.' }),
};

/** The Content-Type sent: CSV says its charset, since spreadsheets guess otherwise. */
const CONTENT_TYPES: Record<FileType, string> = {
  'application/pdf': 'application/pdf',
  'application/zip': 'application/zip',
  'text/csv': 'text/csv; charset=utf-8',
  'video/mp4': 'video/mp4',
};

/** Sends the browser to an object store's short-lived address for the bytes (ADR 100). */
function redirectTo(reply: FastifyReply, location: string) {
  return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
}

/** Longest file name sent, in characters (the extension kept). */
const FILENAME_MAX = 150;

/**
 * Characters kept in a file name; any other becomes a space. No quote, backslash, slash, colon, semicolon,
 * percent sign or control character: nothing can end the header, add another, choose a folder or be decoded
 * into one by a browser that unescapes names.
 */
const ASCII_KEPT = /[^A-Za-z0-9 ._()',&!+-]+/g;
/** The same for the UTF-8 name: letters, marks and digits of any script too, still no format character. */
const UNICODE_KEPT = /[^\p{L}\p{M}\p{N} ._()',&!+-]+/gu;

/**
 * A name tidied: spaces collapsed; no leading dot, dash or space (a hidden file, an option); no trailing dot.
 * A name left with nothing before its extension is `fallback` with it ('' for none).
 */
function tidyName(name: string, kept: RegExp, fallback: string): string {
  const cleaned = name.replace(kept, ' ').replace(/\s+/g, ' ');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && /^\.[A-Za-z0-9]{1,5}$/.test(cleaned.slice(dot)) ? cleaned.slice(dot) : '';
  const stem = (extension ? cleaned.slice(0, dot) : cleaned)
    .replace(/^[\s.-]+/, '')
    // A separator left at the end by removed characters ('JV1 - ' of a title in another script).
    .replace(/[\s.-]+$/, '');
  const room = FILENAME_MAX - extension.length;
  const cut = [...stem]
    .slice(0, room)
    .join('')
    .replace(/[\s.-]+$/, '');
  const base = cut || fallback;
  return base ? `${base}${extension}` : '';
}

/** RFC 8187's encoding of a header parameter's value: UTF-8, percent-encoded beyond its attr-chars. */
function extValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"` (RFC 6266) whatever the name is built from (a licence number, a clip's title):
 * letters, digits, spaces and `. _ ( ) ' , & ! + -` only, accents taken off (`Café` saves as `Cafe`), at most
 * 150 characters with the extension kept, never starting with a dot or a dash. When the name has letters
 * outside ASCII (a title in Japanese) the same rules keep them in `filename*=UTF-8''…` beside the ASCII name,
 * for the browsers that read it. A quote, a slash, a line break or a direction override can never reach the
 * header or choose where the browser saves the file.
 */
export function attachmentHeader(filename: string): string {
  const ascii = tidyName(filename.normalize('NFKD').replace(/\p{M}/gu, ''), ASCII_KEPT, 'download');
  const unicode = tidyName(filename.normalize('NFC'), UNICODE_KEPT, '');
  const header = `attachment; filename="${ascii}"`;
  return unicode && unicode !== ascii ? `${header}; filename*=UTF-8''${extValue(unicode)}` : header;
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

/** The signed-in endpoints' ways to authenticate, as the OpenAPI document names them (http/docs.ts). */
const SECURITY: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** The route options a file endpoint shares with `route()`: method, path, docs, validation and sign-in. */
function fileRouteOptions(e: Endpoint, produces: FileType, ranged: boolean) {
  const content = { [produces]: { schema: FILE_SCHEMAS[produces] } };
  return {
    method: e.method,
    url: toFastifyPath(e.path),
    schema: {
      summary: e.summary,
      tags: [e.tag],
      ...(e.auth !== 'public' ? { security: SECURITY } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      response: {
        200: { description: e.summary, content },
        ...(ranged
          ? {
              206: {
                description:
                  'The byte range asked for (one `Range: bytes=…`), with `Content-Range`. A range beyond the ' +
                  'file answers 416 with `Content-Range: bytes */<size>`; several ranges get the whole file.',
                content,
              },
            }
          : {}),
      },
    },
    preHandler: async (request: FastifyRequest) => {
      if (e.auth === 'user' && !request.user) throw httpError(401, AUTH_MESSAGES.signInRequired);
    },
  };
}

function inputOf<E extends Endpoint>(request: FastifyRequest, reply: FastifyReply): RouteInput<E> {
  return {
    params: request.params as RouteInput<E>['params'],
    query: request.query as RouteInput<E>['query'],
    body: request.body as RouteInput<E>['body'],
    request,
    reply,
  };
}

/**
 * Sends a file's bytes with its status and headers. A stream's answer is sent only once its first bytes exist
 * (a failure before them still answers as JSON errors do), and `beforeSend` runs then, so what it records is
 * only what is about to be sent.
 */
async function sendBytes(
  reply: FastifyReply,
  status: number,
  headers: Record<string, string>,
  body: Buffer | Readable,
  beforeSend?: () => Promise<void>,
): Promise<FastifyReply> {
  const streamed = !Buffer.isBuffer(body);
  if (streamed) await firstBytes(body, reply);
  // Answered meanwhile: the request passed its deadline and got a 503 (lifecycle.ts), or the client left.
  const gone = () => reply.sent || reply.raw.destroyed;
  if (!gone() && beforeSend) {
    try {
      await beforeSend();
    } catch (error) {
      if (streamed) body.destroy();
      throw error;
    }
  }
  if (gone()) {
    if (streamed) body.destroy();
    return reply;
  }
  if (streamed) {
    // The request deadline (lifecycle.ts) answers 503 to any reply not `sent`, and Fastify counts a
    // stream as sent only once it has ended: a zip of a thousand certificates to a slow client would get
    // a 503 written into the middle of it. Once the first bytes are out the answer has begun, so the
    // reply is marked as taken over (Fastify still ends it, logs it and runs its hooks).
    reply.raw.once('pipe', (source: Readable) => source.once('data', () => reply.hijack()));
  }
  reply.code(status);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.send(body);
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
    ...fileRouteOptions(e, produces, false),
    handler: async (request, reply) => {
      const answer = await handler(inputOf<E>(request, reply));
      if ('redirect' in answer) return redirectTo(reply, answer.redirect);
      return sendBytes(
        reply,
        200,
        {
          'content-type': CONTENT_TYPES[produces],
          'content-disposition': attachmentHeader(answer.filename),
          'cache-control': 'no-store',
        },
        answer.body,
      );
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Files read in parts (footage): Range requests (RFC 9110 section 14)

/** What a ranged file handler answers: the file's size and date, and how to read it whole or in part. */
export interface RangedFileAnswer {
  /** Saved as; reduced to safe characters by `attachmentHeader`. */
  filename: string;
  /** Bytes in the whole file. */
  size: number;
  /** When the bytes last changed: `Last-Modified`, and with the size the `ETag` that `If-Range` compares. */
  modified: Date;
  /** The bytes: the whole file (null) or an inclusive range of it. */
  open(range: ByteRange | null): Promise<Readable>;
  /**
   * Runs once a GET's answer is decided and its first bytes are read, before anything is sent, with the
   * range sent (null: the whole file); a failure answers an error instead of the file. Not run for HEAD.
   */
  beforeSend?(range: ByteRange | null): Promise<void>;
  /**
   * An object store's short-lived address of the file (ADR 100): a GET is sent there (302), once `beforeSend`
   * has run with the range asked for, and its bytes never pass through this server. HEAD is answered here.
   */
  redirect?(): Promise<string>;
}

export type RangedFileHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<RangedFileAnswer>;

/** What a `Range` header asks of a file of a given size. */
export type RangeAsk = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const WHOLE: RangeAsk = { kind: 'whole' };

/**
 * Reads a `Range` header against the file's size. One `bytes=` range is served (`a-b`, `a-`, `-n` for the
 * last n bytes; an end past the file is cut to it). A header in another unit, malformed, or reversed (`5-2`)
 * is ignored as RFC 9110 says, and so are several ranges (the whole file answers instead of a multipart
 * answer no download tool needs). A first byte at or past the end, or `-0`, cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAsk {
  if (header === undefined) return WHOLE;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return WHOLE;
  const specs = match[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return WHOLE;
  const spec = /^(\d*)\s*-\s*(\d*)$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return WHOLE;
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? Number.POSITIVE_INFINITY : Number(spec[2]);
  if (end < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end: Math.min(end, size - 1) } };
}

/** A strong validator of the file's bytes: its size and modification time. */
function etagOf(size: number, modified: Date): string {
  return `"${size.toString(36)}-${modified.getTime().toString(36)}"`;
}

/**
 * Whether a range may be served: without `If-Range`, or when it names this very file (its ETag, strongly, or
 * its exact `Last-Modified` date). A resumed download of a file that changed since gets the whole new file.
 */
function ifRangeHolds(value: string | undefined, etag: string, modified: Date): boolean {
  if (value === undefined) return true;
  const trimmed = value.trim();
  if (trimmed.startsWith('"') || trimmed.startsWith('W/')) return trimmed === etag;
  const date = Date.parse(trimmed);
  return !Number.isNaN(date) && date === Math.floor(modified.getTime() / 1000) * 1000;
}

/** The one value of a header (a repeated header is read as absent). */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Registers a route that answers a file that can be read in parts (footage): as `fileRoute`, plus
 * `Accept-Ranges: bytes`, `Content-Length`, `ETag` and `Last-Modified`; one `Range` answers 206 with
 * `Content-Range` (honouring `If-Range`), a range beyond the file 416 with a `Content-Range` naming the size.
 * HEAD answers the same headers without opening the file. The OpenAPI document names the 206 answer.
 */
export function rangedFileRoute<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: RangedFileHandler<E>,
): void {
  const produces = e.produces;
  if (!produces) throw new Error(`${e.method} ${e.path} answers JSON: register it with route()`);
  if (e.method !== 'GET') throw new Error(`${e.method} ${e.path}: only a GET answers in ranges`);
  app.route({
    ...fileRouteOptions(e, produces, true),
    handler: async (request, reply) => {
      const answer = await handler(inputOf<E>(request, reply));
      const etag = etagOf(answer.size, answer.modified);
      const asked = ifRangeHolds(single(request.headers['if-range']), etag, answer.modified)
        ? parseRange(single(request.headers.range), answer.size)
        : WHOLE;
      const headers: Record<string, string> = {
        'content-type': CONTENT_TYPES[produces],
        'content-disposition': attachmentHeader(answer.filename),
        'cache-control': 'no-store',
        'accept-ranges': 'bytes',
        etag,
        'last-modified': answer.modified.toUTCString(),
      };
      if (asked.kind === 'unsatisfiable') {
        throw httpError(416, 'The range asked for is not within the file.', {
          headers: { 'content-range': `bytes */${answer.size}`, 'accept-ranges': 'bytes' },
        });
      }
      const range = asked.kind === 'part' ? asked.range : null;
      const status = range ? 206 : 200;
      headers['content-length'] = String(range ? range.end - range.start + 1 : answer.size);
      if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${answer.size}`;
      // HEAD: the headers alone. An empty stream, since Fastify would set an empty body's length to 0.
      if (request.method === 'HEAD') return sendBytes(reply, status, headers, Readable.from([]));
      if (answer.redirect) {
        const location = await answer.redirect();
        await answer.beforeSend?.(range);
        return redirectTo(reply, location);
      }
      const body = await answer.open(range);
      return sendBytes(
        reply,
        status,
        headers,
        body,
        answer.beforeSend ? () => answer.beforeSend!(range) : undefined,
      );
    },
  });
}
