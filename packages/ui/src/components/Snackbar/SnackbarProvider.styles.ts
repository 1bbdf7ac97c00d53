import { css } from '@emotion/react';
import { media, theme } from '../../theme';

// The provider's own styles, apart from the snackbar's (`Snackbar.styles.ts`), which load with the queue on the
// first enqueue: Emotion's css() calls run when their module loads, so sharing a module would ship both.

/**
 * The one fixed region: top centre from `sm` up; at the bottom on a phone, above the safe area, where it
 * does not sit over the header's search field and the form fields a phone user is typing in (WCAG 2.4.11:
 * the on-screen keyboard covers the bottom, and the focused field is scrolled above it). It lets clicks
 * through where no snackbar is. `--snackbar-offset` is where its entrance starts: from the nearer edge.
 */
export const region = css({
  '--snackbar-offset': '0.75rem',
  position: 'fixed',
  insetBlockEnd: `calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px))`,
  insetInline: theme.space[3],
  zIndex: theme.zIndex.snackbar,
  pointerEvents: 'none',
  [media.sm]: {
    '--snackbar-offset': '-0.75rem',
    insetBlockStart: theme.space[4],
    insetBlockEnd: 'auto',
  },
});

/**
 * The two live containers inside the region (polite and assertive). Both stay mounted and rendered (never
 * `display: none`), even when empty, because screen readers only announce changes inside a live region they already know.
 */
export const live = css({
  display: 'flex',
  justifyContent: 'center',
});
