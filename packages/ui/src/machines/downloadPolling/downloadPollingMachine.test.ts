import { ApiRequestError, DELAYS, MESSAGES } from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsByHand,
  PathEvents,
  perform,
  stateName,
  transitionPaths,
  type MachinePath,
} from '../machinePaths.testing';
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

/** The contract's fields that the machine does not read. */
const counts = { includedCount: 3, excludedCount: 1, bytes: null, updatedAt: '2026-10-20T12:00:00.000Z' };

const inProgress: PlaylistDownloadEntry = {
  playlistUuid: UUID,
  status: 'IN_PROGRESS',
  message: MESSAGES.downloadInProgress,
  link: null,
  ...counts,
};
const completed: PlaylistDownloadEntry = {
  playlistUuid: UUID,
  status: DOWNLOAD_COMPLETED,
  message: 'Download is ready.',
  link: LINK,
  ...counts,
  bytes: 12_600_000,
};
const failedEntry: PlaylistDownloadEntry = {
  playlistUuid: UUID,
  status: 'FAILED',
  message: 'The download could not be prepared.',
  link: null,
  ...counts,
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

  it('cancels a download pressed while its status was read, once the read finds it in progress', async () => {
    const { actor, cancelDownload, notices } = start([inProgress]);

    actor.send({ type: 'download.cancel' });
    expect(actor.getSnapshot().value).toBe('fetching');
    await rested(actor);

    expect(cancelDownload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(notices).toEqual([{ type: 'notice', severity: 'success', message: MESSAGES.downloadCanceled }]);
    actor.stop();
  });

  it('leaves a download alone that the read, asked to cancel, finds ready, and forgets the cancel', async () => {
    const { actor, cancelDownload, notices } = start([completed, inProgress]);

    actor.send({ type: 'download.cancel' });
    await rested(actor);
    expect(actor.getSnapshot().value).toBe('completed');
    actor.send({ type: 'download.retry' });
    await rested(actor);

    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    expect(cancelDownload).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
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
 * Paths generated from the machine (`xstate/graph`): one per transition, on a lists page and away from them,
 * through every answer of the service, the user's cancel and its answer, retries, and the user coming and
 * going. A real actor walks each path on a fake clock, its calls answered by hand, and after every step is where
 * the path says, polling only while allowed.
 */
describe('downloadPollingMachine generated paths', () => {
  const TOO_LATE = 'Too late to cancel.';
  const events = new PathEvents(downloadPollingMachine)
    .after('15000 ms pass', 'downloadPoll')
    .done('the service says it is in progress', 'fetchDownload', inProgress)
    .done('the service gives the link', 'fetchDownload', completed)
    .done('the service says it failed', 'fetchDownload', failedEntry)
    .error('the service cannot be reached', 'fetchDownload', new TypeError(''))
    .add('the user cancels', { type: 'download.cancel' })
    .done('the cancel succeeds', 'cancelDownload', {})
    .error('the cancel is refused', 'cancelDownload', cancelError(TOO_LATE))
    .add('the user retries', { type: 'download.retry' })
    .add('the user opens a lists page', { type: 'download.polling', allowed: true })
    .add('the user leaves the lists pages', { type: 'download.polling', allowed: false });
  const callOf: Record<string, string> = { fetching: 'fetchDownload', canceling: 'cancelDownload' };

  const starts: { start: string; input: DownloadPollingInput }[] = [
    { start: 'on a lists page', input: { playlistUuid: UUID, pollingAllowed: true } },
    { start: 'away from the lists pages', input: { playlistUuid: UUID, pollingAllowed: false } },
  ];
  const cases = starts.flatMap(({ start: from, input }) =>
    transitionPaths(downloadPollingMachine, {
      events,
      input,
      // What the download does next depends on its state, the page and a cancel pressed while reading, not on
      // the words of the last answer.
      serializeState: ({ value, context }) =>
        JSON.stringify([value, context.pollingAllowed, context.cancelWhenRead]),
      // Only a change of page matters to polling.
      filterEvents: (snapshot, event) =>
        event.type !== 'download.polling' || event.allowed !== snapshot.context.pollingAllowed,
    }).map((path) => ({ name: `${from}: ${events.describe(path)}`, input, path })),
  );

  it('generates a path for every transition from both pages', () => {
    const reached = new Set(cases.flatMap(({ path }) => path.steps.map((step) => stateName(step.state))));

    expect([...reached].sort()).toEqual(
      [
        'canceled',
        'canceling',
        'completed',
        'failed',
        'fetching',
        'inProgress.paused',
        'inProgress.waiting',
      ].sort(),
    );
  });

  /** Walks a real actor along the path, checking after every step what the download shows. */
  async function walk(input: DownloadPollingInput, path: MachinePath<typeof downloadPollingMachine>) {
    const calls = callsByHand(downloadPollingMachine, ['fetchDownload', 'cancelDownload'] as const);
    const actor = createActor(downloadPollingMachine.provide({ actors: calls.actors }), { input });
    const notices: MachineNotice[] = [];
    actor.on('notice', (notice) => notices.push(notice));
    actor.start();
    const driver = {
      actor,
      running: calls.running,
      advance: vi.advanceTimersByTime,
      delays: { downloadPoll: DELAYS.downloadPollMs },
    };
    const expectedNotices: MachineNotice[] = [];
    let fetches = 0;
    let previous = '';

    for (const step of path.steps) {
      await perform(step.event, driver);
      const label = events.label(step.event);
      if (label === 'the cancel succeeds') {
        expectedNotices.push({ type: 'notice', severity: 'success', message: MESSAGES.downloadCanceled });
      }
      if (label === 'the cancel is refused') {
        expectedNotices.push({ type: 'notice', severity: 'error', message: TOO_LATE });
      }
      const snapshot = actor.getSnapshot();
      const state = stateName(snapshot);
      if (state === 'fetching' && previous !== 'fetching') fetches += 1;
      previous = state;

      expect(state).toBe(stateName(step.state));
      expect(snapshot.context).toEqual(step.state.context);
      // One call at a time, the one of the state; one fetch each time the machine starts fetching.
      expect(calls.inFlight()).toEqual(callOf[state] ? [callOf[state]] : []);
      expect(calls.log.filter((call) => call.src === 'fetchDownload')).toHaveLength(fetches);
      // The next poll is timed exactly while waiting, and waiting only while polling is allowed.
      expect(vi.getTimerCount()).toBe(state === 'inProgress.waiting' ? 1 : 0);
      if (state === 'inProgress.waiting') expect(snapshot.context.pollingAllowed).toBe(true);
      if (state === 'inProgress.paused') expect(snapshot.context.pollingAllowed).toBe(false);
      // A completed download has its link; a cancel says how it went, once.
      if (state === 'completed') expect(snapshot.context.entry?.link).toBe(LINK);
      expect(notices).toEqual(expectedNotices);
    }
    actor.stop();
  }

  for (const { name, input, path } of cases) it(name, () => walk(input, path));
});
