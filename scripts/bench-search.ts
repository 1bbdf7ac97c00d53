/**
 * `npm run bench:search`: the search benchmark of issue 3 (item 9).
 *
 * Seeds (or reuses) libraries of 100,000 and 1,000,000 generated clips on PGlite (separate data folders under
 * the bench folder, never ./data) and on a PostgreSQL server, runs a fixed mix of searches N times each through
 * the real search service, and writes p50/p95/p99 and throughput per query type to docs/benchmarks.md
 * (section "Search").
 *
 *   npm run bench:search -- [--sizes 100000,1000000] [--targets pglite,postgres] [--runs 30]
 *                           [--dir /tmp/clipmarket-bench] [--pg postgres://postgres@127.0.0.1:55432]
 *                           [--seed-only] [--no-write] [--no-relevance] [--relevance-only]
 *                           [--relevance-before relevance-before.json]
 *
 * The PostgreSQL server is taken from --pg or BENCH_DATABASE_URL; one database per size (bench_100k,
 * bench_1m) is created on it if missing. Without a server the PostgreSQL rows are reported as not run.
 *
 * Relevance (issue 15): on each size's first target, the judged query set of apps/api/src/search/relevance.ts
 * (how judgements are made is written there) runs once through the same service; nDCG@10 and recall@60 per
 * query type go to the "## Search relevance" section of docs/benchmarks.md, and to relevance-<size>.json in the
 * bench folder. `--relevance-before FILE` (such a JSON file from an earlier run, e.g. of the previous ranking)
 * adds its figures as "before" columns; `--relevance-only` skips the speed mix.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { searchRequestSchema } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { generateClipWithFacts, type ClipFacts } from '../apps/api/src/catalogue/generator';
import { countClips, seedClips } from '../apps/api/src/catalogue/seed';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { up as searchMigration } from '../apps/api/src/db/migrations/0002_search';
import { up as urlKeysMigration } from '../apps/api/src/db/migrations/0006_url_keys';
import { up as filterKeysMigration } from '../apps/api/src/db/migrations/0022_search_filter_keys';
import type { DB } from '../apps/api/src/db/schema';
import { benchmarkMix, type BenchQuery } from '../apps/api/src/search/bench-mix';
import {
  CONCEPT_JUDGEMENTS,
  judgedQueries,
  ndcgAt,
  precisionAt,
  recallAt,
  type QueryType,
} from '../apps/api/src/search/relevance';
import { createSearchService } from '../apps/api/src/search/service';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const sizes = (arg('sizes') ?? '100000,1000000').split(',').map(Number);
const targets = (arg('targets') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
// Up to 32 runs, the first pass (draws runs to 2 × runs − 1) repeats no measured draw of a type drawn from all
// 64 sample clips; a type drawn from fewer of them (titles of two words, URLs) may repeat a few.
const runs = Number(arg('runs') ?? 30);
const benchDir = path.resolve(arg('dir') ?? path.join(os.tmpdir(), 'clipmarket-bench'));
const pgUrl = arg('pg') ?? process.env.BENCH_DATABASE_URL;
const relevanceBefore = arg('relevance-before');
const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);

const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}m` : `${size / 1000}k`);

const PGLITE_SHARED_BUFFERS = '1GB';

async function openTarget(target: 'pglite' | 'postgres', size: number): Promise<Database | null> {
  if (target === 'pglite') {
    const dataDir = path.join(benchDir, `pglite-${label(size)}`);
    mkdirSync(dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    // A buffer pool of 1 GB, as a server of a large library would be given (ADR 50): PGlite's default, 128 MB,
    // holds 5 % of a 1,000,000-clip library. Kept in the bench folder (postgresql.auto.conf), read on next open.
    const { rows } = await sql<{ sharedBuffers: string }>`SHOW shared_buffers`.execute(database.db);
    if (rows[0]?.sharedBuffers === PGLITE_SHARED_BUFFERS) return database;
    await sql.raw(`ALTER SYSTEM SET shared_buffers = '${PGLITE_SHARED_BUFFERS}'`).execute(database.db);
    await database.close();
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
  // No statement timeout on the bench's own connections: a bulk load rebuilds the GIN indexes of 1,000,000 clips
  // in one statement each, which takes longer than the server's 10 s on a loaded machine (the whole load then
  // rolled back).
  return openDatabase({ url: url.toString(), poolSize: 4, statementTimeoutMs: 0 });
}

/** Brings a library to `size` clips (continuing where an earlier run stopped) and refreshes statistics. */
async function prepare(db: Kysely<DB>, kind: string, size: number): Promise<void> {
  await migrate(db as Kysely<unknown>);
  // 0002, 0006 and 0022 are idempotent: indexes dropped to grow a library (bench-search-grow.sql) are rebuilt here.
  await searchMigration(db as Kysely<unknown>);
  await urlKeysMigration(db as Kysely<unknown>);
  await filterKeysMigration(db as Kysely<unknown>);
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
  /** The first pass over other draws of the type (absent in results of before 2026-11-27). */
  firstP95?: number;
  firstMax?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(db: Kysely<DB>, target: string, size: number, mix: BenchQuery[]): Promise<Row[]> {
  const service = createSearchService(db);
  const timed = async (query: BenchQuery, from: number) => {
    const times: number[] = [];
    for (let i = from; i < from + runs; i++) {
      const t0 = performance.now();
      await query.run(service, i);
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  // The first pass: every type on as many other draws (the mix repeats after 64), timed too. It pays for plans
  // and for the pages the process has not read yet: PGlite reads them into its own buffer pool, and a new
  // PostgreSQL connection maps the server's shared buffers. The measured pass follows, on a process that has
  // served searches.
  const first = new Map<string, number[]>();
  for (const query of mix) first.set(query.type, await timed(query, runs));
  const rows: Row[] = [];
  for (const query of mix) {
    const started = performance.now();
    const times = await timed(query, 0);
    const wall = performance.now() - started;
    const cold = first.get(query.type) ?? [];
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
      firstP95: percentile(cold, 95),
      firstMax: cold[cold.length - 1] ?? 0,
    };
    log(
      `${target} ${label(size)} ${query.type}: p50 ${row.p50.toFixed(1)} p95 ${row.p95.toFixed(1)} p99 ${row.p99.toFixed(1)} max ${row.max.toFixed(1)} ms, ${row.qps.toFixed(0)}/s; first pass p95 ${row.firstP95?.toFixed(1)} max ${row.firstMax?.toFixed(1)} ms`,
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
      '| query | runs | p50 ms | p95 ms | p99 ms | max ms | queries/s | first pass p95 ms | first pass max ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.type} | ${r.runs} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.qps.toFixed(0)} | ${r.firstP95 === undefined ? '–' : fmt(r.firstP95)} | ${r.firstMax === undefined ? '–' : fmt(r.firstMax)} |`,
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
      `after a first pass of every type on ${runs} other draws (its p95 and max are the last two columns), one at ` +
      'a time, through the search service (the same code as `POST /api/search`), ' +
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

interface RelevanceRow {
  size: number;
  type: QueryType;
  queries: number;
  ndcg10: number;
  /** Absent in results of before 2026-12-03. */
  precision10?: number;
  recall60: number;
  worst: string;
  /** Each query's figures, for the concept queries (issue 31: judged per query). */
  perQuery?: { q: string; ndcg: number; precision: number }[];
}

/** Runs the judged set on a library of `size` generated clips and averages the measures per query type. */
async function relevance(db: Kysely<DB>, size: number): Promise<RelevanceRow[]> {
  const facts: ClipFacts[] = [];
  for (let i = 0; i < size; i++) facts.push(generateClipWithFacts(i).facts);
  const sample = Array.from({ length: 10 }, (_, i) => facts[Math.floor(((i + 0.5) * size) / 10)]!);
  const queries = judgedQueries(facts, sample);
  const service = createSearchService(db);
  const byId = new Map(facts.map((f) => [f.jmId, f]));
  const perType = new Map<QueryType, { q: string; ndcg: number; precision: number; recall: number }[]>();
  for (const query of queries) {
    const grades = facts.map((f) => query.grade(f));
    const relevant = grades.filter((g) => g >= 2).length;
    const answer = await service.search(searchRequestSchema.parse({ q: query.q }));
    const results = answer.data.map((card) => card.jmId);
    const gradeOf = (jmId: string) => {
      const f = byId.get(jmId);
      return f ? query.grade(f) : 0;
    };
    const scored = {
      q: query.q,
      ndcg: ndcgAt(10, results, gradeOf, grades),
      precision: precisionAt(10, results, gradeOf, relevant),
      recall: recallAt(60, results, gradeOf, relevant),
    };
    log(
      `relevance ${label(size)} ${query.type} ${query.q}: nDCG@10 ${scored.ndcg.toFixed(3)}, P@10 ${scored.precision.toFixed(2)}, recall@60 ${scored.recall.toFixed(3)} (${relevant} relevant)`,
    );
    perType.set(query.type, [...(perType.get(query.type) ?? []), scored]);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return [...perType.entries()].map(([type, list]) => ({
    size,
    type,
    queries: list.length,
    ndcg10: mean(list.map((x) => x.ndcg)),
    precision10: mean(list.map((x) => x.precision)),
    recall60: mean(list.map((x) => x.recall)),
    worst: [...list].sort((a, b) => a.ndcg - b.ndcg)[0]!.q,
    ...(type === 'concept'
      ? { perQuery: list.map(({ q, ndcg, precision }) => ({ q, ndcg, precision })) }
      : {}),
  }));
}

/** Replaces the "## Search relevance" section of docs/benchmarks.md. */
function writeRelevanceDoc(rows: RelevanceRow[]): void {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = readFileSync(file, 'utf8');
  const lines = [
    '## Search relevance',
    '',
    `Written by \`npm run bench:search\` on ${new Date().toISOString().slice(0, 10)}. The judged set of ` +
      "`apps/api/src/search/relevance.ts`: queries picked by rule from the demo generator's vocabulary and graded " +
      '0–3 from what the generator knows each clip is about (its subject, action, setting, place and theme), not ' +
      'from the text the index sees, and concept queries judged by hand (the subjects a person counts as kinds of ' +
      'each); the module comment says exactly how. nDCG@10 (gain 2^grade − 1), P@10 (relevant clips in the first ' +
      'ten places, out of min(10, relevant)) and recall@60 (relevant = grade 2 or more, out of min(60, relevant)), averaged per query type, ' +
      'from one run through the search service with the default sort.',
    '',
    'Command: `npm run bench:search -- --relevance-only --sizes 10000,100000 --targets pglite` (relevance runs on ' +
      'each size\'s first target; `--relevance-before FILE` adds an earlier run\'s figures as "before" columns). ' +
      'The measures do not depend on the machine.',
    '',
  ];
  const before: RelevanceRow[] = relevanceBefore
    ? (JSON.parse(readFileSync(relevanceBefore, 'utf8')) as RelevanceRow[])
    : [];
  if (before.length)
    lines.push(
      `"Before" is \`${path.basename(relevanceBefore ?? '')}\`: the same judged set on the same library, measured on the previous ranking.`,
      '',
    );
  const fmt = (n: number | undefined) => (n === undefined ? '' : n.toFixed(3));
  for (const size of [...new Set(rows.map((r) => r.size))]) {
    const sized = rows.filter((r) => r.size === size);
    const was = before.filter((r) => r.size === size);
    const all = (list: RelevanceRow[], key: 'ndcg10' | 'precision10' | 'recall60') =>
      list.length
        ? list.reduce((sum, r) => sum + (r[key] ?? 0) * r.queries, 0) /
          list.reduce((sum, r) => sum + r.queries, 0)
        : undefined;
    const old = (type: QueryType) => was.find((r) => r.type === type);
    lines.push(
      `### ${size.toLocaleString('en')} clips`,
      '',
      ...(was.length
        ? [
            '| query type | queries | nDCG@10 before | nDCG@10 | recall@60 before | recall@60 | weakest query |',
            '|---|---:|---:|---:|---:|---:|---|',
            ...sized.map(
              (r) =>
                `| ${r.type} | ${r.queries} | ${fmt(old(r.type)?.ndcg10)} | ${r.ndcg10.toFixed(3)} | ${fmt(old(r.type)?.recall60)} | ${r.recall60.toFixed(3)} | \`${r.worst}\` |`,
            ),
            `| **all** | ${sized.reduce((sum, r) => sum + r.queries, 0)} | ${fmt(all(was, 'ndcg10'))} | ${fmt(all(sized, 'ndcg10'))} | ${fmt(all(was, 'recall60'))} | ${fmt(all(sized, 'recall60'))} | |`,
          ]
        : [
            '| query type | queries | nDCG@10 | P@10 | recall@60 | weakest query |',
            '|---|---:|---:|---:|---:|---|',
            ...sized.map(
              (r) =>
                `| ${r.type} | ${r.queries} | ${r.ndcg10.toFixed(3)} | ${fmt(r.precision10)} | ${r.recall60.toFixed(3)} | \`${r.worst}\` |`,
            ),
            `| **all** | ${sized.reduce((sum, r) => sum + r.queries, 0)} | ${fmt(all(sized, 'ndcg10'))} | ${fmt(all(sized, 'precision10'))} | ${fmt(all(sized, 'recall60'))} | |`,
          ]),
      '',
    );
    const concepts = sized.find((r) => r.type === 'concept')?.perQuery ?? [];
    if (concepts.length)
      lines.push(
        'The concept queries one by one, judged by hand (`CONCEPT_JUDGEMENTS`: the subjects a person counts as kinds',
        'of the query):',
        '',
        '| concept query | kinds judged relevant | nDCG@10 | P@10 |',
        '|---|---|---:|---:|',
        ...concepts.map(
          (c) =>
            `| \`${c.q}\` | ${(CONCEPT_JUDGEMENTS[c.q] ?? []).length} | ${c.ndcg.toFixed(3)} | ${c.precision.toFixed(2)} |`,
        ),
        '',
      );
  }
  const section = lines.join('\n');
  const start = doc.indexOf('\n## Search relevance');
  if (start >= 0) {
    let next = doc.indexOf('\n## ', start + 1);
    if (next < 0) next = doc.length;
    doc = `${doc.slice(0, start)}\n${section}${doc.slice(next)}`;
  } else {
    // Right after the speed figures of "## Search", so the two stay together.
    const search = doc.indexOf('\n## Search\n');
    const after = search >= 0 ? doc.indexOf('\n## ', search + 1) : -1;
    doc =
      after >= 0
        ? `${doc.slice(0, after)}\n${section.trimEnd()}\n${doc.slice(after)}`
        : `${doc.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, `${doc.trimEnd()}\n`);
  log(`wrote ${path.relative(root, file)} (relevance)`);
}

async function main(): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  const collected: Row[] = [];
  const judged: RelevanceRow[] = [];
  for (const size of sizes) {
    let judgedSize = flag('no-relevance');
    for (const target of targets) {
      const database = await openTarget(target, size);
      if (!database) {
        log(`${target}: no server (--pg or BENCH_DATABASE_URL); skipped`);
        continue;
      }
      try {
        await prepare(database.db, target, size);
        if (flag('seed-only')) continue;
        if (!flag('relevance-only')) {
          const mix = await benchmarkMix(database.db);
          const rows = await measure(database.db, target, size, mix);
          collected.push(...rows);
          saveResults(rows);
        }
        if (!judgedSize) {
          const judgedRows = await relevance(database.db, size);
          writeFileSync(
            path.join(benchDir, `relevance-${label(size)}.json`),
            JSON.stringify(judgedRows, null, 2),
          );
          judged.push(...judgedRows);
          judgedSize = true;
        }
      } finally {
        await database.close();
      }
    }
  }
  if (!flag('seed-only') && !flag('no-write')) {
    if (!flag('relevance-only')) writeDoc(loadResults());
    if (judged.length) writeRelevanceDoc(judged);
  }
}

await main();
