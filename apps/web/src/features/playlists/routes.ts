import { lazyPage, type PageRoutes } from '../../lazyPage';

const Lists = lazyPage(() => import('./ListsPage'));
const Playlist = lazyPage(() => import('./PlaylistPage'));
const SharedPlaylist = lazyPage(() => import('./SharedPlaylistPage'));

/**
 * The user's lists, one playlist (or a folder of it), a playlist opened through its share link, and a
 * colleague's playlist opened through the team (the same read-only view, ADR 92).
 */
export const playlistsRoutes = {
  lists: Lists,
  playlist: Playlist,
  sharedPlaylist: SharedPlaylist,
  teamPlaylist: SharedPlaylist,
} satisfies PageRoutes;
