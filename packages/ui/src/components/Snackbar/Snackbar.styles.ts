import { css } from '@emotion/react';
import { theme } from '../../theme';
import {
  notificationClose,
  notificationIcon,
  notificationSurface,
  notificationText,
} from './notification.styles';

/* The tone is `data-severity`, the exit `data-state="hiding"`; the look is the toast's (notification.styles.ts). */

export const snackbar = css(notificationSurface('translateY(var(--snackbar-offset, -0.75rem))'), {
  width: 'min(100%, 36rem)',
});

export const icon = notificationIcon;

export const message = notificationText;

export const actions = css({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  marginBlock: `calc(-1 * ${theme.space[1]})`,
});

export const close = notificationClose;
