import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { send } from '../test/raw-http';
import { DEFAULT_LIBRARY_DIR } from './config';
import { createS3Client, createS3Store } from './s3-store';

// Bytes no preview or poster holds: an answer carrying them is a master leaking.
const MASTER = Buffer.from('MASTER-ONLY-BYTES: the clean footage a licence pays for');
const PREVIEW = Buffer.from('0123456789 a watermarked preview');
const POSTER = Buffer.from('RIFF....WEBPposter');

let dir: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-media-'));
  const library = path.join(dir, 'media');
  for (const folder of ['masters', 'previews', 'posters'])
    mkdirSync(path.join(library, folder), { recursive: true });
  writeFileSync(path.join(library, 'masters', 'clip-01.mp4'), MASTER);
  writeFileSync(path.join(library, 'previews', 'clip-01.mp4'), PREVIEW);
  writeFileSync(path.join(library, 'posters', 'clip-01.webp'), POSTER);
  writeFileSync(path.join(library, 'previews', '.env'), 'SECRET=1');
  // A master misfiled beside the previews under another extension is still not served.
  writeFileSync(path.join(library, 'previews', 'clip-01.mov'), MASTER);
  app = await buildApp({ webDist: path.join(dir, 'no-app'), mediaDir: library, renderPage: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the public media', () => {
  it('serves a preview and a poster with their types and long cache headers', async () => {
    const preview = await fetch(`${base}/media/previews/clip-01.mp4`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('video/mp4');
    expect(preview.headers.get('cache-control')).toMatch(/^public, max-age=\d{6,}$/);
    expect(preview.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await preview.arrayBuffer()).equals(PREVIEW)).toBe(true);

    const poster = await fetch(`${base}/media/posters/clip-01.webp`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await poster.arrayBuffer()).equals(POSTER)).toBe(true);
  });

  it('answers a range of a preview, as a player seeking asks', async () => {
    const res = await fetch(`${base}/media/previews/clip-01.mp4`, { headers: { range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 2-5/${PREVIEW.length}`);
    expect(res.headers.get('content-length')).toBe('4');
    expect(await res.text()).toBe('2345');

    const beyond = await fetch(`${base}/media/previews/clip-01.mp4`, { headers: { range: 'bytes=999-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${PREVIEW.length}`);
  });

  it('answers 304 to a browser whose copy is current, and HEAD with the headers alone', async () => {
    const first = await fetch(`${base}/media/posters/clip-01.webp`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${base}/media/posters/clip-01.webp`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const head = await send(base, { method: 'HEAD', path: '/media/previews/clip-01.mp4' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('answers 404 for a preview or poster that does not exist, and for a dot file', async () => {
    expect((await fetch(`${base}/media/previews/clip-99.mp4`)).status).toBe(404);
    expect((await fetch(`${base}/media/posters/clip-99.webp`)).status).toBe(404);
    const dotfile = await send(base, { method: 'GET', path: '/media/previews/.env' });
    expect(dotfile.status).toBe(404);
    expect(dotfile.text).not.toContain('SECRET');
  });

  it.each([
    '/media/masters/clip-01.mp4',
    '/media/masters/',
    '/media/Masters/clip-01.mp4',
    '/media/MASTERS/CLIP-01.MP4',
    '/media/%6dasters/clip-01.mp4',
    '/media/masters%2fclip-01.mp4',
    '/media/masters%2Fclip-01.mp4',
    '/media//masters/clip-01.mp4',
    '//media/masters/clip-01.mp4',
    '/media/./masters/clip-01.mp4',
    '/media/previews/../masters/clip-01.mp4',
    '/media/previews/%2e%2e/masters/clip-01.mp4',
    '/media/previews/%2E%2E/masters/clip-01.mp4',
    '/media/previews/..%2fmasters%2fclip-01.mp4',
    '/media/previews/%2e%2e%2fmasters%2fclip-01.mp4',
    '/media/previews/..%5cmasters%5cclip-01.mp4',
    '/media/previews%2f..%2fmasters%2fclip-01.mp4',
    '/media/posters/..%2f..%2fmedia%2fmasters%2fclip-01.mp4',
    '/media/previews/clip-01.mov',
    '/media/previews/clip-01.mp4%00',
    '/media/previews/clip-01.mp4/..%2f..%2fmasters%2fclip-01.mp4',
    '/media/previews//clip-01.mp4/../../masters/clip-01.mp4',
    '/media/%2e%2e/media/masters/clip-01.mp4',
    '/api/../media/masters/clip-01.mp4',
    '/licensing/../media/masters/clip-01.mp4',
    '/licensing/%2e%2e/media/masters/clip-01.mp4',
  ])('never sends a master for %s', async (url) => {
    for (const headers of [{}, { range: 'bytes=0-' }] as Record<string, string>[]) {
      const answer = await send(base, { method: 'GET', path: url, headers });
      expect(answer.text).not.toContain('MASTER-ONLY');
      // 400: the input rule refuses a NUL before any route runs.
      if (url.startsWith('/media/')) expect([400, 404]).toContain(answer.status);
    }
  });
});

/** Width, height and seconds of an MP4's first video track (its `tkhd` and `mvhd` boxes). */
function mp4Facts(file: Buffer): { width: number; height: number; seconds: number } {
  const mvhd = file.indexOf('mvhd');
  const version = file[mvhd + 4];
  const timescale = file.readUInt32BE(mvhd + (version === 1 ? 24 : 16));
  const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd + 28)) : file.readUInt32BE(mvhd + 20);
  const tkhd = file.indexOf('tkhd');
  const size = file.readUInt32BE(tkhd - 4);
  // Width and height are the box's last 8 bytes, 16.16 fixed point.
  const end = tkhd - 4 + size;
  return {
    width: file.readUInt32BE(end - 8) / 65536,
    height: file.readUInt32BE(end - 4) / 65536,
    seconds: duration / timescale,
  };
}

describe('the committed footage (apps/api/media)', () => {
  it('has a master larger than its watermarked preview for each of the 12 footages, both 20 s', () => {
    for (let n = 1; n <= 12; n += 1) {
      const name = `clip-${String(n).padStart(2, '0')}`;
      const master = mp4Facts(readFileSync(path.join(DEFAULT_LIBRARY_DIR, 'masters', `${name}.mp4`)));
      const preview = mp4Facts(readFileSync(path.join(DEFAULT_LIBRARY_DIR, 'previews', `${name}.mp4`)));
      expect(preview, name).toMatchObject({ width: 640, height: 360 });
      expect(master.width, name).toBeGreaterThan(preview.width);
      expect(master.height / master.width, name).toBeCloseTo(9 / 16, 3);
      expect(master.seconds, name).toBeCloseTo(20, 0);
      expect(preview.seconds, name).toBeCloseTo(20, 0);
    }
  });

  it('serves the previews and never the masters of the committed library', async () => {
    const library = await buildApp({ webDist: path.join(dir, 'no-app'), renderPage: null });
    try {
      const master = readFileSync(path.join(DEFAULT_LIBRARY_DIR, 'masters', 'clip-01.mp4'));
      const preview = await library.inject({ url: '/media/previews/clip-01.mp4' });
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.equals(master)).toBe(false);
      expect((await library.inject({ url: '/media/masters/clip-01.mp4' })).statusCode).toBe(404);
    } finally {
      await library.close();
    }
  });
});

describe('the public media from an S3 library', () => {
  it('sends the browser to the bucket for previews (bytes never through the server), never to its masters', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'clipmarket-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'clips' }],
    });
    const { port } = await server.run();
    const client = createS3Client({
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const library = createS3Store({ client, bucket: 'clips', prefix: 'library/' });
    await library.write('masters/clip-01.mp4', Readable.from([MASTER]), 'video/mp4');
    await library.write('previews/clip-01.mp4', Readable.from([PREVIEW]), 'video/mp4');
    const s3app = await buildApp({ webDist: path.join(dir, 'no-app'), library, renderPage: null });
    try {
      const redirect = await s3app.inject({ url: '/media/previews/clip-01.mp4' });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.rawPayload.length).toBe(0);
      const location = redirect.headers.location as string;
      expect(location.startsWith(`http://127.0.0.1:${port}/clips/library/previews/clip-01.mp4?`)).toBe(true);
      expect(location).toContain('X-Amz-Signature=');
      // The same address all hour, so the browser's cached copy is used again.
      expect((await s3app.inject({ url: '/media/previews/clip-01.mp4' })).headers.location).toBe(location);
      // The pages may load media from the bucket, and only from there besides this server.
      expect(redirect.headers['content-security-policy']).toContain(
        `media-src 'self' data: blob: http://127.0.0.1:${port};`,
      );
      const whole = await fetch(location);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await whole.arrayBuffer()).equals(PREVIEW)).toBe(true);
      const part = await fetch(location, { headers: { range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect((await part.text()).slice(0, 4)).toBe('0123');

      for (const url of ['/media/masters/clip-01.mp4', '/media/previews/..%2fmasters%2fclip-01.mp4']) {
        const answer = await s3app.inject({ url });
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain('MASTER-ONLY');
        // No address of the bucket is handed out for them either.
        expect(answer.headers.location).toBeUndefined();
      }
    } finally {
      await s3app.close();
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
