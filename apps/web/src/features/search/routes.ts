import { lazyPage, type PageRoutes } from '../../lazyPage';

const Search = lazyPage(() => import('./SearchPage'));
const SavedSearches = lazyPage(() => import('./SavedSearchesPage'));
const AlertUnsubscribe = lazyPage(() => import('./AlertUnsubscribePage'));

/**
 * A search, and the clips like one clip (the same page in similar-clips mode); the account's saved searches,
 * and the page a saved search's alert mail links to turn the alert off (ADR 90).
 */
export const searchRoutes = {
  search: Search,
  similarClips: Search,
  savedSearches: SavedSearches,
  alertUnsubscribe: AlertUnsubscribe,
} satisfies PageRoutes;
