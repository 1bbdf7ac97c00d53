import {
  FULFILMENT_MESSAGES,
  cancelPlaylistDownloadEndpoint,
  cancelPlaylistDownloadResponseSchema,
  playlistDownloadEndpoint,
  playlistDownloadEntrySchema,
  playlistDownloadFileEndpoint,
  userPlaylistDownloadsEndpoint,
} from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_UUIDS } from '../fixtures/playlists';
import { getResponse } from 'msw';
import { fails, mockRequest, ok, useMswLocation } from '../test/call';
import { playlistDownloadEntry, playlistDownloadHandlers, playlistZipHref } from './playlistDownloads';

const road = { params: { uuid: PLAYLIST_UUIDS.roadTrips } };
const pets = { params: { uuid: PLAYLIST_UUIDS.pets } };

describe('playlist download handlers', () => {
  useMswLocation();

  it('entries parse with the contract schema in every status', () => {
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELED', 'FAILED'] as const) {
      playlistDownloadEntrySchema.parse(playlistDownloadEntry(PLAYLIST_UUIDS.pets, status));
    }
  });

  it('none(): the first read starts the zip, the next completes it with the link to the file', async () => {
    const h = playlistDownloadHandlers.none();
    expect(await ok(h, userPlaylistDownloadsEndpoint)).toEqual({ data: [] });

    const started = await ok(h, playlistDownloadEndpoint, road);
    expect(started).toMatchObject({ status: 'IN_PROGRESS', message: FULFILMENT_MESSAGES.downloadInProgress });
    const ready = await ok(h, playlistDownloadEndpoint, road);
    expect(ready).toMatchObject({ status: 'COMPLETED', link: playlistZipHref(PLAYLIST_UUIDS.roadTrips) });
    expect((await ok(h, userPlaylistDownloadsEndpoint)).data).toEqual([ready]);
    const file = await getResponse(h, mockRequest(playlistDownloadFileEndpoint, road));
    expect(file?.headers.get('content-type')).toBe('application/zip');
    // A zip's first bytes.
    expect(new Uint8Array(await file!.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it('keeps a download in progress for as many reads as asked', async () => {
    const h = playlistDownloadHandlers.none({ readsUntilReady: 2 });
    await ok(h, playlistDownloadEndpoint, pets);

    expect((await ok(h, playlistDownloadEndpoint, pets)).status).toBe('IN_PROGRESS');
    expect((await ok(h, playlistDownloadEndpoint, pets)).status).toBe('IN_PROGRESS');
    expect((await ok(h, playlistDownloadEndpoint, pets)).status).toBe('COMPLETED');
  });

  it("cancels a running download with the spec's message, and then has nothing to cancel", async () => {
    const h = playlistDownloadHandlers.inProgress(PLAYLIST_UUIDS.pets);

    const canceled = cancelPlaylistDownloadResponseSchema.parse(
      await ok(h, cancelPlaylistDownloadEndpoint, pets),
    );
    expect(canceled.message).toBe(FULFILMENT_MESSAGES.downloadCanceled);
    expect((await ok(h, userPlaylistDownloadsEndpoint)).data[0].status).toBe('CANCELED');
    const again = await fails(h, cancelPlaylistDownloadEndpoint, 404, pets);
    expect(again.errorMessage).toBe(FULFILMENT_MESSAGES.noDownloadToCancel);
    // Reading again starts a new zip.
    expect((await ok(h, playlistDownloadEndpoint, pets)).status).toBe('IN_PROGRESS');
  });

  it("answers the server's refusals: nothing licensed, no such playlist, zip not ready, cancel refused", async () => {
    const h = playlistDownloadHandlers.none();
    const empty = await fails(h, playlistDownloadEndpoint, 409, {
      params: { uuid: PLAYLIST_UUIDS.firstPlaylist },
    });
    expect(empty.message).toBe(FULFILMENT_MESSAGES.nothingLicensed);
    await fails(h, playlistDownloadEndpoint, 404, {
      params: { uuid: '00000000-0000-4000-8000-000000000000' },
    });
    await fails(h, playlistDownloadFileEndpoint, 409, road);

    const refused = playlistDownloadHandlers.inProgress(PLAYLIST_UUIDS.roadTrips, { cancelRefused: true });
    expect((await fails(refused, cancelPlaylistDownloadEndpoint, 404, road)).errorMessage).toBe(
      FULFILMENT_MESSAGES.noDownloadToCancel,
    );
  });

  it('completed(): the entry is listed with its link; failing() answers 500', async () => {
    const h = playlistDownloadHandlers.completed(PLAYLIST_UUIDS.pets);
    const { data } = await ok(h, userPlaylistDownloadsEndpoint);
    expect(data).toMatchObject([{ playlistUuid: PLAYLIST_UUIDS.pets, status: 'COMPLETED' }]);
    expect((await ok(h, playlistDownloadEndpoint, pets)).link).toBe(playlistZipHref(PLAYLIST_UUIDS.pets));
    await fails(playlistDownloadHandlers.failing(), playlistDownloadEndpoint, 500, pets);
  });

  it('factories do not share state', async () => {
    await ok(playlistDownloadHandlers.none(), playlistDownloadEndpoint, road);
    expect(await ok(playlistDownloadHandlers.none(), userPlaylistDownloadsEndpoint)).toEqual({ data: [] });
  });
});
