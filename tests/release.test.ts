// Issue 35 item 1: the production artefact installs the server's run-time packages and nothing else, at the
// versions the tests ran (scripts/release.mjs). The end-to-end suite runs every journey against the artefact
// itself (playwright.config.ts); these check the lock it installs from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_TOOLS, pruneLock, type Lock } from '../scripts/release.mjs';

const root = path.resolve(import.meta.dirname, '..');
const repositoryLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
const apiManifest = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const serverDependencies = Object.fromEntries(
  Object.entries(apiManifest.dependencies).filter(([name]) => !name.startsWith('@clipmarket/')),
);
const installedName = (at: string) => at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe("the artefact's lock, cut from the repository's", () => {
  const lock = pruneLock(repositoryLock, serverDependencies);
  const names = new Set(Object.keys(lock.packages).map(installedName));

  it('holds every run-time dependency of the server, at the version the repository locks', () => {
    for (const name of Object.keys(serverDependencies)) {
      const at = lock.packages[`apps/api/node_modules/${name}`]
        ? `apps/api/node_modules/${name}`
        : `node_modules/${name}`;
      expect(lock.packages[at], name).toBeDefined();
      expect(lock.packages[at]!.version).toBe(repositoryLock.packages[at]!.version);
    }
  });

  it('holds no build or test tool, and nothing the repository installs only for development', () => {
    expect(DEV_TOOLS.filter((tool) => names.has(tool))).toEqual([]);
    for (const name of [
      '@storybook/react-vite',
      'msw',
      'react',
      '@clipmarket/ui',
      '@types/node',
      'smtp-server',
    ])
      expect(names.has(name), name).toBe(false);
    // msw names Vite and TypeScript as optional peers; the repository installs them for development.
    expect(Object.values(lock.packages).some((entry) => entry.dev || entry.devOptional)).toBe(false);
  });

  it('resolves every dependency of every kept package inside itself, but optional ones of other platforms', () => {
    for (const [at, entry] of Object.entries(lock.packages)) {
      if (at === '' || entry.link) continue;
      for (const name of Object.keys(entry.dependencies ?? {})) {
        const places = [];
        for (let dir = at; ;) {
          places.push(`${dir ? `${dir}/` : ''}node_modules/${name}`);
          if (!dir) break;
          const cut = dir.lastIndexOf('/node_modules/');
          dir = cut >= 0 ? dir.slice(0, cut) : dir.startsWith('node_modules/') ? '' : path.posix.dirname(dir);
          if (dir === '.') dir = '';
        }
        expect(
          places.some((place) => lock.packages[place]),
          `${name} of ${at}`,
        ).toBe(true);
      }
    }
  });

  it('keeps a package nested under the server where the repository nests it', () => {
    const nested = Object.keys(repositoryLock.packages).filter(
      (at) => at.startsWith('apps/api/node_modules/') && !repositoryLock.packages[at]!.dev,
    );
    expect(nested.length).toBeGreaterThan(0);
    for (const at of nested)
      expect(lock.packages[at], at).toEqual(
        expect.objectContaining({ version: repositoryLock.packages[at]!.version }),
      );
  });

  it('installs the server as the only workspace, without the packages compiled into it', () => {
    expect(lock.packages['']).toMatchObject({ workspaces: ['apps/api'] });
    expect(lock.packages['apps/api']!.dependencies).toEqual(serverDependencies);
    expect(lock.packages['node_modules/@clipmarket/api']).toEqual({ resolved: 'apps/api', link: true });
    expect(names.has('@clipmarket/core')).toBe(false);
  });
});

describe('cutting a lock', () => {
  const entry = (deps: Partial<Lock['packages'][string]> = {}) => ({ version: '1.0.0', ...deps });
  const lock = (packages: Lock['packages']): Lock => ({
    lockfileVersion: 3,
    packages: { '': { name: 'x' }, 'apps/api': { name: '@clipmarket/api', version: '0.1.0' }, ...packages },
  });

  it('keeps a package reached only through an optional dependency optional, and one reached both ways required', () => {
    const cut = pruneLock(
      lock({
        'node_modules/a': entry({
          optionalDependencies: { 'a-linux': '1', 'a-mac': '1' },
          dependencies: { shared: '1' },
        }),
        'node_modules/a-linux': entry({ dev: true, optional: true, dependencies: { shared: '1' } }),
        'node_modules/shared': entry(),
        'node_modules/only-dev': entry({ dev: true }),
      }),
      { a: '1' },
    );
    expect(cut.packages['node_modules/a-linux']).toMatchObject({ optional: true });
    expect(cut.packages['node_modules/a-linux']).not.toHaveProperty('dev');
    expect(cut.packages['node_modules/shared']).not.toHaveProperty('optional');
    expect(cut.packages['node_modules/only-dev']).toBeUndefined();
  });

  it('follows a required peer and leaves an optional one out', () => {
    const cut = pruneLock(
      lock({
        'node_modules/plugin': entry({
          peerDependencies: { host: '1', vite: '1' },
          peerDependenciesMeta: { vite: { optional: true } },
        }),
        'node_modules/host': entry(),
        'node_modules/vite': entry({ devOptional: true }),
      }),
      { plugin: '1' },
    );
    expect(cut.packages['node_modules/host']).toBeDefined();
    expect(cut.packages['node_modules/vite']).toBeUndefined();
  });

  it('resolves the nearest copy, as Node does, when two versions are installed', () => {
    const cut = pruneLock(
      lock({
        'apps/api/node_modules/cache': entry({ version: '11.0.0' }),
        'node_modules/cache': entry({ version: '10.0.0' }),
        'node_modules/b': entry({ dependencies: { cache: '10' } }),
      }),
      { cache: '11', b: '1' },
    );
    expect(cut.packages['apps/api/node_modules/cache']!.version).toBe('11.0.0');
    expect(cut.packages['node_modules/cache']!.version).toBe('10.0.0');
  });

  it('refuses a lock that lacks a required package, naming it', () => {
    expect(() => pruneLock(lock({}), { missing: '1' })).toThrow(
      /missing \(needed by apps\/api\) is not in the lock/,
    );
  });
});
