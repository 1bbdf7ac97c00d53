/**
 * The server's renderer (ADR 17): turns an address into the app's markup, so a visitor's first paint shows
 * the page before any script has run; the browser then hydrates it (main.tsx). Built by
 * `vite build --ssr` into apps/web/dist-server and loaded by the API server (apps/api/src/web.ts).
 */
import { pathInApp } from '@clipmarket/core';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createLeanClient } from '@clipmarket/core/routes';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { unstable_serialize } from 'swr';
import { App } from './App';
import { pageStatus } from './routes';
import { bootstrapScript, type Bootstrap } from './ssr/bootstrap';
import { requestsFor } from './ssr/pageData';

export interface RenderRequest {
  /** The address asked for: path and query, e.g. `/view/1254381?x=1`. */
  url: string;
  /** Whether the request carried a session cookie. */
  storedSession: boolean;
  /** How the page's data is fetched: the server answers its own API in process, with the visitor's cookie. */
  fetch: typeof globalThis.fetch;
  /** Gives up on rendering (the server then sends the page unrendered). */
  signal?: AbortSignal;
  /** Whether the visitor may see the staff tools (isInternalViewer in core). */
  internal?: boolean;
}

export interface RenderResult {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The bootstrap `<script>` the browser hydrates from; it goes before the app's script. */
  bootstrap: string;
  /** The page's HTTP status: 404 for the not-found page (pageStatus in routes.tsx), else 200. */
  status: 200 | 404;
}

/** The origin the in-process client calls; the server's fetch answers it without a network. */
const IN_PROCESS = 'http://clipmarket.internal';

export async function render({
  url,
  storedSession,
  fetch,
  signal,
  internal = false,
}: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(url, IN_PROCESS);
  const client = createLeanClient({ baseUrl: IN_PROCESS, fetch });

  // A call that fails leaves its key out: the page renders that part loading, and the browser loads it.
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    requestsFor(pathname, search).map(async ({ key, load }) => {
      try {
        fallback[unstable_serialize(key)] = await load(client.call);
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
