import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How answers are compressed (@fastify/compress in app.ts): text answers of 1 kB or more, in brotli or gzip as
 * the client accepts. Quality 5 keeps the per-request cost low.
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as Encoding[],
  threshold: 1024,
  brotliQuality: 5,
};

export type Encoding = 'br' | 'gzip';

/**
 * The encoding @fastify/compress answers this request in, by its own rule (its `getEncodingHeader`): none
 * without `Accept-Encoding` or with `x-no-compression`; `*` and `x-gzip` taken as gzip; then the client's
 * preference among `COMPRESSION.encodings`. For answers that are compressed once and sent many times (the
 * search cache): the plugin leaves an answer that already has a `Content-Encoding` alone.
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), COMPRESSION.encodings);
}

const BROTLI: BrotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` compressed as @fastify/compress does it. */
export function compress(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes);
}

/**
 * `bytes` compressed as `compress` does it, on libuv's thread pool as @fastify/compress's streams do: a
 * 140 kB page takes milliseconds to compress, which the event loop spends on other requests meanwhile.
 */
export function compressOffThread(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(bytes, BROTLI) : gzipAsync(bytes);
}

/** Marks an answer as sent in `encoding`, varying by Accept-Encoding as the plugin does. */
export function markEncoded(reply: FastifyReply, encoding: Encoding): void {
  reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding')))
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
