// Issue 35 item 2: `.env.example` lists every setting of the server with its meaning and default, made from
// apps/api/src/config.ts (scripts/env-example.ts), and stays equal to it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../apps/api/src/config';
import { ENV_EXAMPLE, envExample, sections } from '../scripts/env-example';

const root = path.resolve(import.meta.dirname, '..');

/** Every source file of the server that runs in production (not a test, a test's worker or its helpers). */
function serverSources(dir = path.join(root, 'apps/api/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(file);
    return /\.ts$/.test(entry.name) && !/(\.test|test-worker|test-helpers)\.ts$/.test(entry.name)
      ? [file]
      : [];
  });
}

describe('.env.example', () => {
  it('is what `npm run env:example` makes from the settings (run it after changing config.ts)', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExample());
  });

  it('describes every setting, or lists it under the one before it that it goes with', () => {
    for (const section of sections()) {
      expect(section.settings[0]?.text, `${section.title}: its first setting has no comment`).toBeTruthy();
    }
  });

  it('lists every variable the server reads from the environment, and nothing else', () => {
    const read = new Set<string>();
    for (const file of serverSources()) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g))
        read.add(name!);
    }
    // Names the server reads only to refuse them (a setting that was renamed) are not settings.
    read.delete('SESSION_IDLE_DAYS');
    const listed = sections().flatMap((section) => section.settings.map((setting) => setting.name));
    expect(listed.filter((name) => !read.has(name) && !(name in configSchema.shape))).toEqual([]);
    expect([...read].filter((name) => !listed.includes(name)).sort()).toEqual([]);
    expect(Object.keys(configSchema.shape).sort()).toEqual([...listed].sort());
  });

  it('states the defaults the server has: every value it gives, uncommented, changes nothing', () => {
    const env = Object.fromEntries(
      envExample()
        .split('\n')
        .filter((line) => /^#[A-Z][A-Z0-9_]*=./.test(line))
        .map((line) => line.slice(1).split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });

  it('names a bad value of a setting a module checks at start-up, with the others', () => {
    expect(() => loadConfig({ AUTH_LOGIN_LIMIT: 'ten', RATE_LIMIT_SEARCH: '5 per minute' })).toThrow(
      /AUTH_LOGIN_LIMIT: must be "<max attempts>\/<window in seconds>", e\.g\. "10\/3600"; got "ten"\.\n {2}RATE_LIMIT_SEARCH: must be/,
    );
  });
});
