import { SAVED_SEARCH_LIMITS, type AlertFrequency } from '@clipmarket/core';

/** New clips as the badge counts them: the number, up to `SAVED_SEARCH_LIMITS.newCounted`, then '99+'. */
const count = (newClips: number): string =>
  newClips > SAVED_SEARCH_LIMITS.newCounted ? `${SAVED_SEARCH_LIMITS.newCounted}+` : String(newClips);

/**
 * The words of the account's saved searches (issue 33, item 3; ADR 90 names the feature, not its wording); the
 * wording is ours.
 */
export const SAVED_SEARCH_LIST_TEXT = {
  count,
  /** The list's accessible name. */
  label: 'Saved searches',
  /** What a search looks for, from core's `savedSearchSummary`: '“storm” · Weather, Nature'. */
  summary: (parts: readonly string[]): string => parts.join(' · '),
  /** The badge as shown: '3 new', '99+ new'. */
  newBadge: (newClips: number): string => `${count(newClips)} new`,
  /** The badge as read aloud: '3 new clips since you last looked'. */
  newClips: (newClips: number): string =>
    `${count(newClips)} new ${newClips === 1 ? 'clip' : 'clips'} since you last looked`,
  /** The alert select's name, read aloud only: 'Alert for Storms at sea'. */
  alertLabel: (name: string): string => `Alert for ${name}`,
  /** Each alert frequency of the contract's `ALERT_FREQUENCIES`, as the select offers it. */
  alertOptions: { off: 'No alert', daily: 'Daily alert', weekly: 'Weekly alert' } satisfies Record<
    AlertFrequency,
    string
  >,
  delete: 'Delete',
  /** Delete's name, read aloud: 'Delete Storms at sea'. */
  deleteLabel: (name: string): string => `Delete ${name}`,
  loading: 'Loading saved searches…',
  failed: 'Your saved searches could not be loaded.',
  retry: 'Try again',
  empty:
    'No saved searches yet. Save a search from the search page to see how many new clips it finds and to get alerts by email.',
} as const;
