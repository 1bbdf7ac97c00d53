import { Readable } from 'node:stream';
import {
  clipDownloadEndpoint,
  displayTitle,
  fillPath,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  playlistEndpoints,
  type PlaylistDownloadEntry,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachmentHeader } from '../http/file-route';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { createS3Store } from '../media/s3-store';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { startS3Server, type S3Server } from '../test/s3-server';

/**
 * Issue 35 item 6 (ADR 100): with the footage on an S3-compatible store (s3rver, a real server on loopback), a
 * licensed download is answered with a short-lived address of the bucket, after the same licence checks and
 * with the same record, so the master's bytes never pass through the server.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const MASTER = Buffer.from('MASTER clip-01: the clean footage a licence pays for');
let s3: S3Server;
let server: TestServer;
let clip: { jmId: string; title: string };
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  s3 = await startS3Server();
  const library = createS3Store({ client: s3.client, bucket: 'clips', prefix: 'library/' });
  const files = createS3Store({ client: s3.client, bucket: 'clips', prefix: 'files/' });
  server = await startTestServer({ seedClips: 3, app: { library, files, zips: { files } } });
  const row = await server.db
    .selectFrom('clips')
    .select(['jmId', 'title', 'publishingTitle', 'previewUrl'])
    .orderBy('jmId')
    .executeTakeFirstOrThrow();
  clip = { jmId: row.jmId, title: displayTitle(row) };
  const number = /clip-(\d+)\.mp4/.exec(row.previewUrl ?? '')![1]!;
  await library.write(`masters/clip-${number}.mp4`, Readable.from([MASTER]), 'video/mp4');
  [buyer, stranger] = await Promise.all([registerAndLogin(server.url), registerAndLogin(server.url)]);
  const order = await insertOrder(server.db, buyer.userUuid);
  await insertLicence(server.db, buyer.userUuid, order, { jmId: clip.jmId, tier: 'basicPro' });
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const download = (user: TestUser, headers: Record<string, string> = {}) =>
  fetch(server.url + fillPath(clipDownloadEndpoint.path, { jmId: clip.jmId }), {
    headers: { ...bearer(user.token), ...headers },
    redirect: 'manual',
  });

const recorded = (user: TestUser) =>
  server.db
    .selectFrom('clipDownloads')
    .select(['jmId', 'file'])
    .where('userId', '=', user.userUuid)
    .execute();

describe('a licensed download with the footage on S3', () => {
  it('sends the licence holder to the bucket for the master, named as an attachment, and records it', async () => {
    const res = await download(buyer);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(0);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/clips\/library\/masters\/clip-\d+\.mp4\?/);
    // Short-lived: fifteen minutes.
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('900');
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(MASTER)).toBe(true);
    expect(fromBucket.headers.get('content-disposition')).toBe(
      attachmentHeader(`JV${clip.jmId} - ${clip.title}.mp4`),
    );
    expect(await recorded(buyer)).toEqual([{ jmId: clip.jmId, file: 'master' }]);
  });

  it('gives someone without a licence no address of the bucket, and records nothing', async () => {
    const res = await download(stranger);
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).not.toContain('X-Amz');
    expect(await recorded(stranger)).toEqual([]);
  });

  it('answers HEAD here, with the headers and no address', async () => {
    const res = await fetch(server.url + fillPath(clipDownloadEndpoint.path, { jmId: clip.jmId }), {
      method: 'HEAD',
      headers: bearer(buyer.token),
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(MASTER.length));
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('a playlist zip with the files on S3', () => {
  it('is built into the bucket and handed to its owner at a short-lived address, to nobody else', async () => {
    const post = (user: TestUser, pathname: string, body?: unknown) =>
      fetch(server.url + pathname, {
        method: 'POST',
        headers: { ...bearer(user.token), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const created = await post(buyer, playlistEndpoints.create.path, { name: 'On the bucket' });
    const { uuid } = (await created.json()) as { uuid: string };
    expect(
      (await post(buyer, fillPath(playlistEndpoints.addVideo.path, { uuid, jmId: clip.jmId }))).status,
    ).toBe(200);
    await vi.waitFor(
      async () => {
        const entry = (await (
          await post(buyer, fillPath(playlistDownloadEndpoint.path, { uuid }))
        ).json()) as PlaylistDownloadEntry;
        if (entry.status !== 'COMPLETED') throw new Error(`still ${entry.status}`);
      },
      { timeout: 30_000, interval: 100 },
    );
    const file = server.url + fillPath(playlistDownloadFileEndpoint.path, { uuid });
    const res = await fetch(file, { headers: bearer(buyer.token), redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/\/clips\/files\/zips\/[^/?]+\.zip\?/);
    const zip = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(MASTER)).toBe(true);

    const other = await fetch(file, { headers: bearer(stranger.token), redirect: 'manual' });
    expect(other.status).toBe(404);
    expect(other.headers.get('location')).toBeNull();
  });
});
