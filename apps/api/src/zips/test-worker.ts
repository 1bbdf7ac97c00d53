// A server process for the restart tests (restart.test.ts), cut down to what builds zips: the database (PGlite
// in ZIP_WORKER_DATA_DIR, or ZIP_WORKER_DATABASE_URL) and the zip runner as the app starts it (zips/routes.ts;
// importing the whole app would add seconds to every start), reporting every runner event as a JSON line on
// stdout. It exits once ZIP_WORKER_EXPECT jobs are COMPLETED and none is left to build.
//
//   ZIP_WORKER_LIBRARY, ZIP_WORKER_FILES   the two media folders
//   ZIP_WORKER_PAUSE_AT=<n>                hold every build before its entry n, reporting {"type":"paused"}
//   ZIP_WORKER_ENTRY_DELAY_MS=<ms>         a pause before each entry
//   ZIP_WORKER_LEASE_MS, ZIP_WORKER_POLL_MS
import { openDatabase } from '../db/database';
import { createLocalStore } from '../media/local-store';
import { createZipRunner } from './runner';

const env = process.env;
const say = (line: object) => process.stdout.write(`${JSON.stringify({ pid: process.pid, ...line })}\n`);

const database = await openDatabase({
  url: env.ZIP_WORKER_DATABASE_URL || undefined,
  dataDir: env.ZIP_WORKER_DATA_DIR,
  poolSize: 4,
});
const pauseAt = env.ZIP_WORKER_PAUSE_AT ? Number(env.ZIP_WORKER_PAUSE_AT) : null;
const runner = createZipRunner({
  db: database.db,
  library: createLocalStore(env.ZIP_WORKER_LIBRARY!),
  files: createLocalStore(env.ZIP_WORKER_FILES!),
  leaseMs: Number(env.ZIP_WORKER_LEASE_MS ?? 60_000),
  pollIntervalMs: Number(env.ZIP_WORKER_POLL_MS ?? 100),
  entryDelayMs: Number(env.ZIP_WORKER_ENTRY_DELAY_MS ?? 0),
  onEvent: (event) => say(event),
  beforeEntry: async (jobId, index) => {
    if (pauseAt === null || index < pauseAt) return;
    say({ type: 'paused', jobId, index });
    await new Promise(() => {});
  },
});
runner.start();
say({ type: 'ready' });

const expected = Number(env.ZIP_WORKER_EXPECT ?? 1);
let busy = false;
const check = setInterval(() => {
  if (busy) return;
  busy = true;
  void database.db
    .selectFrom('playlistDownloads')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', '=', 'COMPLETED').as('completed'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'IN_PROGRESS').as('live'),
    ])
    .executeTakeFirstOrThrow()
    .then(async ({ completed, live }) => {
      if (Number(completed) < expected || Number(live) > 0) return;
      clearInterval(check);
      // The jobs as this process leaves them, so the test needs not open the database again.
      const jobs = await database.db
        .selectFrom('playlistDownloads')
        .select(['id', 'status', 'attempts', 'includedCount', 'excludedCount', 'fileKey'])
        .orderBy('createdAt')
        .execute();
      say({ type: 'jobs', jobs });
      await runner.stop();
      await database.close();
      say({ type: 'exit' });
      process.exit(0);
    })
    .catch((error: unknown) => say({ type: 'error', error: String(error) }))
    .finally(() => {
      busy = false;
    });
}, 100);
