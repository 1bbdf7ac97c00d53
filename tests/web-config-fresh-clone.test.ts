// The web app's Vite config is bundled and run by Node before anything is built: a bare `@clipmarket/core` or
// `@clipmarket/ui` it reaches resolves to the package's `dist`, which a fresh clone does not have, and
// `npm start` then fails to build the app. What the config needs from the packages it loads by path, or at
// build time through Vite's module runner (themesInHead.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The specifiers a module imports at run time (`import type` and `typeof import(…)` are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'/gm)) {
    found.push(match[1] ?? '');
  }
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(match[1] ?? '');
  for (const match of source.matchAll(/(?<!typeof\s)\bimport\(\s*'([^']+)'\s*\)/g))
    found.push(match[1] ?? '');
  return found;
}

/** Every bare specifier the config reaches, with the chain of files that led to it. */
function bareImportsOf(entry: string): Map<string, string[]> {
  const bare = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!bare.has(specifier)) bare.set(specifier, [...chain, path.relative(root, file)]);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
        (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
      );
      if (target) walk(target, [...chain, path.relative(root, file)]);
    }
  };
  walk(entry, []);
  return bare;
}

describe("the web app's build config on a fresh clone", () => {
  it('reaches no @clipmarket package by name, only by path, so it loads before the packages are built', () => {
    const packages = [...bareImportsOf(path.join(root, 'apps/web/vite.config.ts'))].filter(([specifier]) =>
      specifier.startsWith('@clipmarket/'),
    );
    expect(packages.map(([specifier, chain]) => `${chain.join(' → ')} → ${specifier}`)).toEqual([]);
  });

  it('finds a package import the config reaches through a chain of files (the check can fail)', () => {
    const chain = bareImportsOf(path.join(root, 'packages/ui/src/theme/baseStyles.ts')).get(
      '@clipmarket/core',
    );
    expect(chain).toEqual(['packages/ui/src/theme/baseStyles.ts', 'packages/ui/src/theme/tokens.ts']);
  });
});
