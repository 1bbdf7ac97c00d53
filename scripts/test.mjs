// `npm test`: installs what a fresh machine lacks (the npm packages, Debian's Chromium and PostgreSQL 15, a
// throwaway test cluster), then every layer, in order from fastest to slowest. Each step runs even when an
// earlier one fails, so one run shows everything that is wrong; the exit code is non-zero if any step failed.
// The steps of the `static` group run at the same time: the static checks, the package build (which writes only the packages'
// dist, which nothing else reads) and the Node suites, none of which waits on a browser. The rest run one after
// another (ADR 61): beside each other on 2 cores, the browser tests, the end-to-end tests and the server's
// restart tests timed out waiting for what a person would wait for.
// Browser and end-to-end tests are retried once in CI (vitest.config.ts, playwright.config.ts) and listed as
// flaky when they pass only then. A group's `live` step prints as it runs; the others' output follows when the
// group has ended.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from './bootstrap.mjs';

// A fresh clone: the packages installed as locked, and this script on the project's Node 24.
bootstrap();

const root = path.resolve(import.meta.dirname, '..');

/**
 * What the tests need from the machine (issue 35 item 0): Debian's Chromium and its headless shell (the
 * browser tests, ADR 61) and PostgreSQL 15 (the server suite's second engine). Installed with apt-get when this
 * user may (root, or sudo without a password); otherwise one line says what to run.
 */
const MACHINE_PACKAGES = [
  { pkg: 'chromium', file: '/usr/bin/chromium' },
  { pkg: 'chromium-headless-shell', file: '/usr/bin/chromium-headless-shell' },
  { pkg: 'postgresql-15', file: '/usr/lib/postgresql/15/bin/initdb' },
];
function ensureMachinePackages() {
  const missing = MACHINE_PACKAGES.filter(({ file }) => !existsSync(file)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!hasApt || (!isRoot && !sudo)) {
    console.error(
      `npm test needs ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\`, then npm test again.`,
    );
    process.exit(1);
  }
  const run = (args) => {
    const [cmd, ...rest] = isRoot ? args : ['sudo', ...args];
    const result = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`\`${args.join(' ')}\` failed; see its output above.`);
      process.exit(result.status ?? 1);
    }
  };
  console.info(`Installing ${missing.join(', ')} from Debian (apt-get)…`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
}
ensureMachinePackages();

/**
 * A throwaway PostgreSQL 15 cluster on loopback for the server suite (scripts/pg-test-cluster.sh), unless
 * TEST_DATABASE_URL names a server already; stopped and deleted however the run ends.
 */
function startTestCluster() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL;
  const state = path.join(os.tmpdir(), `clipmarket-test-pg-${process.pid}.state`);
  const cluster = (command) =>
    spawnSync(path.join(root, 'scripts', 'pg-test-cluster.sh'), [command], {
      env: { ...process.env, PG_TEST_STATE: state },
      encoding: 'utf8',
    });
  const started = cluster('start');
  if (started.status !== 0) {
    console.error(`Could not start a PostgreSQL test cluster:\n${started.stderr}`);
    process.exit(1);
  }
  const stop = () => cluster('stop');
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const url = started.stdout.trim();
  console.info(`PostgreSQL 15 test cluster: ${url}`);
  return url;
}
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Vitest's default in a run is one worker fewer than the cores: one on a 2-core machine. The Node suites spend
// much of their time waiting on their own servers, so they use one worker more than the cores (measured on 2
// cores, alone: one worker 210 s, two 134 s; 2026-12-04, with the fuzz suite in four files and the long files
// first, two 296 s and three 279 s, the short files at the end leaving a core idle with two).
const nodeWorkers = `--maxWorkers=${Math.max(2, os.availableParallelism()) + 1}`;
const POSTGRES = startTestCluster();
const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings', '0', '.'], group: 'static' },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'], group: 'static' },
  // One thread: beside the other static steps on 2 cores, TypeScript 7's parallel checkers each bind and check
  // their share again (alone: 28 s and 55 CPU-s in parallel, 19 s and 23 CPU-s on one thread; ADR 74).
  { name: 'typecheck', cmd: bin('tsc'), args: ['-b', '--singleThreaded'], group: 'static' },
  // What a consumer of @clipmarket/ui installs: the published build of core and ui (dist, gitignored), with no
  // test, story or fixture file pulled in; then the packed packages installed into a fresh Vite + React +
  // TypeScript app (ADR 40): types under nodenext and bundler, Vite's client and SSR builds, Vitest, plain Node;
  // no page of one component loads zod. It writes to the packages' dist and a temporary folder.
  {
    name: 'package build (core, ui) and consumer app (packed core and ui)',
    cmd: process.execPath,
    args: ['scripts/consumer-test.mjs', '--build'],
    group: 'static',
  },
  // The server's suite runs once (ADR 61): on the PostgreSQL server when one is given (.ci/run starts a
  // throwaway cluster), else on PGlite. With a server given, the files whose behaviour depends on the engine run
  // again on PGlite, which `npm start` and the end-to-end tests use: the `server-pglite` project of
  // vitest.config.ts, in the same run, so its files fill the workers beside the others' last files.
  {
    name: POSTGRES
      ? 'unit, server on PostgreSQL, and its engine-dependent files again on PGlite (node)'
      : 'unit and server on PGlite (node)',
    group: 'static',
    live: true,
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'unit',
      ...(POSTGRES ? ['--project', 'server-pglite'] : []),
      nodeWorkers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
    env: { TEST_DATABASE_URL: POSTGRES },
    report: 'unit.json',
  },
  {
    name: 'app pages, components, stories with axe, visual regression (Chromium)',
    live: true,
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'app',
      '--project',
      'components',
      '--project',
      'ui',
      '--project',
      'storybook',
      // Two tabs: alone, one tab left a third of the two cores idle (698 s wall, 434 CPU-seconds idle); with two,
      // 428 s and 74 idle, all 2,043 passed first time (docs/benchmarks-log.md, 2026-12-02 evening). It runs
      // with nothing beside it (ADR 61), which is what kept two tabs from flaking before.
      '--maxWorkers=2',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/browser.json`,
    ],
    report: 'browser.json',
  },
  // Every docs page of the built Storybook opened in Chromium (scripts/storybook-docs.ts, ADR 102): an error, a
  // page covered by a story's backdrop, or an axe violation fails it. It builds storybook-static, which the
  // Chromatic step uploads rather than building again.
  {
    name: 'Storybook docs pages (built Storybook, Chromium)',
    cmd: process.execPath,
    args: ['scripts/storybook-docs.ts', '--report', `${reports}/docs.json`],
    report: 'docs.json',
  },
  {
    name: 'end-to-end (Playwright, the production artefact)',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: 'e2e.json',
  },
  // The production image, when a container engine runs here (docker or podman); otherwise one line says so.
  // After the end-to-end step, which ran every journey against the artefact the image is made of.
  {
    name: 'container image (Dockerfile, when a container engine runs)',
    cmd: process.execPath,
    args: ['scripts/container-image.mjs'],
  },
  // Visual review in Chromatic (scripts/chromatic.mjs, ADR 44): uploads the Storybook only when
  // CHROMATIC_PROJECT_TOKEN is set, and otherwise prints that it skipped, with no network call. It uploads the
  // docs step's build (`--reuse-build`; ADR 102), building only when there is none. Last, alone: changed
  // snapshots are reviewed there, not failed here.
  {
    name: 'visual review (Chromatic, when CHROMATIC_PROJECT_TOKEN is set)',
    cmd: process.execPath,
    args: ['scripts/chromatic.mjs', '--reuse-build'],
  },
];

const only = process.argv.slice(2);
const chosen = steps.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));
const results = [];

/** Runs a step, its output printed as it comes (`live`) or kept: resolves with its result and what it printed. */
function runStep(step, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: { ...env, ...step.env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      resolve({ ...step, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), output });
    });
  });
}

// The steps in order, those of one group together at the place of its first step.
const batches = [];
for (const step of chosen) {
  const batch = step.group && batches.find((b) => b.group === step.group);
  if (batch) batch.steps.push(step);
  else batches.push({ group: step.group, steps: [step] });
}

for (const { steps: batch } of batches) {
  const live = batch.find((step) => step.live) ?? batch[0];
  if (batch.length > 1) {
    const others = batch.filter((step) => step !== live).map((step) => step.name);
    console.info(`\n▶ ${live.name} (with ${others.join(', ')} at the same time: their output follows)`);
  } else {
    console.info(`\n▶ ${live.name}`);
  }
  const done = await Promise.all(batch.map((step) => runStep(step, step === live)));
  for (const result of done) {
    if (result !== done[batch.indexOf(live)]) {
      console.info(`\n▶ ${result.name}`);
      process.stdout.write(result.output);
    }
  }
  // In the order of the steps, whatever order they ended in.
  results.push(...done);
}

/** Test counts from a Vitest or Playwright JSON report. */
function counts(file) {
  const p = path.join(reports, file);
  if (!existsSync(p)) return null;
  const r = JSON.parse(readFileSync(p, 'utf8'));
  if (typeof r.numPassedTests === 'number') return { passed: r.numPassedTests, failed: r.numFailedTests };
  if (r.stats) return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  return null;
}

/** The failing tests of a Vitest or Playwright JSON report, each with the first lines of its message. */
function failures(file) {
  const p = path.join(reports, file);
  if (!existsSync(p)) return [];
  const r = JSON.parse(readFileSync(p, 'utf8'));
  const first = (message = '') => message.split('\n').slice(0, 4).join('\n      ');
  if (r.testResults) {
    // A test that passed on its retry (CI retries browser tests once) keeps its first attempt's error: flaky.
    return r.testResults.flatMap((f) =>
      f.assertionResults
        .filter((a) => a.status === 'failed' || (a.status === 'passed' && a.failureMessages?.length))
        .map(
          (a) =>
            `${a.status === 'passed' ? '(passed on retry) ' : ''}${path.relative(root, f.name)} › ${a.fullName}` +
            `\n      ${first(a.failureMessages?.[0])}`,
        ),
    );
  }
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        // A flaky test (passed on CI's retry) shows its first attempt's error; a failing one its last.
        const shown = t.status === 'flaky' ? t.results?.find((x) => x.error) : t.results?.at(-1);
        const mark = t.status === 'flaky' ? '(passed on retry) ' : '';
        out.push(`${mark}${spec.file} › ${spec.title}\n      ${first(shown?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  return out;
}

let passed = 0;
let failed = 0;
console.info('\nSummary');
for (const r of results) {
  const c = r.report ? counts(r.report) : null;
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  // A step that failed without a failing test (lint, a crash, a suite that did not load) still fails the run.
  if (!r.ok && (!c || c.failed === 0)) failed += 1;
  if (!r.report && r.ok) passed += 1;
  const detail = c ? ` (${c.passed} passed, ${c.failed} failed)` : '';
  console.info(`  ${r.ok ? '✓' : '✗'} ${r.name}${detail} ${r.seconds}s`);
}
// The failures again at the very end, where a log cut to its last lines still shows them.
const failing = results.flatMap((r) => (r.report ? failures(r.report) : []));
if (failing.length) console.info(`\nFailed (or flaky):\n${failing.map((f) => `  ✗ ${f}`).join('\n')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
