import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaNotFoundError, type MediaStore } from './store';

/** What a contract run needs: a fresh, empty store, and how to let go of it. */
export interface ContractSubject {
  store: MediaStore;
  close?: () => Promise<void>;
}

/** A stream of the bytes in chunks, as a file or a zip being built arrives. */
function streamOf(bytes: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );
}

/** A stream that sends some bytes and then fails, as a source that breaks mid-way does. */
function failingStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from('the first part');
      throw new Error('the source broke');
    })(),
  );
}

/**
 * The `MediaStore` port's contract: one list of behaviours every adapter passes (`local-store.test.ts`,
 * `s3-store.test.ts`). `open` gives an empty store; `bigWrite` is a length that makes the adapter write in
 * several parts (past S3's 5 MiB multipart threshold).
 */
export function mediaStoreContract(
  name: string,
  open: () => Promise<ContractSubject>,
  { bigWrite = 6 * 1024 * 1024 + 123 }: { bigWrite?: number } = {},
): void {
  describe(`the ${name} media store`, () => {
    let subject: ContractSubject;
    let store: MediaStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    }, 60_000);

    afterAll(async () => {
      await subject?.close?.();
    });

    it('gives back exactly the bytes a stream wrote, and says how many', async () => {
      const bytes = randomBytes(200_000);
      const written = await store.write('masters/clip-01.mp4', streamOf(bytes), 'video/mp4');
      expect(written).toEqual({ size: bytes.length });
      expect((await buffer(await store.read('masters/clip-01.mp4'))).equals(bytes)).toBe(true);
    });

    it('streams a write longer than one part and reads it back whole', async () => {
      const bytes = randomBytes(bigWrite);
      const written = await store.write('zips/big.zip', streamOf(bytes, 256 * 1024), 'application/zip');
      expect(written.size).toBe(bytes.length);
      expect((await store.stat('zips/big.zip'))?.size).toBe(bytes.length);
      expect((await buffer(await store.read('zips/big.zip'))).equals(bytes)).toBe(true);
    });

    it('tells the size and date of what is there, and null for what is not', async () => {
      const before = Date.now();
      await store.write('posters/clip-02.webp', streamOf(Buffer.from('RIFF0000WEBP')), 'image/webp');
      const stat = await store.stat('posters/clip-02.webp');
      expect(stat?.size).toBe(12);
      expect(stat?.modified).toBeInstanceOf(Date);
      // S3 dates have whole seconds.
      expect(stat!.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 60_000);
      expect(await store.stat('posters/clip-99.webp')).toBeNull();
      expect(await store.stat('posters')).toBeNull();
    });

    it('reads an inclusive byte range, as HTTP Range counts', async () => {
      const bytes = Buffer.from('0123456789abcdefghij');
      await store.write('previews/clip-03.mp4', streamOf(bytes), 'video/mp4');
      const part = await buffer(await store.read('previews/clip-03.mp4', { start: 5, end: 9 }));
      expect(part.toString()).toBe('56789');
      const first = await buffer(await store.read('previews/clip-03.mp4', { start: 0, end: 0 }));
      expect(first.toString()).toBe('0');
      const last = await buffer(await store.read('previews/clip-03.mp4', { start: 19, end: 19 }));
      expect(last.toString()).toBe('j');
    });

    it('refuses to read what is not there with MediaNotFoundError', async () => {
      const missing = store.read('masters/clip-77.mp4');
      await expect(missing).rejects.toBeInstanceOf(MediaNotFoundError);
      await expect(store.read('masters/clip-77.mp4', { start: 0, end: 9 })).rejects.toMatchObject({
        key: 'masters/clip-77.mp4',
      });
    });

    it('replaces what a key held', async () => {
      await store.write('files/a.txt', streamOf(Buffer.from('first, longer version')), 'text/plain');
      await store.write('files/a.txt', streamOf(Buffer.from('second')), 'text/plain');
      expect((await buffer(await store.read('files/a.txt'))).toString()).toBe('second');
      expect((await store.stat('files/a.txt'))?.size).toBe(6);
    });

    it('stores nothing from a stream that fails, and keeps what was there', async () => {
      await expect(store.write('files/broken.zip', failingStream(), 'application/zip')).rejects.toThrow(
        'the source broke',
      );
      expect(await store.stat('files/broken.zip')).toBeNull();

      await store.write('files/kept.zip', streamOf(Buffer.from('whole')), 'application/zip');
      await expect(store.write('files/kept.zip', failingStream(), 'application/zip')).rejects.toThrow(
        'the source broke',
      );
      expect((await buffer(await store.read('files/kept.zip'))).toString()).toBe('whole');
    });

    it('removes an object, and removing one that is not there is no error', async () => {
      await store.write('files/gone.txt', streamOf(Buffer.from('bye')), 'text/plain');
      await store.remove('files/gone.txt');
      expect(await store.stat('files/gone.txt')).toBeNull();
      await expect(store.read('files/gone.txt')).rejects.toBeInstanceOf(MediaNotFoundError);
      await expect(store.remove('files/never-was.txt')).resolves.toBeUndefined();
    });

    it.each([
      '../outside.txt',
      'masters/../../outside.txt',
      'previews/../masters/clip-01.mp4',
      './masters/clip-01.mp4',
      '/etc/passwd',
      'masters//clip-01.mp4',
      'masters\\clip-01.mp4',
      'masters/clip-01.mp4\0.webp',
      '',
    ])('refuses the key %j for every operation', async (key) => {
      await expect(store.stat(key)).rejects.toThrow(/Not a media key/);
      await expect(store.read(key)).rejects.toThrow(/Not a media key/);
      await expect(store.write(key, streamOf(Buffer.from('x')), 'text/plain')).rejects.toThrow(
        /Not a media key/,
      );
      await expect(store.remove(key)).rejects.toThrow(/Not a media key/);
    });
  });
}
