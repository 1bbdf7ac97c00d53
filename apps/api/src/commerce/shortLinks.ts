import { PAGE_BASE } from '@clipmarket/core';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { withTimeout } from './catalogue';
import type { ShortenerSettings } from './config';
import * as orders from './order-repository';

/**
 * Short links (decisions.md, "Commerce" → "Link shortener"; spec section 7): the checkout terms page is reached
 * by one. Built in by default (`/s/{code}` on this server); an external service when LINK_SHORTENER_URL and
 * LINK_SHORTENER_KEY are configured. A built-in link only ever leads to a page of this site under
 * the page table's base (`PAGE_BASE`), so a code can never be made into an open redirect.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^10 ≈ 8·10^17 codes: guessing one that exists is hopeless. */
export const SHORT_CODE_LENGTH = 10;
const CODE_PATTERN = /^[0-9A-Za-z]{8,32}$/;
const TARGET_MAX = 2048;

/** A random base62 code (rejection sampling, so every character is equally likely). */
function randomCode(length = SHORT_CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes at or above it would favour the first characters.
      if (byte < 248 && code.length < length) code += BASE62[byte % 62];
    }
  }
  return code;
}

/** A path of this site under /licensing/ (no scheme, host, backslash, dot segment or control character). */
export function isShortLinkTarget(target: string): boolean {
  return (
    target.length <= TARGET_MAX &&
    target.startsWith(`${PAGE_BASE}/`) &&
    !/[\\\s]/.test(target) &&
    ![...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) &&
    !/(^|\/)\.\.?(\/|$|\?|#)/.test(target)
  );
}

export interface ShortLinkOptions {
  /** An external shortener; without it the link is built in. */
  shortener?: ShortenerSettings | null;
  /** Needed with an external shortener, which is given the absolute address. */
  publicBaseUrl?: string;
  /** @default 3000 */
  timeoutMs?: number;
  /** Told when the external shortener failed and the built-in link was made instead. */
  onError?: (error: unknown) => void;
}

async function builtInLink(db: Kysely<DB>, target: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // The same target keeps its code; a code already taken (by chance) is tried again with another.
    await orders.insertShortLink(db, randomCode(), target);
    const code = await orders.codeOf(db, target);
    if (code !== undefined) return `/s/${code}`;
  }
  throw new Error('Could not make a short link code');
}

async function externalLink(target: string, options: ShortLinkOptions & { shortener: ShortenerSettings }) {
  const { shortener } = options;
  const response = await withTimeout(
    fetch(`${shortener.url}/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': shortener.key },
      body: JSON.stringify({ target: `${options.publicBaseUrl ?? ''}${target}` }),
    }),
    options.timeoutMs ?? 3_000,
    'the link shortener',
  );
  if (!response.ok) throw new Error(`The link shortener answered ${response.status}`);
  const body = (await response.json()) as { response?: { link?: unknown } };
  const link = body?.response?.link;
  if (typeof link !== 'string' || !/^https?:\/\/\S+$/.test(link)) {
    throw new Error('The link shortener answered no link (response.response.link)');
  }
  return link;
}

/**
 * A short link to `target`, a path of this site under /licensing/: '/s/<code>' (the same code for the same
 * target), or the external shortener's absolute link when one is configured (the built-in link when it fails,
 * so a buyer always gets one).
 */
export async function createShortLink(
  db: Kysely<DB>,
  target: string,
  options: ShortLinkOptions = {},
): Promise<string> {
  if (!isShortLinkTarget(target)) throw new Error(`Not a short link target: ${JSON.stringify(target)}`);
  if (options.shortener) {
    try {
      return await externalLink(target, { ...options, shortener: options.shortener });
    } catch (error) {
      options.onError?.(error);
    }
  }
  return builtInLink(db, target);
}

/** `GET /s/:code`: 302 to the link's page, or a plain 404. Not an API operation, so not in the OpenAPI document. */
export function shortLinkRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  app.get<{ Params: { code: string } }>('/s/:code', { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    const target = CODE_PATTERN.test(code) ? await orders.targetOf(db, code) : undefined;
    if (target === undefined || !isShortLinkTarget(target)) {
      return reply
        .code(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('This link does not exist.');
    }
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
