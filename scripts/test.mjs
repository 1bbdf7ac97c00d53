// `npm test`: every layer, in order from fastest to slowest. Each step runs even when an earlier one fails,
// so one run shows everything that is wrong; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  // What a consumer of @clipmarket/ui installs: the published build of core and ui (dist, gitignored), with no
  // test, story or fixture file pulled in.
  {
    name: 'package build (core, ui)',
    cmd: 'npm',
    args: ['run', 'build', '-w', '@clipmarket/core', '-w', '@clipmarket/ui'],
  },
  {
    name: 'unit and server on PGlite (node)',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
    env: { TEST_DATABASE_URL: '' },
    report: 'unit.json',
  },
  // The server's suite again on a PostgreSQL server when one is given (.ci/run starts a throwaway cluster).
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'server on PostgreSQL (node)',
          cmd: bin('vitest'),
          args: [
            'run',
            '--project',
            'unit',
            'apps/api',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${reports}/server-postgres.json`,
          ],
          report: 'server-postgres.json',
        },
      ]
    : []),
  {
    name: 'components, stories with axe, visual regression (Chromium)',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'components',
      '--project',
      'storybook',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/browser.json`,
    ],
    report: 'browser.json',
  },
  {
    name: 'end-to-end (Playwright, npm start)',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: 'e2e.json',
  },
];

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  console.info(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } });
  const ok = run.status === 0;
  results.push({ ...step, ok, seconds: Math.round((Date.now() - started) / 1000) });
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
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
