import * as styles from './RouteProgressBar.styles';
import { ROUTE_PROGRESS_TEXT } from './routeProgressText';

/** Where the route's code is: `loading` while its chunk downloads, `done` once it has, `idle` otherwise. */
export type RouteProgressBarStatus = 'idle' | 'loading' | 'done';

export interface RouteProgressBarProps {
  /**
   * Where the lazy route's chunk is. `done` fills the bar and fades it out; set `idle` afterwards (or on the
   * next navigation, `loading` again).
   * @default 'idle'
   */
  status?: RouteProgressBarStatus;
  /**
   * The progress bar's accessible name.
   * @default ROUTE_PROGRESS_TEXT.loading
   */
  label?: string;
}

/** A thin bar along the top of the window while a lazily loaded route's code downloads. */
export function RouteProgressBar({
  status = 'idle',
  label = ROUTE_PROGRESS_TEXT.loading,
}: RouteProgressBarProps) {
  return (
    <div css={styles.root} data-state={status}>
      {status === 'idle' ? null : (
        <div
          css={styles.track}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          // Indeterminate while loading (no value): the client cannot know how far a chunk has come.
          aria-valuenow={status === 'done' ? 100 : undefined}
        >
          <div css={styles.bar} />
        </div>
      )}
    </div>
  );
}
