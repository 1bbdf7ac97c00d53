// @ts-check
// The layers of the house (ADR 62, docs/architecture.md "Layers"): which package may import which, that only
// tests import test helpers, and that no import runs in a circle. TypeScript's projects hold the same lines for
// types (tsconfig.json); this holds them for every import, type or value, and names the edge that broke.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where an import lands: the TypeScript resolver, reading package exports under the `source` condition. */
const RESOLVER = {
  conditionNames: ['source', 'types', 'import', 'node', 'default'],
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts', '.json'],
};

/**
 * The elements: each package, and each feature folder of the web app. The first pattern that matches names a
 * file's element.
 *
 * Feature folders (issue 29 item 2, ADR 67): a folder `apps/web/src/features/<name>/` is a feature. It may
 * import core, ui, the web app's shell (the rest of apps/web/src) and its own files; another feature only
 * through its `index.ts`. Of the shell, only the composition (WEB_COMPOSITION) imports a feature, and only
 * through its `index.ts`.
 */
const ELEMENTS = [
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web', pattern: 'apps/web', partialMatch: false },
  { type: 'api', pattern: 'apps/api', partialMatch: false },
  { type: 'ui', pattern: 'packages/ui', partialMatch: false },
  { type: 'core', pattern: 'packages/core', partialMatch: false },
  { type: 'mocks', pattern: 'mocks', partialMatch: false },
  // The harness of them all: configs, scripts, benchmarks, end-to-end tests, Storybook's preview.
  { type: 'tooling', pattern: 'scripts', partialMatch: false },
  { type: 'tooling', pattern: 'e2e', partialMatch: false },
  { type: 'tooling', pattern: 'tests', partialMatch: false },
  // (`[.]`: a leading dot reads to the plugin as a file's extension.)
  { type: 'tooling', pattern: '[.]storybook', partialMatch: false },
];

/** Files that exist only for tests and stories; only tests, stories, other helpers and tooling import them. */
export const TEST_HELPERS = [
  '**/test-helpers.ts',
  '**/test-*.ts',
  '**/src/test/**',
  '**/*.testing.ts',
  '**/*.fixtures.ts',
  '**/*StoryData.ts',
  'packages/ui/src/visualHarness.tsx',
];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.spec.ts'];

/** The first category that matches names a file's. */
const FILES = [
  { category: 'test-helper', pattern: TEST_HELPERS },
  { category: 'test', pattern: TESTS },
  { category: 'source', pattern: '**/*' },
];

const element = (/** @type {string} */ type) => ({ element: { type } });

/**
 * The web app's composition (ADR 67): the files that put the features together (the providers and layout,
 * the entries of the browser and of the server render, the route table, navigation that waits for a route's
 * code, the server render's page data). Only they import a feature, through its index.ts; and only they and
 * tests import them. The rest of the shell (layout, header, session, API client, state) imports no feature,
 * directly or through the route table, so a feature can import any of it without a cycle.
 */
const WEB_COMPOSITION = 'src/{App.tsx,main.tsx,entry-server.tsx,routes.tsx,navigation.ts,ssr/pageData.ts}';
const webComposition = { element: { type: 'web', fileInternalPath: WEB_COMPOSITION } };
const featureIndex = { element: { type: 'web-feature', fileInternalPath: 'index.{ts,tsx}' } };
const ownFeature = {
  element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } },
};
const testsAndHelpers = { file: { categories: ['test', 'test-helper'] } };

/** What each element may import (anything else is refused); the last policy that matches decides. */
const POLICIES = [
  { from: element('core'), allow: { to: element('core') } },
  { from: element('ui'), allow: { to: [element('core'), element('ui')] } },
  { from: element('mocks'), allow: { to: [element('core'), element('mocks')] } },
  { from: element('api'), allow: { to: [element('core'), element('api')] } },
  { from: element('web'), allow: { to: [element('core'), element('ui'), element('web')] } },
  { from: element('web-feature'), allow: { to: [element('core'), element('ui'), element('web')] } },
  // A feature: its own files, and another feature's index.ts.
  {
    from: element('web-feature'),
    disallow: { to: element('web-feature') },
    message:
      'a feature imports another feature only through its index.ts ({{ from.element.captured.feature }} → {{ to.file.path }}; ADR 67)',
  },
  { from: element('web-feature'), allow: { to: [ownFeature, featureIndex] } },
  // The shell: only its composition imports a feature, through the feature's index.ts.
  {
    from: element('web'),
    disallow: { to: element('web-feature') },
    message:
      "the web app's shell imports a feature only in its composition (App.tsx, main.tsx, entry-server.tsx, routes.tsx, navigation.ts, ssr/pageData.ts), through the feature's index.ts ({{ to.file.path }}; ADR 67)",
  },
  { from: webComposition, allow: { to: featureIndex } },
  // The composition: imported only by itself and by tests.
  {
    from: { element: { type: ['web', 'web-feature'] } },
    disallow: { to: webComposition },
    message:
      "only the web app's composition and tests import {{ to.file.path }}: it imports the features (ADR 67)",
  },
  { from: webComposition, allow: { to: webComposition } },
  { from: testsAndHelpers, allow: { to: [webComposition, featureIndex] } },
  { from: element('tooling'), allow: { to: { element: { type: '*' } } } },
  // Tests and their helpers may use the mocks (MSW handlers and fixtures).
  { from: testsAndHelpers, allow: { to: element('mocks') } },
  // Nothing that ships imports a test helper.
  {
    from: { element: { type: '!tooling' }, file: { categories: 'source' } },
    disallow: { to: { file: { categories: 'test-helper' } } },
    message: 'only tests, stories and tooling import a test helper ({{ to.file.path }}; ADR 62)',
  },
];

// ---- No import cycles, `import type` included ----
// import-x/no-cycle skips type-only imports (the compiler erases them, so they never change the order modules
// run in), and the cycles issue 29 found were of that kind: a module and its rules each importing the other's
// types. So the cycle rule is this one: TypeScript's own resolver (as the projects resolve, `source` condition)
// and its import scanner over the repository's files, each read once per run.

const TS_OPTIONS = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  customConditions: ['source'],
  allowImportingTsExtensions: true,
  allowJs: true,
};
const resolutions = ts.createModuleResolutionCache(process.cwd(), (name) => name, TS_OPTIONS);

/** The repository's file an import names, or undefined for a package from node_modules or a declaration. */
function resolveImport(/** @type {string} */ specifier, /** @type {string} */ importer) {
  const found = ts.resolveModuleName(specifier, importer, TS_OPTIONS, ts.sys, resolutions).resolvedModule;
  if (!found || found.extension === '.d.ts' || found.resolvedFileName.includes('/node_modules/'))
    return undefined;
  return path.resolve(found.resolvedFileName);
}

/** @type {Map<string, { mtime: number, imports: string[] }>} */
const graph = new Map();

/** The files a file on disk imports (values, types, re-exports, `import()`), read once per change. */
function importsOnDisk(/** @type {string} */ file) {
  const mtime = statSync(file).mtimeMs;
  const known = graph.get(file);
  if (known?.mtime === mtime) return known.imports;
  const text = readFileSync(file, 'utf8');
  const imports = new Set();
  for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    // `declare module '../app' { … }` adds to that module's types; it imports nothing.
    if (/declare\s+module\s+$/.test(text.slice(Math.max(0, pos - 40), pos))) continue;
    const imported = resolveImport(fileName, file);
    if (imported !== undefined) imports.add(imported);
  }
  graph.set(file, { mtime, imports: [...imports] });
  return [...imports];
}

/** The way back from `start` to `file`, if there is one: the files in between, `start` first. */
function wayBack(/** @type {string} */ start, /** @type {string} */ file, /** @type {Set<string>} */ seen) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  seen.add(start);
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    for (const next of importsOnDisk(at)) {
      if (next === file) {
        const route = [];
        for (let step = /** @type {string | null} */ (at); step !== null; step = cameFrom.get(step) ?? null) {
          route.unshift(step);
        }
        return route;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'An import, of values or of types, that leads back to the importing file.' },
    messages: { cycle: 'import cycle: this file → {{route}} → this file (ADR 62)' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const root = context.cwd;
    /** Files already walked from this one: a way back through them would have been reported already. */
    const seen = new Set();
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, file);
      if (target === undefined || target === file || seen.has(target)) return;
      const route = target && wayBack(target, file, seen);
      if (route) {
        const names = route.map((f) => path.relative(root, f));
        context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const local = { rules: { 'no-cycle': noCycle } };

/**
 * @param {{ boundaries: import('eslint').ESLint.Plugin }} plugins
 * @returns {import('eslint').Linter.Config[]}
 */
export function layers({ boundaries }) {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { boundaries, layers: local },
      settings: {
        'import/resolver': { typescript: RESOLVER },
        'boundaries/elements': ELEMENTS,
        'boundaries/files': FILES,
        'boundaries/files-single-match': true,
        'boundaries/legacy-templates': false,
        'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
        // The root's configs (eslint, vitest, playwright) are tooling, in no package.
        'boundaries/ignore': ['*.{js,mjs,ts}'],
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            checkInternals: true,
            message:
              'the layers forbid {{ from.element.type }} → {{ to.element.type }} (docs/architecture.md "Layers", ADR 62)',
            policies: POLICIES,
          },
        ],
        'layers/no-cycle': 'error',
      },
    },
  ];
}
