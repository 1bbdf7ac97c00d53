import { ApiRequestError, DELAYS, MESSAGES } from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MachineNotice } from '../shared';
import {
  DOWNLOAD_COMPLETED,
  downloadPollingMachine,
  type DownloadPollingInput,
  type PlaylistDownloadCall,
  type PlaylistDownloadEntry,
} from './downloadPollingMachine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const UUID = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e01';
const LINK = 'https://downloads.example/playlists/road-trips.zip';

const inProgress: PlaylistDownloadEntry = {
  playlistUuid: UUID,
  status: 'IN_PROGRESS',
  message: MESSAGES.downloadInProgress,
};
const completed: PlaylistDownloadEntry = {
  playlistUuid: UUID,
  status: DOWNLOAD_COMPLETED,
  message: 'Download is ready.',
  link: LINK,
};
const failedEntry: PlaylistDownloadEntry = {
  playlistUuid: UUID,
  status: 'FAILED',
  message: 'The download could not be prepared.',
};

const cancelError = (errorMessage?: string) =>
  new ApiRequestError(409, {
    statusCode: 409,
    error: 'Conflict',
    message: 'Conflict',
    ...(errorMessage ? { errorMessage } : {}),
  });

/**
 * The machine with the fetch answering each entry of `answers` in turn (the last one repeats), and the
 * cancel answering as given.
 */
function start(
  answers: (PlaylistDownloadEntry | Error)[],
  input: Partial<DownloadPollingInput> = {},
  cancel: () => Promise<unknown> = async () => ({}),
) {
  let calls = 0;
  const fetchDownload = vi.fn(async (_input: PlaylistDownloadCall) => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const cancelDownload = vi.fn(cancel);
  const machine = downloadPollingMachine.provide({
    actors: {
      fetchDownload: fromPromise(({ input: call }) => fetchDownload(call)),
      cancelDownload: fromPromise(() => cancelDownload()),
    },
  });
  const actor = createActor(machine, { input: { playlistUuid: UUID, ...input } });
  const notices: MachineNotice[] = [];
  actor.on('notice', (notice) => notices.push(notice));
  actor.start();
  return { actor, fetchDownload, cancelDownload, notices };
}

type Actor = ReturnType<typeof start>['actor'];
const rested = (actor: Actor) => waitFor(actor, (s) => !s.matches('fetching') && !s.matches('canceling'));

describe('downloadPollingMachine fetching', () => {
  it('starts by fetching the status of the playlist download', async () => {
    const { actor, fetchDownload } = start([completed]);

    expect(actor.getSnapshot().value).toBe('fetching');
    await rested(actor);

    expect(fetchDownload).toHaveBeenCalledWith({ playlistUuid: UUID });
    actor.stop();
  });

  it('is completed with its link when the service says COMPLETED', async () => {
    const { actor } = start([completed]);

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.entry?.link).toBe(LINK);
    actor.stop();
  });

  it('is in progress while the service says the download is in progress', async () => {
    const { actor } = start([inProgress]);

    await rested(actor);

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    expect(actor.getSnapshot().context.entry?.message).toBe(MESSAGES.downloadInProgress);
    actor.stop();
  });

  it('fails with the service message for any other answer', async () => {
    const { actor } = start([failedEntry]);

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(failedEntry.message);
    actor.stop();
  });

  it('does not take COMPLETED without a link as completed', async () => {
    const { actor } = start([{ ...completed, link: null }]);

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    actor.stop();
  });

  it('fails with the server message when the call fails', async () => {
    const { actor } = start([
      new ApiRequestError(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'The playlist has no download.',
      }),
    ]);

    await rested(actor);

    expect(actor.getSnapshot().context.error).toBe('The playlist has no download.');
    actor.stop();
  });

  it('fails with the generic server error when the call got no answer', async () => {
    const { actor } = start([new TypeError('')]);

    await rested(actor);

    expect(actor.getSnapshot().context.error).toBe(MESSAGES.serverError);
    actor.stop();
  });

  it('fetches again on retry after a failure', async () => {
    const { actor } = start([failedEntry, completed]);
    await rested(actor);

    actor.send({ type: 'download.retry' });
    expect(actor.getSnapshot().value).toBe('fetching');
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });

  it('refreshes a completed download on retry', async () => {
    const { actor, fetchDownload } = start([completed]);
    await rested(actor);

    actor.send({ type: 'download.retry' });
    await rested(actor);

    expect(fetchDownload).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});

describe('downloadPollingMachine polling', () => {
  it('fetches again every 15000 ms while the download is in progress', async () => {
    const { actor, fetchDownload } = start([inProgress, inProgress, completed]);
    await rested(actor);

    vi.advanceTimersByTime(DELAYS.downloadPollMs - 1);
    expect(fetchDownload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fetchDownload).toHaveBeenCalledTimes(2);
    await rested(actor);
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });

    vi.advanceTimersByTime(DELAYS.downloadPollMs);
    await rested(actor);

    expect(fetchDownload).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(DELAYS.downloadPollMs).toBe(15_000);
    actor.stop();
  });

  it('stops polling once completed', async () => {
    const { actor, fetchDownload } = start([inProgress, completed]);
    await rested(actor);
    vi.advanceTimersByTime(DELAYS.downloadPollMs);
    await rested(actor);

    vi.advanceTimersByTime(DELAYS.downloadPollMs * 4);

    expect(fetchDownload).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('does not poll while the app does not allow it', async () => {
    const { actor, fetchDownload } = start([inProgress], { pollingAllowed: false });
    await rested(actor);

    vi.advanceTimersByTime(DELAYS.downloadPollMs * 4);

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'paused' });
    expect(fetchDownload).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('fetches at once when polling is allowed again', async () => {
    const { actor, fetchDownload } = start([inProgress, completed], { pollingAllowed: false });
    await rested(actor);

    actor.send({ type: 'download.polling', allowed: true });

    expect(actor.getSnapshot().value).toBe('fetching');
    await rested(actor);
    expect(fetchDownload).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });

  it('stops the waiting poll when the user leaves the lists page', async () => {
    const { actor, fetchDownload } = start([inProgress]);
    await rested(actor);
    vi.advanceTimersByTime(DELAYS.downloadPollMs - 1);

    actor.send({ type: 'download.polling', allowed: false });
    vi.advanceTimersByTime(DELAYS.downloadPollMs * 2);

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'paused' });
    expect(fetchDownload).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('remembers a polling change made while fetching', async () => {
    const { actor, fetchDownload } = start([inProgress]);

    actor.send({ type: 'download.polling', allowed: false });
    await rested(actor);
    vi.advanceTimersByTime(DELAYS.downloadPollMs);

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'paused' });
    expect(fetchDownload).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('keeps waiting when told again that polling is allowed', async () => {
    const { actor, fetchDownload } = start([inProgress]);
    await rested(actor);

    actor.send({ type: 'download.polling', allowed: true });

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    expect(fetchDownload).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe('downloadPollingMachine cancelling', () => {
  it('cancels, says so, and polls no more', async () => {
    const { actor, fetchDownload, cancelDownload, notices } = start([inProgress]);
    await rested(actor);

    actor.send({ type: 'download.cancel' });
    expect(actor.getSnapshot().value).toBe('canceling');
    await rested(actor);
    vi.advanceTimersByTime(DELAYS.downloadPollMs * 2);

    expect(cancelDownload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(notices).toEqual([{ type: 'notice', severity: 'success', message: MESSAGES.downloadCanceled }]);
    expect(fetchDownload).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it("shows the service's errorMessage when the cancel fails, and keeps polling", async () => {
    const { actor, fetchDownload, notices } = start([inProgress], {}, () =>
      Promise.reject(cancelError('The download has already finished.')),
    );
    await rested(actor);

    actor.send({ type: 'download.cancel' });
    await rested(actor);

    expect(notices).toEqual([
      { type: 'notice', severity: 'error', message: 'The download has already finished.' },
    ]);
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    vi.advanceTimersByTime(DELAYS.downloadPollMs);
    expect(fetchDownload).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('shows the server message when the failed cancel has no errorMessage', async () => {
    const { actor, notices } = start([inProgress], {}, () => Promise.reject(cancelError()));
    await rested(actor);

    actor.send({ type: 'download.cancel' });
    await rested(actor);

    expect(notices.map((notice) => notice.message)).toEqual(['Conflict']);
    actor.stop();
  });

  it('cancels while polling is paused, and stays paused when the cancel fails', async () => {
    const { actor } = start([inProgress], { pollingAllowed: false }, () => Promise.reject(new TypeError('')));
    await rested(actor);

    actor.send({ type: 'download.cancel' });
    await rested(actor);

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'paused' });
    actor.stop();
  });

  it('ignores cancel when nothing is in progress', async () => {
    const { actor, cancelDownload } = start([completed]);
    await rested(actor);

    actor.send({ type: 'download.cancel' });

    expect(actor.getSnapshot().value).toBe('completed');
    expect(cancelDownload).not.toHaveBeenCalled();
    actor.stop();
  });

  it('can start again after a cancel', async () => {
    const { actor } = start([inProgress, completed]);
    await rested(actor);
    actor.send({ type: 'download.cancel' });
    await rested(actor);

    actor.send({ type: 'download.retry' });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });
});

/**
 * The paths a download takes, hand-listed because `@xstate/graph` is not installed here: the service's answers
 * in turn, whether polling is allowed, the user's cancel and its answer.
 */
describe('downloadPollingMachine paths', () => {
  const down = new TypeError('');
  // prettier-ignore
  const paths: {
    name: string;
    answers: (PlaylistDownloadEntry | Error)[];
    pollingAllowed: boolean;
    polls: number;
    cancel: 'ok' | 'fails' | null;
    rest: string | { inProgress: string };
    fetches: number;
    notice: string | null;
  }[] = [
    { name: 'completed at once', answers: [completed], pollingAllowed: true, polls: 0, cancel: null, rest: 'completed', fetches: 1, notice: null },
    { name: 'failed at once', answers: [failedEntry], pollingAllowed: true, polls: 0, cancel: null, rest: 'failed', fetches: 1, notice: null },
    { name: 'service down', answers: [down], pollingAllowed: true, polls: 0, cancel: null, rest: 'failed', fetches: 1, notice: null },
    { name: 'in progress → completed', answers: [inProgress, completed], pollingAllowed: true, polls: 1, cancel: null, rest: 'completed', fetches: 2, notice: null },
    { name: 'in progress ×2 → completed', answers: [inProgress, inProgress, completed], pollingAllowed: true, polls: 2, cancel: null, rest: 'completed', fetches: 3, notice: null },
    { name: 'in progress → failed', answers: [inProgress, failedEntry], pollingAllowed: true, polls: 1, cancel: null, rest: 'failed', fetches: 2, notice: null },
    { name: 'in progress → service down', answers: [inProgress, down], pollingAllowed: true, polls: 1, cancel: null, rest: 'failed', fetches: 2, notice: null },
    { name: 'in progress, not on lists', answers: [inProgress, completed], pollingAllowed: false, polls: 3, cancel: null, rest: { inProgress: 'paused' }, fetches: 1, notice: null },
    { name: 'in progress → cancelled', answers: [inProgress], pollingAllowed: true, polls: 0, cancel: 'ok', rest: 'canceled', fetches: 1, notice: MESSAGES.downloadCanceled },
    { name: 'in progress → cancel fails', answers: [inProgress], pollingAllowed: true, polls: 0, cancel: 'fails', rest: { inProgress: 'waiting' }, fetches: 1, notice: 'Too late to cancel.' },
    { name: 'polled → cancelled', answers: [inProgress, inProgress], pollingAllowed: true, polls: 1, cancel: 'ok', rest: 'canceled', fetches: 2, notice: MESSAGES.downloadCanceled },
    { name: 'not on lists → cancel fails', answers: [inProgress], pollingAllowed: false, polls: 0, cancel: 'fails', rest: { inProgress: 'paused' }, fetches: 1, notice: 'Too late to cancel.' },
  ];

  it.each(paths)('$name', async ({ answers, pollingAllowed, polls, cancel, rest, fetches, notice }) => {
    const { actor, fetchDownload, notices } = start(answers, { pollingAllowed }, () =>
      cancel === 'fails' ? Promise.reject(cancelError('Too late to cancel.')) : Promise.resolve({}),
    );
    await rested(actor);
    for (let poll = 0; poll < polls; poll += 1) {
      vi.advanceTimersByTime(DELAYS.downloadPollMs);
      await rested(actor);
    }
    if (cancel) {
      actor.send({ type: 'download.cancel' });
      await rested(actor);
    }

    expect(actor.getSnapshot().value).toEqual(rest);
    expect(fetchDownload).toHaveBeenCalledTimes(fetches);
    expect(notices[0]?.message ?? null).toBe(notice);
    actor.stop();
  });
});
