import { z } from 'zod';
import { storefrontEnvIssues, storefrontEnvShape } from './storefront/config';
import { mediaEnvIssues, mediaEnvShape } from './media/config';
import { onboardingEnvShape } from './onboarding/config';
import { mailEnvIssues, mailEnvShape } from './mail/config';
import { authEnvShape } from './auth/env';
import { clientLimitsEnvShape } from './http/client-limits-env';
import { commerceEnvShape } from './commerce/env';
import { licenceEnvShape } from './licences/env';
import { inquiryEnvShape } from './inquiry/env';

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string()).min(1, 'give at least one domain'));

/** The values NODE_ENV may have. */
export const NODE_ENVS: readonly string[] = ['production', 'development', 'test'];

const settings = z.object({
  /** The port the server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * 'localhost' makes Fastify listen on every address localhost resolves to (127.0.0.1 and ::1), so
   * http://localhost:PORT works whichever the browser picks; HOST=0.0.0.0 opens it to the network.
   */
  HOST: z.string().min(1).default('localhost'),
  /** A PostgreSQL server, e.g. postgres://user:pass@host:5432/clipmarket; without it, PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PGlite's data folder (created if missing). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** How much the server logs (one JSON line per entry): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The company's e-mail domains (spec section 1): only an account with a verified address on one of them can
   * be granted staff access (ADR 56); the domain alone grants nothing.
   */
  COMPANY_EMAIL_DOMAINS: commaList.default(['clipmarket.com']),
  /**
   * The operator's staff allow-list (ADR 56): exact addresses, comma-separated, each on a company domain. They
   * are staff administrators once verified and signed in with a second factor. Default: nobody.
   */
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item !== ''),
    ),
  /** Clips generated into an empty library on start; 0 for none. */
  SEED_CLIPS: z.coerce.number().int().min(0).max(5_000_000).default(10_000),
  /**
   * The analytics services the web app is built with (the same variables as its build): the content security
   * policy lets their scripts in only when they are set.
   */
  VITE_GTM_ID: z.string().trim().optional(),
  VITE_BEHAVIOUR_TRACKING_ID: z.string().trim().optional(),

  /**
   * `production` turns off every development convenience (the outbox reader, demo accounts, API docs);
   * `development` (the default when unset) and `test` keep them. Anything else is refused: a typo such as
   * `prod` or `staging` must not quietly run with the development conveniences.
   */
  NODE_ENV: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || NODE_ENVS.includes(value), {
      message: 'NODE_ENV must be production, development or test (unset means development)',
    }),
  /**
   * The address buyers reach the server at, e.g. https://clips.example.com: mails link there. Required in
   * production (links to localhost would be useless, and the request's Host header is never trusted for them).
   */
  PUBLIC_BASE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Which proxies to believe about the client's address and protocol (`X-Forwarded-For`, `-Proto`):
   * `false` (default), `true` (every hop: only behind a proxy that overwrites them), a hop count, or a
   * comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }),
  /**
   * When the session cookie is Secure (and `__Host-`): `auto` over TLS and on loopback, `always` on every
   * answer. Default: `always` in production, `auto` otherwise.
   */
  COOKIE_SECURE: z.enum(['auto', 'always']).optional(),
  /** Serve TLS directly with this PEM certificate and key (HSTS is sent over TLS). */
  TLS_CERT_FILE: z.string().trim().min(1).optional(),
  TLS_KEY_FILE: z.string().trim().min(1).optional(),
  /** The API reference at /api/docs. Default: on outside production, off in production. */
  API_DOCS: z.enum(['true', 'false']).optional(),

  /** A request still unanswered after this long gets 503, and what it waited on is logged. */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).default(15_000),
  /** The whole request (headers and body) must arrive within this; a slow sender gets 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The request's headers must arrive within this. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** A connection with no traffic at all (e.g. opened and never used) is closed after this. */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Connections open at once; further ones are closed as they arrive. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  /** A statement on a PostgreSQL server is cancelled after this (PGlite cannot cancel one: ADR 19). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Server processes sharing the port (Node's cluster, ADR 41), as hosts that run Node name it. More than 1
   * needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only. Each process has
   * its own pool of 10 database connections and its own search cache.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Memory each server process keeps search answers in, in MB (search/cache.ts, ADR 41); 0 turns it off. */
  SEARCH_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /** A kept search answer is computed again after this long, whatever else changed (ADR 53: ten minutes). */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
  /**
   * Memory each server process keeps pages rendered for visitors who are not signed in, in MB
   * (render-cache.ts, ADR 70); 0 turns it off.
   */
  RENDER_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /** A kept page is rendered again after this long, whatever else changed (ADR 70: the age of the prices). */
  RENDER_CACHE_TTL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** On SIGTERM, in-flight and queued requests get this long to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Development and end-to-end tests only: a pause before each entry of a playlist zip, so a build lasts long
   * enough to be seen in progress and canceled. Refused in production.
   */
  ZIP_ENTRY_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),

  /**
   * A bearer token that lets a scraper read `/metrics` on the server's own port (`Authorization: Bearer …`),
   * at least 32 characters. Without it the server's port answers `/metrics` outside production only (ADR 99).
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters (a random secret, e.g. `openssl rand -hex 32`)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * A port of its own for `/metrics`, with no token, on METRICS_HOST: for a scraper inside the host or its
   * private network. Unset: none.
   */
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The address METRICS_PORT listens on; keep it off the public network. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** An ffmpeg to make comps with instead of the one the npm package brings (downloads/comp-maker.ts). */
  FFMPEG_PATH: z.string().trim().optional(),

  /** Shopify or the sandbox storefront, and the webhook secret (storefront/config.ts). */
  ...storefrontEnvShape,
  /** Where footage and generated files live: local folders, or an S3-compatible bucket (media/config.ts). */
  ...mediaEnvShape,
  /** An external onboarding service and its timeout (onboarding/config.ts). */
  ...onboardingEnvShape,
  /** The SMTP server, the From address, plaintext SMTP and mail retention (mail/config.ts). */
  ...mailEnvShape,
  /** Sessions, the lifetimes of links in mails, and the sign-in and registration limits (auth/env.ts). */
  ...authEnvShape,
  /** Per-client request limits (http/client-limits-env.ts, ADR 59). */
  ...clientLimitsEnvShape,
  /** The link shortener and the storefront's per-user call limit (commerce/env.ts). */
  ...commerceEnvShape,
  /** The seller on receipts and invoices, and the public licence verification's limit (licences/env.ts). */
  ...licenceEnvShape,
  /** Custom licensing inquiries: where they are mailed, a CRM, and their limit (inquiry/env.ts). */
  ...inquiryEnvShape,
});

/** The server's settings, from the environment, with the rules between them. */
export const configSchema = settings.superRefine((config, ctx) => {
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        `${config.WEB_CONCURRENCY} server processes need a PostgreSQL server: the embedded database ` +
        '(PGlite in DATA_DIR) can be opened by one process only. Set DATABASE_URL, or WEB_CONCURRENCY=1.',
    });
  if (config.METRICS_PORT !== undefined && config.WEB_CONCURRENCY > 1)
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message:
        'each server process keeps its own metrics, so one port cannot answer for several: run one process per ' +
        'host or container (WEB_CONCURRENCY=1) and scrape each, or leave METRICS_PORT unset',
    });
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT)
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  for (const issue of storefrontEnvIssues(config, config.NODE_ENV === 'production'))
    ctx.addIssue({ code: 'custom', ...issue });
  for (const issue of mediaEnvIssues(config)) ctx.addIssue({ code: 'custom', ...issue });
  for (const issue of mailEnvIssues(config)) ctx.addIssue({ code: 'custom', ...issue });
  for (const address of config.STAFF_EMAILS) {
    const domain = address.slice(address.lastIndexOf('@') + 1).replace(/^@/, '');
    if (!address.includes('@') || !config.COMPANY_EMAIL_DOMAINS.some((d) => d.replace(/^@/, '') === domain))
      ctx.addIssue({
        code: 'custom',
        path: ['STAFF_EMAILS'],
        message: `${address} is not an address on a company domain (COMPANY_EMAIL_DOMAINS)`,
      });
  }
});

export type Config = z.output<typeof configSchema>;

/** NODE_ENV=production. */
export function isProduction(config: Pick<Config, 'NODE_ENV'>): boolean {
  return config.NODE_ENV === 'production';
}

/**
 * Settings production must have, each a secret or an address with no safe default. Every secret setting the
 * server gains is added here, with the development defaults it must not run with in production.
 */
export const PRODUCTION_SETTINGS: readonly {
  name: keyof Config;
  why: string;
  /** Values that are published (development defaults) and so are no secret. */
  forbidden?: readonly string[];
  /** A further rule for the value. */
  check?: (value: string) => string | null;
  /** The setting is needed only when this holds. */
  when?: (config: Config) => boolean;
}[] = [
  {
    name: 'PUBLIC_BASE_URL',
    why: 'the https:// address buyers reach Clipmarket at; password-reset and verification mails link there',
    check: (value) => (value.startsWith('https://') ? null : 'must be an https:// address'),
  },
  {
    name: 'STOREFRONT_WEBHOOK_SECRET',
    why:
      "the Shopify store's webhook signing secret (Settings → Notifications → Webhooks), which proves an " +
      'orders/paid webhook came from the store',
    when: (config) => Boolean(config.SHOPIFY_STORE_DOMAIN),
  },
];

/**
 * What stops production from starting: each missing, default or unsafe setting, with what to set. Empty
 * outside production. Some settings must be given in the environment the config was read from, even though
 * they have a development default.
 */
export function productionProblems(config: Config): string[] {
  if (!isProduction(config)) return [];
  const env = readFrom.get(config) ?? process.env;
  const problems: string[] = [];
  // Whose addresses are the company's decides who may become staff: never left to a default in production.
  if (!env.COMPANY_EMAIL_DOMAINS?.trim())
    problems.push(
      "  COMPANY_EMAIL_DOMAINS is not set: set it to the company's own e-mail domains (comma-separated, " +
        'e.g. clipmarket.com); it must be given explicitly in production.',
    );
  for (const setting of PRODUCTION_SETTINGS) {
    if (setting.when && !setting.when(config)) continue;
    const value = config[setting.name];
    if (typeof value !== 'string' || value === '') {
      problems.push(`  ${setting.name} is not set: set it to ${setting.why}.`);
    } else if (setting.forbidden?.includes(value)) {
      problems.push(`  ${setting.name} has a published default value: set it to ${setting.why}.`);
    } else {
      const problem = setting.check?.(value);
      if (problem) problems.push(`  ${setting.name} ${problem}: set it to ${setting.why}.`);
    }
  }
  if (config.ZIP_ENTRY_DELAY_MS > 0)
    problems.push('  ZIP_ENTRY_DELAY_MS slows every playlist download (a test setting): remove it.');
  if (Boolean(config.TLS_CERT_FILE) !== Boolean(config.TLS_KEY_FILE))
    problems.push('  TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither.');
  // No payment provider: the sandbox's test card would grant real, verifiable licences for nothing, so a
  // production start runs it only when the operator says so.
  if (!config.SHOPIFY_STORE_DOMAIN && config.SANDBOX_STOREFRONT !== 'true')
    problems.push(
      '  No payment provider is configured: set SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN and ' +
        'STOREFRONT_WEBHOOK_SECRET to sell through Shopify, or SANDBOX_STOREFRONT=true to run the test shop, ' +
        'whose test card grants licences without payment.',
    );
  return problems;
}

/** The environment each loaded config was read from, for the settings production must be given explicitly. */
const readFrom = new WeakMap<Config, NodeJS.ProcessEnv>();

/** Reads the settings; a bad value throws an error naming each variable and what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  readFrom.set(result.data, env);
  return result.data;
}
