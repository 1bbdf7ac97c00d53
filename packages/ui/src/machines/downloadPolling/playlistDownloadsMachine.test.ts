import { ApiRequestError, DELAYS, MESSAGES, type PlaylistDownloadEntry } from '@clipmarket/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DOWNLOAD_STATUS_TEXT } from '../../components/DownloadStatus/downloadStatusText';
import type { PlaylistDownloadCall } from './downloadPollingMachine';
import type { DownloadPollingView } from './playlistDownloadsMachine';
import { followDownloads, providePlaylistDownloads } from './useDownloadPolling';

const ROAD = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e01';
const PETS = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e02';

function entry(uuid: string, status: PlaylistDownloadEntry['status']): PlaylistDownloadEntry {
  return {
    playlistUuid: uuid,
    status,
    message: status === 'IN_PROGRESS' ? MESSAGES.downloadInProgress : 'Your download is ready.',
    link: status === 'COMPLETED' ? `/api/playlist/${uuid}/download/file` : null,
    includedCount: 2,
    excludedCount: 0,
    bytes: null,
    updatedAt: '2026-10-20T12:00:00.000Z',
  };
}

interface SetUpOptions {
  cancelDownload?: (playlistUuid: string) => Promise<unknown>;
  pollingAllowed?: boolean;
}

/**
 * The downloads actor, with its one subscriber (`followDownloads`) noting views and notices, whose service
 * answers in progress `inProgressReads` times per playlist, then completed.
 */
function setUp(inProgressReads: number, overrides: SetUpOptions = {}) {
  const reads: string[] = [];
  const views = new Map<string, DownloadPollingView | null>();
  const notices: string[] = [];
  const cancelDownload = overrides.cancelDownload ?? (async () => ({ message: MESSAGES.downloadCanceled }));
  const actor = createActor(
    providePlaylistDownloads({
      fetchDownload: fromPromise<PlaylistDownloadEntry, PlaylistDownloadCall>(async ({ input }) => {
        reads.push(input.playlistUuid);
        const count = reads.filter((read) => read === input.playlistUuid).length;
        return entry(input.playlistUuid, count <= inProgressReads ? 'IN_PROGRESS' : 'COMPLETED');
      }),
      cancelDownload: fromPromise<unknown, PlaylistDownloadCall>(({ input }) =>
        cancelDownload(input.playlistUuid),
      ),
    }),
    { input: { pollingAllowed: overrides.pollingAllowed ?? true } },
  );
  const unfollow = followDownloads(actor, {
    onNotice: (notice) => notices.push(`${notice.severity}: ${notice.message}`),
    onChange: (uuid, view) => views.set(uuid, view),
  });
  actor.start();
  const send =
    (type: 'downloads.start' | 'downloads.watch' | 'downloads.cancel' | 'downloads.forget') =>
    (playlistUuid: string) =>
      actor.send({ type, playlistUuid });
  const downloads = {
    start: send('downloads.start'),
    watch: send('downloads.watch'),
    cancel: send('downloads.cancel'),
    forget: send('downloads.forget'),
    setPolling: (allowed: boolean) => actor.send({ type: 'download.polling', allowed }),
    stop: () => {
      unfollow();
      actor.stop();
    },
  };
  return { downloads, reads, views, notices };
}

/** Lets the answered promises settle (the fake clock does not run them). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('playlistDownloadsMachine: playlist downloads kept above the pages', () => {
  it('starts a download, shows it in progress, and polls every 15 s until it is ready with its link', async () => {
    const { downloads, reads, views, notices } = setUp(2);

    downloads.start(ROAD);
    expect(views.get(ROAD)?.status).toBe('fetching');
    await settle();
    expect(views.get(ROAD)).toMatchObject({ status: 'inProgress', poll: 'waiting' });

    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs - 1);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs);

    expect(views.get(ROAD)).toMatchObject({
      status: 'completed',
      link: `/api/playlist/${ROAD}/download/file`,
    });
    expect(reads).toHaveLength(3);
    expect(notices).toEqual([`success: ${DOWNLOAD_STATUS_TEXT.completed}`]);
    downloads.stop();
  });

  it('polls nothing while the user is away from the lists pages, and reads at once on their return', async () => {
    const { downloads, reads, views } = setUp(1);
    downloads.start(ROAD);
    await settle();

    downloads.setPolling(false);
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs * 4);
    expect(reads).toHaveLength(1);
    expect(views.get(ROAD)).toMatchObject({ status: 'inProgress', poll: 'paused' });

    downloads.setPolling(true);
    await settle();
    expect(reads).toHaveLength(2);
    expect(views.get(ROAD)?.status).toBe('completed');
    downloads.stop();
  });

  it('starts a download away from the lists pages paused, after its first read', async () => {
    const { downloads, reads, views } = setUp(3, { pollingAllowed: false });

    downloads.start(PETS);
    await settle();
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs * 2);

    expect(reads).toEqual([PETS]);
    expect(views.get(PETS)?.poll).toBe('paused');
    downloads.stop();
  });

  it('follows a running download once however often it is watched, each playlist on its own', async () => {
    const { downloads, reads } = setUp(5);

    downloads.watch(ROAD);
    downloads.watch(ROAD);
    downloads.watch(PETS);
    await settle();

    expect(reads.sort()).toEqual([ROAD, PETS].sort());
    downloads.stop();
  });

  it('starts again after a cancel, and says the cancel succeeded', async () => {
    const { downloads, views, notices, reads } = setUp(1);
    downloads.start(ROAD);
    await settle();

    downloads.cancel(ROAD);
    await settle();
    expect(views.get(ROAD)?.status).toBe('canceled');
    expect(notices).toEqual([`success: ${MESSAGES.downloadCanceled}`]);

    downloads.start(ROAD);
    await settle();
    expect(reads).toHaveLength(2);
    downloads.stop();
  });

  it("shows the server's errorMessage when a cancel is refused, and keeps polling", async () => {
    const refusal = new ApiRequestError(404, {
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no download in progress for this playlist.',
      errorMessage: 'There is no download in progress for this playlist.',
    });
    const { downloads, views, notices } = setUp(5, { cancelDownload: () => Promise.reject(refusal) });
    downloads.start(ROAD);
    await settle();

    downloads.cancel(ROAD);
    await settle();

    expect(notices).toEqual(['error: There is no download in progress for this playlist.']);
    expect(views.get(ROAD)?.status).toBe('inProgress');
    downloads.stop();
  });

  it('forgets a playlist whose clips changed: no more polls, and its view is gone', async () => {
    const { downloads, reads, views } = setUp(5);
    downloads.start(ROAD);
    await settle();

    downloads.forget(ROAD);
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs * 3);

    expect(reads).toHaveLength(1);
    expect(views.get(ROAD)).toBeNull();
    downloads.stop();
  });
});

describe('playlistDownloadsMachine: cancelling while the status is read', () => {
  it('cancels a download shown from the entries before its first read has answered', async () => {
    const { downloads, views, notices } = setUp(5);

    downloads.cancel(ROAD);
    await settle();

    expect(views.get(ROAD)?.status).toBe('canceled');
    expect(notices).toEqual([`success: ${MESSAGES.downloadCanceled}`]);
    downloads.stop();
  });

  it('shows a poll of a running download as in progress, and cancels once the poll answers', async () => {
    const { downloads, views, notices } = setUp(5);
    downloads.start(ROAD);
    await settle();

    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs - 1);
    vi.advanceTimersByTime(1);
    expect(views.get(ROAD)?.status).toBe('inProgress');
    downloads.cancel(ROAD);
    await settle();

    expect(views.get(ROAD)?.status).toBe('canceled');
    expect(notices).toHaveLength(1);
    downloads.stop();
  });

  it('leaves a download alone that the read finds ready', async () => {
    const { downloads, views, notices } = setUp(0);

    downloads.cancel(PETS);
    await settle();

    expect(views.get(PETS)?.status).toBe('completed');
    expect(notices).toEqual([]);
    downloads.stop();
  });
});
