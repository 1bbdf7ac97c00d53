import { MESSAGES } from '@clipmarket/core';
import { catalogueHandlers, collectionFixtures } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };

/** The fixture collection with the most clips: more than one page of 20. */
const biggest = [...collectionFixtures].sort((a, b) => b.videoCount - a.videoCount)[0]!;

describe('the collections page', () => {
  it('lists every collection, each a link to its clips with its count', async () => {
    await renderApp('/collections');

    expect(await screen.findByRole('heading', { level: 1, name: 'Collections' }, FIRST_PAINT)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Collections' }, FIRST_PAINT);
    expect(within(list).getAllByRole('link')).toHaveLength(collectionFixtures.length);
    const first = collectionFixtures[0]!;
    const link = within(list).getByRole('link', { name: new RegExp(first.title) });
    expect(link).toHaveAttribute('href', `/licensing/collections/${first.slug}`);
    expect(link.textContent).toContain(`${first.videoCount.toLocaleString('en-US')} clips`);
  });

  it('shows an error with a retry when the collections could not be loaded', async () => {
    let failing = true;
    await renderApp('/collections', {
      handlers: {
        catalogue: [
          http.get('/api/public/collections', () =>
            failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined,
          ),
          ...catalogueHandlers.list(),
        ],
      },
    });

    expect(await screen.findByText('The collections could not be loaded.', {}, FIRST_PAINT)).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Collections' }, FIRST_PAINT)).toBeVisible();
  });
});

describe('one collection', () => {
  it('shows its clips 20 a page, and the next page from the pager', async () => {
    expect(biggest.videoCount).toBeGreaterThan(20);
    await renderApp(`/collections/${biggest.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: biggest.title }, FIRST_PAINT)).toBeVisible();
    const list = await screen.findByRole('list', { name: `Clips in ${biggest.title}` }, FIRST_PAINT);
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    const firstTitle = within(list).getAllByRole('article')[0]!.textContent;

    const pager = screen.getByRole('navigation', { name: 'Collection pages' });
    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));

    expect(window.location.search).toBe('?page=2');
    await expect
      .poll(
        () =>
          within(screen.getByRole('list', { name: `Clips in ${biggest.title}` })).getAllByRole('article')[0]!
            .textContent,
      )
      .not.toBe(firstTitle);
    const onPage2 = Math.min(20, biggest.videoCount - 20);
    expect(
      within(screen.getByRole('list', { name: `Clips in ${biggest.title}` })).getAllByRole('article'),
    ).toHaveLength(onPage2);
  });

  it('says clearly that an unknown collection does not exist', async () => {
    await renderApp('/collections/no-such-collection');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection not found' }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all collections' })).toHaveAttribute(
      'href',
      '/licensing/collections',
    );
  });

  it('shows an error with a retry when its clips could not be loaded', async () => {
    let failing = true;
    await renderApp(`/collections/${biggest.slug}`, {
      handlers: {
        catalogue: [
          http.get('/api/public/collections/:slug', () =>
            failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined,
          ),
          ...catalogueHandlers.list(),
        ],
      },
    });

    expect(await screen.findByText('The results could not be loaded.', {}, FIRST_PAINT)).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: `Clips in ${biggest.title}` }, FIRST_PAINT);
    expect(within(list).getAllByRole('article')).toHaveLength(20);
  });
});
