import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, createS3Store } from './s3-store';
import { mediaStoreContract } from './store.contract';

// A real S3-compatible server (s3rver: S3's REST API over a folder, with multipart uploads and ranges) on
// loopback and a free port, so the adapter is tested through the SDK's signing, HTTP and XML as in production.
const BUCKET = 'clipmarket-test';

async function startS3(): Promise<{ client: S3Client; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'clipmarket-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const client = createS3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's published development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    client,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

let prefixes = 0;

mediaStoreContract('S3', async () => {
  const s3 = await startS3();
  // A prefix of its own, as the app's library and files stores have on one bucket.
  prefixes += 1;
  return {
    store: createS3Store({ client: s3.client, bucket: BUCKET, prefix: `run-${prefixes}/` }),
    close: s3.close,
  };
});

describe('the S3 media store on a shared bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  }, 60_000);
  afterAll(async () => {
    await s3?.close();
  });

  it('keeps each store inside its prefix', async () => {
    const library = createS3Store({ client: s3.client, bucket: BUCKET, prefix: 'library/' });
    const files = createS3Store({ client: s3.client, bucket: BUCKET, prefix: 'files/' });
    await library.write('masters/clip-01.mp4', Readable.from([Buffer.from('master')]), 'video/mp4');

    expect(await files.stat('masters/clip-01.mp4')).toBeNull();
    expect((await buffer(await library.read('masters/clip-01.mp4'))).toString()).toBe('master');
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(listed.Contents?.map((object) => object.Key)).toContain('library/masters/clip-01.mp4');
  });

  // s3rver has no AbortMultipartUpload (405), which the upload calls when its stream fails: the stream's own
  // error must still be the one reported. (On AWS the abort removes the parts; a bucket lifecycle rule
  // removing incomplete multipart uploads catches a process killed mid-upload.)
  it('reports the stream’s own error when a multipart write fails, and stores nothing', async () => {
    const store = createS3Store({ client: s3.client, bucket: BUCKET, prefix: 'files/' });
    const failing = Readable.from(
      (async function* () {
        // Past one part, so the upload is a multipart one when the source breaks.
        for (let i = 0; i < 24; i += 1) yield Buffer.alloc(256 * 1024, i);
        throw new Error('the source broke');
      })(),
    );
    await expect(store.write('zips/broken.zip', failing, 'application/zip')).rejects.toThrow(
      'the source broke',
    );
    expect(await store.stat('zips/broken.zip')).toBeNull();
  });

  it('refuses a prefix that could join keys wrongly', () => {
    expect(() => createS3Store({ client: s3.client, bucket: BUCKET, prefix: 'library' })).toThrow(/prefix/);
    expect(() => createS3Store({ client: s3.client, bucket: BUCKET, prefix: '/library/' })).toThrow(/prefix/);
  });
});
