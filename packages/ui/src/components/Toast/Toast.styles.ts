import { css } from '@emotion/react';
import { theme } from '../../theme';
import { notificationSurface } from '../Snackbar/notification.styles';

export const toast = css(notificationSurface('translateX(1rem)'), {
  '--toast-tone': theme.color.info,
  '&[data-severity="success"]': { '--toast-tone': theme.color.success },
  '&[data-severity="warning"]': { '--toast-tone': theme.color.warning },
  '&[data-severity="error"]': { '--toast-tone': theme.color.danger },
  width: '100%',
  maxWidth: '24rem',
  background: theme.color.surfaceRaised,
  border: `1px solid ${theme.color.border}`,
  borderInlineStart: '4px solid var(--toast-tone)',
});

export const icon = css({
  flex: 'none',
  display: 'flex',
  paddingBlockStart: '0.0625rem',
  color: 'var(--toast-tone)',
});

export const body = css({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: '0.0625rem',
  overflowWrap: 'anywhere',
});

export const title = css({
  margin: 0,
  fontWeight: theme.font.weightBold,
});

export const message = css({
  margin: 0,
  color: theme.color.textMuted,
  'p + &': { marginBlockStart: theme.space[1] },
  // Without a title the message is the headline.
  '&:only-child': { color: theme.color.text },
});

/** The close button (`IconButton` sm), pulled up to line up with the message's first line. */
export const close = css({ marginBlock: `calc(-1 * ${theme.space[1]})` });
