import { lazyPage, type PageRoutes } from '../../lazyPage';
// The home page is where most visits land: in the first bundle, so it renders without a second round trip.
import HomePage from './HomePage';

const Collections = lazyPage(() => import('./CollectionsPage'));
const Wire = lazyPage(() => import('./WirePage'));

/** The pages to browse the library by: the home page, the collections (all, and one), the wire. */
export const browseRoutes = {
  home: HomePage,
  collections: Collections,
  collection: Collections,
  wire: Wire,
} satisfies PageRoutes;
