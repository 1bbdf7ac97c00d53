import { css } from '@emotion/react';
import { accentPill, ruledList, textLink, visuallyHiddenStyle } from '../../primitives/styles';
import { media, theme } from '../../theme';

/*
 * The state is on the root as `data-state` (`loading`, `error`, `ready`) and a row's change on `data-busy`. Phone:
 * each row one column, the name and its badge wrapping, then the summary, then the alert select (taking the room
 * left) and Delete. From `md` the controls stand at the end of the row, beside the text.
 */

export const root = css({
  display: 'grid',
  gap: theme.space[4],
  minWidth: 0,
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
});

export const loading = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.color.textMuted,
});

export const list = ruledList;

export const row = css({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[3],
  [media.md]: {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space[4],
    paddingInline: theme.space[4],
  },
});

export const text = css({ display: 'grid', gap: theme.space[1], minWidth: 0 });

export const title = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${theme.space[1]} ${theme.space[2]}`,
});

export const name = css(textLink, {
  fontWeight: theme.font.weightBold,
  overflowWrap: 'anywhere',
});

/** New clips since last opened: a pill in the accent (its words for screen readers are inside). */
export const badge = css(accentPill, {
  flex: 'none',
  lineHeight: '1.25rem',
  fontVariantNumeric: 'tabular-nums',
});

export const summary = css({
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
  '[data-busy] > &': { cursor: 'progress' },
});

export const spinner = css({ flex: 'none' });

/** The alert select: its label is for screen readers only (the row says whose alert it is). */
export const alert = css({
  flex: '1 1 9rem',
  '& > label': visuallyHiddenStyle,
  '& select[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  [media.md]: { flex: '0 0 10rem' },
});
