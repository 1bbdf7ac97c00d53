import cluster from 'node:cluster';
import { buildApp } from './app';
import { demoAccountsInUse, demoAccountsProblem, seedDemoUsers } from './auth/seed';
import { countClips, seedClips } from './catalogue/seed';
import { runCluster, type PrimaryLog } from './cluster';
import { isProduction, loadConfig, productionProblems, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { DatabaseAheadError, migrate } from './db/migrate';
import { withPreparationLock } from './db/preparation-lock';
import { createMediaStores } from './media/config';
import { serveMetrics } from './metrics/metrics';
import { clusterSharedAnswers, sharedAnswerStore } from './search/shared-answers';
import { seedDemoHistory } from './seed-demo-history';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { PORT: port, HOST: host } = config;
const production = isProduction(config);

// A careless deployment must not start: every setting production needs, named (config.ts).
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(`Refusing to start in production (NODE_ENV=production):\n${problems.join('\n')}`);
  process.exit(1);
}

async function open(): Promise<Database> {
  try {
    return await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
  } catch (error) {
    // The lock's message says which folder is busy and what to do; nothing else is worth a stack here.
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
}

/**
 * Migrations, the generated library when the library is empty, and (outside production) the demo accounts
 * and history: once per start, before the server listens. With several server processes the cluster's
 * primary runs it, before it starts the workers (cluster.ts), so nothing is seeded twice; hosts on one
 * PostgreSQL server run it one after another.
 */
async function prepareDatabase(database: Database, log: Pick<PrimaryLog, 'info'>): Promise<void> {
  try {
    // Hosts that start at once on one PostgreSQL server take turns (db/preparation-lock.ts).
    await withPreparationLock(database, () => prepareUnlocked(database, log));
  } catch (error) {
    // A newer release migrated this database (ADR 98): say so, and start nothing on it.
    if (!(error instanceof DatabaseAheadError)) throw error;
    console.error(`Refusing to start: ${error.message}`);
    await database.close();
    process.exit(1);
  }
}

async function prepareUnlocked(database: Database, log: Pick<PrimaryLog, 'info'>): Promise<void> {
  const migrated = await migrate(database.db);
  for (const result of migrated.results ?? [])
    log.info(`migration ${result.migrationName}: ${result.status}`);

  // A database seeded in development holds the demo accounts with their published password (ADR 56).
  if (production) {
    const demos = await demoAccountsInUse(database.db);
    if (demos.length > 0) {
      console.error(`Refusing to start in production (NODE_ENV=production):\n${demoAccountsProblem(demos)}`);
      process.exit(1);
    }
  }

  if (config.SEED_CLIPS > 0 && (await countClips(database.db)) === 0) {
    log.info(`empty library: generating ${config.SEED_CLIPS} demo clips…`);
    const started = Date.now();
    let reported = 0;
    await seedClips(database.db, {
      count: config.SEED_CLIPS,
      now: new Date(),
      onProgress: (done, total) => {
        if (done - reported >= 50_000 || done === total) {
          reported = done;
          log.info(`seeded ${done} of ${total} clips`);
        }
      },
    });
    log.info(`seeded ${config.SEED_CLIPS} demo clips in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // Their password is published in the README: development data only.
  if (!production) {
    const created = await seedDemoUsers(database.db);
    if (created > 0) log.info(`created ${created} demo accounts (see the README)`);
    const history = await seedDemoHistory(database.db, { now: new Date() });
    if (history) {
      log.info(
        `demo buyer: ${history.licences.length} licences and ${history.downloads} downloads in ` +
          `${history.year}-${String(history.month).padStart(2, '0')}, that month's usage to declare`,
      );
    }
  }
}

// Several server processes (WEB_CONCURRENCY): this one prepares the database and runs the workers, each of
// which goes on below as a whole server. config.ts refuses it on PGlite (one process per data folder).
const searchCache = { maxBytes: config.SEARCH_CACHE_MB * 2 ** 20, ttlMs: config.SEARCH_CACHE_TTL_MS };
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  // The search answers every worker computed, so each search is computed about once for all (ADR 53).
  const shared = searchCache.maxBytes > 0 ? sharedAnswerStore(searchCache) : null;
  await runCluster({
    serve: shared ? (worker) => shared.serve(worker) : undefined,
    workers: config.WEB_CONCURRENCY,
    port,
    graceMs: config.SHUTDOWN_GRACE_MS,
    logLevel: config.LOG_LEVEL,
    prepare: async (log) => {
      const database = await open();
      try {
        log.info(`database: PostgreSQL (DATABASE_URL)`);
        await prepareDatabase(database, log);
      } finally {
        await database.close();
      }
    },
  });
}

const database = await open();

// Footage and generated files: local folders, or the S3 bucket when MEDIA_S3_BUCKET is set.
const media = await createMediaStores(config);

const app = await buildApp({
  library: media.library,
  files: media.files,
  logger: { level: config.LOG_LEVEL },
  analytics: {
    tagManager: Boolean(config.VITE_GTM_ID),
    behaviourTracking: Boolean(config.VITE_BEHAVIOUR_TRACKING_ID),
  },
  db: database.db,
  databaseKind: database.kind,
  trustProxy: config.TRUST_PROXY,
  cookieSecurity: config.COOKIE_SECURE ?? (production ? 'always' : 'auto'),
  tls:
    config.TLS_CERT_FILE && config.TLS_KEY_FILE
      ? { certFile: config.TLS_CERT_FILE, keyFile: config.TLS_KEY_FILE }
      : undefined,
  apiDocs: config.API_DOCS ? config.API_DOCS === 'true' : !production,
  // /metrics on this port: with the token, or openly outside production; never openly in production (ADR 99).
  metrics: {
    access: config.METRICS_TOKEN
      ? { kind: 'token', token: config.METRICS_TOKEN }
      : production
        ? { kind: 'off' }
        : { kind: 'open' },
    pool: database.poolStats,
  },
  zips: { entryDelayMs: config.ZIP_ENTRY_DELAY_MS },
  searchCache: cluster.isWorker ? { ...searchCache, shared: clusterSharedAnswers() } : searchCache,
  renderCache: { maxBytes: config.RENDER_CACHE_MB * 2 ** 20, ttlMs: config.RENDER_CACHE_TTL_MS },
  limits: {
    requestDeadlineMs: config.REQUEST_DEADLINE_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: config.IDLE_TIMEOUT_MS,
    maxConnections: config.MAX_CONNECTIONS,
  },
});
app.addHook('onClose', async () => {
  await database.close();
  await media.close();
});

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  // A terminal's Ctrl-C reaches both `npm start`'s script and this process, and the script forwards it
  // too: repeated signals are expected and must not cut the graceful close short.
  if (closing) return;
  closing = true;
  // The bound on the whole stop, should closing the database itself hang.
  setTimeout(() => {
    app.log.warn('still stopping after the grace period; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS + 5_000).unref();
  app.log.info({ signal }, 'shutting down: finishing the requests in flight and queued');
  try {
    const inTime = await app.drain({ graceMs: config.SHUTDOWN_GRACE_MS });
    if (!inTime) app.log.warn('connections still open after the grace period were closed');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`database: ${where}`);
  app.log.info(`media: ${media.description}`);
  // A cluster worker: the primary prepared the database before starting it.
  if (cluster.isPrimary) await prepareDatabase(database, app.log);

  if (config.METRICS_PORT !== undefined) {
    const metricsServer = await serveMetrics(app.metrics, config.METRICS_PORT, config.METRICS_HOST);
    app.addHook('onClose', () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
    app.log.info(`metrics: http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);
  }
  await app.listen({ port, host });
  if (!production && !['localhost', '127.0.0.1', '::1'].includes(host)) {
    app.log.warn(
      `listening on ${host} in development mode: the demo accounts (published password) are reachable; ` +
        'set NODE_ENV=production for a deployment',
    );
  }
  // `npm start` (scripts/start.mjs) waits for this before it prints the app's address; a cluster worker's
  // goes to the primary, which tells `npm start` once every worker listens.
  process.send?.({ type: 'listening', port });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close().catch(() => {});
  process.exit(1);
}
