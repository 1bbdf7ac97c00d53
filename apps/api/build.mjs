// The API server compiled to plain JavaScript, which `npm start` runs (ADR 37): src/main.ts bundled by
// esbuild into dist/main.js, with @clipmarket/core compiled in from its TypeScript source (the `source`
// condition, ADR 3) and every npm package left external, loaded from node_modules at run time.
//
//   node apps/api/build.mjs    (or `npm run build -w @clipmarket/api`)
//
// scripts/start.mjs runs this when a source is newer than the build.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const apiRoot = import.meta.dirname;
/** Where the build goes (git-ignored, as every `dist/` is). */
export const API_DIST = path.join(apiRoot, 'dist');
/** The compiled server: what `npm start` runs with `node --enable-source-maps`. */
export const API_MAIN = path.join(API_DIST, 'main.js');

/**
 * Leaves every bare import but the workspace's own packages to Node: npm packages load from node_modules as
 * they do under tsx, native ones (@node-rs/argon2) and those that read files beside their own code (PGlite's
 * WebAssembly, pdfkit's fonts) included.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, kind }) => {
      if (kind === 'entry-point' || specifier.startsWith('@clipmarket/')) return undefined;
      return { path: specifier, external: true };
    });
  },
};

/**
 * Builds the server into `outdir`. Each file is written whole, then renamed into place: a server starting
 * meanwhile never reads half of one.
 */
export async function buildApi({ outdir = API_DIST, entries = {} } = {}) {
  const result = await esbuild.build({
    // `entries`: more programs of src/ beside the server, by output name (the test suite's worker processes).
    entryPoints: { main: path.join(apiRoot, 'src', 'main.ts'), ...entries },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // @clipmarket/core from its TypeScript source, as everywhere else in the repo.
    conditions: ['source'],
    plugins: [npmPackagesExternal],
    // A module imported only on demand (the S3 store and its AWS SDK) stays out of the start-up: without
    // splitting, esbuild would hoist its external imports to the top of main.js.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Stack traces name the TypeScript file and line (`node --enable-source-maps`); the sources themselves
    // are in the checkout, so the maps need not carry them.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(outdir, { recursive: true });
  const written = new Set();
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
    written.add(file.path);
  }
  // Chunks of an older build.
  for (const entry of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(file)) rmSync(file, { force: true });
  }
  return [...written];
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = Date.now();
  const files = await buildApi();
  console.info(
    `Built the API server: ${path.relative(process.cwd(), API_MAIN)} and ${files.length - 1} more files ` +
      `in ${Date.now() - started} ms.`,
  );
}
