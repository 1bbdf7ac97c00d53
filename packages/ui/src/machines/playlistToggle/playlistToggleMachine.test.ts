import {
  ApiRequestError,
  DELAYS,
  formatMessage,
  mapBulkAddError,
  MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  type PlaylistWithVideo,
} from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsByHand,
  PathEvents,
  perform,
  stateName,
  transitionPaths,
  settle,
  type MachinePath,
} from '../machinePaths.testing';
import type { MachineNotice } from '../shared';
import {
  playlistToggleListMachine,
  playlistToggleMachine,
  type PlaylistToggleDownload,
  type PlaylistToggleEvent,
  type PlaylistToggleInput,
  type PlaylistToggleListInput,
  type PlaylistVideoCall,
} from './playlistToggleMachine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const JM_ID = '1254381';
const BULK_CLIPS = ['1254381', '1198734', '1301122'];

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

const serverError = (status: number, message: string) =>
  new ApiRequestError(status, { statusCode: status, error: 'Error', message });

type Answer = (input: PlaylistVideoCall) => Promise<unknown>;

function toggleActors(add: Answer, remove: Answer) {
  const spies = { addVideo: vi.fn(add), removeVideo: vi.fn(remove) };
  const machine = playlistToggleMachine.provide({
    actors: {
      addVideo: fromPromise(({ input }) => spies.addVideo(input)),
      removeVideo: fromPromise(({ input }) => spies.removeVideo(input)),
    },
  });
  return { machine, spies };
}

const ok: Answer = async () => ({ added: 1, total: 4, notFound: [] });

function start(input: Partial<PlaylistToggleInput> = {}, answers: { add?: Answer; remove?: Answer } = {}) {
  const { machine, spies } = toggleActors(answers.add ?? ok, answers.remove ?? ok);
  const actor = createActor(machine, { input: { jmId: JM_ID, playlist: playlist(), ...input } });
  actor.start();
  return { actor, spies };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => s.matches('changed') || s.matches('failed'));

describe('playlistToggleMachine adding and removing', () => {
  it('adds the clip to a playlist that does not hold it, disabled while the call runs', async () => {
    const { actor, spies } = start();

    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toEqual({ toggling: 'adding' });
    await settled(actor);

    expect(spies.addVideo).toHaveBeenCalledWith({ playlistUuid: playlist().uuid, jmId: JM_ID });
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(true);
    expect(actor.getSnapshot().context.playlist.videoCount).toBe(4);
    expect(actor.getSnapshot().context.changed).toEqual({
      success: true,
      message: MESSAGES.videoAddedToPlaylist,
    });
    actor.stop();
  });

  it('removes the clip from a playlist that holds it', async () => {
    const { actor, spies } = start({ playlist: playlist({ containsVideo: true, folderUuid: 'f-1' }) });

    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toEqual({ toggling: 'removing' });
    await settled(actor);

    expect(spies.removeVideo).toHaveBeenCalledWith({ playlistUuid: playlist().uuid, jmId: JM_ID });
    expect(actor.getSnapshot().context.playlist).toMatchObject({
      containsVideo: false,
      videoCount: 2,
      folderUuid: null,
    });
    expect(actor.getSnapshot().context.changed).toEqual({
      success: true,
      message: MESSAGES.videoRemovedFromPlaylist,
    });
    actor.stop();
  });

  it('clears the saved result after the saved-state reset delay, 1500 ms', async () => {
    const { actor } = start();
    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    vi.advanceTimersByTime(DELAYS.savedStateResetMs - 1);
    expect(actor.getSnapshot().value).toBe('changed');
    vi.advanceTimersByTime(1);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.changed).toBeNull();
    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(true);
    expect(DELAYS.savedStateResetMs).toBe(1500);
    actor.stop();
  });

  it('keeps the playlist unchanged and says Saving Error! when the add fails', async () => {
    const { actor } = start({}, { add: () => Promise.reject(serverError(500, MESSAGES.serverError)) });

    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(false);
    expect(actor.getSnapshot().context.playlist.videoCount).toBe(3);
    expect(actor.getSnapshot().context.changed).toEqual({ success: false, message: MESSAGES.savingError });
    actor.stop();
  });

  it('says the playlist is full when the server answers Max size', async () => {
    const { actor } = start(
      {},
      { add: () => Promise.reject(serverError(400, PLAYLIST_SERVER_MESSAGES.playlistFull)) },
    );

    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    expect(actor.getSnapshot().context.changed).toEqual({ success: false, message: MESSAGES.playlistFull });
    actor.stop();
  });

  it('says Saving Error! when the add got no answer at all', async () => {
    const { actor } = start({}, { add: () => Promise.reject(new TypeError('Failed to fetch')) });

    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    expect(actor.getSnapshot().context.changed?.message).toBe(MESSAGES.savingError);
    actor.stop();
  });

  it('keeps the clip in the playlist with the remove failure message when the remove fails', async () => {
    const { actor } = start(
      { playlist: playlist({ containsVideo: true }) },
      { remove: () => Promise.reject(serverError(500, MESSAGES.serverError)) },
    );

    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(true);
    expect(actor.getSnapshot().context.changed).toEqual({ success: false, message: MESSAGES.removeFailed });
    actor.stop();
  });

  it('clears the failure after the same 1500 ms', async () => {
    const { actor } = start({}, { add: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    vi.advanceTimersByTime(DELAYS.savedStateResetMs);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.changed).toBeNull();
    actor.stop();
  });

  it('ignores clicks while the call runs', () => {
    const { actor, spies } = start({}, { add: () => new Promise(() => undefined) });

    actor.send({ type: 'playlist.toggle' });
    actor.send({ type: 'playlist.toggle' });

    expect(actor.getSnapshot().value).toEqual({ toggling: 'adding' });
    expect(spies.addVideo).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('starts the next change at once when clicked while the saved result shows', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    actor.send({ type: 'playlist.toggle' });

    expect(actor.getSnapshot().value).toEqual({ toggling: 'removing' });
    expect(actor.getSnapshot().context.changed).toBeNull();
    await settled(actor);
    expect(spies.removeVideo).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(false);
    actor.stop();
  });

  it('tries again when clicked while the failure shows', async () => {
    let attempts = 0;
    const { actor } = start(
      {},
      {
        add: async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return {};
        },
      },
    );
    actor.send({ type: 'playlist.toggle' });
    await settled(actor);

    actor.send({ type: 'playlist.toggle' });
    await waitFor(actor, (s) => s.matches('changed'));

    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(true);
    actor.stop();
  });

  it('never changes a playlist the user cannot modify', () => {
    const { actor, spies } = start({ playlist: playlist({ canModify: false }) });

    actor.send({ type: 'playlist.toggle' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.addVideo).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe('playlistToggleMachine with a download in progress or completed', () => {
  it('asks before changing a playlist whose download is in progress, and makes no call yet', () => {
    const { actor, spies } = start({ download: 'inProgress' });

    actor.send({ type: 'playlist.toggle' });

    expect(actor.getSnapshot().value).toBe('confirming');
    expect(spies.addVideo).not.toHaveBeenCalled();
    actor.stop();
  });

  it('adds once confirmed, and then has no download left to protect', async () => {
    const { actor, spies } = start({ download: 'inProgress' });
    actor.send({ type: 'playlist.toggle' });

    actor.send({ type: 'playlist.confirm' });
    await settled(actor);

    expect(spies.addVideo).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.download).toBe('none');
    actor.stop();
  });

  it('removes once confirmed from a playlist whose download is completed', async () => {
    const { actor, spies } = start({ download: 'completed', playlist: playlist({ containsVideo: true }) });
    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'playlist.confirm' });
    await settled(actor);

    expect(spies.removeVideo).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(false);
    actor.stop();
  });

  it('is the one that asks: only its confirm goes ahead, another click while asking does not', async () => {
    const { actor, spies } = start({ download: 'inProgress' });

    // A toggle that says the UI already asked (the `confirmed` flag the popup once sent) no longer skips it.
    actor.send({ type: 'playlist.toggle', confirmed: true } as PlaylistToggleEvent);
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(spies.addVideo).not.toHaveBeenCalled();

    actor.send({ type: 'playlist.confirm' });
    expect(actor.getSnapshot().value).toEqual({ toggling: 'adding' });
    await settled(actor);
    expect(spies.addVideo).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('changes nothing when the user cancels', () => {
    const { actor, spies } = start({ download: 'completed' });
    actor.send({ type: 'playlist.toggle' });

    actor.send({ type: 'playlist.cancel' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.download).toBe('completed');
    expect(spies.addVideo).not.toHaveBeenCalled();
    actor.stop();
  });

  it('keeps the download when the confirmed change fails', async () => {
    const { actor } = start(
      { download: 'inProgress' },
      { add: () => Promise.reject(new TypeError('offline')) },
    );
    actor.send({ type: 'playlist.toggle' });
    actor.send({ type: 'playlist.confirm' });
    await settled(actor);

    expect(actor.getSnapshot().context.download).toBe('inProgress');
    actor.stop();
  });

  it('learns of a download that starts or ends while the popup is open', () => {
    const { actor } = start();

    actor.send({ type: 'playlist.download', download: 'inProgress' });
    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'playlist.cancel' });
    actor.send({ type: 'playlist.download', download: 'none' });
    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toEqual({ toggling: 'adding' });
    actor.stop();
  });

  it('ignores confirm and cancel when nothing was asked', () => {
    const { actor, spies } = start();

    actor.send({ type: 'playlist.confirm' });
    actor.send({ type: 'playlist.cancel' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.addVideo).not.toHaveBeenCalled();
    actor.stop();
  });
});

/**
 * Paths generated from the machine (`xstate/graph`): one per transition, from a playlist without the clip, one
 * holding it and one the user cannot modify, with downloads starting and ending between clicks and every answer
 * of the calls. A real row walks each path on a fake clock, its calls answered by hand, and after every step is
 * where the path says, with what the row shows holding in that state.
 */
describe('playlistToggleMachine as a row of the popup for many clips', () => {
  function startBulk(
    addVideos: (input: unknown) => Promise<unknown>,
    download: PlaylistToggleDownload = 'none',
  ) {
    const spy = vi.fn(addVideos);
    const machine = playlistToggleMachine.provide({
      actors: { addVideos: fromPromise(({ input }) => spy(input)) },
    });
    const actor = createActor(machine, { input: { jmIds: BULK_CLIPS, playlist: playlist(), download } });
    const notices: MachineNotice[] = [];
    actor.on('notice', (notice) => notices.push(notice));
    actor.start();
    return { actor, spy, notices };
  }

  it('adds every selected clip and keeps saying so until the row is used again', async () => {
    const { actor, spy } = startBulk(async () => 7);

    actor.send({ type: 'playlist.toggle' });
    await waitFor(actor, (s) => s.matches('changed'));
    vi.advanceTimersByTime(DELAYS.savedStateResetMs * 4);

    expect(spy).toHaveBeenCalledWith({ playlistUuid: playlist().uuid, jmIds: BULK_CLIPS });
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.changed).toEqual({
      success: true,
      message: formatMessage.videosAddedToPlaylist(BULK_CLIPS.length),
    });
    expect(actor.getSnapshot().context.playlist.containsVideo).toBe(false);
    actor.stop();
  });

  it("shows the server's first refusal on the row and raises it as an error notice", async () => {
    const refusal = new ApiRequestError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Video 1198734 is not available',
      messages: ['Video 1198734 is not available', 'Video 1301122 is not available'],
    });
    const { actor, notices } = startBulk(() => Promise.reject(refusal));

    actor.send({ type: 'playlist.toggle' });
    await waitFor(actor, (s) => s.matches('failed'));
    vi.advanceTimersByTime(DELAYS.savedStateResetMs * 4);

    const message = mapBulkAddError(refusal.body.messages);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.changed).toEqual({ success: false, message });
    expect(notices).toEqual([{ type: 'notice', severity: 'error', message }]);
    actor.stop();
  });

  it('asks before adding to a playlist whose download is running', async () => {
    const { actor, spy } = startBulk(async () => 7, 'inProgress');

    actor.send({ type: 'playlist.toggle' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(spy).not.toHaveBeenCalled();

    actor.send({ type: 'playlist.confirm' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(spy).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe('playlistToggleMachine generated paths', () => {
  const events = new PathEvents(playlistToggleMachine)
    .after('1500 ms pass', 'savedStateReset')
    .add('the user clicks the row', { type: 'playlist.toggle' })
    .add('the user confirms', { type: 'playlist.confirm' })
    .add('the user cancels', { type: 'playlist.cancel' })
    .add('a download starts', { type: 'playlist.download', download: 'inProgress' })
    .add('the download completes', { type: 'playlist.download', download: 'completed' })
    .add('the download goes away', { type: 'playlist.download', download: 'none' })
    .done('the add succeeds', 'addVideo', { added: 1, total: 4, notFound: [] })
    .error('the playlist is full', 'addVideo', serverError(400, PLAYLIST_SERVER_MESSAGES.playlistFull))
    .error('the add fails', 'addVideo', serverError(500, MESSAGES.serverError))
    .done('the remove succeeds', 'removeVideo', {})
    .error('the remove fails', 'removeVideo', serverError(500, MESSAGES.serverError))
    .done('the clips are added', 'addVideos', 7)
    .error('the bulk add is refused', 'addVideos', serverError(400, 'Video 1198734 is not available'));
  const successesLabels = new Set(['the add succeeds', 'the remove succeeds']);
  const callOf: Record<string, string> = {
    'toggling.adding': 'addVideo',
    'toggling.removing': 'removeVideo',
    'toggling.addingMany': 'addVideos',
  };

  const starts: { start: string; input: PlaylistToggleInput }[] = [
    { start: 'a playlist without the clip', input: { jmId: JM_ID, playlist: playlist() } },
    {
      start: 'a playlist the user cannot modify',
      input: { jmId: JM_ID, playlist: playlist({ canModify: false }) },
    },
    { start: 'a row of the popup for many clips', input: { jmIds: BULK_CLIPS, playlist: playlist() } },
  ];
  const cases = starts.flatMap(({ start: from, input }) =>
    transitionPaths(playlistToggleMachine, {
      events,
      input,
      // Two rows are the same when they show the same: the state, whether the playlist holds the clip, its
      // download and the result.
      serializeState: ({ value, context }) =>
        JSON.stringify([value, context.playlist.containsVideo, context.download, context.changed?.message]),
      // The popup learns of a download between clicks, and only a change of it matters.
      filterEvents: (snapshot, event) =>
        event.type !== 'playlist.download' ||
        (snapshot.matches('idle') && event.download !== snapshot.context.download),
    }).map((path) => ({ name: `${from}: ${events.describe(path)}`, input, path })),
  );

  it('generates a path for every transition from each kind of playlist', () => {
    const reached = new Set(cases.flatMap(({ path }) => path.steps.map((step) => stateName(step.state))));

    expect([...reached].sort()).toEqual(
      [
        'changed',
        'confirming',
        'failed',
        'idle',
        'toggling.adding',
        'toggling.addingMany',
        'toggling.removing',
      ].sort(),
    );
  });

  /** Walks a real row along the path, checking after every step what the row shows. */
  async function walk(input: PlaylistToggleInput, path: MachinePath<typeof playlistToggleMachine>) {
    const calls = callsByHand(playlistToggleMachine, ['addVideo', 'removeVideo', 'addVideos'] as const);
    const actor = createActor(playlistToggleMachine.provide({ actors: calls.actors }), { input });
    const notices: string[] = [];
    actor.on('notice', (notice) => notices.push(notice.message));
    const bulk = input.jmIds !== undefined;
    actor.start();
    const driver = {
      actor,
      running: calls.running,
      advance: vi.advanceTimersByTime,
      delays: { savedStateReset: DELAYS.savedStateResetMs },
    };
    let successes = 0;

    for (const step of path.steps) {
      await perform(step.event, driver);
      if (successesLabels.has(events.label(step.event))) successes += 1;
      const snapshot = actor.getSnapshot();
      const state = stateName(snapshot);
      const { playlist: row, changed, download } = snapshot.context;

      expect(state).toBe(stateName(step.state));
      expect(snapshot.context).toEqual(step.state.context);
      // The row is disabled exactly while its call runs, and only the call that state makes runs.
      expect(calls.inFlight()).toEqual(callOf[state] ? [callOf[state]] : []);
      // A result shows exactly in the changed and failed states.
      expect(changed !== null).toBe(state === 'changed' || state === 'failed');
      // Only a call that succeeded moves the clip in or out; a bulk row has no clip to show as in.
      expect(row.containsVideo).toBe(!bulk && input.playlist.containsVideo !== (successes % 2 === 1));
      // A bulk row only ever adds, and its failure is also a notice for the app's snackbar.
      if (bulk) {
        expect(calls.log.every((call) => call.src === 'addVideos')).toBe(true);
        if (state === 'failed') expect(notices.at(-1)).toBe(changed?.message);
      } else {
        expect(notices).toEqual([]);
      }
      // The row asks only when a download would change.
      if (state === 'confirming') expect(download).not.toBe('none');
      // A playlist the user cannot modify is never called for; every call names this clip and this playlist.
      if (!input.playlist.canModify) expect(calls.log).toEqual([]);
      for (const call of calls.log) {
        expect(call.input).toEqual(
          bulk ? { playlistUuid: row.uuid, jmIds: BULK_CLIPS } : { playlistUuid: row.uuid, jmId: JM_ID },
        );
      }
    }
    actor.stop();
  }

  for (const { name, input, path } of cases) it(name, () => walk(input, path));
});

describe('playlistToggleListMachine', () => {
  const pets = playlist();
  const trips = playlist({ uuid: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e01', name: 'Road trips' });
  const first = playlist({ uuid: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e03', name: 'My First Playlist' });

  function startList(add: Answer = ok) {
    const { machine, spies } = toggleActors(add, ok);
    const list = playlistToggleListMachine.provide({ actors: { playlistToggle: machine } });
    const actor = createActor(list, {
      input: { jmId: JM_ID, playlists: [pets, trips], downloads: { [trips.uuid]: 'completed' } },
    });
    actor.start();
    return { actor, spies };
  }

  it('spawns one toggle per playlist, each with its download state', () => {
    const { actor } = startList();

    const rows = actor.getSnapshot().context.rows;

    expect(rows.map((row) => row.getSnapshot().context.playlist.name)).toEqual(['Pets', 'Road trips']);
    expect(rows.map((row) => row.getSnapshot().context.download)).toEqual(['none', 'completed']);
    actor.stop();
  });

  it('runs each row with the actors the app provided', async () => {
    const { actor, spies } = startList();
    const [petsRow] = actor.getSnapshot().context.rows;

    petsRow!.send({ type: 'playlist.toggle' });
    await waitFor(petsRow!, (s) => s.matches('changed'));

    expect(spies.addVideo).toHaveBeenCalledWith({ playlistUuid: pets.uuid, jmId: JM_ID });
    actor.stop();
  });

  it('keeps a row that is still listed, with its state, when the lists are refetched', () => {
    const { actor } = startList(() => new Promise(() => undefined));
    const [petsRow, tripsRow] = actor.getSnapshot().context.rows;
    petsRow!.send({ type: 'playlist.toggle' });

    actor.send({ type: 'rows.set', jmId: JM_ID, playlists: [first, pets] });

    const rows = actor.getSnapshot().context.rows;
    expect(rows[1]).toBe(petsRow);
    expect(petsRow!.getSnapshot().value).toEqual({ toggling: 'adding' });
    expect(rows[0]!.getSnapshot().context.playlist.name).toBe('My First Playlist');
    expect(tripsRow!.getSnapshot().status).toBe('stopped');
    actor.stop();
  });

  it('tells a kept row that its download changed', () => {
    const { actor } = startList();
    const [, tripsRow] = actor.getSnapshot().context.rows;

    actor.send({ type: 'rows.set', jmId: JM_ID, playlists: [pets, trips], downloads: {} });

    expect(tripsRow!.getSnapshot().context.download).toBe('none');
    actor.stop();
  });

  it('leaves the list and every row as they were when the same data comes again in new objects', () => {
    const { actor } = startList();
    const list = actor.getSnapshot();
    const rows = list.context.rows.map((row) => row.getSnapshot());

    // What a consumer passing inline literals sends on every render.
    actor.send({
      type: 'rows.set',
      jmId: JM_ID,
      playlists: structuredClone([pets, trips]),
      downloads: { [trips.uuid]: 'completed' },
    });

    expect(actor.getSnapshot()).toBe(list);
    expect(list.context.rows.map((row) => row.getSnapshot())).toEqual(rows);
    list.context.rows.forEach((row, index) => expect(row.getSnapshot()).toBe(rows[index]));
    actor.stop();
  });

  it('gives a bulk row every selected clip and starts afresh when the selection changes', async () => {
    const spies = { addVideos: vi.fn(async (_input: unknown) => 7) };
    const list = playlistToggleListMachine.provide({
      actors: {
        playlistToggle: playlistToggleMachine.provide({
          actors: { addVideos: fromPromise(({ input }) => spies.addVideos(input)) },
        }),
      },
    });
    const actor = createActor(list, { input: { jmIds: BULK_CLIPS, playlists: [pets] } });
    actor.start();
    const [petsRow] = actor.getSnapshot().context.rows;

    petsRow!.send({ type: 'playlist.toggle' });
    await waitFor(petsRow!, (s) => s.matches('changed'));
    expect(spies.addVideos).toHaveBeenCalledWith({ playlistUuid: pets.uuid, jmIds: BULK_CLIPS });

    actor.send({ type: 'rows.set', jmIds: [...BULK_CLIPS], playlists: [pets] });
    expect(actor.getSnapshot().context.rows[0]).toBe(petsRow);

    actor.send({ type: 'rows.set', jmIds: ['1198734'], playlists: [pets] });
    expect(actor.getSnapshot().context.rows[0]).not.toBe(petsRow);
    expect(petsRow!.getSnapshot().status).toBe('stopped');
    actor.stop();
  });

  it('starts every row afresh for another clip', () => {
    const { actor } = startList();
    const [petsRow] = actor.getSnapshot().context.rows;

    actor.send({ type: 'rows.set', jmId: '1198734', playlists: [pets] });

    const [newRow] = actor.getSnapshot().context.rows;
    expect(newRow).not.toBe(petsRow);
    expect(newRow!.getSnapshot().context.jmId).toBe('1198734');
    expect(petsRow!.getSnapshot().status).toBe('stopped');
    actor.stop();
  });
});

/**
 * Paths generated from the list machine (`xstate/graph`): the popup's rows through refetches that keep, add and
 * drop playlists or change their downloads, and another clip. A real list walks each path with one row busy
 * saving before every change, and after every step holds exactly the rows listed, kept rows untouched.
 */
describe('playlistToggleListMachine generated paths', () => {
  const pets = playlist();
  const trips = playlist({ uuid: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e01', name: 'Road trips' });
  const first = playlist({ uuid: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e03', name: 'My First Playlist' });
  const OTHER_CLIP = '1198734';
  const input: PlaylistToggleListInput = {
    jmId: JM_ID,
    playlists: [pets, trips],
    downloads: { [trips.uuid]: 'completed' },
  };
  const events = new PathEvents(playlistToggleListMachine)
    .add('the lists come back with a new playlist first', {
      type: 'rows.set',
      ...input,
      playlists: [first, pets, trips],
    })
    .add('the lists come back with Pets only', { type: 'rows.set', ...input, playlists: [pets] })
    .add('the lists come back without the download', { type: 'rows.set', ...input, downloads: {} })
    .add('the lists come back empty', { type: 'rows.set', ...input, playlists: [] })
    .add('the same lists come back in new objects', {
      type: 'rows.set',
      ...structuredClone(input),
      // Told apart from the start's input by the order of its fields only: the same data.
      downloads: { [trips.uuid]: 'completed' },
    })
    .add('the popup opens for another clip', { type: 'rows.set', ...input, jmId: OTHER_CLIP });
  const rowIds = (context: { rows: readonly { id: string }[] }) => context.rows.map((row) => row.id);
  const paths = transitionPaths(playlistToggleListMachine, {
    events,
    input,
    // The list is its clip and its rows; the paths end once the popup is for another clip.
    serializeState: ({ context }) => JSON.stringify([context.jmId, rowIds(context)]),
    filterEvents: (snapshot) => snapshot.context.jmId === JM_ID,
  });

  it('generates a path for every change of the rows', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  /** Walks a real list along the path; before every change its first row is busy saving. */
  async function walk(path: MachinePath<typeof playlistToggleListMachine>) {
    const calls = callsByHand(playlistToggleMachine, ['addVideo', 'removeVideo'] as const);
    const list = playlistToggleListMachine.provide({
      actors: { playlistToggle: playlistToggleMachine.provide({ actors: calls.actors }) },
    });
    const actor = createActor(list, { input });
    actor.start();
    let listed = { ...input, type: 'rows.set' as const };

    for (const step of path.steps) {
      const before = actor.getSnapshot().context;
      before.rows[0]?.send({ type: 'playlist.toggle' });
      const states = new Map(before.rows.map((row) => [row.id, row.getSnapshot().value]));
      const snapshots = new Map(before.rows.map((row) => [row.id, row.getSnapshot()]));
      const listBefore = actor.getSnapshot();
      const previous = listed;
      if (step.event.type === 'rows.set') {
        listed = step.event as typeof listed;
        actor.send(listed);
      }
      await settle();
      const { rows, jmId } = actor.getSnapshot().context;

      // Exactly the playlists listed, in order, for the clip.
      expect(rowIds(actor.getSnapshot().context)).toEqual(rowIds(step.state.context));
      expect(jmId).toBe(listed.jmId);
      expect(rows.map((row) => row.getSnapshot().context.playlist.uuid)).toEqual(
        listed.playlists.map((listedPlaylist) => listedPlaylist.uuid),
      );
      for (const row of rows) {
        const { playlist: rowPlaylist, download, jmId: rowClip } = row.getSnapshot().context;
        expect(rowClip).toBe(listed.jmId);
        expect(download).toBe(listed.downloads?.[rowPlaylist.uuid] ?? 'none');
        // A row still listed is the same row, in the same state: a save in flight goes on.
        const kept = before.rows.find((old) => old.id === row.id);
        if (kept) {
          expect(row).toBe(kept);
          expect(row.getSnapshot().value).toEqual(states.get(row.id));
          // A row whose download did not change keeps its very snapshot: nothing of it re-renders.
          if (download === snapshots.get(row.id)?.context.download) {
            expect(row.getSnapshot()).toBe(snapshots.get(row.id));
          }
        } else {
          expect(row.getSnapshot().value).toBe('idle');
        }
      }
      // The same data again is no change at all: the list keeps its snapshot too.
      const shown = (data: PlaylistToggleListInput) =>
        JSON.stringify([data.jmId, data.playlists.map((p) => [p.uuid, data.downloads?.[p.uuid] ?? 'none'])]);
      if (shown(previous) === shown(listed)) {
        expect(actor.getSnapshot()).toBe(listBefore);
      }
      // A row no longer listed is stopped.
      for (const old of before.rows) {
        if (!rows.includes(old)) expect(old.getSnapshot().status).toBe('stopped');
      }
    }
    actor.stop();
  }

  for (const path of paths) it(events.describe(path).replace(/ ⇒ .*$/, ''), () => walk(path));
});
