import { matchPage, pathInApp, type PageMatch } from '@clipmarket/core';
import type { DataRequest, PageLoaders } from '../api/dataRequest';
import { browseServerData } from '../features/browse';
import { clipServerData } from '../features/clip';
import { productsRequest } from '../features/commerce';
import { searchServerData } from '../features/search';

/** Every feature's loaders, by page name: each feature's `serverData.ts`, from its index. */
const LOADERS: PageLoaders = { ...browseServerData, ...clipServerData, ...searchServerData };

/** A loader of any page, called with the params its page matched. */
type Loader = (params: PageMatch['params'], search: string) => DataRequest<unknown>[];

/**
 * What the server loads before it renders a page, so the page's first paint already shows its content: what
 * the page's feature loads for it (the home page's hero, rows and collections; a clip's document and its
 * similar clips; a search's results and the filter panel's categories), and with it the shop's prices, which
 * every clip card shows as its "from" price (the layout's CardPriceProvider: a card drawn without it would
 * differ from the browser's, which has it); every page the server loads data for shows clip cards. Every other
 * page is rendered in its loading state and loads its data in the browser, as before.
 */
export function requestsFor(pathname: string, search = ''): DataRequest<unknown>[] {
  const page = matchPage(pathInApp(pathname) ?? pathname);
  const load = page ? (LOADERS[page.page] as Loader | undefined) : undefined;
  if (!page || !load) return [];
  return [...load(page.params, search), productsRequest()];
}
