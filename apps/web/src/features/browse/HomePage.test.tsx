import { MESSAGES } from '@clipmarket/core';
import { catalogueHandlers, homeContentFixture } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

/** The page's chunk and first answers take a moment in a cold browser. */
const FIRST_PAINT = { timeout: 5_000 };

/** Tests run at a phone's width, where each row shows its first four of eight clips. */
const ROW_ON_PHONE = 4;

const section = (name: string) => screen.findByRole('region', { name }, FIRST_PAINT);

describe('the home page', () => {
  it('shows the hero, trending clips, latest acquisitions, collections, testimonials and trending tags', async () => {
    await renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: homeContentFixture.hero.title }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: homeContentFixture.hero.ctaLabel })).toHaveAttribute(
      'href',
      '/licensing/search',
    );

    const trending = await section('Trending clips');
    expect(await within(trending).findAllByRole('article', {}, FIRST_PAINT)).toHaveLength(ROW_ON_PHONE);
    for (const card of within(trending).getAllByRole('article')) expect(card.textContent).toMatch(/JV#\d+/);
    const latest = await section('Latest acquisitions');
    expect(await within(latest).findAllByRole('article', {}, FIRST_PAINT)).toHaveLength(ROW_ON_PHONE);
    expect(within(latest).getByRole('link', { name: 'See everything on the wire' })).toHaveAttribute(
      'href',
      '/licensing/thewire',
    );

    const collections = await section('Collections');
    const first = homeContentFixture.collections[0]!;
    expect(within(collections).getByRole('link', { name: new RegExp(first.title) })).toHaveAttribute(
      'href',
      `/licensing/collections/${first.slug}`,
    );
    expect(within(collections).getAllByRole('listitem')).toHaveLength(homeContentFixture.collections.length);

    const quotes = await section('What buyers say');
    expect(within(quotes).getByText(homeContentFixture.testimonials[0]!.quote)).toBeVisible();

    const tags = await section('Trending tags');
    const tag = homeContentFixture.trendingTags[0]!;
    expect(within(tags).getByRole('link', { name: `Search clips tagged ${tag}` })).toHaveAttribute(
      'href',
      `/licensing/search?${new URLSearchParams({ customTag: tag }).toString()}`,
    );
  });

  it('says so when the library has no clips yet', async () => {
    await renderApp('/', { handlers: { catalogue: catalogueHandlers.empty() } });

    const trending = await section('Trending clips');
    expect(
      await within(trending).findByText('No clips here yet. Check back soon.', {}, FIRST_PAINT),
    ).toBeVisible();
    expect(within(trending).queryAllByRole('article')).toHaveLength(0);
    const latest = await section('Latest acquisitions');
    expect(within(latest).getByText('No clips here yet. Check back soon.')).toBeVisible();
  });

  it('shows the failures with a retry that loads the page', async () => {
    let failing = true;
    const failUntilFixed = () =>
      failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined;
    await renderApp('/', {
      handlers: {
        catalogue: [
          http.get('/api/public/videos', failUntilFixed),
          http.get('/api/public/content/home', failUntilFixed),
          ...catalogueHandlers.list(),
        ],
      },
    });

    const trending = await section('Trending clips');
    expect(
      await within(trending).findByText('These clips could not be loaded.', {}, FIRST_PAINT),
    ).toBeVisible();
    expect(await screen.findByText('Part of this page could not be loaded.', {}, FIRST_PAINT)).toBeVisible();
    // Without its content the hero still says what the site is and leads to the search.
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the library' })).toHaveAttribute(
      'href',
      '/licensing/search',
    );

    failing = false;
    await userEvent.click(within(trending).getByRole('button', { name: 'Try again' }));
    expect(await within(trending).findAllByRole('article', {}, FIRST_PAINT)).toHaveLength(ROW_ON_PHONE);
    const content = screen.getByRole('region', { name: 'Part of this page could not be loaded.' });
    await userEvent.click(within(content).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: homeContentFixture.hero.title }, FIRST_PAINT),
    ).toBeVisible();
    expect(await section('Collections')).toBeVisible();
  });
});
