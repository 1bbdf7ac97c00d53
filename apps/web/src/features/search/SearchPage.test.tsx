import { CARD_TEXT, MESSAGES } from '@clipmarket/core';
import {
  authHandlers,
  commerceRoutes,
  commerceState,
  searchHandlers,
  searchHitsFixture,
} from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';

/** The page's chunk and first answer take a moment in a cold browser. */
const FIRST_PAINT = { timeout: 5_000 };

/** The list of result cards (the zero-hit state shows a trending list instead). */
const resultsList = () => screen.findByRole('list', { name: 'Search results' }, FIRST_PAINT);

/** Tests run at a phone's width: the page numbers give way to "Page n of m" between Previous and Next. */
const pager = () => screen.getByRole('navigation', { name: 'Result pages' });

/** Below 830 px the filters are a drawer behind the Filters button. */
async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filters/ }, FIRST_PAINT));
  return screen.findByRole('dialog', { name: 'Filters' });
}

const persisted = () => JSON.parse(localStorage.getItem('clipmarket:state') ?? '{}');

describe('the search page', () => {
  it('shows a page of 60 results for the search in the URL, with the total', async () => {
    await renderApp('/search?q=dog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search clips' }, FIRST_PAINT)).toBeVisible();
    const list = await resultsList();
    // The first cards come with the first render, the rest of the 60 in a transition right after.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(60), FIRST_PAINT);
    expect(screen.getByText('137 results')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Search clips' })).toHaveValue('dog');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “dog”' })).toBeVisible();
  });

  it('marks the cards of clips the signed-in buyer already holds a licence for', async () => {
    const [held, other] = searchHitsFixture;
    await renderApp('/search?q=dog', {
      handlers: {
        auth: authHandlers.signedIn(),
        commerce: commerceRoutes(commerceState([], { licensed: [held!.document.jmId] })),
      },
      persisted: signedInBefore,
    });

    const list = await resultsList();
    const card = (jmId: string) =>
      within(list)
        .getAllByRole('article')
        .find((article) => within(article).queryByText(`JV#${jmId}`) !== null)!;
    // The licences are a second read after the results; under a loaded CI browser it can take seconds.
    await waitFor(
      () => expect(within(card(held!.document.jmId)).getByText(CARD_TEXT.licensed)).toBeVisible(),
      FIRST_PAINT,
    );
    expect(within(card(other!.document.jmId)).queryByText(CARD_TEXT.licensed)).toBeNull();
  });

  it('says when the results are a corrected spelling’s, because the words as typed found nothing', async () => {
    await renderApp('/search?q=surfng', { handlers: { search: searchHandlers.corrected('surfing') } });

    await resultsList();
    expect(
      screen.getByText('Nothing matched “surfng”, so these are the results for “surfing”.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'surfing' })).toBeNull();
  });

  it('offers a corrected spelling that finds more as a search link, keeping the filters', async () => {
    await renderApp('/search?q=surfng&tones=Funny', {
      handlers: { search: searchHandlers.suggested('surfing') },
    });

    await resultsList();
    const offer = screen.getByRole('link', { name: 'surfing' });
    expect(offer.closest('p')).toHaveTextContent('Did you mean surfing?');
    await userEvent.click(offer);
    await waitFor(() => expect(window.location.search).toBe('?q=surfing&tones=Funny'));
    expect(await screen.findByRole('heading', { name: 'Results for “surfing”' })).toBeVisible();
  });

  it('falls back to trending clips with a clear message when nothing matches', async () => {
    await renderApp('/search?q=nothing-matches', { handlers: { search: searchHandlers.zeroHits() } });

    expect(
      await screen.findByRole('heading', { name: 'No clips match your search' }, FIRST_PAINT),
    ).toBeVisible();
    const trending = screen.getByRole('list', { name: 'Trending now' });
    expect(within(trending).getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    // Words alone are not offered for removal: the did-you-mean and the trending clips are for that.
    expect(screen.queryByRole('navigation', { name: 'Remove a filter' })).toBeNull();
  });

  it('says when the results are the clips of the nearest kind of thing a word is', async () => {
    await renderApp('/search?q=insect', { handlers: { search: searchHandlers.broadened() } });

    expect(
      await screen.findByText(
        'No clip matches “insect”; showing the nearest kind of thing we have: “invertebrate”.',
        {},
        FIRST_PAINT,
      ),
    ).toBeVisible();
    expect(await resultsList()).toBeVisible();
  });

  it('says what it tried besides the words when nothing matched', async () => {
    await renderApp('/search?q=funny+insect+dgo', { handlers: { search: searchHandlers.triedAll() } });

    expect(
      await screen.findByText(
        'We also looked for the kinds of things “funny insect dgo” covers, fewer of the words, spellings close to yours: nothing.',
        {},
        FIRST_PAINT,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No clips match your search' })).toBeVisible();
  });

  it('says which kinds of the words it also shows, and keeps to the words alone and back at a tap', async () => {
    await renderApp('/search?q=child', { handlers: { search: searchHandlers.concepts() } });

    const note = await screen.findByText(/^Also showing:/, {}, FIRST_PAINT);
    expect(note).toHaveTextContent('Also showing: toddler, baby, little girl. Only “child”');
    await userEvent.click(within(note).getByRole('link', { name: 'Only “child”' }));

    // The search asks for the words alone: the server's answer then shows no kinds, and the page says so.
    await waitFor(() => expect(window.location.search).toBe('?q=child&concepts=off'));
    const kept = await screen.findByText(/^Showing only clips that say “child”\./, {}, FIRST_PAINT);
    expect(screen.queryByText(/^Also showing:/)).toBeNull();
    await userEvent.click(within(kept).getByRole('link', { name: 'Show related clips too' }));
    await waitFor(() => expect(window.location.search).toBe('?q=child'));
    expect(await screen.findByText(/^Also showing:/, {}, FIRST_PAINT)).toBeVisible();
  });

  it('offers no words alone when no clip has them: it says so instead of a link that finds nothing', async () => {
    await renderApp('/search?q=vehicle', { handlers: { search: searchHandlers.kindsOnly() } });

    const note = await screen.findByText(/^Also showing:/, {}, FIRST_PAINT);
    expect(note).toHaveTextContent(
      'Also showing: pickup truck, delivery van. No clip says “vehicle” itself.',
    );
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('says when no clip matched all the words, and which words the results match', async () => {
    await renderApp('/search?q=funny+dog+fails', { handlers: { search: searchHandlers.someWords() } });

    expect(
      await screen.findByText(
        'No clip matches all of “funny dog fails”; showing clips that match “dog fails”.',
        {},
        FIRST_PAINT,
      ),
    ).toBeVisible();
    expect(await resultsList()).toBeVisible();
  });

  it('offers to keep to the words the results match, not all the words typed, when some found nothing', async () => {
    await renderApp('/search?q=funny+dog+fails', {
      handlers: {
        search: searchHandlers.someWords(['funny', 'dog'], [{ word: 'dog', kinds: ['corgi', 'husky'] }]),
      },
    });

    const note = await screen.findByText(/^Also showing:/, {}, FIRST_PAINT);
    expect(note).toHaveTextContent('Also showing: corgi, husky. Only “funny dog”');
    await userEvent.click(within(note).getByRole('link', { name: 'Only “funny dog”' }));
    expect(
      await screen.findByText(/^Showing only clips that say “funny dog”\./, {}, FIRST_PAINT),
    ).toBeVisible();
  });

  it('says when the results are titles with words spelt like the words typed', async () => {
    await renderApp('/search?q=blorpt', { handlers: { search: searchHandlers.spelledLike() } });

    expect(
      await screen.findByText(
        'Nothing matched “blorpt”; these clips have words spelt like it in their titles.',
        {},
        FIRST_PAINT,
      ),
    ).toBeVisible();
    expect(await resultsList()).toBeVisible();
  });

  it('offers each filter of a search that found nothing as a link to the same search without it, best first', async () => {
    await renderApp('/search?q=dog&tones=Funny&orientation=Vertical&sort=recent', {
      handlers: { search: searchHandlers.nothingWith('orientation') },
    });

    const offer = await screen.findByRole('navigation', { name: 'Remove a filter' }, FIRST_PAINT);
    const links = within(offer).getAllByRole('link');
    // Only the search without "Vertical" finds anything (137 clips): it comes first, with its count.
    expect(links.map((link) => link.textContent)).toEqual([
      'Remove “Vertical” (137 results)',
      'Remove “dog”',
      'Remove “Funny”',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/licensing/search?q=dog&tones=Funny&sort=recent',
      '/licensing/search?tones=Funny&orientation=Vertical&sort=recent',
      '/licensing/search?q=dog&orientation=Vertical&sort=recent',
    ]);
    // A phone's width holds every link.
    for (const link of links)
      expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    expect(screen.getByRole('heading', { name: 'No clips match your search' })).toBeVisible();

    await userEvent.click(links[0]!);
    await waitFor(() => expect(window.location.search).toBe('?q=dog&tones=Funny&sort=recent'));
    await resultsList();
    expect(screen.getByText('137 results')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Remove a filter' })).toBeNull();
  });

  it('names each kind of filter as the filter panel shows it, in a removal link', async () => {
    const search = new URLSearchParams([
      ['q', '"juggles pineapples"'],
      ['clearance', 'CLEARED'],
      ['clearance', 'LIMITATIONS'],
      ['acquiredFrom', '2024-03-05'],
      ['durationFrom', '10'],
      ['durationTo', '90'],
      ['uploaded', '30d'],
    ]);
    await renderApp(`/search?${search}`, { handlers: { search: searchHandlers.zeroHits() } });

    const offer = await screen.findByRole('navigation', { name: 'Remove a filter' }, FIRST_PAINT);
    // None of the removals finds anything either, so no count is shown and the filters keep their order.
    expect(
      within(offer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Remove “juggles pineapples”',
      'Remove “Advertising Use or Inquire for Advertising Use”',
      'Remove “Uploaded: Last 30 days”',
      'Remove “Acquired from 05 Mar 24”',
      'Remove “Duration 00:10 to 01:30”',
    ]);
  });

  it('shows an error with a retry that searches again', async () => {
    let failing = true;
    await renderApp('/search?q=dog', {
      handlers: {
        search: [
          // Falls through to the ordinary answers once `failing` is off.
          http.post('/api/search', () =>
            failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined,
          ),
          ...searchHandlers.results(),
        ],
      },
    });

    expect(await screen.findByText('The results could not be loaded.', {}, FIRST_PAINT)).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // The first 12 come at once and the rest in batches right after.
    const list = await resultsList();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(60), FIRST_PAINT);
  });

  it('puts the page in the URL when paging, and back shows the page before', async () => {
    await renderApp('/search?q=dog');
    await resultsList();

    await userEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(window.location.search).toBe('?q=dog&page=2'));
    await waitFor(() => expect(within(pager()).getByText('Page 2 of 3')).toBeVisible());
    expect(within(await resultsList()).getAllByRole('article')).toHaveLength(60);

    window.history.back();

    await waitFor(() => expect(window.location.search).toBe('?q=dog'));
    await waitFor(() => expect(within(pager()).getByText('Page 1 of 3')).toBeVisible());
  });

  it('adds a filter to the URL as a new history entry, on page 1', async () => {
    await renderApp('/search?q=dog&page=2');
    await resultsList();

    const filters = await openFilters();
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Funny' }));

    await waitFor(() => expect(window.location.search).toBe('?q=dog&tones=Funny'));
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?q=dog&page=2'));
  });

  it('shows the results as rows when List is chosen in the filter panel', async () => {
    await renderApp('/search?q=dog');
    await resultsList();

    const filters = await openFilters();
    await userEvent.click(within(filters).getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(window.location.search).toBe('?q=dog&display=list'));
    await userEvent.keyboard('{Escape}');

    const list = await resultsList();
    await waitFor(() =>
      expect(within(list).getAllByRole('article')[0]).toHaveAttribute('data-layout', 'row'),
    );
    const [row] = within(list).getAllByRole('article');
    const poster = row?.querySelector('img');
    if (!row || !poster) throw new Error('A row shows its poster.');
    // A row on a phone too: the title beside the poster, not under it.
    const title = within(row).getByRole('heading').getBoundingClientRect();
    expect(title.left).toBeGreaterThanOrEqual(poster.getBoundingClientRect().right);
  });

  it('remembers a submitted search in the recent searches and as the last search', async () => {
    await renderApp('/search');
    const box = await screen.findByRole('combobox', { name: 'Search clips' }, FIRST_PAINT);

    await userEvent.type(box, 'drone footage{Enter}');

    await waitFor(() => expect(window.location.search).toBe('?q=drone+footage'));
    expect(persisted().querySuggestions.recentSearch[0]).toBe('drone footage');
    await waitFor(() => expect(persisted().searchPages.lastQuery).toBe('q=drone+footage'));
  });

  it('offers recent searches in the empty search box', async () => {
    await renderApp('/search', {
      persisted: (state) => ({ ...state, querySuggestions: { recentSearch: ['cats', 'drone'] } }),
    });
    const box = await screen.findByRole('combobox', { name: 'Search clips' }, FIRST_PAINT);

    await userEvent.click(box);

    const recent = await screen.findByRole('listbox');
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['cats', 'drone']);
  });

  it('counts this session’s searches, further result pages and clips viewed, for the feedback modal', async () => {
    const counts = () => JSON.parse(sessionStorage.getItem('clipmarket:sessionHistory') ?? 'null')?.history;
    await renderApp('/search?q=dog');
    await resultsList();
    await waitFor(() => expect(counts()).toMatchObject({ searches: 1, resultPages: 0, totalEvents: 1 }));

    await userEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(counts()).toMatchObject({ searches: 1, resultPages: 1, totalEvents: 2 }));

    const filters = await openFilters();
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Funny' }));
    await waitFor(() => expect(counts()).toMatchObject({ searches: 2, resultPages: 1, totalEvents: 3 }));
    await userEvent.keyboard('{Escape}');

    const [card] = within(await resultsList()).getAllByRole('article');
    await userEvent.click(within(card!).getByRole('heading').querySelector('a')!);
    await waitFor(
      () => expect(counts()).toEqual({ searches: 2, resultPages: 1, videosViewed: 1, totalEvents: 4 }),
      FIRST_PAINT,
    );
  });

  it('shows similar-clip mode from its path, and clearing it returns to the search with the filters', async () => {
    await renderApp('/search/similarClips/1254381?tones=Cute&previousSearchTerm=dog');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Similar clips' }, FIRST_PAINT),
    ).toBeVisible();
    const filters = await openFilters();
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear similar clip' }));

    await waitFor(() => expect(window.location.pathname).toBe('/licensing/search'));
    expect(window.location.search).toBe('?q=dog&tones=Cute');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search clips' })).toBeVisible();
  });
});
