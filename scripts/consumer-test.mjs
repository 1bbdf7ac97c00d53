// The consumer test (issue 16, ADR 40): what a front-end developer meets installing the published packages.
// Packs @clipmarket/core and @clipmarket/ui as `npm publish` would (their built `dist`), installs the tarballs
// into a fresh Vite + React + TypeScript app (tests/consumer, copied to a temporary folder outside the repo so
// nothing resolves through the workspace), then, with that app's settings: typechecks it under `nodenext` and
// `bundler`, builds it with Vite (client and SSR, default settings), renders the SSR build in Node, runs its
// Vitest test, and imports both packages in plain Node (`import` and `require`) to render a card. Last, it
// weighs each page of the client build (gzip level 9, as bench:web) and fails when a page loads zod.
//
//   node scripts/consumer-test.mjs            the test (an `npm test` step; the package build step comes first)
//   node scripts/consumer-test.mjs --build    builds core and ui first
//   node scripts/consumer-test.mjs --bench    the test, then `npm run bench:package`'s budget and its section
//                                             of docs/benchmarks.md
//
// The app's npm packages come from the npm cache that the repo's own install filled (their versions are pinned
// to the repo's), so the install needs the registry at most for metadata; its build and test tools are the
// repo's own, linked into its node_modules.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const bench = args.has('--bench');
const keep = args.has('--keep');

/** Budget of `bench:package`: gzipped JavaScript one VideoCard adds to a page over React alone. */
const CARD_OVER_REACT_BUDGET_KB = 20;

const started = Date.now();
const log = (message) => console.info(`[consumer ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/** Runs a command; resolves with what it printed on stdout, rejects with all it printed when it fails. */
function run(cmd, cmdArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${[cmd, ...cmdArgs].join(' ')} exited with ${code}\n${output.trimEnd()}`)),
    );
  });
}

const version = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'))).version;

const work = mkdtempSync(path.join(os.tmpdir(), 'clipmarket-consumer-'));
const packs = path.join(work, 'packs');
const app = path.join(work, 'app');
let failed = false;

try {
  if (args.has('--build')) {
    log('building @clipmarket/core and @clipmarket/ui');
    await run('npm', ['run', 'build', '-w', '@clipmarket/core', '-w', '@clipmarket/ui'], { cwd: root });
  }
  for (const name of ['core', 'ui']) {
    if (!existsSync(path.join(root, 'packages', name, 'dist', 'index.js'))) {
      throw new Error(
        `packages/${name}/dist is missing: run \`npm run build\` (or this script with --build)`,
      );
    }
  }

  // What `npm publish` would upload: package.json's `files`, README, LICENSE, CHANGELOG.
  mkdirSync(packs);
  const packed = JSON.parse(
    await run(
      'npm',
      ['pack', '--json', '--pack-destination', packs, '-w', '@clipmarket/core', '-w', '@clipmarket/ui'],
      {
        cwd: root,
        env: { ...process.env, npm_config_loglevel: 'error' },
      },
    ),
  );
  for (const pack of packed) {
    renameSync(
      path.join(packs, pack.filename),
      path.join(packs, `${pack.name.replace('@clipmarket/', 'clipmarket-')}.tgz`),
    );
    const files = pack.files.map((f) => f.path);
    for (const needed of ['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      if (!files.includes(needed)) throw new Error(`${pack.name}'s tarball has no ${needed}`);
    }
    const stray = files.filter((f) => /\.(test|stories|fixtures|testing)\.|__screenshots__|\/src\//.test(f));
    if (stray.length)
      throw new Error(`${pack.name}'s tarball holds files a consumer has no use for: ${stray.join(', ')}`);
    log(`packed ${pack.name}: ${pack.entryCount} files, ${(pack.size / 1024).toFixed(0)} kB`);
  }

  cpSync(path.join(root, 'tests/consumer'), app, {
    recursive: true,
    filter: (from) => !/[\\/](node_modules|dist|dist-server)$/.test(from),
  });
  // The app's own packages at the repo's versions, so the npm cache its install filled answers. Its tools (Vite,
  // the React plugin, Vitest, TypeScript) are the repo's, linked in: they are not what is tested, and installing
  // them took a minute of the test.
  const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
  const tools = Object.keys(manifest.devDependencies).filter((name) => !name.startsWith('@types/'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field])) {
      if (tools.includes(name)) delete manifest[field][name];
      else if (!name.startsWith('@clipmarket/')) manifest[field][name] = version(name);
    }
  }
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log('installing the tarballs into a fresh Vite + React + TypeScript app');
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
  });
  for (const name of tools) {
    const link = path.join(app, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', name), link, 'dir');
  }

  // The linked tools' commands are the repo's (`tsc`, `vite`, `vitest`).
  const bins = [path.join(app, 'node_modules/.bin'), path.join(root, 'node_modules/.bin'), process.env.PATH];
  const env = { ...process.env, PATH: bins.join(path.delimiter) };
  delete env.NODE_OPTIONS;
  const inApp = (cmd, cmdArgs) => run(cmd, cmdArgs, { cwd: app, env });

  for (const resolution of ['nodenext', 'bundler']) {
    await inApp('tsc', ['-p', `tsconfig.${resolution}.json`]);
    log(`types: clean under moduleResolution ${resolution}`);
  }
  await inApp('vite', ['build', '--logLevel', 'warn']);
  log('vite build: done');
  // The missing-ThemeProvider warning is development only: the package has it, a production build drops it.
  const warning = 'rendered outside <ThemeProvider>';
  const readAll = (dir) =>
    readdirSync(dir, { recursive: true })
      .filter((file) => String(file).endsWith('.js'))
      .map((file) => readFileSync(path.join(dir, String(file)), 'utf8'))
      .join('\n');
  if (!readAll(path.join(app, 'node_modules/@clipmarket/ui/dist')).includes(warning))
    throw new Error(`the installed @clipmarket/ui has no '${warning}' warning to drop`);
  if (readAll(path.join(app, 'dist')).includes(warning))
    throw new Error(`the production build keeps the development-only '${warning}' warning`);
  log('production build: the missing-ThemeProvider warning is dropped');
  await inApp('vite', [
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    'dist-server',
    '--logLevel',
    'warn',
  ]);
  log((await inApp(process.execPath, ['ssr-check.mjs'])).trim());
  await inApp('vitest', ['run', '--reporter=dot']);
  log('Vitest: the installed package renders under its default settings');
  log((await inApp(process.execPath, ['node-import.mjs'])).trim());

  const pages = weighPages(path.join(app, 'dist'));
  for (const [name, page] of Object.entries(pages)) {
    log(`page ${name}: ${kb(page.gzip)} kB gzipped JavaScript in ${page.files.length} files`);
    if (page.packages.includes('zod'))
      throw new Error(`the ${name} page loads zod (${page.files.join(', ')})`);
  }
  const cardOverReact = pages.card.gzip - pages.reactOnly.gzip;
  log(`one VideoCard adds ${kb(cardOverReact)} kB gzipped over React alone`);
  if (bench) writeBench(pages, cardOverReact);
  log('passed');
} catch (error) {
  failed = true;
  console.error(`[consumer] FAILED: ${error.message}`);
} finally {
  if (keep) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

/**
 * Each HTML page of the build: the JavaScript it loads at once (its entry and what that imports, from Vite's
 * manifest), gzipped at level 9, and the npm packages in it (from the hidden source maps).
 */
function weighPages(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const pages = {};
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isEntry || !key.endsWith('.html')) continue;
    const files = new Set();
    const visit = (id) => {
      const chunk = manifest[id];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(key);
    const packages = new Set();
    let gzip = 0;
    for (const file of files) {
      gzip += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      const map = path.join(dist, `${file}.map`);
      if (!existsSync(map)) continue;
      for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
        if (match) packages.add(match[1]);
      }
    }
    const name = entry.name ?? path.basename(key, '.html');
    pages[name] = { files: [...files], gzip, packages: [...packages].sort() };
  }
  for (const needed of ['card', 'searchBar', 'reactOnly']) {
    if (!pages[needed]) throw new Error(`the build has no ${needed} page (${Object.keys(pages).join(', ')})`);
  }
  return pages;
}

/** Writes the "## Package" section of docs/benchmarks.md and fails over budget. */
function writeBench(pages, cardOverReact) {
  const over = cardOverReact / 1024 > CARD_OVER_REACT_BUDGET_KB;
  const base = new Set(pages.reactOnly.packages);
  const row = (label, page) =>
    `| ${label} | ${kb(page.gzip)} | ${page.packages.filter((p) => !base.has(p)).join(', ') || '–'} |`;
  const section = [
    '## Package',
    '',
    `Written by \`npm run bench:package\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ` +
      `${os.cpus().length} cores. The packed @clipmarket/core and @clipmarket/ui installed into the consumer app ` +
      '(tests/consumer) and built by its own Vite with default settings; each page is the JavaScript it loads at ' +
      'once, gzipped at level 9. ' +
      `Budget: one VideoCard adds at most ${CARD_OVER_REACT_BUDGET_KB} kB gzipped over React alone.`,
    '',
    `| page | JavaScript kB gzipped | npm packages beyond React's (${pages.reactOnly.packages.join(', ')}) |`,
    '| --- | ---: | --- |',
    row('React alone (react-only.html)', pages.reactOnly),
    row('one VideoCard in the ThemeProvider (index.html)', pages.card),
    row('one SearchBar in the ThemeProvider (search-bar.html)', pages.searchBar),
    '',
    `- One VideoCard adds ${kb(cardOverReact)} kB over React alone (budget ${CARD_OVER_REACT_BUDGET_KB} kB: ` +
      `${over ? 'OVER' : 'met'}); one SearchBar adds ${kb(pages.searchBar.gzip - pages.reactOnly.gzip)} kB.`,
    '- No page loads zod (the test fails if one does).',
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = readFileSync(file, 'utf8');
  const start = doc.indexOf('\n## Package\n');
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
  log('wrote docs/benchmarks.md, section "Package"');
  if (over)
    throw new Error(
      `one VideoCard adds ${kb(cardOverReact)} kB, over the ${CARD_OVER_REACT_BUDGET_KB} kB budget`,
    );
}
