import { buildApp } from './app';
import { seedDemoUsers } from './auth/seed';
import { countClips, seedClips } from './catalogue/seed';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { PORT: port, HOST: host } = config;

let database: Database;
try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
} catch (error) {
  // The lock's message says which folder is busy and what to do; nothing else is worth a stack here.
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
}

const app = await buildApp({
  logger: { level: config.LOG_LEVEL },
  analytics: {
    tagManager: Boolean(config.VITE_GTM_ID),
    behaviourTracking: Boolean(config.VITE_BEHAVIOUR_TRACKING_ID),
  },
  db: database.db,
  databaseKind: database.kind,
});
app.addHook('onClose', async () => {
  await database.close();
});

/** Open connections get this long to finish after a signal before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  // A terminal's Ctrl-C reaches both `npm start`'s script and this process, and the script forwards it
  // too: repeated signals are expected and must not cut the graceful close short.
  if (closing) return;
  closing = true;
  setTimeout(() => {
    app.log.warn('connections still open after the grace period; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
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
  const migrated = await migrate(database.db);
  for (const result of migrated.results ?? [])
    app.log.info(`migration ${result.migrationName}: ${result.status}`);

  if (config.SEED_CLIPS > 0 && (await countClips(database.db)) === 0) {
    app.log.info(`empty library: generating ${config.SEED_CLIPS} demo clips…`);
    const started = Date.now();
    let reported = 0;
    await seedClips(database.db, {
      count: config.SEED_CLIPS,
      now: new Date(),
      onProgress: (done, total) => {
        if (done - reported >= 50_000 || done === total) {
          reported = done;
          app.log.info(`seeded ${done} of ${total} clips`);
        }
      },
    });
    app.log.info(`seeded ${config.SEED_CLIPS} demo clips in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const created = await seedDemoUsers(database.db);
  if (created > 0) app.log.info(`created ${created} demo accounts (see the README)`);

  await app.listen({ port, host });
  // `npm start` (scripts/start.mjs) waits for this before it prints the app's address.
  process.send?.({ type: 'listening', port });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close().catch(() => {});
  process.exit(1);
}
