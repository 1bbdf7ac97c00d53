import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, acquireDataDirLock } from './lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-lock-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A process id that is surely not running: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the data folder lock', () => {
  it('creates the folder, writes this process id, and removes the lock on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    const file = path.join(dir, LOCK_FILE);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second open of a held folder with a message naming the folder and the ways out', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      try {
        acquireDataDirLock(dir);
      } catch (error) {
        const message = (error as Error).message;
        expect(message).toContain(dir);
        expect(message).toContain('DATA_DIR');
        expect(message).toContain('DATABASE_URL');
        expect(message).toContain(LOCK_FILE);
      }
    } finally {
      release();
    }
  });

  it('refuses a folder held by another live process', () => {
    const dir = tempDir();
    // This test's parent (the test runner) is alive and is not this process.
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Clipmarket server/);
  });

  it('takes over a lock left by a process that has exited', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), String(deadPid()));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });
});
