import http from 'node:http';
import { Readable } from 'node:stream';
import { endpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { attachmentHeader, fileRoute, parseRange, rangedFileRoute } from './file-route';

const DEADLINE_MS = 5_000;

const pdf = endpoint({
  method: 'GET',
  path: '/api/test/files/{name}',
  auth: 'user',
  summary: 'A file',
  tag: 'Test',
  params: z.object({ name: z.string().regex(/^[a-z]+$/) }),
  produces: 'application/pdf',
  response: z.unknown(),
});

const csv = endpoint({
  method: 'GET',
  path: '/api/test/table.csv',
  auth: 'public',
  summary: 'A table',
  tag: 'Test',
  produces: 'text/csv',
  response: z.unknown(),
});

const video = endpoint({
  method: 'GET',
  path: '/api/test/video',
  auth: 'public',
  summary: 'A video',
  tag: 'Test',
  produces: 'video/mp4',
  response: z.unknown(),
});

const TEN = Buffer.from('0123456789');
/** The ranges the video route opened (null: the whole file). */
const opened: Array<{ start: number; end: number } | null> = [];
const sent: Array<{ start: number; end: number } | null> = [];

/** What the streamed route sends next; the test pushes each part when it chooses. */
let stream: Readable;

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildApp({
    limits: { requestDeadlineMs: DEADLINE_MS },
    resolveUser: async ({ bearer }) =>
      bearer === 'good'
        ? { id: 'u1', username: 'ann', email: 'ann@example.com', roles: [], staff: false }
        : null,
  });
  fileRoute(app, pdf, async ({ params }) => {
    if (params.name === 'streamed') {
      stream = new Readable({ read() {} });
      return { body: stream, filename: 'streamed.pdf' };
    }
    if (params.name === 'broken') {
      return {
        body: new Readable({
          read() {
            this.destroy(new Error('the certificate could not be drawn'));
          },
        }),
        filename: 'broken.pdf',
      };
    }
    return { body: Buffer.from(`%PDF-1.3 ${params.name}`), filename: `Licence "${params.name}"/../x.pdf` };
  });
  fileRoute(app, csv, async () => ({ body: Buffer.from('a,b\r\n1,2\r\n'), filename: 'table.csv' }));
  rangedFileRoute(app, video, async () => ({
    filename: 'ten.mp4',
    size: TEN.length,
    modified: new Date('2026-01-02T03:04:05Z'),
    open: async (range) => {
      opened.push(range);
      return Readable.from([range ? TEN.subarray(range.start, range.end + 1) : TEN]);
    },
    beforeSend: async (range) => {
      sent.push(range);
    },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const signedIn = { authorization: 'Bearer good' };

describe('routes that answer files', () => {
  it('sends the bytes as an attachment of the endpoint’s media type that no cache keeps', async () => {
    const res = await fetch(`${base}/api/test/files/hello`, { headers: signedIn });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Licence hello .. x.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('%PDF-1.3 hello');
    const table = await fetch(`${base}/api/test/table.csv`);
    expect(table.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('validates parameters (400) and requires a signed-in user where the contract says so (401)', async () => {
    expect((await fetch(`${base}/api/test/files/hello`)).status).toBe(401);
    const bad = await fetch(`${base}/api/test/files/NOPE1`, { headers: signedIn });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Invalid request: params\.name/);
  });

  it('names the media type in the OpenAPI document', () => {
    const doc = app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    expect(Object.keys(doc.paths['/api/test/files/{name}']!.get.responses['200']!.content)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(doc.paths['/api/test/table.csv']!.get.responses['200']!.content)).toEqual([
      'text/csv',
    ]);
  });

  it('names the partial answer of a ranged file in the OpenAPI document', () => {
    const doc = app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    const responses = doc.paths['/api/test/video']!.get.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '206']);
    expect(Object.keys(responses['206']!.content)).toEqual(['video/mp4']);
  });

  it('answers a ranged file whole or in part, and HEAD with its headers without reading it', async () => {
    opened.length = 0;
    sent.length = 0;
    const whole = await fetch(`${base}/api/test/video`);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789');
    expect(whole.headers.get('last-modified')).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    const part = await fetch(`${base}/api/test/video`, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');
    const head = await fetch(`${base}/api/test/video`, { method: 'HEAD', headers: { range: 'bytes=2-4' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('3');
    const beyond = await fetch(`${base}/api/test/video`, { headers: { range: 'bytes=10-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    expect(opened).toEqual([null, { start: 2, end: 4 }]);
    expect(sent).toEqual([null, { start: 2, end: 4 }]);
  });

  it('keeps sending a streamed file past the request deadline instead of writing a 503 into it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const received: Buffer[] = [];
    let gotFirstChunk!: () => void;
    const firstChunk = new Promise<void>((resolve) => (gotFirstChunk = resolve));
    let finish!: (result: { status: number; error?: Error }) => void;
    const done = new Promise<{ status: number; error?: Error }>((resolve) => (finish = resolve));
    const request = http.get(`${base}/api/test/files/streamed`, { headers: signedIn }, (res) => {
      res.on('data', (chunk: Buffer) => {
        received.push(chunk);
        gotFirstChunk();
      });
      res.on('end', () => finish({ status: res.statusCode ?? 0 }));
      res.on('error', (error) => finish({ status: res.statusCode ?? 0, error }));
    });
    request.on('error', (error) => finish({ status: 0, error }));
    await vi.waitFor(() => expect(stream).toBeDefined());
    stream.push('%PDF-1.3 first part ');
    await firstChunk;
    // The deadline passes while the file is still being sent.
    vi.advanceTimersByTime(DEADLINE_MS + 1_000);
    stream.push('second part');
    stream.push(null);
    const result = await done;
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(200);
    expect(Buffer.concat(received).toString()).toBe('%PDF-1.3 first part second part');
  });

  it('answers an error, not silence, when a stream fails before its first byte', async () => {
    const res = await fetch(`${base}/api/test/files/broken`, { headers: signedIn });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});

describe('attachment file names', () => {
  it('keeps letters, digits, spaces and plain punctuation, and nothing that could escape the header', () => {
    expect(attachmentHeader('Clipmarket-licence-CM-2026-000123.pdf')).toBe(
      'attachment; filename="Clipmarket-licence-CM-2026-000123.pdf"',
    );
    expect(attachmentHeader('a"b\r\nSet-Cookie: x=1;/..\\c.csv')).toBe(
      'attachment; filename="a b Set-Cookie x 1 .. c.csv"',
    );
    expect(attachmentHeader('../../etc/passwd')).toBe('attachment; filename="etc passwd"');
    expect(attachmentHeader('""')).toBe('attachment; filename="download"');
    expect(attachmentHeader('.env')).toBe('attachment; filename="env"');
    expect(attachmentHeader('-rf *.mp4')).toBe('attachment; filename="rf.mp4"');
    expect(attachmentHeader('東京.mp4')).toBe(
      `attachment; filename="download.mp4"; filename*=UTF-8''${encodeURIComponent('東京.mp4')}`,
    );
  });

  it("names a clip by its JV# and title, as the buyer's tools show it", () => {
    expect(attachmentHeader('JV1234567 - Dog rescues owner (again!).mp4')).toBe(
      'attachment; filename="JV1234567 - Dog rescues owner (again!).mp4"',
    );
    expect(attachmentHeader('JV1234567 - Storm: 100% "real" <footage>?.mp4')).toBe(
      'attachment; filename="JV1234567 - Storm 100 real footage.mp4"',
    );
  });

  it('takes accents off the plain name and keeps the whole name in filename* for the browsers that read it', () => {
    expect(attachmentHeader('Café.pdf')).toBe(
      `attachment; filename="Cafe.pdf"; filename*=UTF-8''Caf%C3%A9.pdf`,
    );
    expect(attachmentHeader('JV1 - 東京の雪.mp4')).toBe(
      `attachment; filename="JV1.mp4"; filename*=UTF-8''${encodeURIComponent('JV1 - 東京の雪.mp4')}`,
    );
  });

  it('never lets a direction override or another invisible character into either name', () => {
    const header = attachmentHeader('JV1 - clip\u202Egpj.exe\u200B.mp4');
    expect(header).toBe('attachment; filename="JV1 - clip gpj.exe.mp4"');
  });

  it('cuts a long name to 150 characters, keeping the extension', () => {
    const header = attachmentHeader(`JV1 - ${'word '.repeat(60)}.mp4`);
    const name = /filename="([^"]*)"/.exec(header)![1]!;
    expect(name.length).toBeLessThanOrEqual(150);
    expect(name.endsWith('word.mp4')).toBe(true);
  });
});

describe('byte ranges asked for', () => {
  it('reads one range: from-to, from, and the last n bytes, cut to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ kind: 'part', range: { start: 50, end: 99 } });
    expect(parseRange('Bytes = 1-2', 100)).toEqual({ kind: 'part', range: { start: 1, end: 2 } });
    expect(parseRange(`bytes=1-${'9'.repeat(400)}`, 100)).toEqual({
      kind: 'part',
      range: { start: 1, end: 99 },
    });
  });

  it('cannot satisfy a first byte past the end, or an empty suffix', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(`bytes=${'9'.repeat(400)}-`, 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores no header, another unit, nonsense, a reversed range and several ranges (the whole file)', () => {
    for (const header of [
      undefined,
      'items=0-1',
      'bytes',
      'bytes=',
      'bytes=a-b',
      'bytes=5-2',
      'bytes=0-1,3-4',
      'bytes=--1',
    ]) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
