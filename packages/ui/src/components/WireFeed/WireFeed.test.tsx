import { clipmarketLinksFixture } from '@clipmarket/mocks';
import { LIMITS, PAGE_SIZE, type FeedCard, type WireDay } from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import { WireFeed, WIRE_FEED_TEXT, type WireFeedProps } from '.';

const clip = (n: number, signedDate: string): FeedCard => ({
  jmId: String(1_300_000 + n),
  publishingTitle: `Clip number ${n}`,
  imgUrl: null,
  aci: 'GREEN',
  signedDate,
  duration: 30 + n,
});

const videos = [
  ...Array.from({ length: 7 }, (_, n) => clip(n, '2026-10-20')),
  ...Array.from({ length: 5 }, (_, n) => clip(10 + n, '2026-10-19')),
];
const days: WireDay[] = [
  { date: '2026-10-20', count: 7, videos: [] },
  { date: '2026-10-19', count: 9, videos: [] },
];

function renderFeed(props: Partial<WireFeedProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <WireFeed videos={videos} days={days} total={40} {...props} />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('WireFeed', () => {
  it('groups the clips by acquisition day under a heading with the day in DD MMM YY and its count', () => {
    renderFeed();
    const latest = screen.getByRole('region', { name: 'Acquired 20 Oct 26' });
    expect(within(latest).getByRole('heading', { level: 2 })).toHaveTextContent('Acquired 20 Oct 26');
    expect(within(latest).getAllByRole('article')).toHaveLength(7);
    expect(within(latest).getByText('7 clips')).toBeVisible();
    const earlier = screen.getByRole('region', { name: 'Acquired 19 Oct 26' });
    expect(within(earlier).getAllByRole('article')).toHaveLength(5);
    expect(within(earlier).getByText('9 clips')).toBeVisible();
  });

  it('starts in grid mode and switches to list mode, uncontrolled', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    renderFeed({ onModeChange });
    expect(screen.getByRole('button', { name: WIRE_FEED_TEXT.grid })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'grid');
    await user.click(screen.getByRole('button', { name: WIRE_FEED_TEXT.list }));
    expect(onModeChange).toHaveBeenCalledWith('list');
    expect(screen.getByRole('button', { name: WIRE_FEED_TEXT.list })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'list');
  });

  it('follows a controlled mode and only reports the change', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    renderFeed({ mode: 'list', onModeChange });
    await user.click(screen.getByRole('button', { name: WIRE_FEED_TEXT.grid }));
    expect(onModeChange).toHaveBeenCalledWith('grid');
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-layout', 'list');
  });

  it('offers every day in the day filter with its count, all days first', async () => {
    const user = userEvent.setup();
    const onDayFilterChange = vi.fn();
    renderFeed({ onDayFilterChange });
    const select = screen.getByRole('combobox', { name: WIRE_FEED_TEXT.dayFilter });
    expect(select).toHaveValue('all');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([WIRE_FEED_TEXT.allDays, '20 Oct 26 (7)', '19 Oct 26 (9)']);
    await user.selectOptions(select, '2026-10-19');
    expect(onDayFilterChange).toHaveBeenCalledWith('2026-10-19');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Acquired 20 Oct 26' })).not.toBeInTheDocument();
  });

  it('asks for more from "Load more" and says how many are shown of how many', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    renderFeed({ onLoadMore });
    expect(screen.getByText(WIRE_FEED_TEXT.progress(12, 40))).toBeVisible();
    await user.click(screen.getByRole('button', { name: WIRE_FEED_TEXT.loadMore }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('keeps "Load more" in place but inert while more are loading', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    renderFeed({ status: 'loadingMore', onLoadMore });
    const button = screen.getByRole('button', { name: WIRE_FEED_TEXT.loadMore });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(WIRE_FEED_TEXT.loadingMore);
    await user.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('moves focus from "Load more" to the end sentence when the wire runs out', async () => {
    const user = userEvent.setup();
    const { rerender } = renderFeed();
    await user.click(screen.getByRole('button', { name: WIRE_FEED_TEXT.loadMore }));
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <WireFeed videos={videos} days={days} status="end" />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: WIRE_FEED_TEXT.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(WIRE_FEED_TEXT.end)).toHaveFocus();
  });

  it('shows twelve placeholders and a status while the first page loads', () => {
    renderFeed({ status: 'loading', videos: [] });
    expect(screen.getByRole('status')).toHaveTextContent(WIRE_FEED_TEXT.loading);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(PAGE_SIZE.wire);
  });

  it(`shows at most ${LIMITS.wireFallbackTrending} trending clips when the wire is empty`, () => {
    renderFeed({ status: 'empty', videos: [], trending: videos });
    expect(screen.getByRole('heading', { name: WIRE_FEED_TEXT.emptyTitle })).toBeVisible();
    const trending = screen.getByRole('region', { name: WIRE_FEED_TEXT.trending });
    expect(within(trending).getAllByRole('article')).toHaveLength(LIMITS.wireFallbackTrending);
  });

  it('shows an error with a retry when the first page fails', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderFeed({ status: 'error', videos: [], onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(WIRE_FEED_TEXT.error);
    await user.click(screen.getByRole('button', { name: WIRE_FEED_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the clips when loading more fails, with the error under them', () => {
    renderFeed({ status: 'error', onRetry: vi.fn() });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('alert')).toHaveTextContent(WIRE_FEED_TEXT.loadMoreError);
    expect(screen.queryByRole('button', { name: WIRE_FEED_TEXT.loadMore })).not.toBeInTheDocument();
  });

  it('writes the state on the root', () => {
    renderFeed({ status: 'end' });
    expect(screen.getByRole('region', { name: WIRE_FEED_TEXT.label })).toHaveAttribute('data-state', 'end');
  });
});
