import { css } from '@emotion/react';
import { textLink } from '../../primitives/styles/buttons';
import { theme } from '../../theme';

export const dialog = css({ maxWidth: '26rem' });

export const link = textLink;

export const description = css({
  margin: 0,
  marginBlockEnd: theme.space[4],
  color: theme.color.textMuted,
});

export const form = css({
  display: 'grid',
  gap: theme.space[4],
});

export const submit = css({ width: '100%' });

export const reset = css({
  justifySelf: 'center',
  fontSize: theme.font.sizeSm,
});

export const registerLine = css({
  margin: 0,
  marginInline: 'auto',
  fontSize: theme.font.sizeSm,
  textAlign: 'center',
});

export const footerCentred = css({
  justifyContent: 'center',
});

/** A text link that is a button (leaving the code step). */
export const linkButton = css({
  border: 0,
  padding: 0,
  background: 'none',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: theme.font.sizeSm,
});
