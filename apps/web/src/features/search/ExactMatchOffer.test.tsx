import { MESSAGES, type SearchRequest } from '@clipmarket/core';
import {
  authHandlers,
  defaultPlaylistState,
  HISTORY_MOCK_USERNAME,
  playlistHandlers,
  searchHandlers,
  type PlaylistMockState,
} from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';

/** The page's chunk, the session and the preference take a moment in a cold browser. */
const FIRST_PAINT = { timeout: 10_000 };

/** The search bodies the page sent, newest last. */
function recordSearches(): { bodies: SearchRequest[]; handlers: HttpHandler[] } {
  const bodies: SearchRequest[] = [];
  return {
    bodies,
    handlers: [
      http.post('/api/search', async ({ request }) => {
        bodies.push((await request.clone().json()) as SearchRequest);
        return undefined;
      }),
      ...searchHandlers.results(),
    ],
  };
}

/** A signed-in buyer whose saved exact-match-only preference is `saved`. */
function buyerWhoSaved(saved: boolean, extra: HttpHandler[] = []) {
  const state: PlaylistMockState = {
    ...defaultPlaylistState(),
    exactMatchOnly: { username: HISTORY_MOCK_USERNAME, exactMatchOnly: saved },
  };
  return { state, playlists: [...extra, ...playlistHandlers.list(state)], auth: authHandlers.signedIn() };
}

/** Below 830 px the filters are a drawer behind the Filters button. */
async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filters/ }, FIRST_PAINT));
  return screen.findByRole('dialog', { name: 'Filters' }, FIRST_PAINT);
}

const offer = () => screen.findByRole('region', { name: 'Exact match preference' }, FIRST_PAINT);

describe('the saved exact-match preference on the search page', () => {
  it('searches with exact match only for a signed-in buyer who saved it', async () => {
    const searches = recordSearches();
    const { playlists, auth } = buyerWhoSaved(true);
    await renderApp('/search?q=golden retriever', {
      handlers: { auth, playlists, search: searches.handlers },
      persisted: signedInBefore,
    });

    await waitFor(() => expect(searches.bodies.at(-1)?.exactMatch).toBe(true), FIRST_PAINT);
    const filters = await openFilters();
    expect(within(filters).getByRole('checkbox', { name: 'Exact match only' })).toBeChecked();
    // The address says nothing about it: the preference is the default.
    expect(window.location.search).not.toContain('exactMatch');
  });

  it('searches every word for a visitor, who has no saved preference', async () => {
    const searches = recordSearches();
    await renderApp('/search?q=golden retriever', { handlers: { search: searches.handlers } });

    await waitFor(() => expect(searches.bodies.length).toBeGreaterThan(0), FIRST_PAINT);
    expect(searches.bodies.every((body) => body.exactMatch === false)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Exact match preference' })).toBeNull();
  });

  it('turns exact match off for one search only, and offers to stop using it for every search, which saves it', async () => {
    const { state, playlists, auth } = buyerWhoSaved(true);
    await renderApp('/search?q=dog', { handlers: { auth, playlists }, persisted: signedInBefore });
    const filters = await openFilters();
    const exact = within(filters).getByRole('checkbox', { name: 'Exact match only' });
    await waitFor(() => expect(exact).toBeChecked(), FIRST_PAINT);

    await userEvent.click(exact);
    await waitFor(() => expect(window.location.search).toBe('?q=dog&exactMatch=false'));
    await userEvent.keyboard('{Escape}');
    expect(within(await offer()).getByText('Exact match only is off for this search.')).toBeVisible();
    expect(state.exactMatchOnly.exactMatchOnly).toBe(true);

    await userEvent.click(
      within(await offer()).getByRole('button', { name: 'Stop using exact match for every search' }),
    );

    expect(
      await within(await offer()).findByText(
        'Saved: your searches no longer start with exact match only.',
        {},
        FIRST_PAINT,
      ),
    ).toBeVisible();
    expect(state.exactMatchOnly.exactMatchOnly).toBe(false);
  });

  it('starts a search from elsewhere and Clear all filters from the saved preference', async () => {
    const searches = recordSearches();
    const { playlists, auth } = buyerWhoSaved(true);
    await renderApp('/search?q=dog', {
      handlers: { auth, playlists, search: searches.handlers },
      persisted: signedInBefore,
    });
    await waitFor(
      () => expect(searches.bodies.at(-1)).toMatchObject({ q: 'dog', exactMatch: true }),
      FIRST_PAINT,
    );

    // A search from elsewhere (a tag, a link) says nothing about exact match: the saved preference applies.
    window.history.pushState(null, '', '/licensing/search?q=cat');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(
      () => expect(searches.bodies.at(-1)).toMatchObject({ q: 'cat', exactMatch: true }),
      FIRST_PAINT,
    );

    const filters = await openFilters();
    const exact = within(filters).getByRole('checkbox', { name: 'Exact match only' });
    await userEvent.click(exact);
    await waitFor(() => expect(window.location.search).toBe('?q=cat&exactMatch=false'), FIRST_PAINT);
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear all filters' }));
    // Back on, and written in the address, as exact match always is, so a shared link keeps it.
    await waitFor(() => expect(window.location.search).toBe('?q=cat&exactMatch=true'), FIRST_PAINT);
    expect(exact).toBeChecked();
  });

  it('says so when the preference cannot be saved, and tries again on request', async () => {
    let failing = true;
    const { state, playlists, auth } = buyerWhoSaved(false, [
      http.post('/api/v1/lp/user/exactMatchOnly', () =>
        failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined,
      ),
    ]);
    await renderApp('/search?q=dog&exactMatch=true', {
      handlers: { auth, playlists },
      persisted: signedInBefore,
    });

    await userEvent.click(
      await within(
        await screen.findByRole('region', { name: 'Exact match preference' }, FIRST_PAINT),
      ).findByRole('button', { name: 'Use exact match for every search' }, FIRST_PAINT),
    );
    expect(
      await within(await offer()).findByText('Your preference could not be saved.', {}, FIRST_PAINT),
    ).toBeVisible();
    expect(state.exactMatchOnly.exactMatchOnly).toBe(false);

    failing = false;
    await userEvent.click(within(await offer()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await offer()).findByText(
        'Saved: your searches start with exact match only.',
        {},
        FIRST_PAINT,
      ),
    ).toBeVisible();
    expect(state.exactMatchOnly.exactMatchOnly).toBe(true);
  });
});
