/**
 * `npm run bench:zip`: the playlist zip benchmark of issue 13 (item 3), run with `--expose-gc` so each measure
 * starts after a collection. Builds the zip of a playlist of 200 licensed clips (each its own master file of
 * --mb MiB) through the real zip runner, from a local library store into a local files store, and measures the
 * throughput (MiB/s of zip written) and how much the process's resident memory grows at its peak while building:
 * the zip must stream (target: under 64 MB, whatever the zip's size). A plain stream copy of the same masters is
 * measured beside it as a reference. Writes the "## Playlist zips" section of docs/benchmarks.md.
 *
 *   npm run bench:zip -- [--clips 200] [--mb 4] [--runs 3] [--dir /tmp/clipmarket-bench] [--pg <url>] [--no-write]
 *
 * The database is PGlite in <dir>/zip-pglite (or a `bench_zip` database on --pg / BENCH_DATABASE_URL); the
 * library and the zips sit under <dir> too, never ./data.
 */
import { createWriteStream, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { countClips, seedClips } from '../apps/api/src/catalogue/seed';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { insertLicence, insertOrder } from '../apps/api/src/licences/test-helpers';
import { createLocalStore } from '../apps/api/src/media/local-store';
import { createZipRunner } from '../apps/api/src/zips/runner';
import { insertPlaylist, insertUser, insertZipJob } from '../apps/api/src/zips/test-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const clipCount = Number(arg('clips') ?? 200);
const masterMiB = Number(arg('mb') ?? 4);
const runs = Number(arg('runs') ?? 3);
const benchDir = path.resolve(arg('dir') ?? path.join(os.tmpdir(), 'clipmarket-bench'));
const pgUrl = arg('pg') ?? process.env.BENCH_DATABASE_URL;
const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);
const MiB = 1024 ** 2;
/** The plain copies measured beside the zips. */
const references: Array<Omit<Run, 'clips'>> = [];
/** The media numbers given to the bench's clips, so each has a master file of its own. */
const FIRST_NUMBER = 500_000;

async function open(): Promise<Database> {
  if (!pgUrl) return openDatabase({ dataDir: path.join(benchDir, 'zip-pglite') });
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_zip'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE bench_zip');
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = '/bench_zip';
  return openDatabase({ url: url.toString(), poolSize: 4 });
}

/** A master of the given size for each media number, written once (kept between runs). */
function writeMasters(libraryDir: string, count: number): void {
  const dir = path.join(libraryDir, 'masters');
  mkdirSync(dir, { recursive: true });
  const size = masterMiB * MiB;
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `clip-${FIRST_NUMBER + i}.mp4`);
    if (statSync(file, { throwIfNoEntry: false })?.size === size) continue;
    writeFileSync(file, randomBytes(size));
  }
}

interface Run {
  clips: number;
  bytes: number;
  seconds: number;
  /** The highest resident memory above the level before the build. */
  peakRssGrowth: number;
  /** At that moment: V8's heap and the memory of Buffers, above their levels before the build. */
  heapGrowth: number;
  buffersGrowth: number;
}

/** Samples the process's memory while `work` runs: the peak of RSS above its level before. */
async function measure(work: () => Promise<number>): Promise<Omit<Run, 'clips'>> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peak = before;
  const sample = () => {
    const now = process.memoryUsage();
    if (now.rss > peak.rss) peak = now;
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  return {
    bytes,
    seconds,
    peakRssGrowth: peak.rss - before.rss,
    heapGrowth: peak.heapTotal - before.heapTotal,
    buffersGrowth: peak.arrayBuffers - before.arrayBuffers,
  };
}

async function main(): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  const libraryDir = path.join(benchDir, 'zip-library');
  const filesDir = path.join(benchDir, 'zip-files');
  const database = await open();
  const { db } = database;
  try {
    await migrate(db);
    if ((await countClips(db)) < clipCount) {
      log(`seeding ${clipCount} clips`);
      await seedClips(db, { count: clipCount - (await countClips(db)), start: await countClips(db) });
    }
    const clips = (
      await db.selectFrom('clips').select('jmId').orderBy('jmId').limit(clipCount).execute()
    ).map((row) => row.jmId);
    // Each clip its own footage number, so the zip reads 200 different files (not a dozen, cached).
    for (const [i, jmId] of clips.entries()) {
      await db
        .updateTable('clips')
        .set({ previewUrl: `/media/previews/clip-${FIRST_NUMBER + i}.mp4` })
        .where('jmId', '=', jmId)
        .execute();
    }
    log(`writing ${clips.length} masters of ${masterMiB} MiB (once)`);
    writeMasters(libraryDir, clips.length);

    const userId = await insertUser(db);
    const order = await insertOrder(db, userId);
    for (const jmId of clips) await insertLicence(db, userId, order, { jmId, tier: 'basicPro' });
    const library = createLocalStore(libraryDir);
    const files = createLocalStore(filesDir);
    let completed = { bytes: 0, included: 0 };
    let failure: string | null = null;
    const runner = createZipRunner({
      db,
      library,
      files,
      onEvent: (event) => {
        if (event.type === 'completed') completed = { bytes: event.bytes, included: event.included };
        if (event.type === 'failed' || event.type === 'retry') failure = event.error;
      },
    });
    const build = async (jmIds: string[]): Promise<number> => {
      const playlistUuid = await insertPlaylist(db, userId, jmIds);
      await insertZipJob(db, userId, playlistUuid);
      completed = { bytes: 0, included: 0 };
      await runner.runDue();
      if (failure) throw new Error(`the zip failed: ${failure}`);
      if (completed.included !== jmIds.length) throw new Error(`the zip holds ${completed.included} clips`);
      rmSync(path.join(filesDir, 'zips'), { recursive: true, force: true });
      return completed.bytes;
    };

    /** The reference: the same masters copied through one stream into one file, no zip, no database. */
    const copy = async (): Promise<number> => {
      const out = new PassThrough();
      out.setMaxListeners(0);
      const target = path.join(filesDir, 'copy.bin');
      mkdirSync(filesDir, { recursive: true });
      const writing = pipeline(out, createWriteStream(target));
      for (const i of clips.keys()) {
        await pipeline(await library.read(`masters/clip-${FIRST_NUMBER + i}.mp4`), out, { end: false });
      }
      out.end();
      await writing;
      const size = statSync(target).size;
      rmSync(target);
      return size;
    };

    // A small zip first: the database's and the runner's working memory is then allocated before measuring. And
    // one copy, so every measure reads the masters from the page cache (none pays for the disk alone).
    await build(clips.slice(0, 10));
    await copy();
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const reference = await measure(copy);
      references.push(reference);
      log(
        `copy ${i + 1}: ${(reference.bytes / MiB / reference.seconds).toFixed(0)} MiB/s; ` +
          `peak RSS growth ${(reference.peakRssGrowth / MiB).toFixed(1)} MiB`,
      );
      const result = await measure(() => build(clips));
      results.push({ clips: clips.length, ...result });
      log(
        `run ${i + 1}: ${(result.bytes / MiB).toFixed(0)} MiB in ${result.seconds.toFixed(2)} s = ` +
          `${(result.bytes / MiB / result.seconds).toFixed(0)} MiB/s; peak RSS growth ${(result.peakRssGrowth / MiB).toFixed(1)} MiB ` +
          `(heap ${(result.heapGrowth / MiB).toFixed(1)}, buffers ${(result.buffersGrowth / MiB).toFixed(1)})`,
      );
    }
    await runner.stop();
    await sql`DELETE FROM playlists WHERE user_id = ${userId}`.execute(db);
    await sql`DELETE FROM users WHERE id = ${userId}`.execute(db);
    if (!flag('no-write')) writeDoc(results, database.kind);
  } finally {
    await database.close();
  }
}

function writeDoc(results: Run[], kind: string): void {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = readFileSync(file, 'utf8');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const mib = (bytes: number) => (bytes / MiB).toFixed(1);
  const rate = (r: { bytes: number; seconds: number }) => (r.bytes / MiB / r.seconds).toFixed(0);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const worst = Math.max(...results.map((r) => r.peakRssGrowth));
  const section = [
    '## Playlist zips',
    '',
    `Written by \`npm run bench:zip\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores ` +
      `(${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ` +
      `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'}, load average (1 min) ${os.loadavg()[0]!.toFixed(1)} at the end. ` +
      'The zip runner (apps/api/src/zips/runner.ts, the code the server runs) built the zip of a playlist of ' +
      `${results[0]!.clips} licensed clips, each with a master of its own of ${masterMiB} MiB of random bytes, ` +
      'from a local library store into a local files store (entries stored: MP4 does not compress), ' +
      `${results.length} times after a 10-clip warm-up and one copy of the masters (so all reads come from the ` +
      'page cache). Before each zip, the same masters were copied through ' +
      'one stream into one file (no zip, no database) as a reference. Peak RSS growth is the highest resident ' +
      "memory of the process (sampled every 10 ms) above its level just before; heap and Buffers are V8's heap " +
      'and the memory of Buffers at that moment, against theirs before. Target: under 64 MB, whatever the ' +
      "zip's size, since the zip must stream.",
    '',
    '| run | clips | zip MiB | seconds | MiB/s | peak RSS growth MiB | heap MiB | Buffers MiB | plain copy: MiB/s | plain copy: peak RSS growth MiB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r, i) => {
      const ref = references[i]!;
      return (
        `| ${i + 1} | ${r.clips} | ${(r.bytes / MiB).toFixed(0)} | ${r.seconds.toFixed(2)} | ${rate(r)} | ` +
        `${mib(r.peakRssGrowth)} | ${mib(r.heapGrowth)} | ${mib(r.buffersGrowth)} | ${rate(ref)} | ${mib(ref.peakRssGrowth)} |`
      );
    }),
    '',
    `- Throughput: ${median(results.map((r) => r.bytes / MiB / r.seconds)).toFixed(0)} MiB/s (median; the plain ` +
      `copy: ${median(references.map((r) => r.bytes / MiB / r.seconds)).toFixed(0)} MiB/s).`,
    `- Peak RSS growth under 64 MB: ${worst < 64 * 1e6 ? 'held' : '**missed**'} (${(worst / 1e6).toFixed(1)} MB at ` +
      `most; the plain copy ${(Math.max(...references.map((r) => r.peakRssGrowth)) / 1e6).toFixed(1)} MB at most).`,
    '',
    'What the memory figure is: the zip holds one 64 KiB read at a time per stage, so what grows is garbage, the ' +
      "read chunks awaiting V8's next collection, which starts once about 64 MB of Buffers were allocated since " +
      'the last one. A plain stream copy of the same bytes grows as much, and neither grows with the size of the ' +
      'zip (800 MiB here, against a memory growth of tens of MiB); a zip held in memory would grow by its size.',
  ].join('\n');
  const start = doc.indexOf('\n## Playlist zips');
  if (start >= 0) {
    let next = doc.indexOf('\n## ', start + 1);
    if (next < 0) next = doc.length;
    doc = `${doc.slice(0, start)}\n${section}\n${doc.slice(next)}`;
  } else {
    const before = doc.indexOf('\n## `npm test`');
    doc =
      before >= 0
        ? `${doc.slice(0, before)}\n${section}\n${doc.slice(before)}`
        : `${doc.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, `${doc.trimEnd()}\n`);
  log(`wrote ${path.relative(root, file)}`);
}

await main();
