// Saved searches in the app (issue 33, item 3; ADR 90): saving the search on screen, the account's list of them
// with their new clips and alerts, and the page a digest mail links to turn its alert off.
import { SAVED_SEARCH_MESSAGES } from '@clipmarket/core';
import { authHandlers, MOCK_UNSUBSCRIBE_TOKEN, savedSearchHandlers } from '@clipmarket/mocks';
import { SAVE_SEARCH_DIALOG_TEXT as DIALOG, SAVED_SEARCH_LIST_TEXT as LIST } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { SEARCH_COPY } from './copy';
import { SAVED_SEARCH_COPY } from './savedSearchCopy';

/** The page's code and the session check come first: the first look waits longer. */
const FIRST_PAINT = { timeout: 5_000 };

/** Records each call to the saved searches, then lets the handlers answer it. */
function spy() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const handler = http.all('/api/user/saved-searches*', async ({ request }) => {
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  });
  return { sent, handlers: [handler] as HttpHandler[] };
}

/** Signed in, the saved searches answered by `savedSearches`, each call seen first by `spies`. */
const signedIn = (savedSearches: HttpHandler[], spies: HttpHandler[] = []) => ({
  handlers: { auth: authHandlers.signedIn(), savedSearches: [...spies, ...savedSearches] },
  persisted: signedInBefore,
});

describe('saving a search', () => {
  it('saves the words and filters under a name with a daily alert, and says so', async () => {
    const calls = spy();
    await renderApp(
      '/search?q=storm&categories=Weather',
      signedIn(savedSearchHandlers.none(), calls.handlers),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: SEARCH_COPY.saveSearch }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: DIALOG.title });
    expect(dialog.textContent).toContain('“storm” · Weather');
    const name = within(dialog).getByRole('textbox', { name: DIALOG.name });
    expect(name).toHaveValue('storm');
    await user.clear(name);
    await user.type(name, 'Storms');
    await user.click(within(dialog).getByRole('radio', { name: DIALOG.alertOptions.daily }));
    await user.click(within(dialog).getByRole('button', { name: DIALOG.save }));

    expect(await screen.findByText(SAVED_SEARCH_COPY.saved('Storms', true))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.sent.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Storms',
      alert: 'daily',
      query: { q: 'storm', categories: ['Weather'] },
    });
  });

  it('keeps the dialog and what was typed when the name is taken', async () => {
    await renderApp('/search?q=storm', signedIn(savedSearchHandlers.some()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SEARCH_COPY.saveSearch }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: DIALOG.title });
    const name = within(dialog).getByRole('textbox', { name: DIALOG.name });
    await user.clear(name);
    await user.type(name, 'storms AT sea');
    await user.click(within(dialog).getByRole('button', { name: DIALOG.save }));

    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameTaken)).toBeVisible();
    expect(name).toHaveValue('storms AT sea');
  });

  it('asks a visitor to log in first', async () => {
    await renderApp('/search?q=storm');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SEARCH_COPY.saveSearch }, FIRST_PAINT));
    expect(await screen.findByText(SEARCH_COPY.signInToSave)).toBeVisible();
  });
});

describe('the saved searches page', () => {
  it('lists each search with what it looks for and its new clips, and changes its alert', async () => {
    const calls = spy();
    await renderApp('/account/saved-searches', signedIn(savedSearchHandlers.some(), calls.handlers));
    const list = await screen.findByRole('list', { name: LIST.label }, FIRST_PAINT);
    const [storms, wire] = within(list).getAllByRole('listitem');
    expect(within(storms!).getByRole('link', { name: 'Storms at sea' })).toHaveAttribute(
      'href',
      '/licensing/search?q=storm&categories=Weather&clearance=CLEARED',
    );
    expect(storms!.textContent).toContain('“storm” · Weather · Advertising Use');
    expect(within(storms!).getByText(LIST.newClips(4))).toBeInTheDocument();
    expect(within(wire!).queryByText(/new clip/)).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(
      within(wire!).getByRole('combobox', { name: LIST.alertLabel('The wire: Animals') }),
      LIST.alertOptions.weekly,
    );
    await waitFor(() =>
      expect(calls.sent).toContainEqual({
        method: 'PATCH',
        path: '/api/user/saved-searches/9',
        body: { alert: 'weekly' },
      }),
    );
    expect(within(wire!).getByRole('combobox', { name: LIST.alertLabel('The wire: Animals') })).toHaveValue(
      'weekly',
    );
  });

  it('shows the new alert while the server saves it, and the old one again if it refuses', async () => {
    let answer: ((status: number) => void) | undefined;
    const held = http.patch('/api/user/saved-searches/:id', async () => {
      const status = await new Promise<number>((resolve) => (answer = resolve));
      return HttpResponse.json({ message: 'refused' }, { status });
    });
    await renderApp('/account/saved-searches', signedIn(savedSearchHandlers.some(), [held]));
    const list = await screen.findByRole('list', { name: LIST.label }, FIRST_PAINT);
    const alert = within(list).getByRole('combobox', { name: LIST.alertLabel('The wire: Animals') });
    const user = userEvent.setup();
    await user.selectOptions(alert, LIST.alertOptions.weekly);
    // The server has the change and has not answered yet: the choice stands, not the old value. (Answered
    // before the request had reached the mock server, it would never be answered.)
    await waitFor(() => expect(answer).toBeDefined());
    expect(alert).toHaveValue('weekly');
    answer!(500);
    expect(await screen.findByText(SAVED_SEARCH_COPY.changeFailed)).toBeVisible();
    await waitFor(() => expect(alert).toHaveValue('off'));
  });

  it('deletes a search, and opening one marks it seen and runs it', async () => {
    const calls = spy();
    await renderApp('/account/saved-searches', signedIn(savedSearchHandlers.some(), calls.handlers));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: LIST.deleteLabel('The wire: Animals') }, FIRST_PAINT),
    );
    expect(await screen.findByText(SAVED_SEARCH_COPY.deleted('The wire: Animals'))).toBeVisible();
    const list = screen.getByRole('list', { name: LIST.label });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Storms at sea' }));
    await waitFor(() => expect(window.location.search).toBe('?q=storm&categories=Weather&clearance=CLEARED'));
    await waitFor(() =>
      expect(calls.sent).toContainEqual({
        method: 'POST',
        path: '/api/user/saved-searches/14/seen',
        body: null,
      }),
    );
  });

  it('sends a visitor to log in first, and back here after', async () => {
    await renderApp('/account/saved-searches');
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'), FIRST_PAINT);
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/licensing/account/saved-searches');
  });
});

describe('turning an alert off from its mail', () => {
  const COPY = SAVED_SEARCH_COPY.unsubscribe;

  it('changes nothing on opening, and turns the alert off on confirming, without signing in', async () => {
    const posts: string[] = [];
    const watch = http.post('/api/alerts/unsubscribe', ({ request }) => {
      posts.push(request.url);
    });
    await renderApp(`/alerts/unsubscribe?token=${MOCK_UNSUBSCRIBE_TOKEN}`, {
      handlers: { savedSearches: [watch, ...savedSearchHandlers.some()] },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(COPY.ask('Storms at sea'), {}, FIRST_PAINT)).toBeVisible();
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: COPY.confirm }));
    expect(await screen.findByText(COPY.done('Storms at sea'))).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  it('says a link it does not know is not valid', async () => {
    await renderApp('/alerts/unsubscribe?token=not-a-token-anyone-was-sent-0000', {
      handlers: { savedSearches: savedSearchHandlers.some() },
    });
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.unsubscribeInvalid, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.queryByRole('button', { name: COPY.confirm })).toBeNull();
  });

  it('says so when the server fails, rather than claiming the alert is off', async () => {
    await renderApp(`/alerts/unsubscribe?token=${MOCK_UNSUBSCRIBE_TOKEN}`, {
      handlers: {
        savedSearches: [
          http.get('/api/alerts/unsubscribe', () => HttpResponse.json({ name: 'Storms', alert: 'daily' })),
          http.post('/api/alerts/unsubscribe', () =>
            HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }),
          ),
        ],
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: COPY.confirm }, FIRST_PAINT));
    expect(await screen.findByText(COPY.failed)).toBeVisible();
    expect(screen.queryByText(COPY.done('Storms'))).toBeNull();
  });
});

describe('following the wire by category', () => {
  const COPY = SAVED_SEARCH_COPY.wire;

  it('saves the category alone with a daily alert, then says it is followed', async () => {
    const calls = spy();
    await renderApp('/thewire', signedIn(savedSearchHandlers.none(), calls.handlers));
    const user = userEvent.setup();
    const category = await screen.findByRole('combobox', { name: COPY.category }, FIRST_PAINT);
    // The categories arrive after the page: a person waits for the list to fill.
    await waitFor(() => expect(category).toBeEnabled());
    const chosen = within(category).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(category, chosen);
    await user.click(screen.getByRole('button', { name: COPY.follow }));

    expect(await screen.findByText(COPY.following(chosen))).toBeVisible();
    const post = calls.sent.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: COPY.name(chosen),
      alert: 'daily',
      query: { q: '', categories: [chosen] },
    });
    expect(screen.getByRole('link', { name: COPY.manage })).toHaveAttribute(
      'href',
      '/licensing/account/saved-searches',
    );
  });

  it('asks a visitor to log in', async () => {
    await renderApp('/thewire');
    const user = userEvent.setup();
    const follow = await screen.findByRole('button', { name: COPY.follow }, FIRST_PAINT);
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(await screen.findByText(COPY.signIn)).toBeVisible();
  });
});
