// `npm run build`: the production artefact (issue 35 item 1, ADR 104). One folder holding everything a server
// needs and nothing it does not: the compiled server and its operator commands, the built web app and its
// server renderer, the committed footage and fonts, and the npm packages the server imports at run time,
// installed as locked. No Vite, esbuild, tsx, TypeScript, Storybook or Playwright.
//
//   node scripts/release.mjs [--out release] [--offline] [--no-install]
//
// The Dockerfile runs exactly this in its build stage, and the end-to-end tests run every journey against the
// folder it makes (playwright.config.ts). The builds are those of `npm start` (scripts/build-app.mjs), run only
// when a source changed; the install runs again only when the pruned lock file changed.
//
// The folder keeps the repository's shape (apps/api, apps/web), so the server finds the web app and its media
// where it does in a checkout: `node apps/api/dist/main.js` from the folder, or `npm start` there.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bootstrap } from './bootstrap.mjs';
import { buildApi, buildWeb } from './build-app.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Packages that must never be in a production install: build and test tools. */
export const DEV_TOOLS = [
  'vite',
  'esbuild',
  'tsx',
  'typescript',
  'storybook',
  'playwright',
  '@playwright/test',
  'vitest',
  'rolldown',
];

/** The workspace the artefact installs: the server. Everything else is compiled into it or built beside it. */
const SERVER = 'apps/api';

/**
 * The lock file of the artefact: the repository's own lock, cut to the server's run-time closure. Starting
 * from the server's `dependencies`, it follows each package's `dependencies`, `optionalDependencies` and
 * required `peerDependencies`, resolved as Node resolves them (the nearest `node_modules` upwards), and keeps
 * every entry at the place it has in the repository's lock, so the versions are those the tests ran. npm has
 * no command for this: `npm ci --omit=dev --workspace` still installs what a production package names as an
 * optional peer and the repository installs for development (msw's Vite and TypeScript), because the lock
 * marks those `devOptional` (ADR 104).
 * @param {any} lock the repository's package-lock.json
 * @param {Record<string, string>} dependencies the server's run-time dependencies
 */
export function pruneLock(lock, dependencies) {
  const entries = lock.packages;
  /** Where `name` resolves from the package at `from` ('' is the root). */
  const resolve = (from, name) => {
    for (let dir = from; ;) {
      const at = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (entries[at]) return at;
      if (!dir) return null;
      const cut = dir.lastIndexOf('/node_modules/');
      dir = cut >= 0 ? dir.slice(0, cut) : dir.startsWith('node_modules/') ? '' : path.posix.dirname(dir);
      if (dir === '.') dir = '';
    }
  };
  const required = new Set();
  const reached = new Set();
  /** Walks from `from`; `optional` when the edge that led here was optional. */
  const walk = (from, deps, optional) => {
    for (const [name, kind] of deps) {
      const at = resolve(from, name);
      if (!at) {
        // An optional dependency for another platform is not in the lock; a required one must be.
        if (kind === 'required')
          throw new Error(`${name} (needed by ${from || 'the server'}) is not in the lock`);
        continue;
      }
      const isOptional = optional || kind === 'optional';
      if (!isOptional) {
        if (required.has(at)) continue;
        required.add(at);
      } else if (reached.has(at)) continue;
      reached.add(at);
      walk(at, edges(entries[at]), isOptional);
    }
  };
  const edges = (entry) => [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, 'required']),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, 'optional']),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !entry.peerDependenciesMeta?.[name]?.optional)
      .map((name) => [name, 'required']),
  ];
  walk(
    SERVER,
    Object.keys(dependencies).map((name) => [name, 'required']),
    false,
  );

  const server = entries[SERVER];
  const packages = {
    '': { name: 'clipmarket', workspaces: [SERVER], engines: lock.packages['']?.engines },
    [SERVER]: { name: server.name, version: server.version, dependencies },
    [`node_modules/${server.name}`]: { resolved: SERVER, link: true },
  };
  for (const at of [...reached].sort()) {
    // The flags of the repository's tree (development, optional, peer) are recomputed for the server's.
    const entry = { ...entries[at] };
    for (const flag of ['dev', 'devOptional', 'peer', 'optional']) delete entry[flag];
    packages[at] = required.has(at) ? entry : { ...entry, optional: true };
  }
  return { name: 'clipmarket', lockfileVersion: 3, requires: true, packages };
}

/** The server's run-time dependencies: its own, without the workspace packages compiled into it. */
function serverDependencies() {
  const manifest = JSON.parse(readFileSync(path.join(root, SERVER, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(manifest.dependencies).filter(([name]) => !name.startsWith('@clipmarket/')),
  );
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes a file only when its content changed, so an unchanged lock keeps the install as it is. */
function writeIfChanged(file, content) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return true;
}

/**
 * Makes the artefact in `out`: builds what changed, copies the built server, web app and media, writes the
 * manifests and the pruned lock, and installs the run-time packages unless `install` is false.
 */
export function makeRelease({ out, install = true, offline = false }) {
  buildWeb();
  buildApi();
  const copy = (from) => {
    const to = path.join(out, from);
    rmSync(to, { recursive: true, force: true });
    cpSync(path.join(root, from), to, { recursive: true, filter: (file) => !file.endsWith('.partial') });
  };
  for (const folder of [
    'apps/api/dist',
    'apps/api/media',
    'apps/api/assets',
    'apps/web/dist',
    'apps/web/dist-server',
  ])
    copy(folder);

  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const apiManifest = JSON.parse(readFileSync(path.join(root, SERVER, 'package.json'), 'utf8'));
  const dependencies = serverDependencies();
  writeIfChanged(
    path.join(out, 'package.json'),
    json({
      name: 'clipmarket',
      private: true,
      description: 'Clipmarket, built for production: `npm start` serves it (docs/operations.md).',
      type: 'module',
      workspaces: [SERVER],
      engines: rootManifest.engines,
      scripts: {
        start: 'node --enable-source-maps --env-file-if-exists=.env apps/api/dist/main.js',
        migrate: 'node --enable-source-maps --env-file-if-exists=.env apps/api/dist/migrate-cli.js',
        seed: 'node --enable-source-maps --env-file-if-exists=.env apps/api/dist/seed.js',
        'demo-accounts:remove':
          'node --enable-source-maps --env-file-if-exists=.env apps/api/dist/remove-demo-accounts.js',
      },
    }),
  );
  writeIfChanged(
    path.join(out, SERVER, 'package.json'),
    json({
      name: apiManifest.name,
      version: apiManifest.version,
      private: true,
      type: 'module',
      dependencies,
    }),
  );
  // The built web app is ES modules; nothing is installed for it (its server renderer is one bundle).
  writeIfChanged(path.join(out, 'apps/web/package.json'), json({ private: true, type: 'module' }));
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const lockChanged = writeIfChanged(
    path.join(out, 'package-lock.json'),
    json(pruneLock(lock, dependencies)),
  );

  if (!install) return;
  const installed = path.join(out, 'node_modules', '.package-lock.json');
  if (lockChanged || !existsSync(installed)) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // No install scripts: none of the run-time packages needs one (the ffmpeg binary is executable in its
    // tarball), and a production install that runs none has less to trust.
    // From npm's cache when the packages are there (the repository's own install put them there).
    const args = ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'];
    if (offline) args.push('--offline');
    const result = spawnSync(npm, args, { cwd: out, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('Installing the run-time packages failed; see npm’s output above.');
      process.exit(result.status ?? 1);
    }
  }
  const tools = DEV_TOOLS.filter((name) => existsSync(path.join(out, 'node_modules', name, 'package.json')));
  if (tools.length > 0) {
    console.error(`The production install holds build or test tools: ${tools.join(', ')}.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  bootstrap();
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'release' },
      offline: { type: 'boolean', default: false },
      'no-install': { type: 'boolean', default: false },
    },
  });
  const out = path.resolve(values.out);
  const started = Date.now();
  makeRelease({ out, install: !values['no-install'], offline: values.offline });
  const size = (dir) =>
    existsSync(dir) ? Number(spawnSync('du', ['-sm', dir], { encoding: 'utf8' }).stdout.split('\t')[0]) : 0;
  console.info(
    `The production artefact is in ${path.relative(process.cwd(), out) || '.'} ` +
      `(${size(out)} MB with its run-time packages, ${((Date.now() - started) / 1000).toFixed(1)} s). ` +
      'Start it there with `npm start`.',
  );
}
