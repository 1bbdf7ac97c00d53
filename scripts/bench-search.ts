/**
 * `npm run bench:search`: the search benchmark of issue 3 (item 9).
 *
 * Seeds (or reuses) libraries of 100,000 and 1,000,000 generated clips on PGlite (separate data folders under
 * the bench folder, never ./data) and on a PostgreSQL server, runs a fixed mix of searches N times each through
 * the real search service, and writes p50/p95/p99 and throughput per query type to docs/benchmarks.md
 * (section "Search").
 *
 *   npm run bench:search -- [--sizes 100000,1000000] [--targets pglite,postgres] [--runs 50]
 *                           [--dir /tmp/clipmarket-bench] [--pg postgres://postgres@127.0.0.1:55432]
 *                           [--seed-only] [--no-write]
 *
 * The PostgreSQL server is taken from --pg or BENCH_DATABASE_URL; one database per size (bench_100k,
 * bench_1m) is created on it if missing. Without a server the PostgreSQL rows are reported as not run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { countClips, seedClips } from '../apps/api/src/catalogue/seed';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { up as searchMigration } from '../apps/api/src/db/migrations/0002_search';
import { up as urlKeysMigration } from '../apps/api/src/db/migrations/0006_url_keys';
import type { DB } from '../apps/api/src/db/schema';
import { benchmarkMix, type BenchQuery } from '../apps/api/src/search/bench-mix';
import { createSearchService } from '../apps/api/src/search/service';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const sizes = (arg('sizes') ?? '100000,1000000').split(',').map(Number);
const targets = (arg('targets') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const runs = Number(arg('runs') ?? 50);
const benchDir = path.resolve(arg('dir') ?? path.join(os.tmpdir(), 'clipmarket-bench'));
const pgUrl = arg('pg') ?? process.env.BENCH_DATABASE_URL;
const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);

const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}m` : `${size / 1000}k`);

async function openTarget(target: 'pglite' | 'postgres', size: number): Promise<Database | null> {
  if (target === 'pglite') {
    const dataDir = path.join(benchDir, `pglite-${label(size)}`);
    mkdirSync(dataDir, { recursive: true });
    return openDatabase({ dataDir });
  }
  if (!pgUrl) return null;
  const name = `bench_${label(size)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString(), poolSize: 4 });
}

/** Brings a library to `size` clips (continuing where an earlier run stopped) and refreshes statistics. */
async function prepare(db: Kysely<DB>, kind: string, size: number): Promise<void> {
  await migrate(db as Kysely<unknown>);
  // 0002 and 0006 are idempotent: indexes dropped to grow a library (bench-search-grow.sql) are rebuilt here.
  await searchMigration(db as Kysely<unknown>);
  await urlKeysMigration(db as Kysely<unknown>);
  const have = await countClips(db);
  if (have < size) {
    log(`${kind} ${label(size)}: seeding ${size - have} clips (have ${have})`);
    const started = performance.now();
    let lastLog = 0;
    await seedClips(db, {
      count: size - have,
      start: have,
      batchSize: 2000,
      onProgress: (done, total) => {
        if (done - lastLog >= 50_000 || done === total) {
          lastLog = done;
          const rate = Math.round(done / ((performance.now() - started) / 1000));
          log(`${kind} ${label(size)}: ${have + done}/${size} (${rate} clips/s)`);
        }
      },
    });
    log(`${kind} ${label(size)}: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  await sql`VACUUM ANALYZE clips`.execute(db);
  if (kind === 'pglite') await sql`CHECKPOINT`.execute(db);
}

interface Row {
  target: string;
  size: number;
  type: string;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  qps: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(db: Kysely<DB>, target: string, size: number, mix: BenchQuery[]): Promise<Row[]> {
  const service = createSearchService(db);
  const rows: Row[] = [];
  for (const query of mix) {
    // Warm-up: the first call pays for plan and cache misses.
    await query.run(service, 0);
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await query.run(service, i);
      times.push(performance.now() - t0);
    }
    const wall = performance.now() - started;
    times.sort((a, b) => a - b);
    const row: Row = {
      target,
      size,
      type: query.type,
      runs,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times[times.length - 1] ?? 0,
      qps: (runs / wall) * 1000,
    };
    log(
      `${target} ${label(size)} ${query.type}: p50 ${row.p50.toFixed(1)} p95 ${row.p95.toFixed(1)} p99 ${row.p99.toFixed(1)} max ${row.max.toFixed(1)} ms, ${row.qps.toFixed(0)}/s`,
    );
    rows.push(row);
  }
  return rows;
}

const RESULTS_FILE = (dir: string) => path.join(dir, 'results.json');

function loadResults(): Row[] {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE(benchDir), 'utf8')) as Row[];
  } catch {
    return [];
  }
}

function saveResults(rows: Row[]): void {
  const old = loadResults().filter(
    (o) => !rows.some((r) => r.target === o.target && r.size === o.size && r.type === o.type),
  );
  writeFileSync(RESULTS_FILE(benchDir), JSON.stringify([...old, ...rows], null, 2));
}

function markdown(all: Row[]): string {
  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const lines: string[] = [];
  const groups = [...new Set(all.map((r) => `${r.target}|${r.size}`))].sort();
  for (const group of groups) {
    const [target, size] = group.split('|') as [string, string];
    const rows = all.filter((r) => r.target === target && String(r.size) === size);
    lines.push(
      `### ${target === 'pglite' ? 'PGlite' : 'PostgreSQL 15'}, ${Number(size).toLocaleString('en')} clips`,
      '',
      '| query | runs | p50 ms | p95 ms | p99 ms | max ms | queries/s |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.type} | ${r.runs} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.qps.toFixed(0)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** Replaces the "## Search" section of docs/benchmarks.md (other sections are left as they are). */
function writeDoc(all: Row[]): void {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc: string;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    doc = '# Benchmarks\n';
  }
  const notesFile = path.join(root, 'scripts/bench-search-notes.md');
  const notes = readFileSync(notesFile, 'utf8').trim();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const section = [
    '## Search',
    '',
    `Written by \`npm run bench:search\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}. Each query type ran ${runs} times ` +
      'after one warm-up, one at a time, through the search service (the same code as `POST /api/search`), ' +
      'timing the whole answer: the page, the capped count with category facets, and the trending fallback where nothing matched.',
    '',
    notes,
    '',
    markdown(all),
  ].join('\n');
  const start = doc.indexOf('\n## Search');
  let next = start >= 0 ? doc.indexOf('\n## ', start + 1) : -1;
  if (start >= 0) {
    if (next < 0) next = doc.length;
    doc = `${doc.slice(0, start)}\n${section}${doc.slice(next)}`;
  } else {
    doc = `${doc.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, `${doc.trimEnd()}\n`);
  log(`wrote ${path.relative(root, file)}`);
}

async function main(): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  const collected: Row[] = [];
  for (const size of sizes) {
    for (const target of targets) {
      const database = await openTarget(target, size);
      if (!database) {
        log(`${target}: no server (--pg or BENCH_DATABASE_URL); skipped`);
        continue;
      }
      try {
        await prepare(database.db, target, size);
        if (flag('seed-only')) continue;
        const mix = await benchmarkMix(database.db);
        const rows = await measure(database.db, target, size, mix);
        collected.push(...rows);
        saveResults(rows);
      } finally {
        await database.close();
      }
    }
  }
  if (!flag('seed-only') && !flag('no-write')) writeDoc(loadResults());
}

await main();
