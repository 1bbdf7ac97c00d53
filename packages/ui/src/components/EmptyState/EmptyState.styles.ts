import { css } from '@emotion/react';
import { focusTarget } from '../../primitives/styles';
import { theme } from '../../theme';

/* The size is the root's `data-size`: `page` (the default) or `compact`. */

export const root = css(focusTarget, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[2],
  minWidth: 0,
  margin: 0,
  paddingBlock: theme.space[6],
  paddingInline: theme.space[4],
  border: `1px dashed ${theme.color.borderStrong}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '&[data-size="compact"]': {
    gap: theme.space[1],
    paddingBlock: theme.space[4],
    paddingInline: theme.space[3],
    borderRadius: theme.radius.md,
    fontSize: theme.font.sizeSm,
  },
});

/** The icon in a sunken disc, in the muted text colour. */
export const icon = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBlockEnd: theme.space[1],
  borderRadius: theme.radius.pill,
  background: theme.color.surfaceSunken,
  color: theme.color.textMuted,
  '[data-size="compact"] > &': { width: '2.25rem', height: '2.25rem', marginBlockEnd: 0 },
});

export const title = css({
  margin: 0,
  maxWidth: '40rem',
  fontSize: theme.font.sizeLg,
  fontWeight: theme.font.weightBold,
  lineHeight: theme.font.lineHeightTight,
  textWrap: 'balance',
  '[data-size="compact"] > &': { fontSize: theme.font.sizeSm, fontWeight: theme.font.weightMedium },
});

export const description = css({
  maxWidth: '40rem',
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  textWrap: 'pretty',
});

export const action = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[2],
  marginBlockStart: theme.space[2],
});
