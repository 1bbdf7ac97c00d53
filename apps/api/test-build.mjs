// Vitest's global set-up for the server's suite (vitest.config.ts): the server compiled once per run, as
// `npm start` runs it (build.mjs, ADR 37), for the tests that start it as a process of its own. Starting the
// compiled server takes a fraction of what `tsx` took to compile the sources again in every such process
// (measured in the suite: about 100 CPU-seconds of `tsx` across its starts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildApi } from './build.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  // Inside the package (git-ignored `.cache/`), so the bundle's npm imports resolve from apps/api as dist's do;
  // one folder per run, so two runs, or `npm start`'s own build of dist, never write over each other.
  const outdir = path.join(import.meta.dirname, '.cache', `test-server-${process.pid}`);
  // With the restart tests' worker processes (a zip runner, a mail sender), which ran through tsx too: each of
  // their starts compiled the sources again (docs/benchmarks-log.md, `npm test` 2026-12-04).
  await buildApi({
    outdir,
    entries: {
      'zip-test-worker': path.join(import.meta.dirname, 'src', 'zips', 'test-worker.ts'),
      'mail-test-worker': path.join(import.meta.dirname, 'src', 'mail', 'test-worker.ts'),
    },
  });
  project.provide('serverMain', path.join(outdir, 'main.js'));
  project.provide('zipTestWorker', path.join(outdir, 'zip-test-worker.js'));
  project.provide('mailTestWorker', path.join(outdir, 'mail-test-worker.js'));
  return () => rmSync(outdir, { recursive: true, force: true });
}
