import { formatMessage, MESSAGES, playlistEndpoints, toFastifyPath } from '@clipmarket/core';
import {
  authHandlers,
  PLAYLIST_UUIDS,
  playlistDownloadHandlers,
  playlistHandlers,
  videoFixtures,
} from '@clipmarket/mocks';
import { PLAYLIST_POPUP_TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { holdValidation } from '../../test/holdValidation';
import { renderApp, signedInBefore } from '../../test/renderApp';
import type { PersistedState } from '../../state/persisted';

const JM_ID = videoFixtures.cleared.jmId;

/** Signed in on an earlier visit, with a save clicked while signed out on the not-found page. */
const withPendingSave = (state: PersistedState): PersistedState => ({
  ...signedInBefore(state),
  user: {
    ...state.user,
    pendingSave: { addTolist: JM_ID, prevPath: '/licensing/no/such/page', onBoardingAddToList: false },
  },
});

// Generous: the popup's code loads on first use, and its rows wait for the playlists and the user's downloads.
const SLOW = { timeout: 5_000 };
const popup = () => screen.findByRole('dialog', { name: 'Save to playlist' }, SLOW);
const stored = () => JSON.parse(localStorage.getItem('clipmarket:state') ?? '{}') as PersistedState;

/** Records the one-clip add and remove calls, then lets the playlist handlers answer them. */
function spyOnChanges() {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  return {
    sent,
    handlers: [
      http.post(toFastifyPath(playlistEndpoints.addVideo.path), record),
      http.delete(toFastifyPath(playlistEndpoints.removeVideo.path), record),
    ],
  };
}

describe('saving a clip after signing in', () => {
  it('lands back on the page the save was clicked on, with the popup open for that clip, flags cleared', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    expect(window.location.pathname).toBe('/licensing/no/such/page');
    expect(within(dialog).getByText(`JV#${JM_ID}`)).toBeVisible();
    expect(await within(dialog).findByRole('checkbox', { name: 'Pets' }, SLOW)).toBeChecked();
    await waitFor(() => expect(stored().user.pendingSave).toBeNull());
  });

  it('adds the clip when a playlist is ticked, says so, and clears the message after 1.5 s', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    const box = await within(dialog).findByRole('checkbox', { name: 'My First Playlist' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await within(dialog).findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    expect(box).toBeChecked();
    await waitFor(() => expect(within(dialog).queryByText(MESSAGES.videoAddedToPlaylist)).toBeNull(), {
      timeout: 4000,
    });
  });

  it('says the playlist is full when the server answers Max size', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.full() },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    const box = await within(dialog).findByRole('checkbox', { name: 'Everything we liked' });
    await userEvent.click(box);
    expect(await within(dialog).findByText(MESSAGES.playlistFull)).toBeVisible();
    expect(box).not.toBeChecked();
  });

  it('offers a retry when the playlists cannot be loaded', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.failing() },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your playlists could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('creates a playlist inline with the clip in it', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    await within(dialog).findByRole('checkbox', { name: 'Pets' });
    await userEvent.type(within(dialog).getByLabelText('New playlist name'), 'Spring   campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Spring campaign' })).toBeChecked();
  });

  it.each([
    ['a name too short', 'ab', playlistHandlers.list(), formatMessage.error(MESSAGES.playlistNameTooShort)],
    ['a name taken', 'pets', playlistHandlers.list(), formatMessage.error(MESSAGES.listNameNotUnique)],
    [
      'too many lists',
      'One more',
      playlistHandlers.tooManyLists(),
      formatMessage.error(MESSAGES.maxListsReached),
    ],
  ])('explains %s when creating inline', async (_case, name, handlers, message) => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: handlers },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    await within(dialog).findByRole('checkbox', { name: 'Pets' });
    await userEvent.type(within(dialog).getByLabelText('New playlist name'), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
  });

  it('asks before changing a playlist whose download is running: Cancel makes no call, Continue removes the clip', async () => {
    const spy = spyOnChanges();
    await renderApp('/login', {
      handlers: {
        auth: authHandlers.signedIn(),
        playlists: [...spy.handlers, ...playlistHandlers.list()],
        playlistDownloads: playlistDownloadHandlers.inProgress(PLAYLIST_UUIDS.pets, {
          readsUntilReady: Infinity,
        }),
      },
      persisted: withPendingSave,
    });
    const dialog = await popup();
    // The rows show once the user's downloads are known too.
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Pets' }, SLOW));
    const asked = await within(dialog).findByRole('group', {
      name: PLAYLIST_POPUP_TEXT.confirmTitle('Pets'),
    });
    expect(within(asked).getByText(PLAYLIST_POPUP_TEXT.confirmInProgress)).toBeVisible();
    await userEvent.click(within(asked).getByRole('button', { name: PLAYLIST_POPUP_TEXT.cancel }));

    const pets = within(dialog).getByRole('checkbox', { name: 'Pets' });
    expect(pets).toBeChecked();
    expect(pets).toHaveFocus();
    expect(spy.sent).toEqual([]);

    await userEvent.click(pets);
    const askedAgain = within(dialog).getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Pets') });
    await userEvent.click(within(askedAgain).getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));

    expect(await within(dialog).findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Pets' })).not.toBeChecked();
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(spy.sent).toEqual([`DELETE /api/user/licensing/lists/${PLAYLIST_UUIDS.pets}/videos/${JM_ID}`]);
  });

  it('changes a playlist without a download at once', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: withPendingSave,
    });
    const dialog = await popup();

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Pets' }, SLOW));

    expect(await within(dialog).findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    expect(within(dialog).queryByText(PLAYLIST_POPUP_TEXT.confirmInProgress)).toBeNull();
  });

  it('never opens on the login page for a visitor who is not signed in', async () => {
    await renderApp('/login', {
      persisted: (state) => ({ ...state, user: withPendingSave(state).user }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Save to playlist' })).toBeNull();
    expect(stored().user.pendingSave).not.toBeNull();
  });
});

describe('saving a clip while the remembered session is being confirmed', () => {
  it('holds the save and opens the popup on the same page once the session is confirmed: no log-in page', async () => {
    const validation = holdValidation();
    const moves = [vi.spyOn(window.history, 'pushState'), vi.spyOn(window.history, 'replaceState')];
    onTestFinished(() => moves.forEach((move) => move.mockRestore()));
    await renderApp(`/view/${JM_ID}`, {
      handlers: {
        auth: [validation.handler, ...authHandlers.signedIn()],
        playlists: playlistHandlers.list(),
      },
      persisted: signedInBefore,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save to playlist' }, SLOW));
    // Held: not remembered as a signed-out save, which is what sends a visitor to the log-in page.
    expect(stored().user.pendingSave).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Save to playlist' })).toBeNull();

    validation.confirm();
    const dialog = await popup();
    expect(within(dialog).getByText(`JV#${JM_ID}`)).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/view/${JM_ID}`);
    const visited = moves.flatMap((move) => move.mock.calls.map((call) => String(call[2])));
    expect(visited.filter((url) => url.includes('/login'))).toEqual([]);
    expect(stored().user.pendingSave).toBeNull();
  });
});
