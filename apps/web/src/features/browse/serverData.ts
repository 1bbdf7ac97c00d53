import type { PageLoaders } from '../../api/dataRequest';
import { homeRequests } from './useBrowseData';

/** What the server loads before it renders the home page (composed in ssr/pageData.ts): its content and rows. */
export const browseServerData = {
  home: () => homeRequests(),
} satisfies PageLoaders;
