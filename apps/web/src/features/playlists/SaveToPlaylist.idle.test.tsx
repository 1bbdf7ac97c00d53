// Its own file, so the popup's module is fresh: no earlier test in the page has loaded it.
import { authHandlers, playlistHandlers, videoFixtures } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { watchFetches } from '../../test/watchFetches';

const SLOW = { timeout: 5_000 };

it('opens the popup with the tap itself once a signed-in page has loaded its code while idle', async () => {
  const fetched = watchFetches();
  await renderApp(`/view/${videoFixtures.cleared.jmId}`, {
    handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
    persisted: signedInBefore,
  });
  const main = await screen.findByRole('main', {}, SLOW);
  const save = await within(main).findByRole('button', { name: 'Save to playlist' }, SLOW);
  expect(screen.queryByRole('dialog', { name: 'Save to playlist' })).toBeNull();
  // The popup's code is fetched once the page is idle, before any tap…
  await waitFor(
    () => expect(fetched.some((address) => address.includes('/AddToPlaylistPopup.tsx'))).toBe(true),
    SLOW,
  );
  // …and has run by the next idle moment. The other tab of `npm test` shares this page's thread and can keep
  // it from ever being idle: at most 2 s, as the app's own idle wait (SaveToPlaylist.tsx `whenIdle`).
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));

  await userEvent.click(save);
  // Drawn by the tap's own update, not after React's wait on code it has to load first.
  expect(screen.getByRole('dialog', { name: 'Save to playlist' })).toBeVisible();
});
