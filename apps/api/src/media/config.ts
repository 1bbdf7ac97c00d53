import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createLocalStore } from './local-store';
import type { MediaStore } from './store';
import { LIBRARY_DIR } from '../paths';

/** The library folder of a checkout: the committed footage (`masters/`, `previews/`, `posters/`). */
export const DEFAULT_LIBRARY_DIR = LIBRARY_DIR;

/** Key prefixes of the two stores when they share one S3 bucket. */
export const S3_PREFIXES = { library: 'library/', files: 'files/' } as const;

const optionalText = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * The media settings (decisions.md "Fulfilment": a local folder by default, S3-compatible storage when
 * configured). Defined here; `config.ts` spreads this shape into the server's settings so `loadConfig` names
 * a bad value at start-up with every other one. No secret has a default.
 */
export const mediaEnvShape = {
  /**
   * The bucket holding the library (under `library/`: `masters/`, `previews/`, `posters/`) and the generated
   * files (under `files/`: playlist zips). Unset: the local folders.
   */
  MEDIA_S3_BUCKET: optionalText,
  /** An S3-compatible server's address, e.g. `http://127.0.0.1:9000`; unset: AWS S3 itself. */
  MEDIA_S3_ENDPOINT: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The bucket's region. @default us-east-1 */
  MEDIA_S3_REGION: optionalText,
  /**
   * The access key and its secret, together; both unset: the AWS SDK's own chain (environment, profile,
   * instance or task role).
   */
  MEDIA_S3_ACCESS_KEY_ID: optionalText,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
  /** `true`: the bucket in the path, not the host name (MinIO and most self-hosted servers). @default false */
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
};

export type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

/** The rules between the variables, as `{ path, message }` issues (zod's shape). */
export function mediaEnvIssues(env: MediaEnv): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (Boolean(env.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY)) {
    issues.push({
      path: [env.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'],
      message: 'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither',
    });
  }
  if (!env.MEDIA_S3_BUCKET) {
    const stray = (
      [
        'MEDIA_S3_ENDPOINT',
        'MEDIA_S3_REGION',
        'MEDIA_S3_ACCESS_KEY_ID',
        'MEDIA_S3_SECRET_ACCESS_KEY',
        'MEDIA_S3_FORCE_PATH_STYLE',
      ] as const
    ).filter((name) => env[name] !== undefined);
    for (const name of stray)
      issues.push({ path: [name], message: 'is used only with MEDIA_S3_BUCKET: set the bucket too' });
  }
  return issues;
}

/** The app's two stores, and how to let go of them when the server stops. */
export interface MediaStores {
  /** Footage: `masters/`, `previews/`, `posters/`. */
  library: MediaStore;
  /** Generated files: playlist zips. */
  files: MediaStore;
  /** Where they are, for the start-up log (no secret). */
  description: string;
  close(): Promise<void>;
}

/**
 * The stores the settings ask for: local folders (the checkout's `apps/api/media` and `<DATA_DIR>/files`)
 * when no bucket is set, else one S3 bucket with the prefixes `library/` and `files/`. The AWS SDK is loaded
 * only then, so a local start never pays for it.
 */
export async function createMediaStores(
  env: MediaEnv & { DATA_DIR: string },
  { libraryDir = DEFAULT_LIBRARY_DIR }: { libraryDir?: string } = {},
): Promise<MediaStores> {
  const bucket = env.MEDIA_S3_BUCKET;
  if (!bucket) {
    const filesDir = path.resolve(env.DATA_DIR, 'files');
    return {
      library: createLocalStore(libraryDir),
      files: createLocalStore(filesDir),
      description: `local folders ${libraryDir} (library) and ${filesDir} (files)`,
      close: async () => {},
    };
  }
  const { createS3Client, createS3Store } = await import('./s3-store');
  const client = createS3Client({
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  });
  const where = env.MEDIA_S3_ENDPOINT ? ` at ${env.MEDIA_S3_ENDPOINT}` : '';
  return {
    library: createS3Store({ client, bucket, prefix: S3_PREFIXES.library }),
    files: createS3Store({ client, bucket, prefix: S3_PREFIXES.files }),
    description: `S3 bucket ${bucket}${where} (${S3_PREFIXES.library}, ${S3_PREFIXES.files})`,
    close: async () => client.destroy(),
  };
}

/**
 * A files store of its own in the system's temporary folder, removed by `close`: what `buildApp` uses when
 * it is given none (tests), so nothing a test builds lands in the checkout or in DATA_DIR.
 */
export function createTemporaryFilesStore(): { store: MediaStore; close(): Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-files-'));
  return {
    store: createLocalStore(dir),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
