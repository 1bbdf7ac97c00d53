import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** The shimmering surface; still under reduced motion, where the sunken grey alone says "not here yet". */
export const bar = css({
  display: 'block',
  boxSizing: 'border-box',
  maxWidth: '100%',
  borderRadius: theme.radius.sm,
  background: `linear-gradient(90deg, ${theme.color.surfaceSunken} 25%, ${theme.color.border} 50%, ${theme.color.surfaceSunken} 75%) 0 0 / 200% 100%`,
  animation: `${shimmer} 1.4s linear infinite`,
  [media.reducedMotion]: { animation: 'none' },
});

/** A block fills its width unless told; a circle is 2.5 rem unless told, and round. */
export const shape = css({
  width: '100%',
  '&[data-shape="circle"]': {
    flex: 'none',
    width: '2.5rem',
    aspectRatio: '1',
    borderRadius: theme.radius.pill,
  },
});

/** Lines of the surrounding text: a bar of 1 em in a line of 1.5 em, the last of several at 60 %. */
export const text = css({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
});

export const line = css({
  height: '1em',
  marginBlock: '0.25em',
  '&:last-of-type:not(:first-of-type)': { width: '60%' },
});
