/*
 * A review's time as the reader reads it: the date and the time of day, in the reader's own time zone (the
 * owner wants to know when, where they are). English words, as the rest of the product's copy.
 */
const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '4 Mar 2026, 14:05' for an ISO date-time; the text as given when it is not one (format would throw). */
export function formatReviewTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : format.format(date);
}

/** A decision's or a comment's time, in a `<time>` that keeps the machine-readable value. */
export function ClipReviewTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} className={className}>
      {formatReviewTime(at)}
    </time>
  );
}
