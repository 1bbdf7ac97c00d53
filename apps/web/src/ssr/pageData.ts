import { homeRequests, similarClipsRequest, videoRequest, type DataRequest } from '../browse/useBrowseData';
import { productsRequest } from '../commerce/useCart';
import { APP_BASE } from '../paths';
import { filtersFromUrl } from '../search/urlState';
import { categoriesRequest, searchRequest } from '../search/useSearchData';

/**
 * What the server loads before it renders a page, so the page's first paint already shows its content:
 * the home page's hero, rows and collections; a clip's document and its similar clips; a search's results
 * and the filter panel's categories; and on each of them the shop's prices, which every clip card shows as its
 * "from" price (a card drawn without it would differ from the browser's, which has it). Every other page is rendered in its loading state and loads its data in
 * the browser, as before.
 */
export function requestsFor(pathname: string, search = ''): DataRequest<unknown>[] {
  const path = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  if (path === '' || path === '/') return [...homeRequests(), productsRequest()];
  const searching = /^\/search(?:\/similarClips\/([^/]+))?\/?$/.exec(path);
  if (searching) {
    const similarClip = searching[1] ? decodeURIComponent(searching[1]) : null;
    return [searchRequest(filtersFromUrl(search, similarClip)), categoriesRequest(), productsRequest()];
  }
  const view = /^\/view\/([^/]+)\/?$/.exec(path);
  if (view?.[1]) {
    const jmId = decodeURIComponent(view[1]);
    return [videoRequest(jmId), similarClipsRequest(jmId), productsRequest()];
  }
  return [];
}
