// The server's two builds, each run only when one of its sources is newer than its output: the web app (the
// browser's bundle and the server renderer, Vite) and the API server (esbuild, apps/api/build.mjs). Used by
// `npm start` (scripts/start.mjs) and by the production artefact (scripts/release.mjs). Each function exits
// the process with the build's code when it fails, after the build's own errors. It imports no npm package,
// so a fresh clone can load it before its packages are installed (scripts/bootstrap.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Everything the built app is made from. */
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/assetRetention.ts',
  'apps/web/themesInHead.ts',
  'apps/web/emotionCssMinified.ts',
  'apps/web/package.json',
  'packages/ui/src',
  'packages/core/src',
  'mocks/src',
  'package-lock.json',
].map((p) => path.join(root, p));
/** The two builds: the browser's app, and the server renderer that draws its pages first (ADR 17). */
const builds = [
  { output: path.join(root, 'apps/web/dist/index.html'), args: ['build'] },
  {
    output: path.join(root, 'apps/web/dist-server/entry-server.js'),
    args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'],
  },
];

/** Newest modification time of a file or of any file below a folder. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(p, entry.name)));
  }
  return max;
}

export function buildWeb() {
  const inputs = Math.max(...webInputs.map(newest));
  const stale = builds.filter(({ output }) => !existsSync(output) || statSync(output).mtimeMs <= inputs);
  if (stale.length === 0) {
    console.info('Web app is up to date (apps/web/dist, apps/web/dist-server).');
    return;
  }
  console.info('Building the web app…');
  // Run Vite on this same Node (npm scripts run on the repo's Node 24).
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  for (const { args } of stale) {
    const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      // What is built is the production app, whatever NODE_ENV the caller runs with: under NODE_ENV=test (a
      // start from inside Vitest) Vite would build a development bundle the server renderer cannot run.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('The web app did not build; see the errors above.');
      process.exit(result.status ?? 1);
    }
  }
}

/** Everything the compiled server is made from (apps/api/build.mjs): its sources, core's, how they build. */
const apiInputs = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
  'apps/api/tsconfig.json',
  'packages/core/tsconfig.json',
  'tsconfig.base.json',
].map((p) => path.join(root, p));
export const apiMain = path.join(root, 'apps/api/dist/main.js');

export function buildApi() {
  const inputs = Math.max(...apiInputs.map(newest));
  if (existsSync(apiMain) && statSync(apiMain).mtimeMs > inputs) {
    console.info('API server is up to date (apps/api/dist).');
    return;
  }
  console.info('Building the API server…');
  const result = spawnSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    console.error('The API server did not build; see the errors above.');
    process.exit(result.status ?? 1);
  }
}
