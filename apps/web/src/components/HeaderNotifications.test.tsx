import { markNotificationsReadEndpoint, PAGES, toFastifyPath } from '@clipmarket/core';
import { authHandlers, notificationHandlers, PLAYLIST_UUIDS } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../test/renderApp';

/** The page's chunk and the session check take a moment in a cold browser. */
const FIRST_PAINT = { timeout: 10_000 };

// The bell sits in the header's row, beside the cart, on a phone too.
const header = () => screen.findByRole('banner', {}, FIRST_PAINT);

describe('the header’s notifications', () => {
  it('shows a signed-in buyer the unread count on the bell; opening it lists them and marks them read', async () => {
    const marked: unknown[] = [];
    const spy = http.post(toFastifyPath(markNotificationsReadEndpoint.path), async ({ request }) => {
      marked.push(await request.clone().json());
    });
    await renderApp('/', {
      handlers: { auth: authHandlers.signedIn(), notifications: [spy, ...notificationHandlers.some()] },
      persisted: signedInBefore,
    });
    const user = userEvent.setup();

    const bell = await within(await header()).findByRole(
      'button',
      { name: 'Notifications, 1 unread' },
      FIRST_PAINT,
    );
    await user.click(bell);
    const list = screen.getByRole('list', { name: 'Notifications' });
    const [ready] = within(list).getAllByRole('link');
    expect(ready).toHaveAttribute('href', PAGES.playlist.href({ playlistId: PLAYLIST_UUIDS.roadTrips }));
    expect(ready!.textContent).toContain('Your zip of “Road trips” is ready');

    await waitFor(() => expect(marked).toEqual([{ ids: ['12'] }]));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));

    // Following it opens the playlist's page, and the panel goes away.
    await user.click(ready!);
    await waitFor(() =>
      expect(window.location.pathname).toBe(PAGES.playlist.href({ playlistId: PLAYLIST_UUIDS.roadTrips })),
    );
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('shows a visitor no bell', async () => {
    await renderApp('/');
    await screen.findByRole('link', { name: 'Log in' }, FIRST_PAINT);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
