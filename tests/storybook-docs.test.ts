// Every docs page of the Storybook, compiled as Storybook compiles it (@storybook/addon-docs's MDX loader): a
// page whose prose holds a bare `{title}` compiles, then crashes in the browser with "title is not defined"
// (issue 34). Each page's compiled module is checked for names it uses and never defines (ESLint's no-undef).
// Every component's page follows the docs template (docs/storybook/DocsTemplate.mdx, ADR 102): its sections, in
// order, with the stories, the props and the links each section holds. Opening the pages in a browser is
// scripts/storybook-docs.ts, a step of npm test.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import mdxLoader from '@storybook/addon-docs/mdx-loader';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// The docs entries of .storybook/main.ts.
const pages = [
  ...globSync('docs/storybook/*.mdx', { cwd: root }),
  ...globSync('packages/ui/src/**/*.mdx', { cwd: root }),
].sort();

/** A page compiled as Storybook's loader compiles it. */
function compile(file: string): Promise<string> {
  const context = {
    resourcePath: path.join(root, file),
    getOptions: () => ({}),
    async: () => (error: Error | null, code?: string) => (error ? fail(error) : done(code ?? '')),
  };
  let done!: (code: string) => void;
  let fail!: (error: Error) => void;
  const compiled = new Promise<string>((resolve, reject) => {
    done = resolve;
    fail = reject;
  });
  void mdxLoader.call(context, readFileSync(context.resourcePath, 'utf8'));
  return compiled;
}

const linter = new Linter();

/** The `##` sections of every component's docs page, in this order (docs/storybook/DocsTemplate.mdx). */
const TEMPLATE = [
  'When to use it',
  'Anatomy',
  'Every state',
  'Props',
  'Accessibility',
  'Content guidelines',
  'Related components',
];
// A component's page; its states' own page (`X.features.mdx`, for a long page) holds only its stories. The
// providers are set-up, not components with states and anatomy: their pages are written like ThemeProvider's.
const PROVIDERS = ['packages/ui/src/components/ClipmarketProvider/ClipmarketProvider.mdx'];
const componentPages = pages.filter(
  (file) =>
    file.startsWith('packages/ui/src/components/') &&
    !file.endsWith('.features.mdx') &&
    !PROVIDERS.includes(file),
);

/** Storybook's id of a title: `Components/VideoCard` is `components-videocard`. */
const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const titleOf = (storiesFile: string) => /title: '([^']+)'/.exec(readFileSync(storiesFile, 'utf8'))?.[1];
// Every docs page of the Storybook: a stories file's own (autodocs, unless it says `!autodocs`), and each MDX
// page's, by its `<Meta title>` or the stories file of its `<Meta of>`.
const docsIds = new Set<string>();
for (const file of globSync('{packages/ui/src,apps/web/src}/**/*.stories.tsx', { cwd: root })) {
  const title = titleOf(path.join(root, file));
  if (title && !readFileSync(path.join(root, file), 'utf8').includes("tags: ['!autodocs']")) {
    docsIds.add(`${idOf(title)}--docs`);
  }
}
for (const file of pages) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const named = /<Meta title="([^"]+)"/.exec(text)?.[1];
  const of = /<Meta of=\{(\w+)\}/.exec(text)?.[1];
  const from = of ? new RegExp(`import \\* as ${of} from '([^']+)'`).exec(text)?.[1] : undefined;
  const title = named ?? (from ? titleOf(path.resolve(root, path.dirname(file), `${from}.tsx`)) : undefined);
  if (title) docsIds.add(`${idOf(title)}--docs`);
}

/** A page's `##` sections and the text under each, code blocks left out. */
function sections(file: string): { heading: string; body: string }[] {
  const prose = readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return prose
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const [heading = '', ...body] = part.split('\n');
      return { heading: heading.trim(), body: body.join('\n') };
    });
}

describe('the Storybook docs pages', () => {
  it('are all found', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages)('%s uses no name it does not define', async (file) => {
    const code = await compile(file);
    const undefinedNames = linter
      .verify(code, {
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules: { 'no-undef': 'error' },
      })
      .map((message) => message.message);
    expect(undefinedNames).toEqual([]);
  });

  it.each(pages)('%s links only to docs pages that exist', (file) => {
    const links = [...readFileSync(path.join(root, file), 'utf8').matchAll(/\?path=\/docs\/([\w-]+)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(links.filter((id) => !docsIds.has(id))).toEqual([]);
  });

  describe('of a component follow the docs template', () => {
    it('are every component but the providers', () => {
      expect(componentPages.length).toBeGreaterThan(50);
    });

    it.each(componentPages)('%s has its sections in order', (file) => {
      expect(sections(file).map((section) => section.heading)).toEqual(TEMPLATE);
    });

    it.each(componentPages)('%s shows its stories, its props and links to related components', (file) => {
      const body = Object.fromEntries(sections(file).map((section) => [section.heading, section.body]));
      // Every state: its stories on the page, or a link to the page of its states.
      expect(body['Every state']).toMatch(
        /<(StoryGallery|Canvas|Stories)\b|\?path=\/docs\/[\w-]+-features--docs/,
      );
      expect(body['Props']).toMatch(/<(ArgTypes|Controls)\b/);
      expect(body['Related components']).toMatch(/\]\(\?path=\/docs\/[\w-]+--docs\)/);
    });
  });
});
