import { cleanup, getConfig, render, screen, waitFor } from '@testing-library/react';
import { css } from '@emotion/react';
import * as React from 'react';
import { http, HttpHandler, HttpResponse, matchRequestUrl } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mocksMatchBeforeCookies } from './browser-test-speed.ts';

afterEach(cleanup);

// browser-test-first.ts and browser-test-setup.ts have run withoutPerformanceTracks, leanElementErrors,
// withoutOwnerStacks and oneStyleSheet for this file, as for every test file.
describe('the browser tests’ lean set-up', () => {
  it('still fails a query outside waitFor with the page’s markup', () => {
    render(<p>a paragraph on the page</p>);
    expect(() => screen.getByText('nothing like it')).toThrow(/Ignored nodes[\s\S]*a paragraph on the page/);
  });

  it('still fails a findBy… that times out with the page’s markup, once', async () => {
    render(<p>a paragraph on the page</p>);
    const error = await screen.findByText('nothing like it', {}, { timeout: 200 }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message.match(/a paragraph on the page/g)).toHaveLength(1);
  });

  it('leaves the markup out of the misses inside a retry, which are thrown away', async () => {
    render(<p>a paragraph on the page</p>);
    const misses: string[] = [];
    await waitFor(() => {
      const miss = getConfig().getElementError('not yet', document.body);
      misses.push(miss.message);
      if (misses.length < 3) throw miss;
    });
    expect(misses).toEqual(['not yet', 'not yet', 'not yet']);
  });

  it('keeps React from capturing a stack for each element it creates', () => {
    const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
      .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
    internals.recentlyCreatedOwnerStacks = 0;
    expect(internals.recentlyCreatedOwnerStacks).toBe(10_000);
  });

  it('keeps React from logging each render to the Performance panel’s tracks', () => {
    const measure = vi.spyOn(performance, 'measure');
    function Count({ n }: { n: number }) {
      return <p>{n}</p>;
    }
    const { rerender } = render(<Count n={1} />);
    rerender(<Count n={2} />);
    expect(screen.getByText('2')).toBeVisible();
    expect(measure).not.toHaveBeenCalled();
    expect(typeof console.timeStamp).toBe('undefined');
    measure.mockRestore();
  });

  it('has Emotion write new rules into a style sheet it has, not into an element each', () => {
    const before = document.querySelectorAll('style[data-emotion]').length;
    const rules = ['rebeccapurple', 'teal', 'olive'].map((color) =>
      css({ color, outline: `1px solid ${color}` }),
    );
    render(
      <>
        {rules.map((rule, index) => (
          <p key={index} css={rule}>
            rule {index}
          </p>
        ))}
      </>,
    );
    expect(getComputedStyle(screen.getByText('rule 1')).color).toBe('rgb(0, 128, 128)');
    expect(document.querySelectorAll('style[data-emotion]').length).toBeLessThanOrEqual(Math.max(before, 1));
  });

  it('answers the mocks in the page, with no service worker, a matching handler given its cookies', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    document.cookie = 'theme=dark; path=/';
    const resolved: string[] = [];
    const worker = setupWorker(
      http.post('/speed-test/clips', () => HttpResponse.json({ handler: 'wrong method' })),
      http.get('/speed-test/other', () => HttpResponse.json({ handler: 'wrong path' })),
      http.get('/speed-test/clips/:id', ({ params, cookies }) => {
        resolved.push(String(params.id));
        return HttpResponse.json({ id: params.id, theme: cookies.theme });
      }),
    );
    await worker.start({ quiet: true });
    try {
      const answer = await fetch('/speed-test/clips/42').then((response) => response.json());
      expect(answer).toEqual({ id: '42', theme: 'dark' });
      expect(resolved).toEqual(['42']);
    } finally {
      await worker.stop();
      document.cookie = 'theme=; path=/; max-age=0';
    }
  });

  it('reads no cookie for a handler whose method or path cannot match', async () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads += 1;
        return cookie.get!.call(document);
      },
      set(value: string) {
        cookie.set!.call(document, value);
      },
    });
    const worker = setupWorker(
      ...Array.from({ length: 20 }, (_, n) =>
        http.get(`/speed-test/never-${n}`, () => HttpResponse.json({})),
      ),
      http.get('/speed-test/found', () => HttpResponse.json({ found: true })),
    );
    await worker.start({ quiet: true });
    try {
      expect(await fetch('/speed-test/found').then((response) => response.json())).toEqual({ found: true });
      // The matching handler's own parse reads them (once or twice: the page's and the request's); the twenty
      // before it, none.
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThan(5);
    } finally {
      await worker.stop();
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('wraps MSW’s parse once however many files the page runs', () => {
    const wrapped = (HttpHandler.prototype as unknown as { parse: () => unknown }).parse;
    expect(wrapped.name).toBe('parseWhenItCanMatch');
    mocksMatchBeforeCookies(HttpHandler, matchRequestUrl);
    expect((HttpHandler.prototype as unknown as { parse: () => unknown }).parse).toBe(wrapped);
  });
});
