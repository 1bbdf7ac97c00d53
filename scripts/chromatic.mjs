/**
 * `npm run chromatic [-- <chromatic options>]`: publishes the Storybook to Chromatic for visual review, when the
 * project's token is set; otherwise says it skipped and succeeds. A step of `npm test` (scripts/test.mjs).
 *
 * Without CHROMATIC_PROJECT_TOKEN nothing is built and no network call is made, so `npm test` on a laptop or a
 * fork runs as before. With it, the Chromatic CLI reads chromatic.config.json (options explained in ADR 44):
 * it builds the Storybook with `npm run build-storybook`, uploads it, and exits zero when snapshots changed
 * (changes are accepted or denied in Chromatic's review, not by failing the run); a broken build or a story
 * that throws still fails. Extra arguments go to the CLI as they are, e.g. `npm run chromatic -- --dry-run`.
 *
 * `--reuse-build` (what `npm test` passes): upload the Storybook already in storybook-static, which the docs
 * step (scripts/storybook-docs.ts) has just built, rather than build it again; without a build there, build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (nothing built, nothing uploaded).');
  process.exit(0);
}

const args = process.argv.slice(2);
const reuse = args.includes('--reuse-build');
const built = path.join(root, 'storybook-static');
const buildDir = reuse && existsSync(path.join(built, 'index.json')) ? ['--storybook-build-dir', built] : [];

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself: it never appears on a command line or in a log.
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'chromatic'),
  [
    '--config-file',
    path.join(root, 'chromatic.config.json'),
    ...buildDir,
    ...args.filter((arg) => arg !== '--reuse-build'),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
child.on('error', (error) => {
  console.error(`Chromatic could not start: ${error.message}`);
  process.exit(1);
});
child.on('close', (code) => process.exit(code ?? 1));
