import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const fade = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

/** Fixed along the top edge, above the sticky header; it never takes a click. */
export const root = css({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: theme.zIndex.overlay,
  height: '3px',
  pointerEvents: 'none',
  '&[data-state="idle"]': { display: 'none' },
});

export const track = css({
  position: 'relative',
  height: '100%',
  overflow: 'hidden',
});

export const bar = css({
  height: '100%',
  background: theme.color.accent,
  '[data-state="loading"] &': {
    // Indeterminate: a chunk has no size the client knows, so the bar travels rather than fills.
    width: '40%',
    animation: `${slide} 1.2s ${theme.motion.easingStandard} infinite`,
  },
  '[data-state="done"] &': {
    width: '100%',
    animation: `${fade} ${theme.motion.durationSlow} ${theme.motion.easingExit} ${theme.motion.durationBase} both`,
  },
  [media.reducedMotion]: {
    // No travel and no fade: a still, full-width bar while loading, and a full one when done.
    '[data-state="loading"] &, [data-state="done"] &': { width: '100%', animation: 'none' },
    '[data-state="loading"] &': { opacity: 0.6 },
  },
});
