// The API server compiled to plain JavaScript, which `npm start` runs (ADR 37): src/main.ts bundled by
// esbuild into dist/main.js, with @clipmarket/core compiled in from its TypeScript source (the `source`
// condition, ADR 3) and the npm packages compiled in but those of RUNTIME_PACKAGES, which Node loads from
// node_modules at run time (ADR 104).
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

/** The operator's commands, each `src/<name>.ts`, compiled to `dist/<name>.js` beside the server. */
export const OPERATOR_COMMANDS = ['migrate-cli', 'seed', 'remove-demo-accounts'];

/**
 * The npm packages left to Node at run time, each for a reason; every other package is compiled into the
 * bundle (ADR 104). Loading a few large files instead of some 300 packages' modules halved the code's loading
 * (docs/benchmarks.md, Start-up).
 */
export const RUNTIME_PACKAGES = [
  // Read files beside their own code: PGlite its WebAssembly and data, pdfkit its fonts' metrics, the Swagger
  // UI its static files.
  '@electric-sql/pglite',
  'pdfkit',
  '@fastify/swagger-ui',
  // A native addon, and a binary, each from a package chosen for the platform at install time.
  '@node-rs/argon2',
  '@ffmpeg-installer/ffmpeg',
  // Tries an optional native client (pg-native) that is not installed.
  'pg',
  // Loaded on first use, and large: the common-password list (auth/password-policy.ts) and, with object storage
  // (MEDIA_S3_BUCKET) only, the AWS SDK.
  '@zxcvbn-ts/language-common',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@aws-sdk/s3-request-presigner',
];

/** Leaves the packages of RUNTIME_PACKAGES (and anything below them) to Node; bundles the rest. */
const runtimePackagesExternal = {
  name: 'runtime-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, kind }) => {
      if (kind === 'entry-point' || specifier.startsWith('node:')) return undefined;
      const external = RUNTIME_PACKAGES.some(
        (name) => specifier === name || specifier.startsWith(`${name}/`),
      );
      return external ? { path: specifier, external: true } : undefined;
    });
  },
};

/**
 * `node:http` as CommonJS. Node gives an ES module import of a built-in module a facade that reads every export
 * once, and three of `node:http`'s exports are getters that load undici, Node's fetch (WebSocket and its events):
 * half a second of a start spent on a client the server does not use then. Through `require` (the banner's),
 * the module is the plain object; the named exports are its own values, the lazy getters left out (an import of
 * one fails the build, not the start).
 */
const nodeHttpWithoutUndici = {
  name: 'node-http-without-undici',
  setup(build) {
    build.onResolve({ filter: /^(node:)?http$/ }, ({ namespace }) =>
      // The module below requires the real one, which Node loads.
      namespace === 'node-http-cjs'
        ? { path: 'node:http', external: true }
        : { path: 'node:http', namespace: 'node-http-cjs' },
    );
    build.onLoad({ filter: /.*/, namespace: 'node-http-cjs' }, async () => {
      const http = (await import('node:http')).default;
      const names = Object.keys(http).filter((name) => !Object.getOwnPropertyDescriptor(http, name)?.get);
      return {
        contents: `const http = require('node:http');\nexport default http;\nexport const { ${names.join(', ')} } = http;\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * Builds the server into `outdir`. Each file is written whole, then renamed into place: a server starting
 * meanwhile never reads half of one.
 */
export async function buildApi({ outdir = API_DIST, entries = {} } = {}) {
  const result = await esbuild.build({
    // The server and the operator's commands, which a production install runs without tsx (ADR 104):
    // `npm run migrate`, `seed` and `demo-accounts:remove` of the artefact (scripts/release.mjs). `entries`:
    // more programs of src/ beside them, by output name (the test suite's worker processes).
    entryPoints: {
      main: path.join(apiRoot, 'src', 'main.ts'),
      ...Object.fromEntries(OPERATOR_COMMANDS.map((name) => [name, path.join(apiRoot, 'src', `${name}.ts`)])),
      ...entries,
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // @clipmarket/core from its TypeScript source, as everywhere else in the repo.
    conditions: ['source'],
    plugins: [nodeHttpWithoutUndici, runtimePackagesExternal],
    // The CommonJS packages compiled in call require() for Node's own modules; an ES module has none.
    banner: {
      js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);",
    },
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
