import {
  ApiRequestError,
  DELAYS,
  MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  type PlaylistWithVideo,
} from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  playlistToggleListMachine,
  playlistToggleMachine,
  type PlaylistToggleDownload,
  type PlaylistToggleInput,
  type PlaylistVideoCall,
} from './playlistToggleMachine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const JM_ID = '1254381';

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

  it('does not ask again when the UI already asked (a confirmed toggle)', async () => {
    const { actor, spies } = start({ download: 'inProgress' });

    actor.send({ type: 'playlist.toggle', confirmed: true });

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
 * Every path through one click, hand-listed because `@xstate/graph` is not installed here: whether the playlist
 * holds the clip, its download, the answer to the confirmation, and the server's answer.
 */
describe('playlistToggleMachine paths', () => {
  const full = () => Promise.reject(serverError(400, PLAYLIST_SERVER_MESSAGES.playlistFull));
  const broken = () => Promise.reject(serverError(500, MESSAGES.serverError));
  type Row = {
    contains: boolean;
    download: PlaylistToggleDownload;
    confirm: 'confirm' | 'cancel' | null;
    answer: 'ok' | 'full' | 'broken';
    rest: 'changed' | 'failed' | 'idle';
    containsAfter: boolean;
    message: string | null;
    downloadAfter: PlaylistToggleDownload;
  };
  // prettier-ignore
  const rows: Row[] = [
    // No download: the click goes straight to the call.
    { contains: false, download: 'none', confirm: null, answer: 'ok', rest: 'changed', containsAfter: true, message: MESSAGES.videoAddedToPlaylist, downloadAfter: 'none' },
    { contains: false, download: 'none', confirm: null, answer: 'full', rest: 'failed', containsAfter: false, message: MESSAGES.playlistFull, downloadAfter: 'none' },
    { contains: false, download: 'none', confirm: null, answer: 'broken', rest: 'failed', containsAfter: false, message: MESSAGES.savingError, downloadAfter: 'none' },
    { contains: true, download: 'none', confirm: null, answer: 'ok', rest: 'changed', containsAfter: false, message: MESSAGES.videoRemovedFromPlaylist, downloadAfter: 'none' },
    { contains: true, download: 'none', confirm: null, answer: 'broken', rest: 'failed', containsAfter: true, message: MESSAGES.removeFailed, downloadAfter: 'none' },
    // Download in progress: asked first.
    { contains: false, download: 'inProgress', confirm: 'cancel', answer: 'ok', rest: 'idle', containsAfter: false, message: null, downloadAfter: 'inProgress' },
    { contains: true, download: 'inProgress', confirm: 'cancel', answer: 'ok', rest: 'idle', containsAfter: true, message: null, downloadAfter: 'inProgress' },
    { contains: false, download: 'inProgress', confirm: 'confirm', answer: 'ok', rest: 'changed', containsAfter: true, message: MESSAGES.videoAddedToPlaylist, downloadAfter: 'none' },
    { contains: false, download: 'inProgress', confirm: 'confirm', answer: 'full', rest: 'failed', containsAfter: false, message: MESSAGES.playlistFull, downloadAfter: 'inProgress' },
    { contains: false, download: 'inProgress', confirm: 'confirm', answer: 'broken', rest: 'failed', containsAfter: false, message: MESSAGES.savingError, downloadAfter: 'inProgress' },
    { contains: true, download: 'inProgress', confirm: 'confirm', answer: 'ok', rest: 'changed', containsAfter: false, message: MESSAGES.videoRemovedFromPlaylist, downloadAfter: 'none' },
    { contains: true, download: 'inProgress', confirm: 'confirm', answer: 'broken', rest: 'failed', containsAfter: true, message: MESSAGES.removeFailed, downloadAfter: 'inProgress' },
    // Download completed: asked first, since a change removes the link.
    { contains: false, download: 'completed', confirm: 'cancel', answer: 'ok', rest: 'idle', containsAfter: false, message: null, downloadAfter: 'completed' },
    { contains: true, download: 'completed', confirm: 'cancel', answer: 'ok', rest: 'idle', containsAfter: true, message: null, downloadAfter: 'completed' },
    { contains: false, download: 'completed', confirm: 'confirm', answer: 'ok', rest: 'changed', containsAfter: true, message: MESSAGES.videoAddedToPlaylist, downloadAfter: 'none' },
    { contains: false, download: 'completed', confirm: 'confirm', answer: 'full', rest: 'failed', containsAfter: false, message: MESSAGES.playlistFull, downloadAfter: 'completed' },
    { contains: false, download: 'completed', confirm: 'confirm', answer: 'broken', rest: 'failed', containsAfter: false, message: MESSAGES.savingError, downloadAfter: 'completed' },
    { contains: true, download: 'completed', confirm: 'confirm', answer: 'ok', rest: 'changed', containsAfter: false, message: MESSAGES.videoRemovedFromPlaylist, downloadAfter: 'none' },
    { contains: true, download: 'completed', confirm: 'confirm', answer: 'broken', rest: 'failed', containsAfter: true, message: MESSAGES.removeFailed, downloadAfter: 'completed' },
  ];

  it.each(rows)(
    'contains=$contains download=$download $confirm answer=$answer rests $rest',
    async ({ contains, download, confirm, answer, rest, containsAfter, message, downloadAfter }) => {
      const respond = answer === 'ok' ? ok : answer === 'full' ? full : broken;
      const { actor } = start(
        { playlist: playlist({ containsVideo: contains }), download },
        { add: respond, remove: respond },
      );

      actor.send({ type: 'playlist.toggle' });
      if (confirm === 'confirm') actor.send({ type: 'playlist.confirm' });
      if (confirm === 'cancel') actor.send({ type: 'playlist.cancel' });
      if (rest !== 'idle') await settled(actor);

      const { value, context } = actor.getSnapshot();
      expect(value).toBe(rest);
      expect(context.playlist.containsVideo).toBe(containsAfter);
      expect(context.changed?.message ?? null).toBe(message);
      expect(context.download).toBe(downloadAfter);
      vi.advanceTimersByTime(DELAYS.savedStateResetMs);
      expect(actor.getSnapshot().value).toBe('idle');
      actor.stop();
    },
  );
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
