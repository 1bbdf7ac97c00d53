/**
 * `npm run bench:alerts`: the saved searches' alerts of issue 33 (item 3, ADR 90) at scale. A library of
 * --library clips that entered before the day, --searches saved searches with a daily alert (of --users
 * accounts, a mix of words, words and a category, a category alone, words and a clearance), and a day of --new
 * clips entering the library; then one pass of the real alert runner on one process: the claim of every due
 * digest, and each digest job (its search over the day's clips, and for those with any, the mail and the notice
 * queued). Measures the pass's claim, the digests, and the mails queued. Writes the "## Saved search alerts"
 * section of docs/benchmarks.md.
 *
 *   npm run bench:alerts -- [--library 50000] [--new 5000] [--searches 10000] [--users 2000]
 *     [--dir /tmp/clipmarket-bench] [--pg <url>] [--no-write]
 *
 * The database is PGlite in <dir>/alerts-pglite, made afresh (or a fresh `bench_alerts` database on --pg /
 * BENCH_DATABASE_URL), never ./data.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { savedSearchQuerySchema } from '@clipmarket/core';
import { sql } from 'kysely';
import pg from 'pg';
import { CATEGORIES, generateClip } from '../apps/api/src/catalogue/generator';
import { seedClips } from '../apps/api/src/catalogue/seed';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import '../apps/api/src/auth/tables';
import '../apps/api/src/jobs/jobs';
import { ALERT_MAIL_KIND, createSavedSearchAlerts } from '../apps/api/src/saved-searches/alerts';
import { createSearchService } from '../apps/api/src/search/service';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const libraryCount = Number(arg('library') ?? 50_000);
const newCount = Number(arg('new') ?? 5_000);
const searchCount = Number(arg('searches') ?? 10_000);
const userCount = Number(arg('users') ?? 2_000);
const benchDir = path.resolve(arg('dir') ?? path.join(os.tmpdir(), 'clipmarket-bench'));
const pgUrl = arg('pg') ?? process.env.BENCH_DATABASE_URL;
const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);
const DAY = 24 * 3600_000;

async function open(): Promise<Database> {
  if (!pgUrl) {
    const dataDir = path.join(benchDir, 'alerts-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    return openDatabase({ dataDir });
  }
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_alerts');
  await admin.query('CREATE DATABASE bench_alerts');
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = '/bench_alerts';
  return openDatabase({ url: url.toString(), poolSize: 4 });
}

/** A deterministic pseudo-random stream, so two runs save the same searches. */
function stream(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A title word of a generated clip (four letters or more), as a buyer would search for it. */
function wordOf(index: number): string {
  const title = generateClip(index).title ?? 'dog';
  const words = title.toLowerCase().match(/\p{L}{4,}/gu) ?? ['dog'];
  return words[index % words.length]!;
}

/** The saved searches: a mix of what buyers save (words, words and a category, a category, words and clearance). */
function searchesOf(count: number) {
  const next = stream(20261204);
  return Array.from({ length: count }, (_, i) => {
    const pick = next();
    const word = wordOf(Math.floor(next() * (libraryCount + newCount)));
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)]!;
    const query =
      pick < 0.4
        ? { q: word }
        : pick < 0.7
          ? { q: word, categories: [category] }
          : pick < 0.9
            ? { categories: [category] }
            : { q: word, clearance: ['CLEARED'] };
    return { name: `Search ${i}`, query: savedSearchQuerySchema.parse(query) };
  });
}

interface Result {
  claimSeconds: number;
  digestSeconds: number;
  searches: number;
  mails: number;
  peakRssMiB: number;
}

async function main(): Promise<void> {
  const database = await open();
  const { db } = database;
  const now = new Date();
  try {
    await migrate(db);
    log(`seeding ${libraryCount} clips that entered before the day`);
    await seedClips(db, { count: libraryCount });
    await sql`UPDATE clips SET created_at = ${new Date(now.getTime() - 3 * DAY)}`.execute(db);
    log(`${userCount} accounts and ${searchCount} saved searches with a daily alert, last sent a day ago`);
    const users: string[] = [];
    for (let i = 0; i < userCount; i += 500) {
      const rows = await db
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(500, userCount - i) }, (_, j) => ({
            email: `alerts-${i + j}@example.com`,
            passwordHash: 'not a password hash: this account cannot sign in',
            firstName: 'Bench',
            lastName: 'Buyer',
            company: null,
          })),
        )
        .returning('id')
        .execute();
      users.push(...rows.map((row) => row.id));
    }
    const searches = searchesOf(searchCount);
    const dayAgo = new Date(now.getTime() - DAY);
    for (let i = 0; i < searches.length; i += 500) {
      await db
        .insertInto('savedSearches')
        .values(
          searches.slice(i, i + 500).map((search, j) => ({
            userId: users[(i + j) % users.length]!,
            name: search.name,
            query: JSON.stringify(search.query),
            alert: 'daily' as const,
            alertedUntil: dayAgo,
            alertDueAt: new Date(now.getTime() - 60_000),
            unsubscribeToken: randomBytes(32).toString('base64url'),
          })),
        )
        .execute();
    }
    log(`a day of ${newCount} clips entering the library`);
    await seedClips(db, { count: newCount, start: libraryCount });
    await sql`
      UPDATE clips SET created_at = ${dayAgo}::timestamptz + (random() * interval '23 hours')
      WHERE created_at > ${new Date(now.getTime() - 2 * DAY)}
    `.execute(db);
    await sql`ANALYZE`.execute(db);

    const alerts = createSavedSearchAlerts({
      db,
      search: createSearchService(db),
      baseUrl: 'https://clips.example',
      now: () => now,
    });
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
    log('one pass: claim every due digest, then run each');
    const started = performance.now();
    const mails = await alerts.runOnce();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const claimed = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'saved-search-digest')
      .executeTakeFirstOrThrow();
    const queued = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', ALERT_MAIL_KIND)
      .executeTakeFirstOrThrow();
    if (Number(claimed.n) !== searchCount) throw new Error(`${claimed.n} digests claimed of ${searchCount}`);
    if (Number(queued.n) !== mails) throw new Error(`${queued.n} mails in the outbox, ${mails} counted`);
    const result: Result = {
      claimSeconds: 0,
      digestSeconds: seconds,
      searches: searchCount,
      mails,
      peakRssMiB: peakRss / 1024 ** 2,
    };
    // The claim alone, measured again on a copy of the state: every search due once more.
    await sql`UPDATE saved_searches SET alert_due_at = ${new Date(now.getTime() - 60_000)}`.execute(db);
    const claimStarted = performance.now();
    const { claimDueAlerts } = await import('../apps/api/src/saved-searches/repository');
    while ((await claimDueAlerts(db, now, 'bench-claim-only', 500)) === 500);
    result.claimSeconds = (performance.now() - claimStarted) / 1000;
    log(
      `${searchCount} digests in ${seconds.toFixed(1)} s (${((seconds * 1000) / searchCount).toFixed(1)} ms each); ` +
        `${mails} mails queued (${searchCount - mails} searches found nothing new: no mail); ` +
        `the claim alone ${result.claimSeconds.toFixed(2)} s; peak RSS ${result.peakRssMiB.toFixed(0)} MiB`,
    );
    if (!flag('no-write')) writeDoc(result, database.kind);
  } finally {
    await database.close();
  }
}

function writeDoc(result: Result, kind: string): void {
  const file = path.join(root, 'docs/benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    '## Saved search alerts',
    '',
    `Written by \`npm run bench:alerts\` on ${stamp} UTC: ${os.availableParallelism()} cores ` +
      `(${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, one process. ` +
      `A library of ${libraryCount.toLocaleString('en-US')} clips, ${result.searches.toLocaleString('en-US')} saved searches with a daily alert ` +
      `(of ${userCount.toLocaleString('en-US')} accounts: 40 % words, 30 % words and a category, 20 % a category, 10 % words and clearance), ` +
      `and a day of ${newCount.toLocaleString('en-US')} clips entering the library. One pass of the real alert runner: the claim of every due ` +
      'digest, then each digest job (the search over the day, and for those with new clips the mail and the notice, queued).',
    '',
    '| saved searches | digests run in | per digest | mails queued | claim alone | peak RSS |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${result.searches.toLocaleString('en-US')} | ${result.digestSeconds.toFixed(1)} s | ` +
      `${((result.digestSeconds * 1000) / result.searches).toFixed(1)} ms | ${result.mails.toLocaleString('en-US')} | ` +
      `${result.claimSeconds.toFixed(2)} s | ${result.peakRssMiB.toFixed(0)} MiB |`,
    '',
    'A search with nothing new sends nothing. Peak RSS is the whole process’s during the pass, the embedded database ' +
      '(which grew while seeding the library) included. Digests run one after another on one process; more processes ' +
      'share them (each claims its own, ADR 90).',
    '',
  ].join('\n');
  const start = doc.indexOf('\n## Saved search alerts');
  let out: string;
  if (start >= 0) {
    const next = doc.indexOf('\n## ', start + 1);
    out = doc.slice(0, start + 1) + section + (next >= 0 ? doc.slice(next + 1) : '');
  } else {
    const before = doc.indexOf('\n## `npm test`');
    out =
      before >= 0 ? doc.slice(0, before + 1) + section + '\n' + doc.slice(before + 1) : `${doc}\n${section}`;
  }
  writeFileSync(file, out);
  log('docs/benchmarks.md: "Saved search alerts" written');
}

await main();
