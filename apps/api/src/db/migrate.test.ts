import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';
import { MIGRATIONS } from './migrations';

describe('the migrations the server runs', () => {
  it('are every file of the migrations folder, each under its file name', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(MIGRATIONS).sort()).toEqual(files);
    for (const migration of Object.values(MIGRATIONS)) expect(typeof migration.up).toBe('function');
  });
});
