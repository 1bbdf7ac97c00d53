/**
 * The server's renderer (ADR 17): turns an address into the app's markup, so a visitor's first paint shows
 * the page before any script has run; the browser then hydrates it (main.tsx). Built by
 * `vite build --ssr` into apps/web/dist-server and loaded by the API server (apps/api/src/web.ts).
 */
import { matchPage, pathInApp, PRIVATE_PAGES, type PageName } from '@clipmarket/core';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { RenderRequest, RenderResult } from '@clipmarket/core/render';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { unstable_serialize } from 'swr';
import { App } from './App';
import { headTags, SITE_TITLE } from './head/pageHead';
import { HeadContext, type HeadCollector } from './head/usePageHead';
import { pageStatus, preloadRoute } from './routes';
import { bootstrapScript, type Bootstrap } from './ssr/bootstrap';
import { pageStylesElement } from './pageStyles';
import { requestsFor } from './ssr/pageData';

export async function render({
  url,
  storedSession,
  call,
  signal,
  internal = false,
  origin = '',
}: RenderRequest): Promise<Required<RenderResult>> {
  const { pathname, search } = new URL(url, 'http://clipmarket.internal');

  const path = pathInApp(pathname) ?? pathname;

  // A call that fails leaves its key out: the page renders that part loading, and the browser loads it.
  const fallback: Record<string, unknown> = {};
  await Promise.all([
    ...requestsFor(pathname, search).map(async ({ key, load }) => {
      try {
        fallback[unstable_serialize(key)] = await load(call);
      } catch {
        // rendered in its loading state instead
      }
    }),
    // The page's code, as the browser loads it before hydrating (main.tsx): the page is then rendered with no
    // Suspense boundary around it, the same tree the browser hydrates in one pass (lazyPage.ts).
    preloadRoute(path),
  ]);
  const data: Bootstrap = { fallback, storedSession };

  // One style cache per page. In compat mode Emotion keeps each rule it is asked for instead of writing a
  // `<style>` before the element that uses it (a clip page had 121 of them in its body, each one more
  // stylesheet for the browser to parse and recalculate against while it read the page): the page's rules go
  // into one stylesheet in the head (pageStyles.ts), which the browser's cache counts as written at start-up.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // The page notes its head as it renders (usePageHead).
  const collector: HeadCollector = {};
  // React would send a part that failed as its loading state and draw it again in the browser, reporting the
  // error there; a page that cannot be rendered whole goes unrendered instead, and the server logs why.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <HeadContext.Provider value={collector}>
          <App ssrPath={pathname} ssrSearch={search} bootstrap={data} />
        </HeadContext.Provider>
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
  const status = pageStatus(path, internal);
  const page = matchPage(path)?.page;
  // A private page and an address no page answers stay out of search engines' indexes, whatever the page
  // declared; a page that names no canonical address is listed under its path, without the query.
  const isPrivate = page !== undefined && (PRIVATE_PAGES as readonly PageName[]).includes(page);
  const declared = collector.head ?? { title: SITE_TITLE };
  const head = headTags(
    {
      ...declared,
      canonical: declared.canonical ?? pathname,
      noindex: Boolean(declared.noindex) || isPrivate || status === 404,
    },
    origin,
  );
  return { html, bootstrap: bootstrapScript(data), status, head: head + pageStylesElement(cache) };
}
