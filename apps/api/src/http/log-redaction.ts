import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose value is a credential (a playlist's share token, any token or link id, a checkout's
 * storefront cart id, a terms link's order reference and subtotal) or names a person (staff's `forUser`, an
 * e-mail address). Compared in lower case, after decoding (`%63heckoutId` is `checkoutId`).
 */
const SECRET_PARAMS = new Set([
  'share',
  'token',
  'id',
  'code',
  'key',
  'secret',
  'checkoutid',
  'cartid',
  'foruser',
  'email',
  'username',
  'reference',
  'subtotal',
]);

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
/** A path segment that looks like a secret: 20 or more base64url characters that are not a UUID. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REDACTED = '[redacted]';

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is logged as it came.
  }
  return SECRET_SEGMENT.test(decoded) && !UUID.test(decoded) ? REDACTED : segment;
}

/**
 * A URL fit for the log: reset, verification and share links carry their secret in the path or the query,
 * and whoever reads the log must not be able to use them. Path segments that look like secrets and the values
 * of credential parameters become `[redacted]`; ids a reader needs (UUIDs, clip ids) stay.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const path = pathPart.split('/').map(redactSegment).join('/');
  if (queryAt < 0) return path;
  const params = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return SECRET_PARAMS.has(paramName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${params}`;
}

/** Pino serialisers for Fastify's request log lines: the URL redacted, no headers (cookies, tokens). */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
