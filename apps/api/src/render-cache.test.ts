import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD } from './http/kept-bytes';
import { calendarDay, createRenderCache, type PageRender } from './render-cache';

/** A page of about `bytes` that compresses about as little as a real one with its inline styles. */
const pageOf = (bytes: number): PageRender => ({
  document: Buffer.from(
    `<!doctype html><h1>Trending</h1>${randomBytes(Math.ceil(bytes / 2)).toString('hex')}`,
  ),
  status: 200,
  storable: true,
});

describe('the anonymous page cache', () => {
  it('keeps no more than its memory allows, whatever the addresses: long random query strings included', async () => {
    const maxBytes = 256 * 1024;
    const cache = createRenderCache({ maxBytes, ttlMs: 60_000, version: async () => '1' });
    for (let i = 0; i < 300; i++) {
      const query = randomBytes(2000).toString('hex');
      await cache.page({ address: `/licensing/search?q=${query}`, storedSession: false }, async () =>
        pageOf(4000),
      );
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Each page counts for its compressed bytes, its key (two bytes a character) and the overhead.
    expect(cache.stats().entries).toBeGreaterThan(5);
    expect(cache.stats().entries).toBeLessThan(maxBytes / (4000 * 2 + ENTRY_OVERHEAD));
  });

  it('drops the least recently used page first', async () => {
    const cache = createRenderCache({ maxBytes: 40_000, ttlMs: 60_000, version: async () => '1' });
    const page = (address: string) => cache.page({ address, storedSession: false }, async () => pageOf(6000));
    await page('/licensing');
    for (let i = 0; i < 10; i++) {
      await page(`/licensing/view/${i}`);
      // The home page, asked for all along, stays.
      expect((await page('/licensing')).outcome).toBe('hit');
    }
    expect((await page('/licensing/view/0')).outcome).toBe('miss');
  });

  it('renders a page again once the catalogue version changed', async () => {
    let version = '7';
    const cache = createRenderCache({ maxBytes: 1e6, ttlMs: 60_000, version: async () => version });
    const render = async () => pageOf(2000);
    const address = { address: '/licensing', storedSession: false };
    expect((await cache.page(address, render)).outcome).toBe('miss');
    expect((await cache.page(address, render)).outcome).toBe('hit');
    version = '8';
    expect((await cache.page(address, render)).outcome).toBe('miss');
  });

  it('renders a page again on a new day (the footer\'s year, a search\'s "Uploaded" preset)', async () => {
    let now = new Date('2026-12-31T23:59:59Z');
    const cache = createRenderCache({
      maxBytes: 1e6,
      ttlMs: 60_000,
      version: async () => '1',
      now: () => now,
    });
    const render = async () => pageOf(2000);
    const address = { address: '/licensing/search?uploaded=last7days', storedSession: false };
    await cache.page(address, render);
    expect((await cache.page(address, render)).outcome).toBe('hit');
    now = new Date('2027-01-01T00:00:01Z');
    expect((await cache.page(address, render)).outcome).toBe('miss');
    expect(calendarDay(now)).toContain('2027-01-01');
  });

  it('keeps apart the pages of visitors with and without a session cookie', async () => {
    const cache = createRenderCache({ maxBytes: 1e6, ttlMs: 60_000, version: async () => '1' });
    const seen: boolean[] = [];
    const page = (storedSession: boolean) =>
      cache.page({ address: '/licensing', storedSession }, async () => {
        seen.push(storedSession);
        return { document: Buffer.from(`<p>cookie: ${storedSession}</p>`), status: 200, storable: true };
      });
    await page(false);
    await page(true);
    expect(String(await (await page(true)).bytes(null))).toBe('<p>cookie: true</p>');
    expect(String(await (await page(false)).bytes(null))).toBe('<p>cookie: false</p>');
    expect(seen).toEqual([false, true]);
  });

  it('sends a render it may not keep, and keeps nothing of it', async () => {
    const cache = createRenderCache({ maxBytes: 1e6, ttlMs: 60_000, version: async () => '1' });
    const render = async (): Promise<PageRender> => ({ ...pageOf(2000), storable: false });
    const first = await cache.page({ address: '/licensing', storedSession: false }, render);
    expect(first.outcome).toBe('miss');
    expect((await first.bytes(null)).length).toBeGreaterThan(2000);
    expect(cache.stats().entries).toBe(0);
  });

  it('fails every request that waited for a render that failed, and keeps nothing', async () => {
    const cache = createRenderCache({ maxBytes: 1e6, ttlMs: 60_000, version: async () => '1' });
    let fail!: (error: Error) => void;
    const failing = () => new Promise<PageRender>((_, reject) => (fail = reject));
    const address = { address: '/licensing', storedSession: false };
    const first = cache.page(address, failing);
    // The first request's render begins once the version is read.
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = cache.page(address, async () => pageOf(2000));
    await new Promise((resolve) => setImmediate(resolve));
    fail(new Error('The operation was aborted due to timeout'));
    await expect(first).rejects.toThrow('timeout');
    await expect(waiting).rejects.toThrow('timeout');
    expect(cache.stats().entries).toBe(0);
    expect((await cache.page(address, async () => pageOf(2000))).outcome).toBe('miss');
  });

  it('makes the gzip copy once, for the first client that asks, and counts it from then on', async () => {
    const cache = createRenderCache({ maxBytes: 1e6, ttlMs: 60_000, version: async () => '1' });
    const address = { address: '/licensing', storedSession: false };
    const kept = await cache.page(address, async () => pageOf(8000));
    const before = cache.stats().bytes;
    const gzip = await kept.bytes('gzip');
    expect(cache.stats().bytes).toBe(before + gzip.length);
    expect(await (await cache.page(address, async () => pageOf(8000))).bytes('gzip')).toBe(gzip);
  });
});
