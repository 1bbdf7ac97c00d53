import type { PageMatch, PageName } from '@clipmarket/core';
import type { call } from './client';

/** How a page calls the API: the app's client in the browser, the server's own client when it renders. */
export type Caller = typeof call;

/**
 * One resource as a page reads it: its SWR key and how to load it with a caller. A feature's hooks read
 * these in the browser; the server loads the same ones before rendering a page (its `serverData.ts`, composed
 * in ssr/pageData.ts), so both sides agree on every key.
 */
export interface DataRequest<T> {
  key: readonly unknown[];
  load: (caller: Caller) => Promise<T>;
}

/** A request for the key, loaded by `load`. */
export const dataRequest = <T>(
  key: readonly unknown[],
  load: (caller: Caller) => Promise<T>,
): DataRequest<T> => ({
  key,
  load,
});

/**
 * What the server loads before it renders a feature's pages, by page name (core's page table): given the
 * page's params and its query string (with its `?`), the requests whose answers the first paint shows.
 */
export type PageLoaders = {
  readonly [K in PageName]?: (
    params: Extract<PageMatch, { page: K }>['params'],
    search: string,
  ) => DataRequest<unknown>[];
};
