// Issue 35 item 0: `npm start` and `npm test` install the packages when they are missing or stale.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packagesInstalled } from '../scripts/bootstrap.mjs';

describe('whether the packages are installed as locked', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const checkout = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-bootstrap-'));
    writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    return dir;
  };
  const install = (at: Date) => {
    mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', '.bin', 'node'), '');
    const hidden = path.join(dir, 'node_modules', '.package-lock.json');
    writeFileSync(hidden, '{}');
    utimesSync(hidden, at, at);
  };

  it('is no on a fresh clone, with no node_modules', () => {
    expect(packagesInstalled(checkout())).toBe(false);
  });

  it('is yes after an install, and no once the lock file changes after it (a pull, a checkout)', () => {
    checkout();
    const lock = path.join(dir, 'package-lock.json');
    utimesSync(lock, new Date('2026-12-01'), new Date('2026-12-01'));
    install(new Date('2026-12-02'));
    expect(packagesInstalled(dir)).toBe(true);
    utimesSync(lock, new Date('2026-12-03'), new Date('2026-12-03'));
    expect(packagesInstalled(dir)).toBe(false);
  });

  it('is no when the project Node is missing from an install', () => {
    checkout();
    install(new Date());
    rmSync(path.join(dir, 'node_modules', '.bin', 'node'));
    expect(packagesInstalled(dir)).toBe(false);
  });
});
