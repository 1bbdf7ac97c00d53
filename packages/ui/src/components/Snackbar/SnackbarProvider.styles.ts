import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { ABOVE_PRIVACY_TAB } from '../PrivacyPreferencesTab/privacyTabSize';

// The provider's own styles, apart from the snackbar's (`Snackbar.styles.ts`), which load with the queue on the
// first enqueue: Emotion's css() calls run when their module loads, so sharing a module would ship both.

/**
 * The one fixed region: top centre from `md` up; at the bottom on a phone (a large one on its side too), just
 * above the Privacy Preferences tab and the safe area, where it covers neither the header's navigation and
 * search nor the form fields a phone user is typing in (WCAG 2.4.11: the on-screen keyboard covers the bottom,
 * and the focused field is scrolled above it). It lets clicks through where no snackbar is.
 * `--snackbar-offset` is where its entrance starts: from the nearer edge.
 */
export const region = css({
  '--snackbar-offset': '0.75rem',
  position: 'fixed',
  insetBlockEnd: ABOVE_PRIVACY_TAB,
  insetInline: theme.space[3],
  zIndex: theme.zIndex.snackbar,
  pointerEvents: 'none',
  [media.md]: {
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
