import type { FastifyInstance } from 'fastify';

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
export function contentSecurityPolicy(analytics: AnalyticsServices = NO_ANALYTICS): string {
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
    `img-src 'self' data: blob:${extra('img')}`,
    "media-src 'self' data: blob:",
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

/** Writes the security headers on every answer, including errors, 404s and static files. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  analytics: AnalyticsServices = NO_ANALYTICS,
): void {
  const headers = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(analytics) };
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
