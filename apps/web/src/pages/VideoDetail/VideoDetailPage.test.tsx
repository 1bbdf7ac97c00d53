import { CLEARANCE_LABELS, MESSAGES, displayTitle, formatDisplayDate, formatJvId } from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  authHandlers,
  catalogueHandlers,
  HISTORY_MOCK_USERNAME,
  searchHandlers,
  videoDocumentFixture,
} from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../playlists/testCache';
import { renderApp, signedInBefore } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };
const video = videoDocumentFixture;
const title = displayTitle(video);

describe('a clip’s page', () => {
  it('shows the clip: player, title, JV#, dates, clearance, tags as searches and similar clips', async () => {
    await renderApp(`/view/${video.jmId}`);

    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_PAINT)).toBeVisible();
    expect(document.title).toBe(`${title} — Clipmarket`);
    expect(screen.getByRole('group', { name: title })).toBeVisible();
    expect(screen.getByText(formatJvId(video.jmId))).toBeVisible();
    expect(screen.getByText(formatDisplayDate(video.signedDate!))).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain(CLEARANCE_LABELS[video.aci].label);

    const tag = video.tags[0]!;
    expect(screen.getByRole('link', { name: `Search clips tagged ${tag}` })).toHaveAttribute(
      'href',
      `/licensing/search?${new URLSearchParams({ customTag: tag }).toString()}`,
    );

    const similar = await screen.findByRole('list', { name: 'Similar clips' }, FIRST_PAINT);
    expect(within(similar).getAllByRole('article').length).toBeGreaterThan(0);
    // Signed out, there is no additional info.
    expect(screen.queryByRole('region', { name: 'Additional info' })).toBeNull();
  });

  it('opens the licence comparison from "License this clip"', async () => {
    await renderApp(`/view/${video.jmId}`);

    await userEvent.click(await screen.findByRole('button', { name: 'License this clip' }, FIRST_PAINT));

    expect(await screen.findByRole('dialog', { name: 'Compare digital publishing licences' })).toBeVisible();
  });

  it('shows the additional info to a signed-in user', async () => {
    await renderApp(`/view/${video.jmId}`, {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });

    const info = await screen.findByRole('region', { name: 'Additional info' }, FIRST_PAINT);
    expect(await within(info).findByText('Downloads', {}, FIRST_PAINT)).toBeVisible();
  });

  it('lets a visitor sign in over the clip and then shows its additional info there', async () => {
    await renderApp(`/view/${video.jmId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to see more' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT);
    await userEvent.type(within(dialog).getByLabelText('E-mail'), HISTORY_MOCK_USERNAME);
    await userEvent.type(within(dialog).getByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const info = await screen.findByRole('region', { name: 'Additional info' }, FIRST_PAINT);
    expect(await within(info).findByText('Downloads', {}, FIRST_PAINT)).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/view/${video.jmId}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says no video was found for an id no clip has', async () => {
    await renderApp('/view/99999999');

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.noVideoFound }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the library' })).toHaveAttribute(
      'href',
      '/licensing/search',
    );
  });

  it('shows an error with a retry when the clip could not be loaded', async () => {
    let failing = true;
    await renderApp(`/view/${video.jmId}`, {
      handlers: {
        catalogue: [
          http.get('/api/public/videos/:jmId', () =>
            failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined,
          ),
          ...catalogueHandlers.list(),
        ],
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This clip could not be loaded' }, FIRST_PAINT),
    ).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_PAINT)).toBeVisible();
  });

  it('shows a retry when the similar clips could not be loaded', async () => {
    await renderApp(`/view/${video.jmId}`, { handlers: { search: searchHandlers.failing() } });

    expect(await screen.findByText('Similar clips could not be loaded.', {}, FIRST_PAINT)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('opened from a card, leads back to the page it came from', async () => {
    await renderApp('/');
    const trending = await screen.findByRole('region', { name: 'Trending clips' }, FIRST_PAINT);
    const [card] = await within(trending).findAllByRole('article', {}, FIRST_PAINT);
    const link = within(card!).getByRole('heading').querySelector('a')!;
    const cardTitle = link.textContent!;

    await userEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: cardTitle }, FIRST_PAINT)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByRole('region', { name: 'Trending clips' }, FIRST_PAINT)).toBeVisible();
    expect(window.location.pathname).toBe('/licensing');
  });
});
