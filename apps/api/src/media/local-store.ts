import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, MediaNotFoundError, type ByteRange, type MediaStat, type MediaStore } from './store';

/** The media store on a local folder (the default). Writes go to a temporary name and are renamed when whole. */
export function createLocalStore(root: string): MediaStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkKey(key).split('/'));

  return {
    kind: 'local',
    async stat(key): Promise<MediaStat | null> {
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? { size: s.size, modified: s.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const file = fileOf(key);
      if (!(await this.stat(key))) throw new MediaNotFoundError(key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async write(key, body): Promise<{ size: number }> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      const out = createWriteStream(partial);
      try {
        await pipeline(body, out);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async remove(key): Promise<void> {
      await rm(fileOf(key), { force: true });
    },
  };
}
