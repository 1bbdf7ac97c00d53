import { PAGE_SIZE, type FeedCard } from '@clipmarket/core';
import {
  buildFeed,
  catalogueLibraryFixture,
  trendingFeedFixture,
  wireAcquisitionsFixture,
} from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { WireFeed, type WireFeedDayFilter, type WireFeedProps, type WireFeedStatus } from '@clipmarket/ui';

/** A page of the wire as `GET /api/public/videos?theWire=true` answers it. */
export function wirePage(offset: number, max: number, signedDate?: string) {
  return buildFeed(catalogueLibraryFixture, {
    offset,
    max,
    sort: 'latest',
    theWire: true,
    ...(signedDate ? { signedDate } : {}),
  });
}

const firstPage = wirePage(0, PAGE_SIZE.wire);

/**
 * The wire as the app runs it, against the fixture library: "Load more" adds 12, the day filter reloads
 * that day from the start, and the feed ends when every clip is shown. `limit` caps the library's wire so a
 * story can reach the end in one click.
 */
export function WireFeedDemo({ limit, ...props }: Partial<WireFeedProps> & { limit?: number }) {
  const [day, setDay] = useState<WireFeedDayFilter>('all');
  const [videos, setVideos] = useState<FeedCard[]>(() => wirePage(0, PAGE_SIZE.wire).data);
  const answer = wirePage(0, 1, day === 'all' ? undefined : day);
  const total = Math.min(answer.total, limit ?? answer.total);
  const status: WireFeedStatus = videos.length >= total ? 'end' : 'ready';
  const load = (nextDay: WireFeedDayFilter, offset: number) => {
    const page = wirePage(offset, PAGE_SIZE.wire, nextDay === 'all' ? undefined : nextDay).data;
    return page.slice(0, Math.max(0, (limit ?? Infinity) - offset));
  };
  return (
    <WireFeed
      {...props}
      status={status}
      videos={videos}
      total={total}
      days={wireAcquisitionsFixture.data}
      dayFilter={day}
      onDayFilterChange={(next) => {
        props.onDayFilterChange?.(next);
        setDay(next);
        setVideos(load(next, 0));
      }}
      onLoadMore={() => {
        props.onLoadMore?.();
        setVideos((shown) => [...shown, ...load(day, shown.length)]);
      }}
      linkComponent={StoryLink}
    />
  );
}

const meta = {
  title: 'Components/WireFeed',
  component: WireFeed,
  excludeStories: ['wirePage', 'WireFeedDemo'],
  args: {
    status: 'ready',
    videos: firstPage.data,
    total: firstPage.total,
    days: wireAcquisitionsFixture.data,
    trending: trendingFeedFixture.data,
    linkComponent: StoryLink,
    onLoadMore: fn(),
    onRetry: fn(),
    onModeChange: fn(),
    onDayFilterChange: fn(),
    onSave: fn(),
    onOpen: fn(),
  },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['loading', 'ready', 'loadingMore', 'end', 'empty', 'error'],
    },
    mode: { control: 'inline-radio', options: [undefined, 'grid', 'list'] },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof WireFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 12 acquisitions, grouped by day, in grid mode. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(PAGE_SIZE.wire);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { mode: 'list', headingLevel: 2 },
};

/** The wire against the fixture library: load more, pick a day, reach the end. */
export const Live: Story = {
  // No visual reference: the same picture as Default.
  tags: ['!visual'],
  render: (args) => <WireFeedDemo onLoadMore={args.onLoadMore} onDayFilterChange={args.onDayFilterChange} />,
};
