import { CARD_TEXT, MESSAGES, SEARCH_COUNT_EXACT, formatJvId, formatMessage } from '@clipmarket/core';
import { searchResponseFixture, videoFixtures, videoGrid, zeroHitSearchFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResultsGrid, RESULTS_GRID_TEXT, VideoCardPriceProvider } from '@clipmarket/ui';
import { StoryLink } from '../VideoCard/VideoCard.stories';

const page = searchResponseFixture.data;
const [first, second] = page;
const selectFirst = RESULTS_GRID_TEXT.select(formatJvId(first?.jmId ?? ''));
const selectSecond = RESULTS_GRID_TEXT.select(formatJvId(second?.jmId ?? ''));

const meta = {
  title: 'Components/ResultsGrid/Features',
  component: ResultsGrid,
  tags: ['!autodocs'],
  args: {
    status: 'results',
    cards: page.slice(0, 12),
    totalResults: searchResponseFixture.pagination.totalResults,
    linkComponent: StoryLink,
    onSave: fn(),
    onOpen: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
  // The app gives every card the shop's "from" price once; so does every story here.
  decorators: [
    (Story) => (
      <VideoCardPriceProvider fromPrice="$49">
        <Story />
      </VideoCardPriceProvider>
    ),
  ],
} satisfies Meta<typeof ResultsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page on its way: placeholder cards (a full page of 60) hidden from screen readers, which hear a status. */
export const Loading: Story = {
  // No visual reference: a full page of 60 placeholders, too large to compare within the matcher's time.
  tags: ['!visual'],
  args: { status: 'loading', cards: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESULTS_GRID_TEXT.loading);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(60);
  },
};

/** Results with their exact count. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESULTS_GRID_TEXT.count(137))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.queryByText(RESULTS_GRID_TEXT.estimateNote)).not.toBeInTheDocument();
    // Every card says what a buyer filters by, and the price.
    for (const card of canvas.getAllByRole('article')) {
      const facts = within(card).getByRole('group', { name: CARD_TEXT.facts });
      await expect(facts).toHaveTextContent(new RegExp(`${CARD_TEXT.vertical}|${CARD_TEXT.horizontal}`));
      await expect(facts).toHaveTextContent(CARD_TEXT.fromPrice('$49'));
    }
  },
};

/** More hits than the server counts exactly (`totalIsEstimate`): "About n results" and why. */
export const EstimatedTotal: Story = {
  args: { totalResults: 48_213, totalIsEstimate: true },
  play: async ({ canvas }) => {
    await expect(48_213).toBeGreaterThan(SEARCH_COUNT_EXACT);
    await expect(canvas.getByText(RESULTS_GRID_TEXT.estimate(48_213))).toBeVisible();
    await expect(canvas.getByText(RESULTS_GRID_TEXT.estimateNote)).toBeVisible();
  },
};

/** Zero hits: the message, then the trending clips the answer carries instead. */
export const ZeroHits: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (results-zero-hits).
  tags: ['!visual'],
  args: { status: 'empty', cards: zeroHitSearchFixture.data, trending: zeroHitSearchFixture.trending },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: RESULTS_GRID_TEXT.noResultsTitle })).toBeVisible();
    await expect(canvas.getByText(RESULTS_GRID_TEXT.noResultsTrendingHint, { exact: false })).toBeVisible();
    const trending = canvas.getByRole('list', { name: RESULTS_GRID_TEXT.trending });
    await expect(within(trending).getAllByRole('article')).toHaveLength(
      zeroHitSearchFixture.trending?.length ?? 0,
    );
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Zero hits and no trending clips either: only the message, which promises no trending clips. */
export const ZeroHitsWithoutTrending: Story = {
  args: { status: 'empty', cards: [], trending: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESULTS_GRID_TEXT.noResultsHint)).toBeVisible();
    await expect(
      canvas.queryByText(RESULTS_GRID_TEXT.noResultsTrendingHint, { exact: false }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The search failed: an alert with a retry button. */
export const ErrorState: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESULTS_GRID_TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: RESULTS_GRID_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Bulk select, nothing selected yet: a hint of what selecting is for instead of a count of nothing. */
export const BulkSelectNothingSelected: Story = {
  args: { selectMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESULTS_GRID_TEXT.selectHint);
    await expect(canvas.queryByText(formatMessage.videosSelected(0))).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: RESULTS_GRID_TEXT.clearSelection })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Bulk select: a checkbox on each card; selected cards tinted with a "Selected" badge; the selection's count. */
export const BulkSelect: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (results-bulk-select).
  tags: ['!visual'],
  args: { selectMode: true, defaultSelectedIds: [second?.jmId ?? ''] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(formatMessage.videosSelected(1))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: selectSecond })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: selectFirst }));
    await expect(canvas.getByText(formatMessage.videosSelected(2))).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([second?.jmId, first?.jmId]);
    const item = canvas.getByRole('checkbox', { name: selectFirst }).closest('li');
    await expect(item).toHaveAttribute('data-selected', 'true');
    await expect(within(item as HTMLElement).getByText(RESULTS_GRID_TEXT.selected)).toBeVisible();
  },
};

/** "Select all on this page" adds the page; "Clear selection" empties it and the hint comes back. */
export const SelectPageAndClear: Story = {
  args: { selectMode: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: RESULTS_GRID_TEXT.selectPage }));
    await expect(canvas.getByText(formatMessage.videosSelected(12))).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: RESULTS_GRID_TEXT.clearSelection }));
    await expect(canvas.getByText(RESULTS_GRID_TEXT.selectHint)).toBeVisible();
  },
};

/** Without a mouse: Tab reaches each card's title, save toggle and checkbox in turn; Space selects. */
export const BulkSelectKeyboard: Story = {
  args: { selectMode: true, cards: page.slice(0, 2), totalResults: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: RESULTS_GRID_TEXT.selectPage })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: first?.publishingTitle ?? '' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: CARD_TEXT.save(formatJvId(first?.jmId ?? '')) }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: selectFirst })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(formatMessage.videosSelected(1))).toBeVisible();
  },
};

/** Long and missing titles, a clip with no id ('No Video Found!', nothing to select), one in the cart. */
export const LongTitlesAndGaps: Story = {
  args: {
    cards: [...videoGrid, videoFixtures.untitled, videoFixtures.noId],
    totalResults: undefined,
    selectMode: true,
    isInCart: (card) => card.jmId === videoFixtures.inquire.jmId,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.noVideoFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.noTitle })).toBeVisible();
    await expect(canvas.getByText(CARD_TEXT.inCart)).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(videoGrid.length + 1);
  },
};

/**
 * Widths of the grid the play function tries, with how many cards then share the not-found card's row: from 2
 * columns just past their breakpoint to 4 columns wide (GRID_TWO_COLUMNS_FROM 30rem, GRID_FOUR_COLUMNS_FROM
 * 50rem), and one column below them.
 */
const SIDE_BY_SIDE_WIDTHS = [
  ['32rem', 1],
  ['46rem', 1],
  ['52rem', 3],
  ['76rem', 3],
] as const;
const ONE_COLUMN_WIDTH = '22rem';

/**
 * A clip without an id among real cards: 'No Video Found!' stands as tall as the cards beside it, at every
 * width (its card fills the grid row; alone in a column it keeps the poster's 16:9). Pinned to a desktop, where
 * the play function narrows the grid through 2 and 4 columns and back.
 */
export const NoVideoFoundBesideCards: Story = {
  args: {
    cards: [videoFixtures.cleared, videoFixtures.inquire, videoFixtures.noId, videoFixtures.editorialOnly],
    totalResults: undefined,
  },
  globals: { viewport: { value: 'xl' } },
  render: (args) => (
    <div data-testid="grid-width">
      <ResultsGrid {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const frame = canvas.getByTestId('grid-width');
    const empty = canvasElement.querySelector<HTMLElement>('article[data-state="empty"]')!;
    // What the eye takes for the card: the message's box, which fills the card inside its border.
    const message = within(empty).getByText(MESSAGES.noVideoFound);
    const box = (element: Element) => element.getBoundingClientRect();
    const borders = (element: Element) =>
      parseFloat(getComputedStyle(element).borderTopWidth) +
      parseFloat(getComputedStyle(element).borderBottomWidth);
    const sameRow = () =>
      canvas
        .getAllByRole('article')
        .filter((card) => card !== empty && Math.abs(box(card).top - box(empty).top) < 1);
    /** The cards beside the message, and how far each one's height is from the message's (plus the border). */
    const differences = () =>
      sameRow().map((card) => Math.abs(box(card).height - (box(message).height + borders(empty))));
    const resize = async (width: string) => {
      frame.style.inlineSize = width;
      // A page that gives every change a transition, however short (the visual tests' no-motion style), lays
      // the new width out only once it has run.
      await waitFor(() => expect(canvasElement.getAnimations({ subtree: true })).toEqual([]));
    };

    for (const [width, besideIt] of SIDE_BY_SIDE_WIDTHS) {
      await resize(width);
      const beside = differences();
      await expect(beside, `cards beside it at ${width}`).toHaveLength(besideIt);
      for (const difference of beside) {
        await expect(difference, `height difference at ${width}`).toBeLessThanOrEqual(1);
      }
    }

    // One column: nothing beside it, and it keeps the poster's shape rather than shrinking to its words.
    await resize(ONE_COLUMN_WIDTH);
    await expect(sameRow()).toEqual([]);
    await expect(box(message).height).toBeGreaterThanOrEqual((box(message).width * 9) / 16 - 1);

    await resize('');
    await expect(differences()).toHaveLength(3);
    for (const difference of differences()) await expect(difference).toBeLessThanOrEqual(1);
  },
};

/** A phone: one card a row, the selection bar wraps above them. */
export const Mobile: Story = {
  args: { selectMode: true, cards: page.slice(0, 4), defaultSelectedIds: [first?.jmId ?? ''] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('article');
    await expect(a?.getBoundingClientRect().left).toBe(b?.getBoundingClientRect().left);
    await expect(canvas.getByRole('checkbox', { name: selectFirst })).toBeVisible();
  },
};

/** The filter panel's Display "List": one compact row a clip, poster on the left, save on the right. */
export const List: Story = {
  args: {
    layout: 'list',
    isInCart: (card) => card.jmId === second?.jmId,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: RESULTS_GRID_TEXT.label });
    const rows = within(list).getAllByRole('article');
    await expect(rows).toHaveLength(12);
    const row = canvas.getByRole('article', { name: first?.publishingTitle ?? '' });
    await expect(within(row).getByRole('link', { name: first?.publishingTitle ?? '' })).toBeVisible();
    await expect(within(row).getByText(formatJvId(first?.jmId ?? ''))).toBeVisible();
    await expect(
      within(row).getByRole('button', { name: CARD_TEXT.save(formatJvId(first?.jmId ?? '')) }),
    ).toBeVisible();
    await expect(within(row).getByRole('group', { name: CARD_TEXT.facts })).toHaveTextContent(
      CARD_TEXT.fromPrice('$49'),
    );
    // A row: the title stands beside the poster, not under it.
    const poster = row.querySelector('img');
    const title = within(row).getByRole('heading');
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(
      poster?.getBoundingClientRect().right ?? 0,
    );
  },
};

/** List rows in bulk select: the checkbox is the row's first column; a selected row is tinted. */
export const ListSelectMode: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (results-list-select).
  tags: ['!visual'],
  args: { layout: 'list', selectMode: true, defaultSelectedIds: [second?.jmId ?? ''] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: selectSecond })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: selectFirst }));
    await expect(canvas.getByText(formatMessage.videosSelected(2))).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([second?.jmId, first?.jmId]);
    const item = canvas.getByRole('checkbox', { name: selectFirst }).closest('li');
    await expect(item).toHaveAttribute('data-selected', 'true');
  },
};

/** A phone: the rows stay rows, poster on the left and text beside it, with their checkboxes. */
export const ListMobile: Story = {
  args: {
    layout: 'list',
    selectMode: true,
    cards: [...page.slice(0, 5), videoFixtures.noId],
    defaultSelectedIds: [first?.jmId ?? ''],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: first?.publishingTitle ?? '' });
    const poster = row.querySelector('img');
    const title = within(row).getByRole('heading');
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(
      poster?.getBoundingClientRect().right ?? 0,
    );
    await expect(canvas.getByRole('checkbox', { name: selectFirst })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.noVideoFound)).toBeVisible();
  },
};

/** A list on its way: row-shaped placeholders, so the rows do not jump in when they arrive. */
export const ListLoading: Story = {
  args: { layout: 'list', status: 'loading', cards: [], skeletonCount: 8 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESULTS_GRID_TEXT.loading);
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(8);
  },
};

/** Zero hits in the list layout: the message, then the trending clips as rows. */
export const ListZeroHits: Story = {
  args: {
    layout: 'list',
    status: 'empty',
    cards: zeroHitSearchFixture.data,
    trending: zeroHitSearchFixture.trending,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: RESULTS_GRID_TEXT.noResultsTitle })).toBeVisible();
    const trending = canvas.getByRole('list', { name: RESULTS_GRID_TEXT.trending });
    await expect(within(trending).getAllByRole('article')).toHaveLength(
      zeroHitSearchFixture.trending?.length ?? 0,
    );
  },
};
