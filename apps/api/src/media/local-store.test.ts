import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store';
import { mediaStoreContract } from './store.contract';

mediaStoreContract('local', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'clipmarket-local-store-'));
  return {
    store: createLocalStore(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe('the local media store on disk', () => {
  it('never reads a file beside its folder, whatever the key', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'clipmarket-local-store-'));
    try {
      writeFileSync(path.join(parent, 'secret.txt'), 'SECRET');
      const store = createLocalStore(path.join(parent, 'library'));
      await expect(store.read('../secret.txt')).rejects.toThrow(/Not a media key/);
      await expect(store.stat('library/../../secret.txt')).rejects.toThrow(/Not a media key/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('leaves no partial file behind when a write fails', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'clipmarket-local-store-'));
    try {
      const store = createLocalStore(root);
      const failing = (async function* () {
        yield Buffer.from('part');
        throw new Error('the source broke');
      })();
      const { Readable } = await import('node:stream');
      await expect(store.write('zips/a.zip', Readable.from(failing), 'application/zip')).rejects.toThrow();
      expect(readdirSync(path.join(root, 'zips'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
