import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { ABOVE_PRIVACY_TAB } from '../PrivacyPreferencesTab/privacyTabSize';

// The provider's own styles, apart from the toast's (`Toast.styles.ts`), which load with the toast's view on
// the first show(): Emotion's css() calls run when their module loads, so sharing a module would ship both.

/**
 * The one fixed region, bottom right; on a phone at the bottom, full width less a margin, just above the Privacy
 * Preferences tab and the safe area, where it covers no navigation.
 */
export const region = css({
  position: 'fixed',
  insetBlockEnd: ABOVE_PRIVACY_TAB,
  insetInline: theme.space[3],
  zIndex: theme.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.space[2],
  pointerEvents: 'none',
  [media.sm]: {
    insetBlockEnd: theme.space[4],
    insetInlineStart: 'auto',
    insetInlineEnd: theme.space[4],
    width: '24rem',
  },
});

/**
 * The two live containers (polite, then assertive nearest the corner). Both stay mounted and rendered
 * (never `display: none`), even when empty, because screen readers only announce changes inside a live
 * region they already know.
 */
export const live = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
});
