import type { AlertFrequency } from '@clipmarket/core';

/**
 * The words of the dialog that saves a search (issue 33, item 3; ADR 90 names the feature, not its wording); the
 * wording is ours. The server's messages (a blank name, a name taken, the account full) are core's
 * `SAVED_SEARCH_MESSAGES`.
 */
export const SAVE_SEARCH_DIALOG_TEXT = {
  title: 'Save this search',
  /** Over what the search looks for. */
  summaryLabel: 'Your search',
  /** What the search looks for, from core's `savedSearchSummary`: '“storm” · Weather, Nature'. */
  summary: (parts: readonly string[]): string => parts.join(' · '),
  name: 'Name',
  /** The legend of the alert choice. */
  alert: 'Email me new clips',
  alertHint: 'At most one email a day or a week, and only when there are new clips.',
  /** Each alert frequency of the contract's `ALERT_FREQUENCIES`, as the choice offers it. */
  alertOptions: { off: 'Never', daily: 'Daily', weekly: 'Weekly' } satisfies Record<AlertFrequency, string>,
  save: 'Save search',
  /** Read aloud while the save runs (the button shows a spinner). */
  saving: 'Saving your search…',
  cancel: 'Cancel',
} as const;
