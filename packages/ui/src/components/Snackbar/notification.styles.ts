import { css, keyframes, type SerializedStyles } from '@emotion/react';
import { feedbackIcon, feedbackSurface, feedbackTitle, feedbackTones } from '../../primitives/feedback';
import { media, theme } from '../../theme';

/*
 * One look for both notifications (ADR 95): the snackbar and the toast are the same surface as an InlineAlert (the
 * tone's subtle colour, its edge, its icon; `feedbackTones` by `data-severity`), raised with a shadow because they
 * float over the page. They differ only in where they stand, how wide they are and where they come in from.
 */

/**
 * What a snackbar and a toast share: the tone's surface, layout and type, and the motion in from and back out to
 * `offset` (a CSS transform such as `translateY(-0.75rem)`). Each adds its width.
 */
export function notificationSurface(offset: string): SerializedStyles {
  // The entrance moves but does not fade: a first frame at opacity 0 reads as "not visible" to tests and to
  // anyone sampling the page at that instant.
  const enter = keyframes({ from: { transform: offset }, to: { transform: 'none' } });
  return css(feedbackTones('data-severity'), feedbackSurface, {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space[3],
    paddingBlock: theme.space[3],
    paddingInlineStart: theme.space[4],
    paddingInlineEnd: theme.space[2],
    boxShadow: theme.shadow.lg,
    animation: `${enter} ${theme.motion.durationBase} ${theme.motion.easingStandard}`,
    transition: `opacity ${theme.motion.durationBase} ${theme.motion.easingExit}, transform ${theme.motion.durationBase} ${theme.motion.easingExit}`,
    '&[data-state="hiding"]': { opacity: 0, transform: offset },
    [media.reducedMotion]: { animation: 'none', transform: 'none !important' },
  });
}

/** The severity's icon, in the tone. */
export const notificationIcon = feedbackIcon;

/** The title of a toast (a snackbar has none): bold, as an InlineAlert's. */
export const notificationTitle = feedbackTitle;

/** The text beside the icon: it wraps, and never widens the notification. */
export const notificationText = css({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingBlock: '0.0625rem',
  overflowWrap: 'anywhere',
});

/** The close button (`IconButton` sm) on the tinted surface: a darker wash under the pointer. */
export const notificationClose = css({
  [media.hover]: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: theme.color.wash },
  },
});
