import http from 'node:http';
import { Readable } from 'node:stream';
import { endpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { attachmentHeader, fileRoute } from './file-route';

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
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Licence-hello-..-x.pdf"');
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
  it('keeps letters, digits, dots, dashes and underscores, and nothing that could escape the header', () => {
    expect(attachmentHeader('Clipmarket-licence-CM-2026-000123.pdf')).toBe(
      'attachment; filename="Clipmarket-licence-CM-2026-000123.pdf"',
    );
    expect(attachmentHeader('a"b\r\nSet-Cookie: x=1;/..\\c.csv')).toBe(
      'attachment; filename="a-b-Set-Cookie-x-1-..-c.csv"',
    );
    expect(attachmentHeader('../../etc/passwd')).toBe('attachment; filename="etc-passwd"');
    expect(attachmentHeader('Café.pdf')).toBe('attachment; filename="Cafe.pdf"');
    expect(attachmentHeader('""')).toBe('attachment; filename="download"');
  });
});
