import type { PageLoaders } from '../../api/dataRequest';
import { filtersFromUrl } from './urlState';
import { categoriesRequest, searchRequest } from './useSearchData';

/**
 * What the server loads before it renders a search (composed in ssr/pageData.ts): its results, as the search
 * page asks for them from the same address, and the filter panel's categories.
 */
export const searchServerData = {
  search: (_params, search) => [searchRequest(filtersFromUrl(search, null)), categoriesRequest()],
  similarClips: ({ jmId }, search) => [searchRequest(filtersFromUrl(search, jmId)), categoriesRequest()],
} satisfies PageLoaders;
