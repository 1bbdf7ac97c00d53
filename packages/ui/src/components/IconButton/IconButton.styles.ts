import { css } from '@emotion/react';
import { focusRing } from '../../primitives/styles/a11y';
import { media, theme } from '../../theme';

/**
 * An icon-only button: no border or fill until hovered, muted until then. `md` is a 40 px circle (dialogs,
 * search); `sm` a 32 px rounded square (notifications, chips). The `inverse` tone sits on a dark bar: the bar's
 * own text colour, a translucent light fill under the pointer, and the focus ring in the text colour (the
 * house ring's blue is too dark to see there).
 */
export const iconButton = css(focusRing, {
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  '&[data-size="sm"]': { width: '2rem', height: '2rem', borderRadius: theme.radius.sm },
  '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&:where([data-tone="inverse"])': { color: 'inherit' },
  '&:where([data-tone="inverse"]):focus-visible': { outlineColor: 'currentColor' },
  [media.hover]: {
    // :where() keeps these at the specificity of a plain :hover, so a caller's own hover look wins.
    '&:hover:where(:not([aria-disabled="true"]):not(:disabled))': {
      background: theme.color.surfaceSunken,
      color: theme.color.text,
    },
    '&:hover:where([data-tone="inverse"]:not([aria-disabled="true"]):not(:disabled))': {
      background: theme.color.washInverse,
      color: 'inherit',
    },
  },
});
