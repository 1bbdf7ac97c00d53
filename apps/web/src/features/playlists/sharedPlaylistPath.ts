import { PAGES } from '@clipmarket/core';

/** The shared page's full path: what a share link opens, for anyone holding it (ADR 32). */
export function sharedPlaylistPath(uuid: string, share: string): string {
  return PAGES.sharedPlaylist.href({ playlistId: uuid }, { share });
}
