import type { PlaylistWithVideo } from '@clipmarket/core';
import { PLAYLIST_UUIDS } from '@clipmarket/mocks';
import { playlistToggleMachine, type PlaylistToggleDownload, type PlaylistVideoCall } from '@clipmarket/ui';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { useToggleRowStates } from './useToggleRowStates';

const pets: PlaylistWithVideo = {
  uuid: PLAYLIST_UUIDS.pets,
  name: 'Pets',
  videoCount: 3,
  containsVideo: true,
  folderUuid: null,
  disabled: false,
  canModify: true,
  updatedAt: '2026-10-18T12:00:00.000Z',
};

/** One row's toggle whose calls never answer, so it rests in `toggling` once confirmed. */
function startRow(download: PlaylistToggleDownload) {
  const never = fromPromise<unknown, PlaylistVideoCall>(() => new Promise<never>(() => {}));
  const row = createActor(
    playlistToggleMachine.provide({ actors: { addVideo: never, removeVideo: never } }),
    {
      input: { jmId: '1254381', playlist: pets, download },
    },
  );
  row.start();
  return row;
}

afterEach(() => {
  cleanup();
});

describe('useToggleRowStates', () => {
  it('shows the row the machine is asking about as confirming, at rest once cancelled', () => {
    const row = startRow('inProgress');
    const rows = [row];
    const { result } = renderHook(() => useToggleRowStates(rows));
    expect(result.current[0]).toMatchObject({
      uuid: PLAYLIST_UUIDS.pets,
      status: 'idle',
      download: 'inProgress',
    });

    act(() => row.send({ type: 'playlist.toggle' }));
    expect(result.current[0]?.status).toBe('confirming');

    act(() => row.send({ type: 'playlist.cancel' }));
    expect(result.current[0]?.status).toBe('idle');

    act(() => row.send({ type: 'playlist.toggle' }));
    act(() => row.send({ type: 'playlist.confirm' }));
    expect(result.current[0]?.status).toBe('toggling');
    row.stop();
  });
});
