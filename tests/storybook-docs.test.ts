// Every docs page of the Storybook, compiled as Storybook compiles it (@storybook/addon-docs's MDX loader): a
// page whose prose holds a bare `{title}` compiles, then crashes in the browser with "title is not defined"
// (issue 34). Each page's compiled module is checked for names it uses and never defines (ESLint's no-undef).
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
});
