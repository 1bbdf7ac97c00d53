import { lazyPage, type PageRoutes } from '../../lazyPage';

const VideoDetail = lazyPage(() => import('./VideoDetailPage'));

/** A clip's page. */
export const clipRoutes = {
  view: VideoDetail,
} satisfies PageRoutes;
