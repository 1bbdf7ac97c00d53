// The lint step refuses an import across a forbidden edge of the layers (ADR 62, docs/architecture.md
// "Layers"). Each case lints a file that does not exist, at a real place in the tree, importing real files:
// the repository's own ESLint settings decide, as `npm run lint` would.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

// Loading the repository's lint settings, plugins and import resolver is the tool starting, done once here as
// `npm run lint` does it once; each case then only lints its file. On the 2 CI cores, beside the other static
// checks, the start took longer than a case's 5 s.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/web/src/probe.ts') });
}, 60_000);

/** What the lint step says of `code` written at `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const forbids = (from: string, to: string) =>
  `boundaries/dependencies: the layers forbid ${from} → ${to} (docs/architecture.md "Layers", ADR 62)`;

describe('the layers lint step', () => {
  it('refuses the web app importing the API server, and the server the web app', async () => {
    expect(await lint('apps/web/src/probe.ts', "import '../../api/src/main';\n")).toEqual([
      forbids('web', 'api'),
    ]);
    expect(await lint('apps/api/src/probe.ts', "import '../../web/src/main';\n")).toEqual([
      forbids('api', 'web'),
    ]);
  });

  it('refuses a package importing an app', async () => {
    expect(await lint('packages/ui/src/probe.ts', "import '../../../apps/web/src/main';\n")).toEqual([
      forbids('ui', 'web'),
    ]);
    expect(await lint('packages/core/src/probe.ts', "import '../../../apps/api/src/main';\n")).toEqual([
      forbids('core', 'api'),
    ]);
    expect(await lint('mocks/src/probe.ts', "import '../../apps/api/src/main';\n")).toEqual([
      forbids('mocks', 'api'),
    ]);
  });

  it('refuses core importing the design system', async () => {
    expect(
      await lint(
        'packages/core/src/probe.ts',
        "import { Button } from '@clipmarket/ui';\nexport { Button };\n",
      ),
    ).toEqual([forbids('core', 'ui')]);
  });

  it('refuses source that ships importing a test helper or the mocks', async () => {
    expect(
      await lint(
        'apps/api/src/probe.ts',
        "import { TEST_NOW } from './test/harness';\nexport { TEST_NOW };\n",
      ),
    ).toEqual([
      'boundaries/dependencies: only tests, stories and tooling import a test helper (apps/api/src/test/harness.ts; ADR 62)',
    ]);
    expect(
      await lint(
        'apps/web/src/probe.ts',
        "import { videoFixtures } from '@clipmarket/mocks';\nexport { videoFixtures };\n",
      ),
    ).toEqual([forbids('web', 'mocks')]);
  });

  it('refuses an import cycle, of values or only of types', async () => {
    // core's index.ts re-exports messages.ts.
    expect(await lint('packages/core/src/messages.ts', "export * from './index';\n")).toEqual([
      'layers/no-cycle: import cycle: this file → packages/core/src/index.ts → this file (ADR 62)',
    ]);
    // The contract's search schema lists the filter names: the cycle issue 29 took apart, by a type import.
    expect(
      await lint(
        'packages/core/src/rules/searchFilterNames.ts',
        "import type { SearchRequest } from '../contract/search';\nexport type Filters = keyof SearchRequest;\n",
      ),
    ).toEqual([
      'layers/no-cycle: import cycle: this file → packages/core/src/contract/search.ts → this file (ADR 62)',
    ]);
  });

  it("refuses a web feature importing another feature's inner file, and lets it import that feature's index", async () => {
    expect(
      await lint('apps/web/src/features/clip/probe.ts', "export { useCart } from '../commerce/useCart';\n"),
    ).toEqual([
      'boundaries/dependencies: a feature imports another feature only through its index.ts (clip → apps/web/src/features/commerce/useCart.ts; ADR 67)',
    ]);
    expect(
      await lint('apps/web/src/features/clip/probe.ts', "export { useCart } from '../commerce';\n"),
    ).toEqual([]);
    expect(
      await lint('apps/web/src/features/clip/probe.ts', "export { CLIP_COPY } from './copy';\n"),
    ).toEqual([]);
  });

  it("refuses the web app's shared pieces importing a feature, and lets its composition import a feature's index", async () => {
    const shell = (to: string) =>
      `boundaries/dependencies: the web app's shell imports a feature only in its composition (App.tsx, main.tsx, entry-server.tsx, routes.tsx, navigation.ts, ssr/pageData.ts), through the feature's index.ts (${to}; ADR 67)`;
    expect(
      await lint('apps/web/src/components/Layout.tsx', "export { CartLink } from '../features/commerce';\n"),
    ).toEqual([shell('apps/web/src/features/commerce/index.ts')]);
    expect(
      await lint('apps/web/src/routes.tsx', "export { default } from './features/search/SearchPage';\n"),
    ).toEqual([shell('apps/web/src/features/search/SearchPage.tsx')]);
    expect(
      await lint('apps/web/src/routes.tsx', "export { searchRoutes } from './features/search';\n"),
    ).toEqual([]);
  });

  it("refuses a feature or a shared piece importing the web app's composition", async () => {
    const composition = (file: string) =>
      `boundaries/dependencies: only the web app's composition and tests import ${file}: it imports the features (ADR 67)`;
    expect(
      await lint('apps/web/src/features/search/probe.ts', "export { routes } from '../../routes';\n"),
    ).toEqual([composition('apps/web/src/routes.tsx')]);
    expect(await lint('apps/web/src/components/probe.ts', "export { App } from '../App';\n")).toEqual([
      composition('apps/web/src/App.tsx'),
    ]);
  });

  it('lets each layer import the ones below it, and tests the mocks and test helpers', async () => {
    const app = "import { MESSAGES } from '@clipmarket/core';\nimport { Button } from '@clipmarket/ui';\n";
    expect(await lint('apps/web/src/probe.ts', `${app}export { MESSAGES, Button };\n`)).toEqual([]);
    const test =
      "import { videoFixtures } from '@clipmarket/mocks';\nimport { TEST_NOW } from './test/harness';\n";
    expect(await lint('apps/api/src/probe.test.ts', `${test}export { videoFixtures, TEST_NOW };\n`)).toEqual(
      [],
    );
  });
});
