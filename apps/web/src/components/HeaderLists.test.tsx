import { authHandlers, defaultPlaylistState, playlistFixtures, playlistHandlers } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { openAccountArea, renderApp, signedInBefore } from '../test/renderApp';

/** The page's chunk and the session check take a moment in a cold browser. */
const FIRST_PAINT = { timeout: 10_000 };

/** The header's account area, once the app has drawn it. */
const account = () => screen.findByRole('navigation', { name: 'Account' }, FIRST_PAINT);
const toggle = async () =>
  within(await account()).findByRole('button', { name: 'Latest lists' }, FIRST_PAINT);
const panel = () => screen.getByRole('list', { name: 'Latest lists' });

/** A signed-in buyer with seven playlists, changed one after another: "List 7" last. */
function sevenLists(first: HttpHandler[] = []) {
  const state = defaultPlaylistState();
  const [template] = playlistFixtures;
  state.lists = Array.from({ length: 7 }, (_, i) => ({
    ...structuredClone(template!),
    uuid: `00000000-0000-4000-8000-00000000000${i + 1}`,
    name: `List ${i + 1}`,
    videoCount: i,
    updatedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
  return { auth: authHandlers.signedIn(), playlists: [...first, ...playlistHandlers.list(state)] };
}

describe('the header’s lists', () => {
  // In the bar, as from md; on a phone the same lists are in the header's menu (the last test).
  beforeEach(() => page.viewport(1280, 900));
  afterAll(() => page.viewport(414, 896));

  it('shows a signed-in buyer how many playlists they have beside My lists', async () => {
    await renderApp('/', { handlers: sevenLists(), persisted: signedInBefore });

    const link = await within(await account()).findByRole(
      'link',
      { name: 'My lists 7 playlists' },
      FIRST_PAINT,
    );
    expect(link).toHaveAttribute('href', '/licensing/account/lists');
  });

  it('opens the latest five playlists, most recently changed first, each linking to its page, and All lists', async () => {
    const user = userEvent.setup();
    await renderApp('/', { handlers: sevenLists(), persisted: signedInBefore });

    const button = await toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const list = await waitFor(panel, FIRST_PAINT);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'List 76 videos',
      'List 65 videos',
      'List 54 videos',
      'List 43 videos',
      'List 32 videos',
    ]);
    expect(links[0]).toHaveAttribute('href', '/licensing/account/lists/00000000-0000-4000-8000-000000000007');
    expect(within(await account()).getByRole('link', { name: 'All lists (7)' })).toHaveAttribute(
      'href',
      '/licensing/account/lists',
    );

    await user.click(links[1]!);
    await waitFor(
      () =>
        expect(window.location.pathname).toBe(
          '/licensing/account/lists/00000000-0000-4000-8000-000000000006',
        ),
      FIRST_PAINT,
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens, Tab walks the lists, Escape closes and returns to the button', async () => {
    const user = userEvent.setup();
    await renderApp('/', { handlers: sevenLists(), persisted: signedInBefore });
    const button = await toggle();

    button.focus();
    await user.keyboard('{Enter}');
    const list = await waitFor(panel, FIRST_PAINT);
    await user.tab();
    expect(within(list).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Latest lists' })).toBeNull();
  });

  it('closes when the pointer presses elsewhere on the page', async () => {
    const user = userEvent.setup();
    await renderApp('/', { handlers: sevenLists(), persisted: signedInBefore });
    const button = await toggle();
    await user.click(button);
    await waitFor(panel, FIRST_PAINT);

    await user.click(screen.getByRole('main'));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the buyer has no playlists', async () => {
    const user = userEvent.setup();
    await renderApp('/', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.empty() },
      persisted: signedInBefore,
    });
    expect(
      await within(await account()).findByRole('link', { name: 'My lists 0 playlists' }, FIRST_PAINT),
    ).toBeVisible();
    await user.click(await toggle());
    expect(
      await within(await account()).findByText('You have no playlists yet.', {}, FIRST_PAINT),
    ).toBeVisible();
  });

  it('offers a retry when the lists cannot be loaded, which loads them', async () => {
    const user = userEvent.setup();
    let failing = true;
    await renderApp('/', {
      handlers: sevenLists([
        http.get('/api/user/licensing/lists', ({ request }) =>
          failing && new URL(request.url).searchParams.get('max') === '5'
            ? HttpResponse.json(
                { statusCode: 500, error: 'Internal Server Error', message: 'x' },
                { status: 500 },
              )
            : undefined,
        ),
      ]),
      persisted: signedInBefore,
    });
    await user.click(await toggle());
    expect(await within(await account()).findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent(
      'Your lists could not be loaded.',
    );

    failing = false;
    await user.click(within(await account()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await account()).findAllByRole('link', { name: /^List \d/ }, FIRST_PAINT),
    ).toHaveLength(5);
  });

  it('follows a change of playlists: a new playlist is counted and heads the latest', async () => {
    const user = userEvent.setup();
    await renderApp('/account/lists', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: signedInBefore,
    });
    expect(
      await within(await account()).findByRole('link', { name: 'My lists 3 playlists' }, FIRST_PAINT),
    ).toBeVisible();

    const main = screen.getByRole('main');
    await within(main).findAllByRole('article', {}, FIRST_PAINT);
    await user.click(within(main).getByRole('button', { name: 'New playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a playlist' });
    await user.type(within(dialog).getByLabelText('Name'), 'Launch reel');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(await account()).findByRole('link', { name: 'My lists 4 playlists' }, FIRST_PAINT),
    ).toBeVisible();
    await user.click(await toggle());
    await waitFor(
      () => expect(within(panel()).getAllByRole('link')[0]?.textContent).toMatch(/^Launch reel/),
      FIRST_PAINT,
    );
  });

  it('sits in the header’s menu on a phone, where Escape puts the lists away first, then the menu', async () => {
    await page.viewport(390, 844);
    const user = userEvent.setup();
    await renderApp('/', { handlers: sevenLists(), persisted: signedInBefore });
    const area = await openAccountArea();
    const button = await within(area).findByRole('button', { name: 'Latest lists' }, FIRST_PAINT);
    await user.click(button);
    await waitFor(panel, FIRST_PAINT);

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('is not there for a visitor', async () => {
    await renderApp('/');
    expect(await within(await account()).findByRole('link', { name: 'Log in' }, FIRST_PAINT)).toBeVisible();
    expect(within(await account()).queryByRole('button', { name: 'Latest lists' })).toBeNull();
    expect(within(await account()).queryByRole('link', { name: /My lists/ })).toBeNull();
  });
});
