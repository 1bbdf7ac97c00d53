import { formatCount, formatDisplayDate } from '@clipmarket/core';

/**
 * Texts of the wire that the spec names but does not word (sections 3, 4 and 9: the wire's mode, day filter,
 * "load more by 12" and its trending fallback); the wording is ours. They belong in @clipmarket/core once
 * core is open for edits.
 */
export const WIRE_FEED_TEXT = {
  /** Accessible name of the feed. */
  label: 'The wire',
  /** Label of the day filter. */
  dayFilter: 'Acquired on',
  /** The day filter's first option: every day ('all', spec section 4's default). */
  allDays: 'All days',
  /** A day of the day filter, e.g. '20 Oct 26 (14)'. */
  dayOption: (date: string, count: number): string => `${formatDisplayDate(date)} (${count})`,
  /** Accessible name of the mode switch. */
  mode: 'View',
  grid: 'Grid',
  list: 'List',
  /** Heading of a day's group, e.g. 'Acquired 20 Oct 26'. */
  dayHeading: (date: string): string => `Acquired ${formatDisplayDate(date)}`,
  /** A day's clip count, e.g. '14 clips'. */
  dayCount: (n: number): string => `${formatCount(n)} ${n === 1 ? 'clip' : 'clips'}`,
  /** Clips of an unknown day. */
  undated: 'Acquisition day unknown',
  loading: 'Loading the wire…',
  loadMore: 'Load more',
  loadingMore: 'Loading more clips…',
  /** How far the reader is, e.g. 'Showing 24 of 137 clips'. */
  progress: (shown: number, total: number): string =>
    `Showing ${formatCount(shown)} of ${formatCount(total)} clips`,
  end: 'You have reached the end of the wire.',
  emptyTitle: 'No new acquisitions',
  emptyHint: 'Nothing has been acquired on the days shown. These clips are trending in the meantime.',
  trending: 'Trending now',
  error: 'The wire could not be loaded.',
  loadMoreError: 'More clips could not be loaded.',
  retry: 'Try again',
} as const;
