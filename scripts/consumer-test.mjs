// The consumer test (issue 16, ADR 40, ADR 96): what a front-end developer meets installing the published packages.
// Packs @clipmarket/core and @clipmarket/ui as `npm publish` would (their built `dist`) and runs `npm publish
// --dry-run` of each tarball (offline: what it would upload, with its changelog, and with restricted access).
// Installs the tarballs into a fresh Vite + React + TypeScript app (tests/consumer, copied to a temporary folder
// outside the repo so nothing resolves through the workspace), then, with that app's settings: typechecks it
// under `nodenext` and `bundler`, builds it with Vite (client and SSR, default settings), renders the SSR build in
// Node, runs its Vitest test, and imports both packages in plain Node (`import` and `require`) to render a card.
// It weighs each page of the client build (gzip level 9, as bench:web) and fails when a page loads zod. With the
// same installed packages, `next build` builds a Next.js App Router app (tests/consumer-next) whose server
// component renders a VideoCard. Last, a second copy of the app installed with React 18.3 (the versions of
// tests/consumer-react18) typechecks under `nodenext`, renders its SSR build and runs its Vitest test.
//
//   node scripts/consumer-test.mjs            the test (an `npm test` step; the package build step comes first)
//   node scripts/consumer-test.mjs --build    builds core and ui first
//   node scripts/consumer-test.mjs --bench    the test, then `npm run bench:package`'s budget and its section
//                                             of docs/benchmarks.md
//
// The apps' npm packages come from the npm cache that the repo's own install filled (their versions are pinned
// to the repo's, React 18.3 to tests/consumer-react18's, which the repo installs too), so the install needs the
// registry at most for metadata; their build and test tools (Next.js among them) are the repo's own, linked into
// their node_modules.
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
/** The title of the card the apps render (tests/consumer/src/ClipPage.tsx, tests/consumer-next/app/page.tsx). */
const CLIP_TITLE = 'Surfer rides a wave at sunset';

const started = Date.now();
const log = (message) => console.info(`[consumer ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/**
 * Runs a command; resolves with what it printed on stdout (with `all`, `{ stdout, output }`, output being stdout and
 * stderr together), rejects with all it printed when it fails.
 */
function run(cmd, cmdArgs, { all = false, ...options } = {}) {
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
        ? resolve(all ? { stdout, output } : stdout)
        : reject(new Error(`${[cmd, ...cmdArgs].join(' ')} exited with ${code}\n${output.trimEnd()}`)),
    );
  });
}

const version = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'))).version;

const work = mkdtempSync(path.join(os.tmpdir(), 'clipmarket-consumer-'));
const packs = path.join(work, 'packs');
const app = path.join(work, 'app');
const app18 = path.join(work, 'app-react18');
const nextApp = path.join(work, 'next');
let failed = false;

try {
  if (args.has('--build')) {
    log('building @clipmarket/core and @clipmarket/ui');
    await run('npm', ['run', 'build', '-w', '@clipmarket/core', '-w', '@clipmarket/ui'], { cwd: root });
  }
  for (const name of ['core', 'ui']) {
    if (!existsSync(path.join(root, 'packages', name, 'dist', 'index.js'))) {
      throw new Error(
        `packages/${name}/dist is missing: run \`npm run build:packages\` (or this script with --build)`,
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
    pack.tarball = `${pack.name.replace('@clipmarket/', 'clipmarket-')}.tgz`;
    renameSync(path.join(packs, pack.filename), path.join(packs, pack.tarball));
    log(`packed ${pack.name}: ${pack.entryCount} files, ${(pack.size / 1024).toFixed(0)} kB`);
  }
  for (const said of await Promise.all(packed.map(publishDryRun))) log(said);

  // Two copies of the app: one on the repo's React 19, one on React 18.3. Their own packages at the repo's
  // versions (React 18.3 at tests/consumer-react18's), so the npm cache the repo's install filled answers. Their
  // tools (Vite, the React plugin, Vitest, TypeScript) are the repo's, linked in: they are not what is tested, and
  // installing them took a minute of the test.
  const react18 = JSON.parse(
    readFileSync(path.join(root, 'tests/consumer-react18/package.json'), 'utf8'),
  ).dependencies;
  let tools = [];
  for (const [dir, pins] of [
    [app, {}],
    [app18, react18],
  ]) {
    cpSync(path.join(root, 'tests/consumer'), dir, {
      recursive: true,
      filter: (from) => !/[\\/](node_modules|dist|dist-server)$/.test(from),
    });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    tools = Object.keys(manifest.devDependencies).filter((name) => !name.startsWith('@types/'));
    for (const field of ['dependencies', 'devDependencies']) {
      for (const name of Object.keys(manifest[field])) {
        if (tools.includes(name)) delete manifest[field][name];
        else if (!name.startsWith('@clipmarket/')) manifest[field][name] = pins[name] ?? version(name);
      }
    }
    writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  log('installing the tarballs into two fresh Vite + React + TypeScript apps (React 19 and React 18.3)');
  await Promise.all(
    [app, app18].map((dir) =>
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
      }),
    ),
  );
  const link = (dir, name) => {
    const to = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(to), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', name), to, 'dir');
  };
  for (const name of tools) {
    link(app, name);
    link(app18, name);
  }
  // The Next.js app builds with the React 19 app's packages: Next.js, and the Node types its TypeScript set-up
  // asks for, are linked in beside them.
  link(app, 'next');
  link(app, '@types/node');

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

  // The Next.js App Router: a server component (app/page.tsx) renders a VideoCard, which is a client component by
  // the "use client" that opens the package's entry; the layout reads a token from `@clipmarket/ui/tokens`, which
  // has no such directive, on the server. `next build` prerenders the page, offline.
  cpSync(path.join(root, 'tests/consumer-next'), nextApp, {
    recursive: true,
    filter: (from) => !/[\\/](node_modules|\.next)$/.test(from),
  });
  symlinkSync(path.join(app, 'node_modules'), path.join(nextApp, 'node_modules'), 'dir');
  const nextBuild = await run(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: nextApp,
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
      all: true,
    },
  );
  // With CI set, Next.js warns that a CI machine has no build cache to reuse: true of every fresh app, and no
  // fault of the package. Any other warning or error fails the check.
  const complaint = nextBuild.output
    .split('\n')
    .find((line) => /⚠|\bwarn|\berror/i.test(line) && !line.includes('No build cache found'));
  if (complaint) throw new Error(`next build said "${complaint.trim()}"\n${nextBuild.output.trimEnd()}`);
  const prerendered = readFileSync(path.join(nextApp, '.next/server/app/index.html'), 'utf8');
  for (const [what, found] of [
    ["the card's title", prerendered.includes(CLIP_TITLE)],
    ["the card's styles", prerendered.includes('data-emotion="css ')],
    [
      'the theme colour read on the server',
      /<meta name="theme-color" content="#[0-9a-f]{6}"/.test(prerendered),
    ],
  ]) {
    if (!found) throw new Error(`the page next build prerendered has not ${what}`);
  }
  log('Next.js App Router: next build prerendered a server component with a VideoCard, its title and styles');

  // React 18.3: the declarations under its types, the server render and the Vitest test.
  const inApp18 = (cmd, cmdArgs) => run(cmd, cmdArgs, { cwd: app18, env });
  const installed18 = JSON.parse(readFileSync(path.join(app18, 'node_modules/react/package.json'), 'utf8'));
  if (installed18.version !== react18.react)
    throw new Error(`the React 18 app installed React ${installed18.version}, not ${react18.react}`);
  await inApp18('tsc', ['-p', 'tsconfig.nodenext.json']);
  log(
    `React ${installed18.version}: types clean under moduleResolution nodenext (@types/react ${react18['@types/react']})`,
  );
  await inApp18('vite', [
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    'dist-server',
    '--logLevel',
    'warn',
  ]);
  log((await inApp18(process.execPath, ['ssr-check.mjs'])).trim());
  await inApp18('vitest', ['run', '--reporter=dot']);
  log(`Vitest: the installed package renders on React ${installed18.version}`);
  log('passed');
} catch (error) {
  failed = true;
  console.error(`[consumer] FAILED: ${error.message}`);
} finally {
  if (keep) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/**
 * `npm publish --dry-run` of a packed tarball: what the registry would be sent, that it goes out with restricted
 * access (publishConfig), and that the changelog it carries has an entry for its version. Offline: npm 11's dry run
 * otherwise asks the registry for the package's versions (without the network it retries for a minute and then
 * passes), which changes nothing checked here.
 */
async function publishDryRun(pack) {
  const { stdout, output } = await run(
    'npm',
    ['publish', '--dry-run', '--offline', '--json', `./${pack.tarball}`],
    { cwd: packs, all: true },
  );
  const result = JSON.parse(stdout)[pack.name];
  const files = result.files.map((f) => f.path);
  for (const needed of [
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'package.json',
    'dist/index.js',
    'dist/index.d.ts',
  ]) {
    if (!files.includes(needed)) throw new Error(`npm publish of ${pack.name} would not upload ${needed}`);
  }
  const stray = files.filter((f) => /\.(test|stories|fixtures|testing)\.|__screenshots__|\/src\//.test(f));
  if (stray.length)
    throw new Error(
      `npm publish of ${pack.name} would upload files a consumer has no use for: ${stray.join(', ')}`,
    );
  if (!/with tag \S+ and restricted access \(dry-run\)/.test(output))
    throw new Error(
      `npm publish of ${pack.name} would not go out with restricted access:\n${output.trimEnd()}`,
    );
  const changelog = readFileSync(
    path.join(root, 'packages', pack.name.split('/')[1], 'CHANGELOG.md'),
    'utf8',
  );
  if (!changelog.includes(`\n## ${result.version}\n`))
    throw new Error(
      `${pack.name}'s CHANGELOG.md has no entry for the version it would publish, ${result.version}`,
    );
  return `npm publish --dry-run: ${result.id}, ${files.length} files with its changelog, restricted access`;
}

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
