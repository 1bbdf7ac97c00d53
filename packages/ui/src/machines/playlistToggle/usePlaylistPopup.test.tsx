import { ApiRequestError, formatMessage, MESSAGES, type PlaylistWithVideo } from '@clipmarket/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fromPromise } from 'xstate';
import { BulkPlaylistPopup } from '../../components/BulkPlaylistPopup';
import { PLAYLIST_POPUP_TEXT, PlaylistPopup } from '../../components/PlaylistPopup';
import { ThemeProvider } from '../../theme';
import type { PlaylistVideoCall, PlaylistVideosCall } from './playlistToggleMachine';
import { useBulkPlaylistPopup, usePlaylistPopup } from './usePlaylistPopup';
import type { PlaylistBulkActors, PlaylistToggleActors } from './usePlaylistToggle';

const JM_ID = '1254381';
const CLIPS = ['1254381', '1198734', '1301122'];

function playlist(overrides: Partial<PlaylistWithVideo> = {}): PlaylistWithVideo {
  return {
    uuid: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e02',
    name: 'Pets',
    videoCount: 3,
    containsVideo: false,
    folderUuid: null,
    disabled: false,
    canModify: true,
    updatedAt: '2026-10-18T12:00:00.000Z',
    ...overrides,
  };
}

const trips = playlist({ uuid: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e01', name: 'Road trips' });

function toggleActors() {
  const addVideo = vi.fn(async (_input: PlaylistVideoCall) => ({ added: 1, total: 4, notFound: [] }));
  const removeVideo = vi.fn(async (_input: PlaylistVideoCall) => ({}));
  const actors: PlaylistToggleActors = {
    addVideo: fromPromise<unknown, PlaylistVideoCall>(({ input }) => addVideo(input)),
    removeVideo: fromPromise<unknown, PlaylistVideoCall>(({ input }) => removeVideo(input)),
  };
  return { actors, addVideo, removeVideo };
}

afterEach(() => {
  cleanup();
});

describe('usePlaylistPopup', () => {
  it('settles when the consumer passes its playlists and downloads as inline literals', () => {
    const { actors } = toggleActors();
    // Past this many renders the consumer stops making new objects, so an endless loop ends and fails here
    // instead of freezing the tab.
    const BREAKER = 25;
    let renders = 0;
    const kept = { playlists: [playlist(), trips], downloads: { [trips.uuid]: 'inProgress' as const } };

    function Consumer() {
      renders += 1;
      const fresh = useRef(true);
      if (renders > BREAKER) fresh.current = false;
      const popup = usePlaylistPopup({
        jmId: JM_ID,
        playlists: fresh.current ? [playlist(), { ...trips }] : kept.playlists,
        downloads: fresh.current ? { [trips.uuid]: 'inProgress' } : kept.downloads,
        actors,
      });
      return <PlaylistPopup open status="ready" {...popup} />;
    }

    render(
      <ThemeProvider>
        <Consumer />
      </ThemeProvider>,
    );

    expect(screen.getByRole('checkbox', { name: 'Road trips' })).toBeInTheDocument();
    expect(renders).toBeLessThan(BREAKER);
  });

  it('asks before changing a playlist whose download is running, then adds the clip once continued', async () => {
    const { actors, addVideo } = toggleActors();
    function Consumer() {
      const popup = usePlaylistPopup({
        jmId: JM_ID,
        playlists: [playlist(), trips],
        downloads: { [trips.uuid]: 'inProgress' },
        actors,
      });
      return <PlaylistPopup open status="ready" {...popup} />;
    }
    render(
      <ThemeProvider>
        <Consumer />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Road trips' }));
    const step = screen.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Road trips') });
    expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmInProgress);
    expect(addVideo).not.toHaveBeenCalled();

    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));

    expect(await screen.findByText(MESSAGES.videoAddedToPlaylist)).toBeInTheDocument();
    expect(addVideo).toHaveBeenCalledTimes(1);
    expect(addVideo).toHaveBeenCalledWith({ playlistUuid: trips.uuid, jmId: JM_ID });
    expect(screen.getByRole('checkbox', { name: 'Road trips' })).toBeChecked();
  });

  it('changes nothing when the user cancels the question', async () => {
    const { actors, addVideo } = toggleActors();
    function Consumer() {
      const popup = usePlaylistPopup({
        jmId: JM_ID,
        playlists: [trips],
        downloads: { [trips.uuid]: 'completed' },
        actors,
      });
      return <PlaylistPopup open status="ready" {...popup} />;
    }
    render(
      <ThemeProvider>
        <Consumer />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Road trips' }));
    const step = screen.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Road trips') });
    expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmCompleted);
    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.cancel }));

    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(addVideo).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Road trips' })).not.toBeChecked();
  });

  it("shows a row's result for as long as `resetMs` says, then the row is at rest", async () => {
    const { actors } = toggleActors();
    function Consumer() {
      // The timer starts as the row's machine enters its result, before React draws it: 50 ms was shorter than a
      // loaded machine took to draw, and the message came and went unseen (CI, passed only on its retry).
      const popup = usePlaylistPopup({ jmId: JM_ID, playlists: [trips], actors, resetMs: 300 });
      return <PlaylistPopup open status="ready" {...popup} />;
    }
    render(
      <ThemeProvider>
        <Consumer />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Road trips' }));
    expect(await screen.findByText(MESSAGES.videoAddedToPlaylist)).toBeInTheDocument();
    // Gone well before the product's 1500 ms would have let it go.
    await waitFor(() => expect(screen.queryByText(MESSAGES.videoAddedToPlaylist)).not.toBeInTheDocument(), {
      timeout: 1_200,
    });
    expect(screen.getByRole('checkbox', { name: 'Road trips' })).toBeChecked();
  });
});

describe('useBulkPlaylistPopup', () => {
  function bulkActors(answer: (input: PlaylistVideosCall) => Promise<unknown>) {
    const addVideos = vi.fn(answer);
    const actors: PlaylistBulkActors = {
      addVideos: fromPromise<unknown, PlaylistVideosCall>(({ input }) => addVideos(input)),
    };
    return { actors, addVideos };
  }

  function Bulk({
    actors,
    playlists,
    onNotice,
  }: {
    actors: PlaylistBulkActors;
    playlists: PlaylistWithVideo[];
    onNotice?: (notice: { message: string }) => void;
  }) {
    const popup = useBulkPlaylistPopup({
      jmIds: [...CLIPS],
      playlists,
      downloads: { [trips.uuid]: 'inProgress' },
      actors,
      onNotice,
    });
    return <BulkPlaylistPopup open status="ready" selectedCount={CLIPS.length} {...popup} />;
  }

  it('adds every selected clip to the playlist pressed and says how many went in', async () => {
    const { actors, addVideos } = bulkActors(async () => 7);
    render(
      <ThemeProvider>
        <Bulk actors={actors} playlists={[playlist(), trips]} />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pets' }));

    expect(await screen.findByText(formatMessage.videosAddedToPlaylist(CLIPS.length))).toBeInTheDocument();
    expect(addVideos).toHaveBeenCalledWith({ playlistUuid: playlist().uuid, jmIds: CLIPS });
  });

  it("asks before adding to a playlist whose download is running (the row's machine asks, once)", async () => {
    const { actors, addVideos } = bulkActors(async () => 7);
    render(
      <ThemeProvider>
        <Bulk actors={actors} playlists={[playlist(), trips]} />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Road trips' }));
    const step = screen.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Road trips') });
    expect(addVideos).not.toHaveBeenCalled();
    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));

    expect(await screen.findByText(formatMessage.videosAddedToPlaylist(CLIPS.length))).toBeInTheDocument();
    expect(addVideos).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal on the row and hands it to the app as an error notice", async () => {
    const refusal = new ApiRequestError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Video 1198734 is not available',
    });
    const { actors } = bulkActors(() => Promise.reject(refusal));
    const onNotice = vi.fn();
    render(
      <ThemeProvider>
        <Bulk actors={actors} playlists={[playlist()]} onNotice={onNotice} />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pets' }));

    expect(await screen.findByText('Video 1198734 is not available')).toBeInTheDocument();
    expect(onNotice).toHaveBeenCalledWith({
      type: 'notice',
      severity: 'error',
      message: 'Video 1198734 is not available',
    });
  });

  it('adds the clips to a playlist pressed before its row is listed, once the lists bring it', async () => {
    const { actors, addVideos } = bulkActors(async () => 3);
    let add: ((item: { uuid: string; name: string }) => void) | undefined;
    function Created({ playlists }: { playlists: PlaylistWithVideo[] }) {
      const popup = useBulkPlaylistPopup({ jmIds: CLIPS, playlists, actors });
      add = popup.onAdd;
      return <BulkPlaylistPopup open status="ready" selectedCount={CLIPS.length} {...popup} />;
    }
    const view = render(
      <ThemeProvider>
        <Created playlists={[playlist()]} />
      </ThemeProvider>,
    );

    // The create call answered the new playlist's uuid; the lists have not been read again yet.
    add?.({ uuid: trips.uuid, name: trips.name });
    expect(addVideos).not.toHaveBeenCalled();
    view.rerender(
      <ThemeProvider>
        <Created playlists={[trips, playlist()]} />
      </ThemeProvider>,
    );

    await waitFor(() => expect(addVideos).toHaveBeenCalledWith({ playlistUuid: trips.uuid, jmIds: CLIPS }));
  });
});
