import { CARD_TEXT, formatJvId } from '@clipmarket/core';
import { videoDocumentFixture } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

/** The page's chunk and first answer take a moment in a cold browser. */
const FIRST_PAINT = { timeout: 10_000 };

const resultsList = () => screen.findByRole('list', { name: 'Search results' }, FIRST_PAINT);

/** Below 830 px the filters are a drawer behind the Filters button. */
async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filters/ }, FIRST_PAINT));
  return screen.findByRole('dialog', { name: 'Filters' }, FIRST_PAINT);
}

/** Clears similar-clip mode from the filter panel, as a user does. */
async function clearSimilar() {
  const filters = await openFilters();
  await userEvent.click(within(filters).getByRole('button', { name: 'Clear similar clip' }));
}

describe('similar clips from a card and from a clip’s page', () => {
  it('goes from a result card to its similar clips with the search’s filters, and clearing returns to that search', async () => {
    await renderApp('/search?q=dog&tones=Cute&page=2');
    const [card] = within(await resultsList()).getAllByRole('article');
    const jmId = within(card!).getByText(/^JV#/).textContent!.replace('JV#', '');

    const link = within(card!).getByRole('link', { name: CARD_TEXT.similarName(formatJvId(jmId)) });
    expect(link).toHaveAttribute(
      'href',
      `/licensing/search/similarClips/${jmId}?tones=Cute&previousSearchTerm=dog`,
    );
    await userEvent.click(link);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Similar clips' }, FIRST_PAINT),
    ).toBeVisible();
    await clearSimilar();

    await waitFor(() => expect(window.location.pathname).toBe('/licensing/search'));
    expect(window.location.search).toBe('?q=dog&tones=Cute&page=2');
  });

  it('goes from a clip’s page, opened from a search, to its similar clips, and clearing returns to that search', async () => {
    await renderApp('/search?q=dog&tones=Cute');
    const [card] = within(await resultsList()).getAllByRole('article');
    const jmId = within(card!).getByText(/^JV#/).textContent!.replace('JV#', '');
    await userEvent.click(within(card!).getByRole('heading').querySelector('a')!);

    const link = await screen.findByRole('link', { name: 'Filter similar clips in search' }, FIRST_PAINT);
    // The search's filters join the link once their reader (already loaded by the search page) answers.
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        `/licensing/search/similarClips/${jmId}?tones=Cute&previousSearchTerm=dog`,
      ),
    );
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Similar clips' }, FIRST_PAINT),
    ).toBeVisible();
    await clearSimilar();

    await waitFor(() => expect(window.location.pathname).toBe('/licensing/search'));
    expect(window.location.search).toBe('?q=dog&tones=Cute');
  });

  it('starts similar clips from no filters on a clip’s page opened directly', async () => {
    const { jmId } = videoDocumentFixture;
    await renderApp(`/view/${jmId}`);

    expect(
      await screen.findByRole('link', { name: 'Filter similar clips in search' }, FIRST_PAINT),
    ).toHaveAttribute('href', `/licensing/search/similarClips/${jmId}`);
    const similar = await screen.findByRole('list', { name: 'Similar clips' }, FIRST_PAINT);
    const [card] = within(similar).getAllByRole('article');
    const other = within(card!).getByText(/^JV#/).textContent!.replace('JV#', '');
    expect(
      within(card!).getByRole('link', { name: CARD_TEXT.similarName(formatJvId(other)) }),
    ).toHaveAttribute('href', `/licensing/search/similarClips/${other}`);
  });

  it('carries the filters from one similar clip to the next, so clearing still returns to the search text', async () => {
    await renderApp('/search/similarClips/1254381?tones=Sad&previousSearchTerm=dog');
    const [card] = within(await resultsList()).getAllByRole('article');
    const jmId = within(card!).getByText(/^JV#/).textContent!.replace('JV#', '');

    await userEvent.click(within(card!).getByRole('link', { name: CARD_TEXT.similarName(formatJvId(jmId)) }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        `/licensing/search/similarClips/${jmId}?tones=Sad&previousSearchTerm=dog`,
      ),
    );
    await clearSimilar();

    await waitFor(() => expect(window.location.search).toBe('?q=dog&tones=Sad'));
  });
});
