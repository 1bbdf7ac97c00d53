import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name where it cannot be Secure (plain HTTP to a host other than this machine). */
export const SESSION_COOKIE = 'cm_session';
/**
 * The name wherever the cookie is Secure. Browsers accept a `__Host-` cookie only when it is Secure, has
 * `Path=/` and no `Domain`, so no sibling subdomain and no plain-HTTP page can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * When the session cookie is `Secure` (and so `__Host-`):
 * - `auto`: when the request came over TLS (directly, or as a trusted proxy says in `X-Forwarded-Proto`), or
 *   to a loopback host, which browsers treat as a secure origin (`http://localhost` keeps Secure cookies);
 * - `always`: on every answer (production's default: a plain-HTTP deployment then has no sessions at all
 *   rather than sessions an eavesdropper can read).
 */
export type CookieSecurity = 'auto' | 'always';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

declare module 'fastify' {
  interface FastifyInstance {
    /** How the session cookie is secured (buildApp's `cookieSecurity`). */
    cookieSecurity: CookieSecurity;
  }
}

/** Was this request made over TLS, directly or through a trusted proxy? */
export function overTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Is the session cookie of this request's answer Secure? */
export function secureCookie(request: FastifyRequest): boolean {
  if (request.server.cookieSecurity === 'always' || overTls(request)) return true;
  return LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
}

/** The cookie's name for this request: `__Host-cm_session` when Secure, else `cm_session`. */
export function sessionCookieName(request: FastifyRequest): string {
  return secureCookie(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The session token the request's cookie carries. Only the name this request would set is read: over TLS a
 * plain `cm_session` (which any subdomain or plain-HTTP page could have planted) is ignored.
 */
export function readSessionCookie(request: FastifyRequest): string | null {
  // Null before the cookie plugin has run (a request refused by an earlier hook).
  return request.cookies?.[sessionCookieName(request)] || null;
}

function attributes(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookie(request) };
}

/** Sets the HttpOnly session cookie for a new session (the token's own lifetime). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(sessionCookieName(request), token, { ...attributes(request), maxAge, expires: expiresAt });
}

/** Removes the session cookie (logout, a failed validation: the web app cannot remove an HttpOnly cookie). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), attributes(request));
}

/** The credentials a request carries: a bearer token and the session cookie (either may be missing). */
export function requestTokens(request: FastifyRequest): { bearer: string | null; cookie: string | null } {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
  return { bearer, cookie: readSessionCookie(request) };
}
