import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_FILES, PAGES } from '@clipmarket/core';
import { LICENCE_TERMS, LICENCE_TERMS_PDF_FILENAME } from '@clipmarket/core/licenceTerms';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { pdfText } from './test-helpers';
import { LICENCE_TERMS_CACHE_CONTROL } from './terms-route';

/** A built app as Vite leaves it: its HTML, which every page address under /licensing answers with. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Clipmarket</title></head><body><div id="root"></div></body></html>';

describe('the licence terms PDF at its public address', () => {
  let dir: string;
  let app: FastifyInstance | null = null;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-terms-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'media'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = () =>
    buildApp({ webDist: path.join(dir, 'dist'), mediaDir: path.join(dir, 'media'), renderPage: null });

  it('answers the PDF, not the app, shown inline under a file name with the version, kept with an ETag', async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://clips.example');
    app = await start();
    const res = await app.inject({ url: PAGE_FILES.licenceTermsPdf, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${LICENCE_TERMS_PDF_FILENAME}"`);
    expect(LICENCE_TERMS_PDF_FILENAME).toContain(LICENCE_TERMS.version);
    expect(res.headers['cache-control']).toBe(LICENCE_TERMS_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(5);
    // Whitespace as one space, and none where pdf.js broke a printed address after a slash.
    const read = text.replace(/\s+/g, ' ').replace(/\/ /g, '/');
    expect(read).toContain(LICENCE_TERMS.editionLine);
    // Its links name the server's public address (PUBLIC_BASE_URL), never the request's host.
    expect(read).toContain(`https://clips.example${PAGES.verify.href()}/`);
  });

  it('answers 304 to a reader who has these bytes, and the same ETag and bytes to every reader', async () => {
    app = await start();
    const first = await app.inject({ url: PAGE_FILES.licenceTermsPdf });
    const again = await app.inject({ url: PAGE_FILES.licenceTermsPdf });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const kept = await app.inject({
      url: PAGE_FILES.licenceTermsPdf,
      headers: { 'if-none-match': `W/"old", ${first.headers.etag}` },
    });
    expect(kept.statusCode).toBe(304);
    expect(kept.rawPayload).toHaveLength(0);
    const stale = await app.inject({
      url: PAGE_FILES.licenceTermsPdf,
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers alone', async () => {
    app = await start();
    const res = await app.inject({ method: 'HEAD', url: PAGE_FILES.licenceTermsPdf });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload).toHaveLength(0);
  });
});
