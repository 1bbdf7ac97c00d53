/**
 * `npm run seed -- --clips 1000000`: fills the library with generated clips, for benchmarks and demos.
 *
 *   --clips N     the library holds the first N clips of the generator afterwards (default 10000)
 *   --seed S      generator seed (default: the one `npm start` uses)
 *   --now ISO     the date clip dates are relative to (default: now)
 *   --reset       delete every clip first
 *
 * Uses the server's settings: DATABASE_URL for a PostgreSQL server, else PGlite in DATA_DIR (./data). Stop the
 * server first when it runs on PGlite: one process per data folder.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { DEFAULT_GENERATOR_SEED } from './catalogue/generator';
import { countClips, seedClips } from './catalogue/seed';
import { openConfiguredDatabase } from './cli-database';
import { migrate } from './db/migrate';

const { values } = parseArgs({
  options: {
    clips: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(DEFAULT_GENERATOR_SEED) },
    now: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const target = Number(values.clips);
const seed = Number(values.seed);
const now = values.now ? new Date(values.now) : new Date();
if (!Number.isInteger(target) || target < 0 || target > 5_000_000) {
  console.error('--clips must be a whole number from 0 to 5,000,000');
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(2);
}
if (Number.isNaN(now.getTime())) {
  console.error('--now must be a date, e.g. 2026-11-02T12:00:00Z');
  process.exit(2);
}

const { database, where } = await openConfiguredDatabase();

try {
  await migrate(database.db);
  if (values.reset) {
    await sql`TRUNCATE clips CASCADE`.execute(database.db);
    console.info('deleted every clip');
  }
  const existing = await countClips(database.db);
  if (existing >= target) {
    console.info(`${where} already holds ${existing} clips; nothing to do (--reset to start over).`);
  } else {
    // Clip i is the same row whatever the count: add clips existing..target-1.
    const count = target - existing;
    console.info(`${where}: adding ${count} clips (${existing} → ${target})…`);
    const started = Date.now();
    const tty = process.stdout.isTTY;
    let last = 0;
    await seedClips(database.db, {
      count,
      start: existing,
      seed,
      now,
      onProgress: (done, total) => {
        const elapsed = (Date.now() - started) / 1000;
        if (!tty && done - last < 50_000 && done !== total) return;
        last = done;
        const rate = Math.round(done / Math.max(elapsed, 0.001));
        const line = `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} clips, ${rate.toLocaleString('en')}/s, ${elapsed.toFixed(0)} s`;
        if (tty) process.stdout.write(`\r${line}`);
        else console.info(line);
      },
      onIndexing: (indexes) => {
        if (tty) process.stdout.write('\n');
        console.info(
          `rows written in ${((Date.now() - started) / 1000).toFixed(0)} s; building ${indexes} indexes…`,
        );
      },
    });
    if (tty) process.stdout.write('\n');
    const seconds = (Date.now() - started) / 1000;
    console.info(`done: ${await countClips(database.db)} clips in the library (${seconds.toFixed(1)} s)`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
