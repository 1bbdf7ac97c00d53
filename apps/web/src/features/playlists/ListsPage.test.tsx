import { formatMessage, MESSAGES } from '@clipmarket/core';
import { authHandlers, PLAYLIST_UUIDS, playlistDownloadHandlers, playlistHandlers } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHARE_COPY } from './shareCopy';
import { renderApp, signedInBefore } from '../../test/renderApp';

/** A signed-in buyer over fresh fixture playlists (each factory call has its own state). */
const signedIn = () => ({ auth: authHandlers.signedIn(), playlists: playlistHandlers.list() });
const main = () => screen.getByRole('main');
const FIRST_PAINT = { timeout: 5_000 };

describe('the lists page', () => {
  it('shows the playlists in a grid, most recently changed first, with counts', async () => {
    await renderApp('/account/lists', { handlers: signedIn(), persisted: signedInBefore });
    expect(
      // The first test of the file loads the page's code cold.
      await screen.findByRole('heading', { level: 1, name: 'My lists' }, FIRST_PAINT),
    ).toBeVisible();
    const names = await within(main()).findAllByRole('heading', { level: 2 });
    expect(names.map((name) => name.textContent)).toEqual([
      'Road trips and wild weather on the highways of the world',
      'Pets',
      'My First Playlist',
    ]);
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Order')).toHaveValue('desc');
    expect(within(main()).getByText('3 videos · 0 folders')).toBeVisible();
  });

  it('switches to the list view and sorts by name, keeping both in the address', async () => {
    await renderApp('/account/lists', { handlers: signedIn(), persisted: signedInBefore });
    await within(main()).findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() =>
      expect(within(main()).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('My First Playlist'),
    );
    expect(window.location.search).toBe('?view=list&sort=name&order=asc');
  });

  it('shows the empty state to a user without playlists', async () => {
    await renderApp('/account/lists', {
      handlers: { ...signedIn(), playlists: playlistHandlers.empty() },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByText(/You have no playlists yet/)).toBeVisible();
  });

  it('offers a retry when the playlists cannot be loaded', async () => {
    await renderApp('/account/lists', {
      handlers: { ...signedIn(), playlists: playlistHandlers.failing() },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Your playlists could not be loaded.');
    expect(within(main()).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('sends a signed-out visitor to login', async () => {
    await renderApp('/account/lists');
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/licensing/account/lists');
  });

  it('creates a playlist, and explains a name that is taken or too short', async () => {
    await renderApp('/account/lists', { handlers: signedIn(), persisted: signedInBefore });
    await within(main()).findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'New playlist' }));
    let dialog = screen.getByRole('dialog', { name: 'Create a playlist' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.playlistNameTooShort),
    );
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'PETS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.listNameNotUnique),
    );
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Launch reel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(main()).findByRole('heading', { level: 2, name: 'Launch reel' })).toBeVisible();
    dialog = screen.queryByRole('dialog', { name: 'Create a playlist' }) as HTMLElement;
    expect(dialog).toBeNull();
  });

  it('says when the user has too many lists to create another', async () => {
    await renderApp('/account/lists', {
      handlers: { ...signedIn(), playlists: playlistHandlers.tooManyLists() },
      persisted: signedInBefore,
    });
    await within(main()).findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'New playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a playlist' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'One more');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.maxListsReached),
    );
  });

  it('renames, describes and deletes a playlist after asking', async () => {
    await renderApp('/account/lists', { handlers: signedIn(), persisted: signedInBefore });
    const actions = await screen.findByRole('group', { name: 'Actions for Pets' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Rename' }));
    const rename = screen.getByRole('dialog', { name: 'Rename playlist' });
    await userEvent.clear(within(rename).getByLabelText('Name'));
    await userEvent.type(within(rename).getByLabelText('Name'), 'Pets and farm animals');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(main()).findByRole('heading', { name: 'Pets and farm animals' })).toBeVisible();

    const renamed = screen.getByRole('group', { name: 'Actions for Pets and farm animals' });
    await userEvent.click(within(renamed).getByRole('button', { name: 'Edit description' }));
    const describe = screen.getByRole('dialog', { name: 'Playlist description' });
    await userEvent.type(within(describe).getByLabelText('Description'), 'For the morning show');
    await userEvent.click(within(describe).getByRole('button', { name: 'Save' }));
    expect(await within(main()).findByText('For the morning show', { selector: 'p' })).toBeVisible();

    await userEvent.click(within(renamed).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Pets and farm animals”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(main()).queryByRole('heading', { name: 'Pets and farm animals' })).toBeNull(),
    );
  });

  it('copies the share link and says so', async () => {
    // The test browser's clipboard needs focus and permission; the copy itself is the browser's business.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderApp('/account/lists', { handlers: signedIn(), persisted: signedInBefore });
    const actions = await screen.findByRole('group', { name: 'Actions for Pets' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/licensing\/shared\/[\w-]+\?share=/));
    writeText.mockRestore();
  });

  it('stops sharing, and makes a new link, from the share dialog, each saying what happened to the old link', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderApp('/account/lists', { handlers: signedIn(), persisted: signedInBefore });
    const actions = await screen.findByRole('group', { name: 'Actions for Pets' });

    await userEvent.click(within(actions).getByRole('button', { name: 'Share…' }));
    // The dialog is drawn once its code has arrived: a person waits for it to open.
    let dialog = await screen.findByRole('dialog', { name: 'Share “Pets”' });
    expect(within(dialog).getByText(/the old link stops working at once/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New link' }));
    expect(await screen.findByText(SHARE_COPY.rotated)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/licensing\/shared\/[\w-]+\?share=/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await screen.findByRole('group', { name: 'Actions for Pets' });
    await userEvent.click(within(again).getByRole('button', { name: 'Share…' }));
    dialog = await screen.findByRole('dialog', { name: 'Share “Pets”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    // Done: the dialog closes without an error (its message waits behind the first in the snackbar's queue).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('That did not work. Please try again.')).toBeNull();
    writeText.mockRestore();
  });
});

describe('playlist downloads on the lists page', () => {
  const PETS = PLAYLIST_UUIDS.pets;

  it('shows a ready download on its playlist’s card with the link to the zip', async () => {
    await renderApp('/account/lists', {
      handlers: { ...signedIn(), playlistDownloads: playlistDownloadHandlers.completed(PETS) },
      persisted: signedInBefore,
    });

    const card = await within(main()).findByRole('article', { name: 'Pets' }, { timeout: 5_000 });
    const link = await within(card).findByRole('link', { name: 'Download Pets' });
    expect(link).toHaveAttribute('href', `/api/playlist/${PETS}/download/file`);
    expect(link).toHaveAttribute('download');
    expect(within(main()).getAllByRole('link', { name: /^Download / })).toHaveLength(1);
  });

  it('follows a running download on its card until it is ready', async () => {
    await renderApp('/account/lists', {
      handlers: {
        ...signedIn(),
        playlistDownloads: playlistDownloadHandlers.inProgress(PETS, { readsUntilReady: 0 }),
      },
      persisted: signedInBefore,
    });

    const card = await within(main()).findByRole('article', { name: 'Pets' }, { timeout: 5_000 });
    // The entry says it is running; the first read of it finds it ready.
    expect(await within(card).findByRole('link', { name: 'Download Pets' })).toBeVisible();
  });

  it('cancels a running download from its card', async () => {
    await renderApp('/account/lists', {
      handlers: {
        ...signedIn(),
        playlistDownloads: playlistDownloadHandlers.inProgress(PETS, { readsUntilReady: Infinity }),
      },
      persisted: signedInBefore,
    });

    const card = await within(main()).findByRole('article', { name: 'Pets' }, { timeout: 5_000 });
    expect(await within(card).findByText(MESSAGES.downloadInProgress)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel download' }));

    // Said twice: by the download's status and by the success snackbar.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.downloadCanceled)).toHaveLength(2), FIRST_PAINT);
    expect(within(card).getByText(MESSAGES.downloadCanceled)).toBeVisible();
  });
});
