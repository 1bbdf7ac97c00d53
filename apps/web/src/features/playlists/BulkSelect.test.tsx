import {
  DELAYS,
  formatMessage,
  MESSAGES,
  PAGE_BASE,
  PLAYLIST_SERVER_MESSAGES,
  playlistEndpoints,
  toFastifyPath,
} from '@clipmarket/core';
import { authHandlers, playlistHandlers, videoFixtures } from '@clipmarket/mocks';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../App';
import { useSession } from '../../session/AuthProvider';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { BulkSelectBar, selectedJmIds, useBulkSelect } from './BulkSelect';
import { SaveToPlaylistProvider } from './SaveToPlaylist';

/** What a results page does with select mode: pick clips on two pages, then use the bar. */
function ResultsPageStandIn() {
  const { user } = useSession();
  const bulk = useBulkSelect();
  if (!user) return null;
  return (
    <section aria-label="Stand-in results">
      <button
        type="button"
        onClick={() => {
          bulk.setSelectMode(true);
          bulk.toggle(1, videoFixtures.cleared.jmId);
          bulk.toggle(2, videoFixtures.inquire.jmId);
          bulk.toggle(2, videoFixtures.cleared.jmId);
        }}
      >
        Pick clips
      </button>
      <BulkSelectBar />
    </section>
  );
}

/** The app's providers around the stand-in; `renderApp` first starts MSW with the handlers. */
async function renderBulk(playlists: ReturnType<typeof playlistHandlers.list>) {
  await renderApp('/no/such/page', {
    handlers: { auth: authHandlers.signedIn(), playlists },
    persisted: signedInBefore,
  });
  render(
    <AppProviders>
      <Router base={PAGE_BASE}>
        <SaveToPlaylistProvider>
          <ResultsPageStandIn />
        </SaveToPlaylistProvider>
      </Router>
    </AppProviders>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Pick clips' }));
}

/** Counts its own renders: a page under the providers, as far as they are concerned. */
function CountedPage({ renders }: { renders: { count: number } }) {
  useBulkSelect();
  renders.count += 1;
  return <p>Page</p>;
}

describe('bulk select', () => {
  it('does not redraw the page under it when it mounts with nothing selected', async () => {
    await renderApp('/no/such/page', { handlers: { auth: authHandlers.signedOut() } });
    const renders = { count: 0 };
    render(
      <AppProviders>
        <Router base={PAGE_BASE}>
          <SaveToPlaylistProvider>
            <CountedPage renders={renders} />
          </SaveToPlaylistProvider>
        </Router>
      </AppProviders>,
    );
    expect(await screen.findByText('Page')).toBeVisible();
    // Long enough for the providers' mount effects and anything they schedule.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders.count).toBe(1);
  });

  it('keeps the selection by page and counts each clip once', () => {
    expect(selectedJmIds({ 2: ['b', 'a'], 1: ['a'] })).toEqual(['a', 'b']);
  });

  it('adds every selected clip across pages to a playlist and says how many', async () => {
    await renderBulk(playlistHandlers.list());
    const bar = screen.getByRole('region', { name: 'Selected clips' });
    expect(within(bar).getByText(formatMessage.videosSelected(2))).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Add 2 to a playlist' }));
    const dialog = await screen.findByRole('dialog', { name: formatMessage.videosSelected(2) });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'My First Playlist' }));
    expect(await within(dialog).findByText(formatMessage.videosAddedToPlaylist(2))).toBeVisible();
  });

  it('keeps saying how many were added for as long as the popup is open', async () => {
    await renderBulk(playlistHandlers.list());
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to a playlist' }));
    const dialog = await screen.findByRole('dialog', { name: formatMessage.videosSelected(2) });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'My First Playlist' }));
    const note = await within(dialog).findByText(formatMessage.videosAddedToPlaylist(2));
    // Past the single clip's 1.5 s reset, which the bulk note used to follow, and the snackbar's 5 s.
    await new Promise((resolve) => setTimeout(resolve, DELAYS.snackbarAutoHideMs + 500));
    expect(note).toBeVisible();
    expect(within(dialog).getByText(formatMessage.videosAddedToPlaylist(2))).toBe(note);
  });

  it("shows the server's first message as an error snackbar when the bulk add fails", async () => {
    await renderBulk(playlistHandlers.full());
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to a playlist' }));
    const dialog = await screen.findByRole('dialog', { name: formatMessage.videosSelected(2) });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Everything we liked' }));
    expect(await screen.findAllByText(PLAYLIST_SERVER_MESSAGES.playlistFull)).not.toHaveLength(0);
  });

  it('falls back to the generic bulk error when the connection fails', async () => {
    const lostConnection = http.post(toFastifyPath(playlistEndpoints.addVideos.path), () =>
      HttpResponse.error(),
    );
    await renderBulk([lostConnection, ...playlistHandlers.list()]);
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to a playlist' }));
    const dialog = await screen.findByRole('dialog', { name: formatMessage.videosSelected(2) });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pets' }));
    expect(await screen.findAllByText(MESSAGES.bulkAddError)).not.toHaveLength(0);
  });
});
