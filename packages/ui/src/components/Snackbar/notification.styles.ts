import { css, keyframes, type SerializedStyles } from '@emotion/react';
import { media, theme } from '../../theme';

/**
 * What a snackbar and a toast share: the surface's layout and type, and the motion in from and back out to
 * `offset` (a CSS transform such as `translateY(-0.75rem)`). Each adds its own tone, border and width.
 */
export function notificationSurface(offset: string): SerializedStyles {
  // The entrance moves but does not fade: a first frame at opacity 0 reads as "not visible" to tests and to
  // anyone sampling the page at that instant.
  const enter = keyframes({ from: { transform: offset }, to: { transform: 'none' } });
  return css({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space[3],
    boxSizing: 'border-box',
    paddingBlock: theme.space[3],
    paddingInlineStart: theme.space[4],
    paddingInlineEnd: theme.space[2],
    color: theme.color.text,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.lg,
    fontSize: theme.font.sizeSm,
    lineHeight: theme.font.lineHeightBody,
    animation: `${enter} ${theme.motion.durationBase} ${theme.motion.easingStandard}`,
    transition: `opacity ${theme.motion.durationBase} ${theme.motion.easingExit}, transform ${theme.motion.durationBase} ${theme.motion.easingExit}`,
    '&[data-state="hiding"]': { opacity: 0, transform: offset },
    [media.reducedMotion]: { animation: 'none', transform: 'none !important' },
  });
}
