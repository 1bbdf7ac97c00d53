import {
  DEFAULT_VIEWS,
  LIMITS,
  PAGE_SIZE,
  type FeedCard,
  type VideoCardData,
  type WireDay,
} from '@clipmarket/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { VideoCardLinkComponent } from '../VideoCard';
import { WireItem, type WireItemLayout } from '../WireItem';
import * as styles from './WireFeed.styles';
import { WIRE_FEED_TEXT } from './wireFeedText';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { GridIcon, ListIcon } from '../Icon';
import { Select } from '../Select';
import { useClipmarketLinks } from '../ClipmarketProvider';

/**
 * The wire's state: `loading` (first page), `ready` (clips shown, more to load), `loadingMore`, `end` (every
 * clip loaded), `empty` (no acquisitions: the trending fallback shows) or `error` (with clips shown, the
 * error is the failed "load more" and the clips stay).
 */
export type WireFeedStatus = 'loading' | 'ready' | 'loadingMore' | 'end' | 'empty' | 'error';

/** Grid or list, the wire's mode (grid by default). */
export type WireFeedMode = WireItemLayout;

/** 'all' or one acquisition day, 'yyyy-MM-dd' (all videos by default). */
export type WireFeedDayFilter = 'all' | (string & {});

export interface WireFeedProps {
  /**
   * Which state to show; see `WireFeedStatus`.
   * @default 'ready'
   */
  status?: WireFeedStatus;
  /**
   * The clips loaded so far, latest acquisitions first (`data` of `GET /api/public/videos?theWire=true`,
   * 12 more on each "load more"). They are grouped by their `signedDate`.
   * @default []
   */
  videos?: readonly FeedCard[];
  /**
   * The days with acquisitions (`data` of `GET /api/public/videos/theWireAcquisitions`): the day filter's
   * options and each day's count.
   * @default []
   */
  days?: readonly WireDay[];
  /**
   * Trending clips shown when the wire is empty (4 clips tagged 'LP Homepage Trending').
   * @default []
   */
  trending?: readonly FeedCard[];
  /** Clips in the wire (or in the chosen day); with it the feed says how many are shown of how many. */
  total?: number;
  /** Grid or list, controlled. Pair with `onModeChange`. */
  mode?: WireFeedMode;
  /**
   * The mode on first render when uncontrolled.
   * @default DEFAULT_VIEWS.wireMode ('grid')
   */
  defaultMode?: WireFeedMode;
  /** Called with the mode the user picks. */
  onModeChange?: (mode: WireFeedMode) => void;
  /** The day filter, controlled: 'all' or a day 'yyyy-MM-dd'. Pair with `onDayFilterChange`. */
  dayFilter?: WireFeedDayFilter;
  /**
   * The day filter on first render when uncontrolled.
   * @default DEFAULT_VIEWS.wireFilter ('all')
   */
  defaultDayFilter?: WireFeedDayFilter;
  /** Called with the day the user picks; the app loads that day's clips (`signedDate`) from offset 0. */
  onDayFilterChange?: (dayFilter: WireFeedDayFilter) => void;
  /** Called by "Load more"; the app loads the next `PAGE_SIZE.wire` (12) clips. */
  onLoadMore?: () => void;
  /** Called by the error state's retry button; without it no button shows. */
  onRetry?: () => void;
  /**
   * The error state's message.
   * @default WIRE_FEED_TEXT.error, or WIRE_FEED_TEXT.loadMoreError when clips are shown
   */
  errorMessage?: string;
  /**
   * The detail page of a clip.
   * @default (video) => the provider's `links.clip(video.jmId)` (see `ClipmarketProvider`)
   */
  hrefFor?: (video: FeedCard) => string;
  /**
   * The component that renders the items' links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /** Whether a clip is among the user's favourites (match with `isFavourite` of @clipmarket/core). */
  isFav?: (video: FeedCard) => boolean;
  /** Whether a clip is in the user's cart (match with `isInCart` of @clipmarket/core). */
  isInCart?: (video: FeedCard) => boolean;
  /** Called with a clip when its save toggle is pressed. */
  onSave?: (video: VideoCardData) => void;
  /** Called with a clip when its title or poster link is followed. */
  onOpen?: (video: VideoCardData) => void;
  /**
   * Level of the day headings; the items' titles are one level below.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Class of the root element. */
  className?: string;
}

const NO_VIDEOS: readonly FeedCard[] = [];
const NO_DAYS: readonly WireDay[] = [];
const UNDATED = '';

/** Clips grouped by acquisition day, in the order the days first appear. */
function groupByDay(videos: readonly FeedCard[]): [string, FeedCard[]][] {
  const groups = new Map<string, FeedCard[]>();
  for (const video of videos) {
    const day = video.signedDate ?? UNDATED;
    groups.set(day, [...(groups.get(day) ?? []), video]);
  }
  return [...groups];
}

/** The wire: the latest acquisitions by day, in grid or list mode, with a day filter and "load more". */
export function WireFeed({
  status = 'ready',
  videos = NO_VIDEOS,
  days = NO_DAYS,
  trending = NO_VIDEOS,
  total,
  mode: controlledMode,
  defaultMode = DEFAULT_VIEWS.wireMode,
  onModeChange,
  dayFilter: controlledDay,
  defaultDayFilter = DEFAULT_VIEWS.wireFilter,
  onDayFilterChange,
  onLoadMore,
  onRetry,
  errorMessage,
  hrefFor: givenHrefFor,
  linkComponent,
  isFav,
  isInCart,
  onSave,
  onOpen,
  headingLevel = 2,
  className,
}: WireFeedProps) {
  const links = useClipmarketLinks('WireFeed');
  const hrefFor = givenHrefFor ?? ((video: FeedCard) => links.clip(video.jmId));
  const [uncontrolledMode, setUncontrolledMode] = useState<WireFeedMode>(defaultMode);
  const [uncontrolledDay, setUncontrolledDay] = useState<WireFeedDayFilter>(defaultDayFilter);
  const mode = controlledMode ?? uncontrolledMode;
  const dayFilter = controlledDay ?? uncontrolledDay;
  const filterId = useId();
  const endRef = useRef<HTMLParagraphElement>(null);
  const loadMoreFocused = useRef(false);

  const setMode = (next: WireFeedMode) => {
    if (controlledMode === undefined) setUncontrolledMode(next);
    if (next !== mode) onModeChange?.(next);
  };
  const setDay = (next: WireFeedDayFilter) => {
    if (controlledDay === undefined) setUncontrolledDay(next);
    onDayFilterChange?.(next);
  };

  // The load-more button goes away at the end of the wire; its focus moves to the sentence that says so,
  // rather than dropping to the page's start.
  useEffect(() => {
    if (status === 'end' && loadMoreFocused.current) {
      loadMoreFocused.current = false;
      endRef.current?.focus();
    }
  }, [status]);

  const shown = dayFilter === 'all' ? videos : videos.filter((video) => video.signedDate === dayFilter);
  const hasClips = shown.length > 0;
  const countOf = (day: string) => days.find((d) => d.date === day)?.count;
  const DayHeading = `h${headingLevel}` as const;
  const itemHeading = (headingLevel + 1) as 3 | 4 | 5 | 6;
  const error = status === 'error';
  const inlineError = error && hasClips;

  const renderItems = (list: readonly FeedCard[], name: string) => (
    <ul css={styles.items} data-mode={mode} aria-label={name}>
      {list.map((video, index) => (
        <li key={`${video.jmId}:${index}`} css={styles.itemCell}>
          <WireItem
            video={video}
            href={hrefFor(video)}
            layout={mode}
            linkComponent={linkComponent}
            isFav={isFav?.(video) ?? video.isFav ?? false}
            inCart={isInCart?.(video) ?? false}
            onSave={onSave}
            onOpen={onOpen}
            headingLevel={itemHeading}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section data-state={status} aria-label={WIRE_FEED_TEXT.label} css={styles.root} className={className}>
      <div css={styles.toolbar}>
        <Select
          css={styles.field}
          size="sm"
          id={filterId}
          label={WIRE_FEED_TEXT.dayFilter}
          value={dayFilter}
          onChange={(event) => setDay(event.target.value)}
        >
          <option value="all">{WIRE_FEED_TEXT.allDays}</option>
          {days.map((day) => (
            <option key={day.date} value={day.date}>
              {WIRE_FEED_TEXT.dayOption(day.date, day.count)}
            </option>
          ))}
        </Select>
        <div role="group" aria-label={WIRE_FEED_TEXT.mode} css={styles.modeSwitch}>
          {(['grid', 'list'] as const).map((option) => (
            // A segment of a segmented control (pressed = the mode shown), not one of the system's buttons.
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              css={styles.modeButton}
              onClick={() => setMode(option)}
            >
              {option === 'grid' ? <GridIcon /> : <ListIcon />}
              {WIRE_FEED_TEXT[option]}
            </button>
          ))}
        </div>
      </div>

      {status === 'loading' ? (
        <SkeletonGroup
          label={WIRE_FEED_TEXT.loading}
          css={mode === 'list' ? styles.skeletonList : styles.skeletonGrid}
        >
          {Array.from({ length: PAGE_SIZE.wire }, (_, index) => (
            <div key={index} css={styles.skeleton}>
              <Skeleton shape="block" aspectRatio="16 / 9" css={styles.skeletonMedia} />
              <Skeleton lines={2} css={styles.skeletonLines} />
            </div>
          ))}
        </SkeletonGroup>
      ) : null}

      {error && !hasClips ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={WIRE_FEED_TEXT.retry}>
          {errorMessage ?? WIRE_FEED_TEXT.error}
        </InlineAlert>
      ) : null}

      {status === 'empty' ? (
        <>
          <EmptyState
            role="status"
            titleAs={DayHeading}
            title={WIRE_FEED_TEXT.emptyTitle}
            description={WIRE_FEED_TEXT.emptyHint}
          />
          {trending.length > 0 ? (
            <section css={styles.group} aria-label={WIRE_FEED_TEXT.trending}>
              <DayHeading css={styles.groupHeading}>{WIRE_FEED_TEXT.trending}</DayHeading>
              {renderItems(trending.slice(0, LIMITS.wireFallbackTrending), WIRE_FEED_TEXT.trending)}
            </section>
          ) : null}
        </>
      ) : null}

      {status !== 'loading' && status !== 'empty' && hasClips ? (
        <>
          {groupByDay(shown).map(([day, list]) => {
            const heading = day === UNDATED ? WIRE_FEED_TEXT.undated : WIRE_FEED_TEXT.dayHeading(day);
            const count = countOf(day);
            return (
              <section key={day || 'undated'} css={styles.group} aria-label={heading}>
                <div css={styles.groupHeader}>
                  <DayHeading css={styles.groupHeading}>
                    {day === UNDATED ? heading : <time dateTime={day}>{heading}</time>}
                  </DayHeading>
                  {count !== undefined ? (
                    <span css={styles.groupCount}>{WIRE_FEED_TEXT.dayCount(count)}</span>
                  ) : null}
                </div>
                {renderItems(list, heading)}
              </section>
            );
          })}

          <div css={styles.footer}>
            {total !== undefined ? (
              <p css={styles.progress}>{WIRE_FEED_TEXT.progress(shown.length, total)}</p>
            ) : null}
            {inlineError ? (
              <InlineAlert
                tone="error"
                css={styles.inlineError}
                onRetry={onRetry}
                retryLabel={WIRE_FEED_TEXT.retry}
              >
                {errorMessage ?? WIRE_FEED_TEXT.loadMoreError}
              </InlineAlert>
            ) : null}
            {status === 'ready' || status === 'loadingMore' ? (
              <Button
                variant="primary"
                loading={status === 'loadingMore'}
                onFocus={() => (loadMoreFocused.current = true)}
                onBlur={() => (loadMoreFocused.current = false)}
                onClick={() => status === 'ready' && onLoadMore?.()}
              >
                {WIRE_FEED_TEXT.loadMore}
              </Button>
            ) : null}
            <p
              role="status"
              css={status === 'end' ? styles.end : styles.visuallyHidden}
              ref={endRef}
              tabIndex={-1}
            >
              {status === 'loadingMore' ? WIRE_FEED_TEXT.loadingMore : null}
              {status === 'end' ? WIRE_FEED_TEXT.end : null}
            </p>
          </div>
        </>
      ) : null}
    </section>
  );
}
