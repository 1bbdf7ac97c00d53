import { CARD_TEXT, LIMITS, PAGE_SIZE, formatDisplayDate } from '@clipmarket/core';
import { trendingFeedFixture, wireAcquisitionsFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { WireFeed, WIRE_FEED_TEXT } from '@clipmarket/ui';
import { WireFeedDemo, wirePage } from './WireFeed.stories';

const firstPage = wirePage(0, PAGE_SIZE.wire);
const twoPages = wirePage(0, PAGE_SIZE.wire * 2);
const latestDay = wireAcquisitionsFixture.data[0]!;
const secondDay = wireAcquisitionsFixture.data[1]!;

const meta = {
  title: 'Components/WireFeed/Features',
  component: WireFeed,
  tags: ['!autodocs'],
  args: {
    status: 'ready',
    videos: firstPage.data,
    total: firstPage.total,
    days: wireAcquisitionsFixture.data,
    linkComponent: StoryLink,
    onLoadMore: fn(),
    onRetry: fn(),
    onModeChange: fn(),
    onDayFilterChange: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof WireFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way: twelve placeholders and a status for screen readers. */
export const Loading: Story = {
  args: { status: 'loading', videos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(WIRE_FEED_TEXT.loading);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** Clips grouped by acquisition day, newest day first, each with the day's count. */
export const GroupedByDay: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (wire-by-day).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const latest = canvas.getByRole('region', { name: WIRE_FEED_TEXT.dayHeading(latestDay.date) });
    await expect(
      within(latest).getByRole('heading', { level: 2, name: WIRE_FEED_TEXT.dayHeading(latestDay.date) }),
    ).toBeVisible();
    await expect(within(latest).getByText(WIRE_FEED_TEXT.dayCount(latestDay.count))).toBeVisible();
    await expect(canvas.getByText(WIRE_FEED_TEXT.progress(PAGE_SIZE.wire, firstPage.total))).toBeVisible();
  },
};

/** List mode: one row per clip; the switch says which mode is on. */
export const ListMode: Story = {
  args: { defaultMode: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: WIRE_FEED_TEXT.list })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'list');
  },
};

/** The switch changes the mode: from list back to grid, by keyboard. */
export const SwitchMode: Story = {
  args: { defaultMode: 'list' },
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('button', { name: WIRE_FEED_TEXT.grid });
    grid.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('grid');
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'grid');
  },
};

/** "Load more" was pressed: the button stays (focus stays on it) and says it is busy. */
export const LoadingMore: Story = {
  args: { status: 'loadingMore' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: WIRE_FEED_TEXT.loadMore });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(WIRE_FEED_TEXT.loadingMore);
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Every clip is shown: no button, a sentence saying so. */
export const End: Story = {
  // No visual reference: every clip of the feed in one picture, too large to compare within the matcher's time.
  tags: ['!visual'],
  args: { status: 'end', videos: twoPages.data, total: twoPages.data.length },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: WIRE_FEED_TEXT.loadMore })).not.toBeInTheDocument();
    await expect(canvas.getByText(WIRE_FEED_TEXT.end)).toBeVisible();
  },
};

/** No acquisitions: a message and the four trending clips instead. */
export const EmptyWithTrending: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (wire-empty-trending).
  tags: ['!visual'],
  args: { status: 'empty', videos: [], days: [], trending: trendingFeedFixture.data },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: WIRE_FEED_TEXT.emptyTitle })).toBeVisible();
    const trending = canvas.getByRole('region', { name: WIRE_FEED_TEXT.trending });
    await expect(within(trending).getAllByRole('article')).toHaveLength(LIMITS.wireFallbackTrending);
  },
};

/** The first page failed: an alert and a retry. */
export const FirstPageFailed: Story = {
  args: { status: 'error', videos: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WIRE_FEED_TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: WIRE_FEED_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** "Load more" failed: the clips stay, the error and a retry sit under them. */
export const LoadMoreFailed: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (wire-load-more-failed).
  tags: ['!visual'],
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(PAGE_SIZE.wire);
    await expect(canvas.getByRole('alert')).toHaveTextContent(WIRE_FEED_TEXT.loadMoreError);
    await expect(canvas.getByRole('button', { name: WIRE_FEED_TEXT.retry })).toBeVisible();
  },
};

/** The day filter lists each day with its count; picking one shows that day only. */
export const DayFilter: Story = {
  render: (args) => <WireFeedDemo onDayFilterChange={args.onDayFilterChange} />,
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: WIRE_FEED_TEXT.dayFilter });
    await expect(within(select).getByRole('option', { name: WIRE_FEED_TEXT.allDays })).toBeInTheDocument();
    await userEvent.selectOptions(select, secondDay.date);
    await expect(args.onDayFilterChange).toHaveBeenCalledWith(secondDay.date);
    await waitFor(() => expect(canvas.getAllByRole('region', { name: /^Acquired / })).toHaveLength(1));
    await expect(
      canvas.getByRole('heading', { name: WIRE_FEED_TEXT.dayHeading(secondDay.date) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(formatDisplayDate(secondDay.date), { exact: false, selector: 'option' }),
    ).toBeInTheDocument();
  },
};

/** Keyboard: "Load more" adds 12; at the end of the wire focus moves to the sentence that says so. */
export const LoadMoreToTheEnd: Story = {
  render: (args) => <WireFeedDemo limit={PAGE_SIZE.wire + 5} onLoadMore={args.onLoadMore} />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: WIRE_FEED_TEXT.loadMore });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE_SIZE.wire + 5));
    await waitFor(() => expect(canvas.getByText(WIRE_FEED_TEXT.end)).toHaveFocus());
  },
};

/** A phone, grid mode: one column of cards. */
export const MobileGrid: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Save JV#/ }).length).toBe(PAGE_SIZE.wire);
  },
};

/** A phone, list mode: compact rows. */
export const MobileList: Story = {
  args: { defaultMode: 'list' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const first = firstPage.data[0]!;
    await expect(canvas.getByRole('button', { name: CARD_TEXT.save(`JV#${first.jmId}`) })).toBeVisible();
  },
};
