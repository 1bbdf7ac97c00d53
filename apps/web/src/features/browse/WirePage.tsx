import { DEFAULT_VIEWS, PAGE_SIZE } from '@clipmarket/core';
import {
  Button,
  WireFeed,
  type WireFeedDayFilter,
  type WireFeedMode,
  type WireFeedStatus,
} from '@clipmarket/ui';
import { useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { useSaveToPlaylist } from '../playlists';
import { WireFollow } from '../search';
import { BROWSE_COPY } from './copy';
import { useWireDays, useWireFallback, useWireFeed } from './useWireData';
import * as styles from './WirePage.styles';

const copy = BROWSE_COPY.wire;

/**
 * The wire (`/thewire`): the latest acquisitions by day, grid by default or list, a day filter,
 * trending only, and 12 more clips on each "Load more" (spec sections 4 and 9).
 */
export default function WirePage() {
  const [mode, setMode] = useState<WireFeedMode>(DEFAULT_VIEWS.wireMode);
  const [dayFilter, setDayFilter] = useState<WireFeedDayFilter>(DEFAULT_VIEWS.wireFilter);
  const [trending, setTrending] = useState(false);
  const { save } = useSaveToPlaylist();

  const days = useWireDays();
  const feed = useWireFeed({ day: dayFilter === 'all' ? null : dayFilter, trending });
  const pages = feed.data ?? [];
  const videos = pages.flatMap((page) => page.data);
  const total = pages[0]?.total;
  const firstLoading = pages.length === 0 && !feed.error;
  const empty = pages.length > 0 && videos.length === 0;
  const fallback = useWireFallback(empty);
  const loadingMore = feed.isValidating && feed.size > pages.length;

  let status: WireFeedStatus;
  if (firstLoading) status = 'loading';
  else if (feed.error) status = 'error';
  else if (empty) status = 'empty';
  else if (loadingMore) status = 'loadingMore';
  else if (total !== undefined && videos.length >= total) status = 'end';
  else if ((pages.at(-1)?.data.length ?? 0) < PAGE_SIZE.wire) status = 'end';
  else status = 'ready';

  const retry = () => {
    if (days.error) void days.mutate();
    void feed.mutate();
  };

  return (
    <PageShell
      heading={copy.heading}
      lead={copy.lead}
      aside={
        <Button variant="toggle" aria-pressed={trending} onClick={() => setTrending(!trending)}>
          <span css={styles.toggleDot} aria-hidden="true" />
          {copy.trendingOnly}
        </Button>
      }
    >
      <WireFollow />
      <WireFeed
        status={status}
        videos={videos}
        days={days.data?.data ?? []}
        trending={fallback.data?.data ?? []}
        total={total}
        mode={mode}
        onModeChange={setMode}
        dayFilter={dayFilter}
        onDayFilterChange={setDayFilter}
        onLoadMore={() => void feed.setSize(feed.size + 1)}
        onRetry={retry}
        linkComponent={AppLink}
        onSave={(video) => save(video.jmId)}
      />
    </PageShell>
  );
}
