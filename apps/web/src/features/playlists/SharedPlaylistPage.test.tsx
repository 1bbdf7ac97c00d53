import { MESSAGES } from '@clipmarket/core';
import { authHandlers, PLAYLIST_SHARE_TOKEN, PLAYLIST_UUIDS, playlistHandlers } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHARED_COPY } from './copy';
import '../../test/testCache';
import { renderApp, signedInBefore } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };
const main = () => screen.getByRole('main');
const SHARED_PETS = `/shared/${PLAYLIST_UUIDS.pets}?share=${PLAYLIST_SHARE_TOKEN}`;

describe('a shared playlist, opened from its link', () => {
  it('shows a signed-out visitor the clips as a playlist page does, with a way to sign in to save a copy', async () => {
    await renderApp(SHARED_PETS, {
      handlers: { auth: authHandlers.signedOut(), playlists: playlistHandlers.list() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pets' }, FIRST_PAINT)).toBeVisible();
    // The same rows as the owner's page, read only: no Remove, no cart for a visitor without an account.
    await waitFor(() => expect(within(main()).getAllByRole('article')).toHaveLength(3));
    expect(within(main()).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // Not the owner's breadcrumb.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).not.toContain('My lists');
    expect(crumbs.textContent).toContain(SHARED_COPY.breadcrumbHere);
    // Sign in, then come back here.
    const signIn = await screen.findByRole('link', { name: SHARED_COPY.signInToSave });
    const next = new URL(signIn.getAttribute('href')!, 'http://x.test').searchParams.get('next');
    expect(next).toBe(`/licensing${SHARED_PETS}`);
    expect(screen.queryByRole('button', { name: SHARED_COPY.saveCopy })).toBeNull();
  });

  it('lets a signed-in visitor save a copy under a name of their own, with the name rules', async () => {
    await renderApp(SHARED_PETS, {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: signedInBefore,
    });
    await userEvent.click(await screen.findByRole('button', { name: SHARED_COPY.saveCopy }, FIRST_PAINT));
    const dialog = screen.getByRole('dialog', { name: SHARED_COPY.copyDialogTitle });
    const name = within(dialog).getByLabelText(SHARED_COPY.copyNameLabel);
    expect(name).toHaveValue('Pets');
    // The visitor already has a list of that name (the mock's lists are the visitor's).
    await userEvent.click(within(dialog).getByRole('button', { name: SHARED_COPY.saveCopy }));
    expect(await within(dialog).findByText(`Error: ${MESSAGES.listNameNotUnique}`)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Pets from Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: SHARED_COPY.saveCopy }));
    expect(await within(main()).findByRole('link', { name: SHARED_COPY.openCopy })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/licensing\/account\/lists\/[0-9a-f-]{36}$/),
    );
    expect(screen.getAllByText(SHARED_COPY.saved('Pets from Ana')).length).toBeGreaterThan(0);
  });

  it('says plainly when the link opens nothing, without sending anyone to sign in', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await renderApp(`/shared/${unknown}?share=${PLAYLIST_SHARE_TOKEN}`, {
      handlers: { auth: authHandlers.signedOut(), playlists: playlistHandlers.list() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SHARED_COPY.notFoundHeading }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: SHARED_COPY.browse })).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/shared/${unknown}`);
  });
});
