/**
 * `npm run bench:start`: how long the server takes to start (issue 15, item 6; ADR 37), compiled as
 * `npm start` runs it (`node --enable-source-maps apps/api/dist/main.js`) against the former start through
 * tsx's loader (`node --import tsx --conditions=source apps/api/src/main.ts`).
 *
 * A start is timed from spawning the server's node process until `GET /api/health` answers 200 (polled every
 * 20 ms), the production way (NODE_ENV=production on loopback, the embedded database), on:
 * - a fresh data folder: PGlite creates its database, the migrations run and 10,000 demo clips are generated,
 *   as on a first `npm start`;
 * - an already-seeded data folder (a copy of one made beforehand): what every later start does;
 *   here tsx is also timed with its transform cache off (TSX_DISABLE_CACHE=1), as the first start after
 *   a change was, when every changed module was compiled again.
 * And the part of a start that compiling changes, alone: loading the server's code, timed from spawning until
 * the process exits at its first check (NODE_ENV=production with no PUBLIC_BASE_URL: main.ts refuses to start
 * once every module it imports is loaded and run, before it opens the database).
 * The variants take turns, after one unmeasured start of each; the median of RUNS runs is written, with the
 * server's resident memory once it answered and the time esbuild takes to build the compiled server.
 * Writes the "## Start-up" section of docs/benchmarks.md (other sections are left alone).
 *
 *   npm run bench:start                  5 runs on a seeded folder, 3 on a fresh one; writes the section
 *   npm run bench:start -- --runs 2      fewer runs; options: --fresh-runs <n> --no-write
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_MAIN, buildApi } from '../apps/api/build.mjs';
import { freePort, rssKb } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const RUNS = Number(arg('runs') ?? 5);
const FRESH_RUNS = Number(arg('fresh-runs') ?? Math.min(RUNS, 3));
const WRITE = !process.argv.includes('--no-write');
const SEED_CLIPS = 10_000;

const VARIANTS = {
  compiled: {
    label: 'compiled (`node --enable-source-maps apps/api/dist/main.js`)',
    args: ['--enable-source-maps', API_MAIN],
    env: {},
  },
  tsx: {
    label: 'tsx (`node --import tsx --conditions=source apps/api/src/main.ts`), its cache warm',
    args: ['--import', 'tsx', '--conditions=source', path.join(root, 'apps/api/src/main.ts')],
    env: {},
  },
  tsxCold: {
    label: 'tsx, its cache off (`TSX_DISABLE_CACHE=1`)',
    args: ['--import', 'tsx', '--conditions=source', path.join(root, 'apps/api/src/main.ts')],
    env: { TSX_DISABLE_CACHE: '1' },
  },
};

const log = (...parts) => console.info(new Date().toISOString().slice(11, 19), ...parts);

/** Resident memory of a process in MB, or null. */
function rssMb(pid) {
  const kb = rssKb(pid);
  return kb === null ? null : kb / 1024;
}

/** Starts one variant on `dataDir`; answers the milliseconds until /api/health answered and the RSS then. */
async function timeStart(variant, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const began = performance.now();
  const server = spawn(process.execPath, variant.args, {
    cwd: root,
    env: {
      ...process.env,
      ...variant.env,
      NODE_ENV: 'production',
      SANDBOX_STOREFRONT: 'true',
      PUBLIC_BASE_URL: 'https://clipmarket.example',
      COMPANY_EMAIL_DOMAINS: 'clipmarket.com',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_CLIPS: String(SEED_CLIPS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let ms;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) {
        ms = performance.now() - began;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 600_000) throw new Error('the server did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rss = rssMb(server.pid);
  server.kill('SIGTERM');
  await exited;
  if (server.exitCode !== 0) throw new Error(`the server stopped with ${server.exitCode}:\n${output}`);
  return { ms, rss };
}

/** Loads the server's code and stops at its first check; answers the milliseconds until the process ended. */
async function timeLoad(variant) {
  let output = '';
  const began = performance.now();
  const server = spawn(process.execPath, variant.args, {
    cwd: root,
    env: { ...process.env, ...variant.env, NODE_ENV: 'production', PUBLIC_BASE_URL: '', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => server.once('exit', resolve));
  const ms = performance.now() - began;
  if (code !== 1 || !output.includes('Refusing to start in production')) {
    throw new Error(`expected the server to refuse to start, got exit code ${code}:\n${output}`);
  }
  return { ms, rss: null };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * Times each variant `runs` times, taking turns; `dataDir()` gives each start its folder. Without one, times
 * loading the code alone.
 */
async function measure(names, runs, dataDir) {
  const results = Object.fromEntries(names.map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const name of names) {
      if (!dataDir) {
        const result = await timeLoad(VARIANTS[name]);
        results[name].push(result);
        log(`${name}: code loaded in ${seconds(result.ms)} s`);
        continue;
      }
      const dir = dataDir();
      try {
        const result = await timeStart(VARIANTS[name], dir);
        results[name].push(result);
        log(`${name}: ${seconds(result.ms)} s, ${Math.round(result.rss)} MB`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  return results;
}

function rows(results) {
  return Object.entries(results).map(([name, runs]) => {
    const times = runs.map((r) => r.ms);
    const rss = runs[0]?.rss === null ? [] : [`${Math.round(median(runs.map((r) => r.rss)))} |`];
    return [
      `| ${VARIANTS[name].label} | ${seconds(median(times))} | ${seconds(Math.min(...times))} |`,
      `${seconds(Math.max(...times))} |`,
      ...rss,
    ].join(' ');
  });
}

function writeDoc(section) {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf('\n## Start-up');
  if (start >= 0) {
    let next = doc.indexOf('\n## ', start + 1);
    if (next < 0) next = doc.length;
    doc = `${doc.slice(0, start)}\n${section}\n${doc.slice(next)}`;
  } else {
    // Beside the other benchmarks, before the test suite's timings.
    const tests = doc.indexOf('\n## `npm test`');
    doc =
      tests >= 0
        ? `${doc.slice(0, tests)}\n${section}\n${doc.slice(tests)}`
        : `${doc.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, `${doc.trimEnd()}\n`);
  log(`wrote ${path.relative(root, file)}`);
}

if (!existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))) {
  // Both starts load the web app's server renderer; without it they would be timed without that part.
  console.error('The web app is not built: run `npm start` once (or `npm run build`), then this again.');
  process.exit(1);
}
const loadAverage = os.loadavg()[0].toFixed(1);

log('building the compiled server…');
const buildBegan = performance.now();
await buildApi();
const buildMs = performance.now() - buildBegan;
log(`built in ${Math.round(buildMs)} ms`);

const work = mkdtempSync(path.join(os.tmpdir(), 'clipmarket-bench-start-'));
try {
  // The seeded folder every "already seeded" start gets a copy of.
  const template = path.join(work, 'seeded');
  log(`seeding a data folder with ${SEED_CLIPS.toLocaleString('en')} clips…`);
  await timeStart(VARIANTS.compiled, template);
  let copies = 0;
  const seededCopy = () => {
    const dir = path.join(work, `run-${(copies += 1)}`);
    cpSync(template, dir, { recursive: true });
    return dir;
  };
  const freshDir = () => path.join(work, `run-${(copies += 1)}`);

  log('one unmeasured start of each…');
  await measure(['compiled', 'tsx'], 1, seededCopy);
  log(`${RUNS} loads of the code alone, each…`);
  const load = await measure(['compiled', 'tsx', 'tsxCold'], RUNS);
  log(`${RUNS} starts of each on an already-seeded folder…`);
  const seeded = await measure(['compiled', 'tsx', 'tsxCold'], RUNS, seededCopy);
  log(`${FRESH_RUNS} starts of each on a fresh folder…`);
  const fresh = await measure(['compiled', 'tsx'], FRESH_RUNS, freshDir);

  const gain = (results) => {
    const compiled = median(results.compiled.map((r) => r.ms));
    const tsx = median(results.tsx.map((r) => r.ms));
    return `${seconds(tsx - compiled)} s (${Math.round((100 * (tsx - compiled)) / tsx)} %)`;
  };
  const header = [
    '| start | median s | fastest s | slowest s | RSS MB once answering (median) |',
    '|---|---:|---:|---:|---:|',
  ];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const section = [
    '## Start-up',
    '',
    `Written by \`npm run bench:start\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores ` +
      `(${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}. The time from spawning ` +
      "the server's node process until `GET /api/health` answers (polled every 20 ms), with NODE_ENV=production " +
      'on loopback and the embedded database (PGlite), the web app built. Compiled is what `npm start` runs since ' +
      'ADR 37; tsx is how it ran before. The variants took turns, after one unmeasured start of each. Load ' +
      `average (1 min) when the run began: ${loadAverage}, when it ended: ${os.loadavg()[0].toFixed(1)} (other ` +
      'work on the machine shares its cores, and the figures move with it).',
    '',
    `**An already-seeded data folder** (a copy of one holding ${SEED_CLIPS.toLocaleString('en')} clips; the ` +
      `migrations find nothing to do), ${RUNS} starts each:`,
    '',
    ...header,
    ...rows(seeded),
    '',
    `**A fresh data folder** (PGlite creates the database, the migrations run, ` +
      `${SEED_CLIPS.toLocaleString('en')} demo clips are generated), ${FRESH_RUNS} starts each:`,
    '',
    ...header,
    ...rows(fresh),
    '',
    `**Loading the server's code alone** (spawned until it exits at its first check, before it opens the ` +
      `database: NODE_ENV=production without PUBLIC_BASE_URL), ${RUNS} runs each:`,
    '',
    '| start | median s | fastest s | slowest s |',
    '|---|---:|---:|---:|',
    ...rows(load),
    '',
    `- Compiled against tsx: ${gain(seeded)} sooner on a seeded folder, ${gain(fresh)} on a fresh one; ` +
      `loading the code, ${gain(load)}.`,
    `- Building the compiled server (esbuild, apps/api/build.mjs), which \`npm start\` does when a source ` +
      `changed: ${seconds(buildMs)} s.`,
  ].join('\n');
  console.info(`\n${section}\n`);
  if (WRITE) writeDoc(section);
} finally {
  rmSync(work, { recursive: true, force: true });
}
