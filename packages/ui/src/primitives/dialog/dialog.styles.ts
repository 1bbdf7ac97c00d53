import { css, keyframes, type Keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

// The base look of the package's modals: the backdrop, the surface and its motion, the header, the heading,
// the body and the footer. `Dialog` composes these (its close button is an `IconButton`); FilterPanel's drawer
// too. Internal: not exported from the package.

/** Movement only: fading from opacity 0 would make the dialog count as invisible while it enters. */
export const riseIn = keyframes({
  from: { transform: 'translateY(1rem)' },
  to: { transform: 'translateY(0)' },
});

/** For a drawer along the inline start edge. */
export const slideInFromStart = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

/**
 * The `<dialog>` itself: the backdrop, a scrolling surface and its entrance, none with reduced motion. Size and
 * placement are the component's.
 */
export function surface(enter: Keyframes = riseIn) {
  return css({
    boxSizing: 'border-box',
    padding: 0,
    border: 0,
    background: theme.color.surface,
    color: theme.color.text,
    overflow: 'auto',
    overscrollBehavior: 'contain',
    '&::backdrop': { background: theme.color.overlay },
    '&[open]': { animation: `${enter} ${theme.motion.durationSlow} ${theme.motion.easingStandard}` },
    [media.reducedMotion]: { '&[open]': { animation: 'none' } },
  });
}

/** The heading and the close button side by side. */
export const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
});

/** A header that stays in view while the dialog scrolls. */
export const stickyHeader = css(header, {
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: theme.color.surface,
});

export const heading = css({
  margin: 0,
  fontSize: theme.font.sizeLg,
  lineHeight: theme.font.lineHeightTight,
  // Focus lands here on open so the title is read first; it is not a control, so it shows no ring.
  '&:focus': { outline: 'none' },
});

export const body = css({
  paddingInline: theme.space[4],
  paddingBlockEnd: theme.space[4],
});

/**
 * The actions, at the end, above a rule. It sticks to the bottom of the scrolling dialog, so on a short
 * screen the buttons stay in view and the content scrolls under them.
 */
export const footer = css({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  background: theme.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space[2],
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
  borderBlockStart: `1px solid ${theme.color.border}`,
});
