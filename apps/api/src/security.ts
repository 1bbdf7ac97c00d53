import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './http/errors';
import { isApiRequest } from './http/request-path';
import { isCrossSiteNavigation, isStatefulGet } from './http/stateful-gets';
import { overTls, readSessionCookie } from './http/session-cookie';

/** The analytics services the web app may load (apps/web/src/consent), each only when configured. */
export interface AnalyticsServices {
  tagManager: boolean;
  behaviourTracking: boolean;
}

const NO_ANALYTICS: AnalyticsServices = { tagManager: false, behaviourTracking: false };

/** Where each service's scripts come from and what they talk to, beyond this origin. */
const ANALYTICS_SOURCES = {
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  behaviourTracking: {
    script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    img: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  },
} as const;

/**
 * The Content-Security-Policy of every answer. Emotion injects `<style>` elements at run time, so styles
 * need 'unsafe-inline'; scripts never do. Previews and posters may be handed to the player as blob: or
 * data: URLs. A configured analytics service adds its own hosts, and nothing else.
 */
export function contentSecurityPolicy(
  analytics: AnalyticsServices = NO_ANALYTICS,
  /** The object store previews and posters are redirected to (ADR 100), e.g. `https://bucket.s3.amazonaws.com`. */
  mediaOrigin?: string,
): string {
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  const extra = (kind: 'script' | 'img' | 'connect') =>
    (['tagManager', 'behaviourTracking'] as const)
      .filter((service) => analytics[service])
      .flatMap((service) => ANALYTICS_SOURCES[service][kind])
      .map((source) => ` ${source}`)
      .join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}${extra('img')}`,
    `media-src 'self' data: blob:${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra('connect')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy with no analytics configured. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** Sent over TLS only (a browser ignores it over plain HTTP): a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Writes the security headers on every answer, including errors, 404s and static files. Answers that depend
 * on who is signed in, or that set the session cookie, are never stored by any cache (`no-store`).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  analytics: AnalyticsServices = NO_ANALYTICS,
  mediaOrigin?: string,
): void {
  const headers = {
    ...SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(analytics, mediaOrigin),
  };
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (overTls(request)) reply.header('strict-transport-security', HSTS);
    if (request.user || readSessionCookie(request) || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** What a refused cross-site write is told. */
export const CROSS_SITE_MESSAGE =
  'This request came from another site, so it was refused. Open Clipmarket itself and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Is this a write a browser made on behalf of another site? Browsers say so in `Sec-Fetch-Site`
 * (`cross-site`, or `same-site`: a sibling subdomain is another site to us), and when they do it is all that
 * counts; older ones still send `Origin` on every cross-origin write, compared by host, since behind a TLS
 * proxy the server may not know the scheme the browser used. Requests with neither (curl, servers) are not a
 * browser's and carry no ambient credentials worth forging.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage.
    return true;
  }
}

/**
 * Cross-site request forgery: a write to the API from another site is refused with 403 before anything
 * reads it, whatever its content type (a `text/plain` form post included), unless it is authenticated by a
 * bearer token, which a browser never attaches on its own. SameSite=Lax on the cookie is the second barrier.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The path as the router reads it (http/request-path.ts): `/%61pi/logout` is `/api/logout`. The few GETs
    // that change something (a download recorded, a zip built) count as writes (http/stateful-gets.ts).
    const crossSite = isCrossSiteWrite(request) || (isStatefulGet(request) && isCrossSiteNavigation(request));
    if (!crossSite || !isApiRequest(request)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    request.log.warn(
      {
        securityEvent: 'csrf.refused',
        origin: request.headers.origin,
        secFetchSite: request.headers['sec-fetch-site'],
      },
      'cross-site write refused',
    );
    throw httpError(403, CROSS_SITE_MESSAGE);
  });
}
