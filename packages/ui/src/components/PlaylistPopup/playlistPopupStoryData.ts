import { baseJmId } from '@clipmarket/core';
import {
  fullPlaylistFixture,
  PLAYLIST_UUIDS,
  playlistFixtures,
  playlistVideoFixtures,
  videoFixtures,
} from '@clipmarket/mocks';
import type { PlaylistPopupItem } from './PlaylistPopup.types';

/**
 * Story data for the playlist popups, built from the @clipmarket/mocks fixtures: the user's playlists as the
 * popup gets them for one clip (`GET /api/user/licensing/lists/video/{jmId}`).
 */

/** The clip the one-clip stories save: its '-1' id matches the road-trips playlist's copy. */
export const storyClip = videoFixtures.longTitle;

/** The user's playlists (and the one at the size limit), each with whether it holds `jmId`. */
export function popupPlaylistsFor(jmId: string = storyClip.jmId): PlaylistPopupItem[] {
  return [...playlistFixtures, fullPlaylistFixture].map((list) => ({
    uuid: list.uuid,
    name: list.name,
    containsVideo: (playlistVideoFixtures[list.uuid] ?? []).some(
      (video) => baseJmId(video.jmId) === baseJmId(jmId),
    ),
  }));
}

/** A heavy user: the fixtures plus 41 more lists, more than the 30 the popup shows. */
export function manyPopupPlaylists(): PlaylistPopupItem[] {
  const extra = Array.from({ length: 41 }, (_, index) => ({
    uuid: `9b0e7c1d-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Client pitch ${String(index + 1).padStart(2, '0')}`,
    containsVideo: index % 7 === 0,
  }));
  return [...popupPlaylistsFor(), ...extra];
}

export const STORY_UUIDS = PLAYLIST_UUIDS;
