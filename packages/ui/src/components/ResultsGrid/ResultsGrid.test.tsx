import {
  CARD_TEXT,
  CLEARANCE_LABELS,
  MESSAGES,
  formatJvId,
  formatMessage,
  type SearchCard,
} from '@clipmarket/core';
import {
  clipmarketLinksFixture,
  searchResponseFixture,
  videoFixtures,
  zeroHitSearchFixture,
} from '@clipmarket/mocks';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import type { VideoCardLinkProps } from '../VideoCard';
import { ResultsGrid, RESULTS_GRID_TEXT, type ResultsGridProps } from '.';

const cards: SearchCard[] = searchResponseFixture.data.slice(0, 6);
const [first, second] = cards as [SearchCard, SearchCard];
const selectName = (card: SearchCard) => RESULTS_GRID_TEXT.select(formatJvId(card.jmId));

function renderGrid(props: Partial<ResultsGridProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <ResultsGrid cards={cards} {...props} />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

const root = () => document.querySelector('[data-state]');

afterEach(() => {
  cleanup();
});

describe('ResultsGrid', () => {
  it('shows a full page of 60 cards, each linking to its detail page', () => {
    renderGrid({ cards: searchResponseFixture.data });
    const list = screen.getByRole('list', { name: RESULTS_GRID_TEXT.label });
    expect(within(list).getAllByRole('article')).toHaveLength(60);
    expect(screen.getByRole('link', { name: first.publishingTitle ?? '' })).toHaveAttribute(
      'href',
      `/licensing/view/${first.jmId}`,
    );
    expect(root()).toHaveAttribute('data-state', 'results');
  });

  /** Cards on the first row of the grid, read from where the cards are laid out. */
  function cardsPerRow(): number {
    const items = [...screen.getByRole('list', { name: RESULTS_GRID_TEXT.label }).children];
    const firstTop = items[0]!.getBoundingClientRect().top;
    return items.filter((item) => item.getBoundingClientRect().top === firstTop).length;
  }

  it.each([
    [360, 1],
    [600, 2],
    [1000, 4],
    [1800, 4],
  ])(
    'at %i px wide lays out %i cards a row, which divides 8, 16, 20 and 60: no orphan row',
    (width, columns) => {
      render(
        <ThemeProvider>
          <ClipmarketProvider links={clipmarketLinksFixture}>
            <div style={{ width }}>
              <ResultsGrid cards={searchResponseFixture.data} />
            </div>
          </ClipmarketProvider>
        </ThemeProvider>,
      );
      expect(cardsPerRow()).toBe(columns);
      for (const count of [8, 16, 20, 60]) expect(count % columns).toBe(0);
    },
  );

  it("loads the first row's posters at once, the first ahead of all, and the rest as they near the screen", () => {
    renderGrid({ cards: searchResponseFixture.data });
    const list = screen.getByRole('list', { name: RESULTS_GRID_TEXT.label });
    const posters = within(list)
      .getAllByRole('article')
      .map((card) => card.querySelector('img'));
    expect(posters.map((img) => img?.getAttribute('loading'))).toEqual([
      ...Array<string>(4).fill('eager'),
      ...Array<string>(56).fill('lazy'),
    ]);
    expect(posters.map((img) => img?.getAttribute('fetchpriority') ?? null)).toEqual([
      'high',
      ...Array<null>(59).fill(null),
    ]);
  });

  it('loads every poster as it nears the screen when no poster is eager (a grid below the fold)', () => {
    renderGrid({ cards: searchResponseFixture.data.slice(0, 8), eagerPosters: 0 });
    const posters = within(screen.getByRole('list', { name: RESULTS_GRID_TEXT.label }))
      .getAllByRole('article')
      .map((card) => card.querySelector('img'));
    expect(posters.map((img) => img?.getAttribute('loading'))).toEqual(Array<string>(8).fill('lazy'));
    expect(posters.filter((img) => img?.hasAttribute('fetchpriority'))).toEqual([]);
  });

  it('draws only the cards it adds when a page passes more results and new handlers', async () => {
    // Each card draws its links: counting them counts the cards drawn.
    let linksDrawn = 0;
    function CountingLink({ children, ...props }: VideoCardLinkProps) {
      linksDrawn += 1;
      return <a {...props}>{children}</a>;
    }
    const grid = (count: number, onSave: (card: SearchCard) => void) => (
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <ResultsGrid cards={cards.slice(0, count)} linkComponent={CountingLink} onSave={onSave} />
        </ClipmarketProvider>
      </ThemeProvider>
    );
    const { rerender } = render(grid(4, () => {}));
    const perCard = linksDrawn / 4;
    expect(perCard).toBeGreaterThan(0);
    linksDrawn = 0;
    const onSave = vi.fn();
    rerender(grid(5, onSave));
    expect(linksDrawn).toBe(perCard);
    // A card drawn before calls the handler of the latest render.
    await userEvent.click(
      within(screen.getAllByRole('article')[0]!).getByRole('button', {
        name: CARD_TEXT.save(formatJvId(first.jmId)),
      }),
    );
    expect(onSave).toHaveBeenCalledWith(first);
  });

  it('shows the exact number of results', () => {
    renderGrid({ totalResults: 137 });
    expect(screen.getByText(RESULTS_GRID_TEXT.count(137))).toBeVisible();
    expect(screen.queryByText(RESULTS_GRID_TEXT.estimateNote)).not.toBeInTheDocument();
  });

  it('says "About" and explains why when the total is an estimate', () => {
    renderGrid({ totalResults: 48_213, totalIsEstimate: true });
    expect(screen.getByText('About 48,213 results')).toBeVisible();
    expect(screen.getByText(RESULTS_GRID_TEXT.estimateNote)).toBeVisible();
  });

  it('shows placeholders while loading, hidden from screen readers, which hear a status instead', () => {
    renderGrid({ status: 'loading', skeletonCount: 8 });
    expect(screen.getByRole('status')).toHaveTextContent(RESULTS_GRID_TEXT.loading);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"]')?.children).toHaveLength(8);
    expect(root()).toHaveAttribute('data-state', 'loading');
  });

  it('shows the zero-hit message and the trending clips instead of results', () => {
    renderGrid({ status: 'empty', cards: [], trending: zeroHitSearchFixture.trending });
    expect(screen.getByRole('heading', { level: 2, name: RESULTS_GRID_TEXT.noResultsTitle })).toBeVisible();
    const trending = screen.getByRole('region', { name: RESULTS_GRID_TEXT.trending });
    expect(within(trending).getAllByRole('article')).toHaveLength(zeroHitSearchFixture.trending?.length ?? 0);
    expect(screen.queryByRole('list', { name: RESULTS_GRID_TEXT.label })).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that asks again', async () => {
    const onRetry = vi.fn();
    renderGrid({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(RESULTS_GRID_TEXT.error);
    await userEvent.click(screen.getByRole('button', { name: RESULTS_GRID_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers no selection outside bulk select mode', () => {
    renderGrid();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: RESULTS_GRID_TEXT.selection })).not.toBeInTheDocument();
  });

  it('in bulk select mode, marks the cards ticked and counts them in the spec words', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({ selectMode: true, onSelectionChange });
    await userEvent.click(screen.getByRole('checkbox', { name: selectName(second) }));
    await userEvent.click(screen.getByRole('checkbox', { name: selectName(first) }));
    expect(screen.getByText(formatMessage.videosSelected(2))).toBeVisible();
    expect(onSelectionChange).toHaveBeenLastCalledWith([second.jmId, first.jmId]);
    expect(screen.getByRole('checkbox', { name: selectName(first) }).closest('li')).toHaveAttribute(
      'data-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: selectName(first) }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([second.jmId]);
    expect(screen.getByRole('checkbox', { name: selectName(first) }).closest('li')).toHaveAttribute(
      'data-selected',
      'false',
    );
  });

  it('selects the whole page, keeping ids picked on other pages, and clears everything', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({ selectMode: true, defaultSelectedIds: ['9999999', first.jmId], onSelectionChange });
    await userEvent.click(screen.getByRole('button', { name: RESULTS_GRID_TEXT.selectPage }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['9999999', ...cards.map((card) => card.jmId)]);
    expect(screen.getByText(formatMessage.videosSelected(cards.length + 1))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: RESULTS_GRID_TEXT.clearSelection }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('follows the selection it is given when controlled', () => {
    const { rerender } = renderGrid({ selectMode: true, selectedIds: [first.jmId] });
    expect(screen.getByRole('checkbox', { name: selectName(first) })).toBeChecked();
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <ResultsGrid cards={cards} selectMode selectedIds={[second.jmId]} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: selectName(first) })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: selectName(second) })).toBeChecked();
  });

  it('selects with the keyboard: Space on a focused checkbox', async () => {
    renderGrid({ selectMode: true });
    screen.getByRole('checkbox', { name: selectName(first) }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: selectName(first) })).toBeChecked();
  });

  it('gives a clip without an id no checkbox, and shows it as No Video Found', () => {
    renderGrid({ selectMode: true, cards: [videoFixtures.cleared, videoFixtures.noId] });
    expect(screen.getByText(MESSAGES.noVideoFound)).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('hands the cards their cart state, save and open callbacks', async () => {
    const onSave = vi.fn();
    renderGrid({ onSave, isInCart: (card) => card.jmId === second.jmId });
    const secondCard = screen.getByRole('article', { name: second.publishingTitle ?? '' });
    expect(within(secondCard).getByText('In cart')).toBeVisible();
    await userEvent.click(within(secondCard).getByRole('button'));
    expect(onSave).toHaveBeenCalledWith(second);
  });

  it('says trending clips follow only when the zero-hit answer carries some', () => {
    renderGrid({ status: 'empty', cards: [], trending: zeroHitSearchFixture.trending });
    expect(screen.getByRole('status')).toMatchTextContent(RESULTS_GRID_TEXT.noResultsTrendingHint);
    cleanup();
    renderGrid({ status: 'empty', cards: [], trending: [] });
    expect(screen.getByRole('status')).toMatchTextContent(RESULTS_GRID_TEXT.noResultsHint);
    expect(screen.getByRole('status')).not.toMatchTextContent(RESULTS_GRID_TEXT.noResultsTrendingHint);
  });

  it('hints what selecting is for until a clip is selected, then counts in the spec words', async () => {
    renderGrid({ selectMode: true });
    const status = within(screen.getByRole('group', { name: RESULTS_GRID_TEXT.selection })).getByRole(
      'status',
    );
    expect(status).toHaveTextContent(RESULTS_GRID_TEXT.selectHint);
    expect(screen.queryByText(formatMessage.videosSelected(0))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: selectName(first) }));
    expect(status).toHaveTextContent(formatMessage.videosSelected(1));
    await userEvent.click(screen.getByRole('button', { name: RESULTS_GRID_TEXT.clearSelection }));
    expect(status).toHaveTextContent(RESULTS_GRID_TEXT.selectHint);
  });

  it('marks a selected card with a Selected badge and a tint, never with an outline like the focus ring', async () => {
    renderGrid({ selectMode: true, defaultSelectedIds: [first.jmId] });
    const selectedItem = screen.getByRole('checkbox', { name: selectName(first) }).closest('li');
    const otherItem = screen.getByRole('checkbox', { name: selectName(second) }).closest('li');
    if (!selectedItem || !otherItem) throw new Error('Cards are list items.');
    expect(within(selectedItem).getByText(RESULTS_GRID_TEXT.selected)).toBeVisible();
    expect(within(otherItem).queryByText(RESULTS_GRID_TEXT.selected)).not.toBeInTheDocument();
    expect(getComputedStyle(selectedItem).outlineStyle).toBe('none');
    const selectedCard = within(selectedItem).getByRole('article');
    const otherCard = within(otherItem).getByRole('article');
    expect(getComputedStyle(selectedCard).backgroundColor).not.toBe(
      getComputedStyle(otherCard).backgroundColor,
    );
  });
});

describe('ResultsGrid in the list layout', () => {
  it('shows one row a clip with its title link, JV#, clearance and save toggle', () => {
    renderGrid({ layout: 'list' });
    const list = screen.getByRole('list', { name: RESULTS_GRID_TEXT.label });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(cards.length);
    expect(within(list).getAllByRole('listitem')).toHaveLength(cards.length);
    const row = screen.getByRole('article', { name: first.publishingTitle ?? '' });
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(first.publishingTitle ?? '');
    expect(within(row).getByRole('link', { name: first.publishingTitle ?? '' })).toHaveAttribute(
      'href',
      `/licensing/view/${first.jmId}`,
    );
    expect(within(row).getByText(formatJvId(first.jmId))).toBeVisible();
    if (!first.aci) throw new Error('The first fixture clip has a clearance.');
    expect(within(row).getByText(CLEARANCE_LABELS[first.aci].label, { exact: true })).toBeVisible();
    expect(within(row).getByRole('button', { name: CARD_TEXT.save(formatJvId(first.jmId)) })).toBeVisible();
    expect(root()).toHaveAttribute('data-layout', 'list');
  });

  it('lays each clip out as a row: the title beside the poster, not under it', () => {
    renderGrid({ layout: 'list' });
    const row = screen.getByRole('article', { name: first.publishingTitle ?? '' });
    const poster = row.querySelector('img');
    if (!poster) throw new Error('The row shows a poster.');
    const title = within(row).getByRole('heading').getBoundingClientRect();
    expect(title.left).toBeGreaterThanOrEqual(poster.getBoundingClientRect().right);
    expect(title.top).toBeLessThan(poster.getBoundingClientRect().bottom);
  });

  it('saves from a row as from a card', async () => {
    const onSave = vi.fn();
    renderGrid({ layout: 'list', onSave });
    const row = screen.getByRole('article', { name: second.publishingTitle ?? '' });
    await userEvent.click(within(row).getByRole('button', { name: CARD_TEXT.save(formatJvId(second.jmId)) }));
    expect(onSave).toHaveBeenCalledWith(second);
  });

  it('selects rows with their checkboxes, tints the selected ones and counts them', async () => {
    const onSelectionChange = vi.fn();
    renderGrid({ layout: 'list', selectMode: true, onSelectionChange });
    expect(screen.getAllByRole('checkbox')).toHaveLength(cards.length);
    await userEvent.click(screen.getByRole('checkbox', { name: selectName(second) }));
    expect(screen.getByText(formatMessage.videosSelected(1))).toBeVisible();
    expect(onSelectionChange).toHaveBeenLastCalledWith([second.jmId]);
    const selectedItem = screen.getByRole('checkbox', { name: selectName(second) }).closest('li');
    const otherItem = screen.getByRole('checkbox', { name: selectName(first) }).closest('li');
    if (!selectedItem || !otherItem) throw new Error('Rows are list items.');
    expect(selectedItem).toHaveAttribute('data-selected', 'true');
    expect(otherItem).toHaveAttribute('data-selected', 'false');
    expect(getComputedStyle(within(selectedItem).getByRole('article')).backgroundColor).not.toBe(
      getComputedStyle(within(otherItem).getByRole('article')).backgroundColor,
    );
    expect(getComputedStyle(selectedItem).outlineStyle).toBe('none');
  });

  it("puts a row's checkbox first in the Tab order, then its title and save toggle", async () => {
    renderGrid({ layout: 'list', selectMode: true, cards: [first] });
    screen.getByRole('checkbox', { name: selectName(first) }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: selectName(first) })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: first.publishingTitle ?? '' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: CARD_TEXT.save(formatJvId(first.jmId)) })).toHaveFocus();
  });

  it('shows row-shaped placeholders while loading', () => {
    renderGrid({ layout: 'list', status: 'loading', skeletonCount: 5 });
    expect(screen.getByRole('status')).toHaveTextContent(RESULTS_GRID_TEXT.loading);
    const placeholders = document.querySelector('[aria-hidden="true"]');
    expect(placeholders?.children).toHaveLength(5);
    const placeholder = placeholders?.firstElementChild;
    if (!placeholder) throw new Error('A placeholder row is there.');
    const box = placeholder.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(box.height * 2);
  });

  it('shows the zero-hit message with the trending clips as rows, and the error with its retry', async () => {
    renderGrid({ layout: 'list', status: 'empty', cards: [], trending: zeroHitSearchFixture.trending });
    const trending = screen.getByRole('region', { name: RESULTS_GRID_TEXT.trending });
    expect(within(trending).getAllByRole('article')).toHaveLength(zeroHitSearchFixture.trending?.length ?? 0);
    expect(within(trending).queryByRole('checkbox')).not.toBeInTheDocument();
    cleanup();
    const onRetry = vi.fn();
    renderGrid({ layout: 'list', status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(RESULTS_GRID_TEXT.error);
    await userEvent.click(screen.getByRole('button', { name: RESULTS_GRID_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a clip without an id as No Video Found, with nothing to select', () => {
    renderGrid({ layout: 'list', selectMode: true, cards: [videoFixtures.cleared, videoFixtures.noId] });
    expect(screen.getByText(MESSAGES.noVideoFound)).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});
