/**
 * What `buildApp` (app.ts) is given. Its own module, so the composition root (compose.ts) and the domains that
 * add their options (`declare module '../app-options'`) need not import app.ts, which imports them.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from './db/database';
import type { DB } from './db/schema';
import type { UserResolver } from './http/auth-types';
import type { CookieSecurity } from './http/session-cookie';
import type { ServerLimits, TlsFiles } from './http/lifecycle';
import type { MediaStore } from './media/store';
import type { AnalyticsServices } from './security';
import type { RenderPage } from './web';
import type { PoolStats } from './db/database';
import type { MetricsAccess } from './metrics/metrics';

export interface AppOptions {
  /**
   * The built web app served at `PAGE_BASE`.
   * @default apps/web/dist
   */
  webDist?: string;
  /**
   * Renders the app's pages on the server (ADR 17).
   * @default the built renderer beside `webDist` (`apps/web/dist-server`), when it exists
   */
  renderPage?: RenderPage | null;
  /**
   * The analytics services the web app was built with; the content security policy admits their hosts.
   * @default none
   */
  analytics?: AnalyticsServices;
  /**
   * The media library's folder, when no `library` store is given.
   * @default apps/api/media
   */
  mediaDir?: string;
  /**
   * The footage (`masters/`, `previews/`, `posters/`; only previews and posters are public, at `/media/`),
   * as `app.media.library` (media/config.ts builds it from the settings).
   * @default a local store on `mediaDir`
   */
  library?: MediaStore;
  /**
   * Generated files (playlist zips), as `app.media.files`. main.ts passes `<DATA_DIR>/files` or the bucket.
   * @default a temporary folder of this app's own, removed when it closes (tests write nothing into the checkout)
   */
  files?: MediaStore;
  /**
   * Fastify's pino logger options; `false` for silence (tests).
   * @default false
   */
  logger?: FastifyServerOptions['logger'];
  /**
   * Resolves the signed-in user from a bearer token or the session cookie; the auth module supplies it.
   * @default no one is signed in
   */
  resolveUser?: UserResolver;
  /**
   * The database (Kysely over PGlite or a PostgreSQL server). Without it only the routes that need none are
   * registered (health, docs, the web app and media).
   */
  db?: Kysely<DB>;
  /** Which database `db` is, reported by `/api/health`. */
  databaseKind?: DatabaseKind;
  /**
   * Fastify's `trustProxy`: which proxies' `X-Forwarded-*` headers to believe (the client's address for rate
   * limits, and `X-Forwarded-Proto` for TLS).
   * @default false
   */
  trustProxy?: boolean | number | string[];
  /**
   * When the session cookie is Secure and `__Host-` (http/session-cookie.ts).
   * @default 'auto'
   */
  cookieSecurity?: CookieSecurity;
  /**
   * Timeouts, the request deadline and the connection cap (http/lifecycle.ts).
   * @default DEFAULT_LIMITS
   */
  limits?: Partial<ServerLimits>;
  /** Serve TLS directly with these PEM files. */
  tls?: TlsFiles;
  /**
   * The API reference at `/api/docs` (the OpenAPI document is generated either way: `app.swagger()`).
   * @default true
   */
  apiDocs?: boolean;
  /**
   * Who may read `/metrics` on this server's port, and the database pool to report (metrics/metrics.ts).
   * @default { access: { kind: 'off' } }
   */
  metrics?: { access: MetricsAccess; pool?: () => PoolStats };
}
