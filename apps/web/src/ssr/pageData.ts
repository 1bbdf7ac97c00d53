import { matchPage, pathInApp } from '@clipmarket/core';
import type { DataRequest } from '../api/dataRequest';
import { homeRequests, similarClipsRequest, videoRequest } from '../browse/useBrowseData';
import { productsRequest } from '../features/commerce';
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
  const page = matchPage(pathInApp(pathname) ?? pathname);
  switch (page?.page) {
    case 'home':
      return [...homeRequests(), productsRequest()];
    case 'search':
    case 'similarClips': {
      const similarClip = page.page === 'similarClips' ? page.params.jmId : null;
      return [searchRequest(filtersFromUrl(search, similarClip)), categoriesRequest(), productsRequest()];
    }
    case 'view':
      return [videoRequest(page.params.videoId), similarClipsRequest(page.params.videoId), productsRequest()];
    default:
      return [];
  }
}
