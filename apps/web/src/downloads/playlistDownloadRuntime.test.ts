import { ApiRequestError, DELAYS, MESSAGES, type PlaylistDownloadEntry } from '@clipmarket/core';
import { DOWNLOAD_STATUS_TEXT } from '@clipmarket/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPlaylistDownloadRuntime,
  type PlaylistDownloadRuntimeOptions,
  type PlaylistDownloadView,
} from './playlistDownloadRuntime';

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

/** A runtime whose service answers in progress `inProgressReads` times per playlist, then completed. */
function setUp(inProgressReads: number, overrides: Partial<PlaylistDownloadRuntimeOptions> = {}) {
  const reads: string[] = [];
  const views = new Map<string, PlaylistDownloadView | null>();
  const notices: string[] = [];
  const runtime = createPlaylistDownloadRuntime({
    fetchDownload: vi.fn(async (uuid: string) => {
      reads.push(uuid);
      const count = reads.filter((read) => read === uuid).length;
      return entry(uuid, count <= inProgressReads ? 'IN_PROGRESS' : 'COMPLETED');
    }),
    cancelDownload: vi.fn(async () => ({ message: MESSAGES.downloadCanceled })),
    pollingAllowed: true,
    onNotice: (notice) => notices.push(`${notice.severity}: ${notice.message}`),
    onChange: (uuid, view) => views.set(uuid, view),
    ...overrides,
  });
  return { runtime, reads, views, notices };
}

/** Lets the answered promises settle (the fake clock does not run them). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('playlist downloads kept above the pages', () => {
  it('starts a download, shows it in progress, and polls every 15 s until it is ready with its link', async () => {
    const { runtime, reads, views, notices } = setUp(2);

    runtime.start(ROAD);
    expect(views.get(ROAD)?.status).toBe('fetching');
    await settle();
    expect(views.get(ROAD)).toMatchObject({ status: 'inProgress', polling: 'waiting' });

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
    runtime.stop();
  });

  it('polls nothing while the user is away from the lists pages, and reads at once on their return', async () => {
    const { runtime, reads, views } = setUp(1);
    runtime.start(ROAD);
    await settle();

    runtime.setPolling(false);
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs * 4);
    expect(reads).toHaveLength(1);
    expect(views.get(ROAD)).toMatchObject({ status: 'inProgress', polling: 'paused' });

    runtime.setPolling(true);
    await settle();
    expect(reads).toHaveLength(2);
    expect(views.get(ROAD)?.status).toBe('completed');
    runtime.stop();
  });

  it('starts a download away from the lists pages paused, after its first read', async () => {
    const { runtime, reads, views } = setUp(3, { pollingAllowed: false });

    runtime.start(PETS);
    await settle();
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs * 2);

    expect(reads).toEqual([PETS]);
    expect(views.get(PETS)?.polling).toBe('paused');
    runtime.stop();
  });

  it('follows a running download once however often it is watched, each playlist on its own', async () => {
    const { runtime, reads } = setUp(5);

    runtime.watch(ROAD);
    runtime.watch(ROAD);
    runtime.watch(PETS);
    await settle();

    expect(reads.sort()).toEqual([ROAD, PETS].sort());
    runtime.stop();
  });

  it('starts again after a cancel, and says the cancel succeeded', async () => {
    const { runtime, views, notices, reads } = setUp(1);
    runtime.start(ROAD);
    await settle();

    runtime.cancel(ROAD);
    await settle();
    expect(views.get(ROAD)?.status).toBe('canceled');
    expect(notices).toEqual([`success: ${MESSAGES.downloadCanceled}`]);

    runtime.start(ROAD);
    await settle();
    expect(reads).toHaveLength(2);
    runtime.stop();
  });

  it("shows the server's errorMessage when a cancel is refused, and keeps polling", async () => {
    const refusal = new ApiRequestError(404, {
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no download in progress for this playlist.',
      errorMessage: 'There is no download in progress for this playlist.',
    });
    const { runtime, views, notices } = setUp(5, { cancelDownload: () => Promise.reject(refusal) });
    runtime.start(ROAD);
    await settle();

    runtime.cancel(ROAD);
    await settle();

    expect(notices).toEqual(['error: There is no download in progress for this playlist.']);
    expect(views.get(ROAD)?.status).toBe('inProgress');
    runtime.stop();
  });

  it('forgets a playlist whose clips changed: no more polls, and its view is gone', async () => {
    const { runtime, reads, views } = setUp(5);
    runtime.start(ROAD);
    await settle();

    runtime.forget(ROAD);
    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs * 3);

    expect(reads).toHaveLength(1);
    expect(views.get(ROAD)).toBeNull();
    runtime.stop();
  });
});

describe('cancelling while the status is read', () => {
  it('cancels a download shown from the entries before its first read has answered', async () => {
    const { runtime, views, notices } = setUp(5);

    runtime.cancel(ROAD);
    await settle();

    expect(views.get(ROAD)?.status).toBe('canceled');
    expect(notices).toEqual([`success: ${MESSAGES.downloadCanceled}`]);
    runtime.stop();
  });

  it('shows a poll of a running download as in progress, and cancels once the poll answers', async () => {
    const { runtime, views, notices } = setUp(5);
    runtime.start(ROAD);
    await settle();

    await vi.advanceTimersByTimeAsync(DELAYS.downloadPollMs - 1);
    vi.advanceTimersByTime(1);
    expect(views.get(ROAD)?.status).toBe('inProgress');
    runtime.cancel(ROAD);
    await settle();

    expect(views.get(ROAD)?.status).toBe('canceled');
    expect(notices).toHaveLength(1);
    runtime.stop();
  });

  it('leaves a download alone that the read finds ready', async () => {
    const { runtime, views, notices } = setUp(0);

    runtime.cancel(PETS);
    await settle();

    expect(views.get(PETS)?.status).toBe('completed');
    expect(notices).toEqual([]);
    runtime.stop();
  });
});
