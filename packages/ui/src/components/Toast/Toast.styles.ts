import { css } from '@emotion/react';
import { theme } from '../../theme';
import {
  notificationClose,
  notificationIcon,
  notificationSurface,
  notificationText,
  notificationTitle,
} from '../Snackbar/notification.styles';

/* The tone is `data-severity`, the exit `data-state="hiding"`; the look is the snackbar's (notification.styles.ts). */

export const toast = css(notificationSurface('translateX(1rem)'), {
  width: '100%',
  maxWidth: '24rem',
});

export const icon = notificationIcon;

export const body = notificationText;

export const title = notificationTitle;

export const message = css({
  margin: 0,
  color: theme.color.textMuted,
  'p + &': { marginBlockStart: theme.space[1] },
  // Without a title the message is the headline.
  '&:only-child': { color: theme.color.text },
});

/** The close button (`IconButton` sm), pulled up to line up with the message's first line. */
export const close = css(notificationClose, { marginBlock: `calc(-1 * ${theme.space[1]})` });
