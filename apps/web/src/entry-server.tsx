/**
 * The server's renderer (ADR 17): turns an address into the app's markup, so a visitor's first paint shows
 * the page before any script has run; the browser then hydrates it (main.tsx). Built by
 * `vite build --ssr` into apps/web/dist-server and loaded by the API server (apps/api/src/web.ts).
 */
import { pathInApp } from '@clipmarket/core';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { RenderRequest, RenderResult } from '@clipmarket/core/render';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { unstable_serialize } from 'swr';
import { App } from './App';
import { pageStatus } from './routes';
import { bootstrapScript, type Bootstrap } from './ssr/bootstrap';
import { requestsFor } from './ssr/pageData';

export async function render({
  url,
  storedSession,
  call,
  signal,
  internal = false,
}: RenderRequest): Promise<Required<RenderResult>> {
  const { pathname, search } = new URL(url, 'http://clipmarket.internal');

  // A call that fails leaves its key out: the page renders that part loading, and the browser loads it.
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    requestsFor(pathname, search).map(async ({ key, load }) => {
      try {
        fallback[unstable_serialize(key)] = await load(call);
      } catch {
        // rendered in its loading state instead
      }
    }),
  );
  const data: Bootstrap = { fallback, storedSession };

  // One style cache per page, so each rule is written once, next to its first use.
  const cache = createCache({ key: 'css' });
  // React would send a part that failed as its loading state and draw it again in the browser, reporting the
  // error there; a page that cannot be rendered whole goes unrendered instead, and the server logs why.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App ssrPath={pathname} ssrSearch={search} bootstrap={data} />
      </CacheProvider>
    </StrictMode>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // Every part inline, in order: React would otherwise send a large part after the rest with a script to
      // move it into place, which the content security policy (no inline scripts) rightly blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${pathname} failed`);
  const path = pathInApp(pathname) ?? pathname;
  return { html, bootstrap: bootstrapScript(data), status: pageStatus(path, internal) };
}
