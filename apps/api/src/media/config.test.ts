import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMediaStores, DEFAULT_LIBRARY_DIR } from './config';

describe('the media settings', () => {
  it('use the local folders when no bucket is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-data-'));
    try {
      const media = await createMediaStores(loadConfig({ DATA_DIR: dataDir }));
      expect(media.library.kind).toBe('local');
      expect(media.files.kind).toBe('local');
      expect(await media.library.stat('previews/clip-01.mp4')).not.toBeNull();
      expect(media.description).toContain(DEFAULT_LIBRARY_DIR);

      await media.files.write('zips/a.zip', Readable.from([Buffer.from('zip')]), 'application/zip');
      expect(readFileSync(path.join(dataDir, 'files', 'zips', 'a.zip'), 'utf8')).toBe('zip');
      await media.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses an access key without its secret, and S3 settings without a bucket', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'clips', MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: .*go together/,
    );
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT: is used only with MEDIA_S3_BUCKET/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'clips', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'clips', MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /MEDIA_S3_FORCE_PATH_STYLE/,
    );
    // Empty values count as unset, as the other settings' do.
    expect(loadConfig({ MEDIA_S3_BUCKET: '', MEDIA_S3_ENDPOINT: '' }).MEDIA_S3_BUCKET).toBeUndefined();
  });

  describe('with a bucket', () => {
    let server: S3rver;
    let directory: string;
    let endpoint: string;
    beforeAll(async () => {
      directory = mkdtempSync(path.join(tmpdir(), 'clipmarket-s3rver-'));
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'clips' }],
      });
      endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    });

    it('keeps the library under library/ and generated files under files/ of the one bucket', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-data-'));
      const settings = {
        DATA_DIR: dataDir,
        MEDIA_S3_BUCKET: 'clips',
        MEDIA_S3_ENDPOINT: endpoint,
        MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
        MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
      };
      const media = await createMediaStores(loadConfig(settings));
      try {
        expect([media.library.kind, media.files.kind]).toEqual(['s3', 's3']);
        expect(media.description).not.toContain('S3RVER');
        await media.library.write('previews/clip-01.mp4', Readable.from([Buffer.from('p')]), 'video/mp4');
        await media.files.write('zips/a.zip', Readable.from([Buffer.from('z')]), 'application/zip');

        const client = new S3Client({
          endpoint,
          region: 'us-east-1',
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        });
        const listed = await client.send(new ListObjectsV2Command({ Bucket: 'clips' }));
        client.destroy();
        expect(listed.Contents?.map((object) => object.Key).sort()).toEqual([
          'files/zips/a.zip',
          'library/previews/clip-01.mp4',
        ]);
        // Nothing went to the local folders.
        expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
      } finally {
        await media.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
