import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/*
 * The bell sits in the dark header. On a phone its panel spans the header's width under it (the header is sticky,
 * so it is the containing block); from md it hangs under the bell, right-aligned with it.
 */
export const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  [media.md]: { position: 'relative' },
});

export const toggle = css({
  position: 'relative',
  borderRadius: theme.radius.md,
  '&[aria-expanded="true"]': { background: theme.color.washInverse },
});

/** The unread count on the bell (its number is in the bell's name too). */
export const badge = css({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '55%',
  minWidth: '1.125rem',
  padding: `0 ${theme.space[1]}`,
  boxSizing: 'border-box',
  borderRadius: theme.radius.pill,
  background: theme.color.danger,
  color: theme.color.onAccent,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
  lineHeight: '1.125rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const panel = css({
  position: 'absolute',
  top: '100%',
  left: theme.space[4],
  right: theme.space[4],
  zIndex: theme.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  padding: theme.space[3],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  color: theme.color.text,
  boxShadow: theme.shadow.lg,
  fontFamily: theme.font.family,
  '&[hidden]': { display: 'none' },
  [media.md]: { top: `calc(100% + ${theme.space[2]})`, left: 'auto', right: 0, width: '22rem' },
});

export const heading = css({
  margin: 0,
  padding: `0 ${theme.space[2]}`,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const list = css({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = css({
  display: 'grid',
  gridTemplateColumns: '0.5rem minmax(0, 1fr)',
  columnGap: theme.space[2],
  alignItems: 'baseline',
  minHeight: '2.75rem',
  padding: theme.space[2],
  borderRadius: theme.radius.md,
  color: 'inherit',
  fontSize: theme.font.sizeSm,
  textDecoration: 'none',
  '&:hover': { background: theme.color.surfaceSunken },
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '-2px' },
});

/** The unread mark: a dot before the title (the word "Unread" is read aloud after it). */
export const dot = css({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: theme.radius.pill,
  '[data-read="false"] &': { background: theme.color.info },
});

export const title = css({
  overflowWrap: 'anywhere',
  '[data-read="false"] &': { fontWeight: theme.font.weightMedium },
});

export const when = css({ gridColumn: 2, color: theme.color.textMuted, fontSize: theme.font.sizeXs });

export const message = css({ margin: 0, padding: `0 ${theme.space[2]}`, fontSize: theme.font.sizeSm });
