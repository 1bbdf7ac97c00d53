import type { Readable } from 'node:stream';

/**
 * Where footage and generated files live (decisions.md "Fulfilment": a local folder by default, S3-compatible
 * storage when configured). One port, two adapters: `local-store.ts` and `s3-store.ts`. Keys are relative
 * paths with `/` (`masters/clip-01.mp4`, `zips/<id>.zip`); an adapter never lets a key leave its root.
 *
 * The app has two stores: the **library** (read: `masters/`, `previews/`, `posters/`; only previews and
 * posters are ever public, at `/media/`) and the **files** store (written: playlist zips).
 */
export interface MediaStore {
  /** 'local' or 's3', for the health check and logs. */
  readonly kind: 'local' | 's3';
  /** The object's size and last change, or null when there is none. */
  stat(key: string): Promise<MediaStat | null>;
  /** The object's bytes, all or an inclusive byte range; rejects with `MediaNotFoundError` when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Stores a stream under the key (replacing any object there); resolves with the bytes written. */
  write(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** Removes the object; no error when there is none. */
  remove(key: string): Promise<void>;
  /**
   * A short-lived address the browser fetches the object from directly, so its bytes never pass through this
   * server (ADR 100); only stores with such addresses (S3) have it. Callers check access first: the address
   * is the permission.
   */
  presign?(key: string, options: PresignOptions): Promise<string>;
}

export interface PresignOptions {
  /** How long the address works, in seconds. */
  expiresInSeconds: number;
  /** Saved as: the answer's `Content-Disposition: attachment` (a download), else shown inline. */
  filename?: string;
  /** The answer's `Content-Type`. */
  contentType?: string;
  /**
   * The time the address is signed at. Public media signs at the start of the hour, so the address, and the
   * browser's cached copy of the object, stay the same for an hour. @default now
   */
  signedAt?: Date;
}

export interface MediaStat {
  size: number;
  modified: Date;
}

/** Inclusive, as HTTP Range counts: bytes `start` to `end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export class MediaNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No media at ${key}`);
    this.name = 'MediaNotFoundError';
  }
}

/** A key's parts checked: relative, `/`-separated, no empty, `.` or `..` segment, no backslash or NUL. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  const bad =
    !key ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((part) => part === '' || part === '.' || part === '..');
  if (bad) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}
