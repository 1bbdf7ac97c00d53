/**
 * The route progress bar's accessible name. The spec (section 2) names the bar but not its label, and
 * @clipmarket/core has no entry for it yet, so the wording is ours and lives here until core takes it over.
 */
export const ROUTE_PROGRESS_TEXT = {
  loading: 'Loading page',
} as const;
