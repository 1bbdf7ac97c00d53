import { lazyPage, type PageRoutes } from '../../lazyPage';

const Lists = lazyPage(() => import('./ListsPage'));
const Playlist = lazyPage(() => import('./PlaylistPage'));
const SharedPlaylist = lazyPage(() => import('./SharedPlaylistPage'));

/** The user's lists, one playlist (or a folder of it), and a playlist opened through its share link. */
export const playlistsRoutes = {
  lists: Lists,
  playlist: Playlist,
  sharedPlaylist: SharedPlaylist,
} satisfies PageRoutes;
