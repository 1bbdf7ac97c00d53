import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { notificationSurface } from './notification.styles';

export const snackbar = css(notificationSurface('translateY(var(--snackbar-offset, -0.75rem))'), {
  // One tone per severity, read by the border, icon and action below.
  '--snackbar-tone': theme.color.info,
  '--snackbar-tone-subtle': theme.color.infoSubtle,
  '&[data-severity="success"]': {
    '--snackbar-tone': theme.color.success,
    '--snackbar-tone-subtle': theme.color.successSubtle,
  },
  '&[data-severity="warning"]': {
    '--snackbar-tone': theme.color.warning,
    '--snackbar-tone-subtle': theme.color.warningSubtle,
  },
  '&[data-severity="error"]': {
    '--snackbar-tone': theme.color.danger,
    '--snackbar-tone-subtle': theme.color.dangerSubtle,
  },
  width: 'min(100%, 36rem)',
  background: 'var(--snackbar-tone-subtle)',
  border: `1px solid var(--snackbar-tone)`,
  borderInlineStartWidth: '4px',
});

export const icon = css({
  flex: 'none',
  display: 'flex',
  // Centre the 20 px glyph on the first line of text.
  paddingBlockStart: '0.0625rem',
  color: 'var(--snackbar-tone)',
});

export const message = css({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingBlock: '0.0625rem',
  overflowWrap: 'anywhere',
});

export const actions = css({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  marginBlock: `calc(-1 * ${theme.space[1]})`,
});

/** The close button (`IconButton` sm) on the snackbar's tinted surface: a darker wash under the pointer. */
export const close = css({
  [media.hover]: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: 'rgba(20, 22, 27, 0.06)' },
  },
});
