import { lazyPage, type PageRoutes } from '../../lazyPage';

const Search = lazyPage(() => import('./SearchPage'));

/** A search, and the clips like one clip (the same page in similar-clips mode). */
export const searchRoutes = {
  search: Search,
  similarClips: Search,
} satisfies PageRoutes;
