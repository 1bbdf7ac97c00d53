import { css } from '@emotion/react';
import * as dialogStyles from '../../primitives/dialog/dialog.styles';
import { accentPill } from '../../primitives/styles';
import { media, theme } from '../../theme';

// The dialog is `Dialog`'s fullscreen layout; these adjust its parts for the wide comparison.

export const header = css({
  alignItems: 'center',
  borderBlockEnd: `1px solid ${theme.color.border}`,
  [media.md]: { paddingInline: theme.space[6] },
});

export const heading = css({ paddingBlockStart: 0, [media.md]: { fontSize: theme.font.sizeXl } });

export const body = css({
  paddingBlockStart: theme.space[4],
  [media.md]: { paddingBlock: theme.space[5], paddingInline: theme.space[6] },
});

/**
 * The note and the links: stacked on a phone, side by side from `md` up. It holds no actions (those are in
 * the comparison), so unlike other dialog footers it scrolls with the page instead of taking a full-screen
 * phone sheet's space.
 */
export const footer = css(dialogStyles.footer, {
  position: 'static',
  flexDirection: 'column',
  flexWrap: 'nowrap',
  justifyContent: 'normal',
  gap: theme.space[3],
  paddingBlock: theme.space[4],
  fontSize: theme.font.sizeSm,
  [media.md]: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInline: theme.space[6],
  },
});

export const note = css({
  margin: 0,
  color: theme.color.textMuted,
});

export const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[2]} ${theme.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    color: theme.color.accent,
    fontWeight: theme.font.weightMedium,
    textUnderlineOffset: '0.2em',
  },
  // The new-tab mark after the words, a letter high.
  '& a svg': { width: '1em', height: '1em', marginInlineStart: '0.25em', verticalAlign: '-0.125em' },
  [media.hover]: { '& a:hover': { color: theme.color.accentHover } },
});

// Both layouts are rendered from the same data; the media query picks one, and `display: none` keeps the
// other out of the accessibility tree so a screen reader meets the figures once.
export const table = css({
  display: 'none',
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: theme.font.sizeSm,
  // Equal tier columns, whatever their longest text (what Custom covers).
  tableLayout: 'fixed',
  [media.md]: { display: 'table' },
  '& thead th:first-of-type': { width: '22%' },
  '& th, & td': {
    paddingBlock: theme.space[3],
    paddingInline: theme.space[2],
    [media.lg]: { paddingInline: theme.space[3] },
    borderBlockEnd: `1px solid ${theme.color.border}`,
    textAlign: 'center',
    verticalAlign: 'middle',
  },
  '& th[scope="row"]': {
    textAlign: 'start',
    fontWeight: theme.font.weightMedium,
    color: theme.color.textMuted,
    paddingInlineStart: 0,
  },
  '& thead th': {
    fontSize: theme.font.sizeMd,
    fontWeight: theme.font.weightBold,
    borderBlockEnd: `2px solid ${theme.color.borderStrong}`,
  },
  '& tfoot td': { borderBlockEnd: 0, paddingBlockStart: theme.space[4] },
  // The recommended tier's column is tinted from its header to its button, so the eye reads it as one.
  '& [data-recommended]': { background: theme.color.accentSubtle },
  '& thead th[data-recommended]': {
    borderStartStartRadius: theme.radius.md,
    borderStartEndRadius: theme.radius.md,
    borderBlockEndColor: theme.color.accent,
  },
  '& tfoot td[data-recommended]': {
    paddingBlockEnd: theme.space[3],
    borderEndStartRadius: theme.radius.md,
    borderEndEndRadius: theme.radius.md,
  },
  '& tbody tr:first-of-type td': {
    fontSize: theme.font.sizeLg,
    whiteSpace: 'nowrap',
    [media.lg]: { fontSize: theme.font.sizeXl },
    fontWeight: theme.font.weightBold,
    color: theme.color.text,
  },
});

export const cards = css({
  display: 'grid',
  gap: theme.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [media.md]: { display: 'none' },
});

export const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  height: '100%',
  boxSizing: 'border-box',
  padding: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  // The recommended tier: an accent border (drawn inside, so the card keeps its size) on a tinted card.
  '&[data-recommended]': {
    borderColor: theme.color.accent,
    boxShadow: `inset 0 0 0 1px ${theme.color.accent}`,
    background: theme.color.accentSubtle,
  },
});

/** A card's name, with the recommended mark at its end when it has one. */
export const cardHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
});

export const cardName = css({
  margin: 0,
  fontSize: theme.font.sizeLg,
  lineHeight: theme.font.lineHeightTight,
});

export const cardPrice = css({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space[1],
  fontSize: theme.font.sizeXl,
  fontWeight: theme.font.weightBold,
});

export const unit = css({
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightRegular,
  color: theme.color.textMuted,
});

export const cardFigures = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.space[3],
    paddingBlock: theme.space[2],
    borderBlockStart: `1px solid ${theme.color.border}`,
  },
  '& dt': { color: theme.color.textMuted },
  '& dd': { margin: 0, textAlign: 'end', fontWeight: theme.font.weightMedium },
  // What the tier covers and does not: sentences, stacked under their label and read from the start.
  '& > [data-figure="covers"], & > [data-figure="doesNotCover"]': {
    flexDirection: 'column',
    gap: theme.space[1],
  },
  '& > [data-figure="covers"] dd, & > [data-figure="doesNotCover"] dd': {
    textAlign: 'start',
    fontWeight: theme.font.weightRegular,
  },
});

export const flag = css({
  '& svg': { verticalAlign: '-0.125em' },
  '&[data-included="true"]': { color: theme.color.success },
  '&[data-included="false"]': { color: theme.color.textMuted },
});

/** Marks the recommended tier: a small accent pill under its column's name, or beside its card's name. */
export const recommendedMark = css(accentPill, {
  display: 'inline-block',
  lineHeight: 1.6,
  'th > &': { display: 'table', marginInline: 'auto', marginBlockStart: theme.space[1] },
});

/**
 * A tier's "Choose" action, filling its table column or a card's bottom: the primary button for the recommended
 * tier, secondary for the others.
 */
export const select = css({
  // In the table the button fills its column and wraps rather than spilling into the next tier.
  'td &': { width: '100%', paddingInline: theme.space[2] },
  // Cards push the button to the bottom.
  'li &': { marginBlockStart: 'auto' },
});

/** What is being licensed, above the comparison. */
export const subject = css({
  margin: 0,
  marginBlockEnd: theme.space[3],
  fontWeight: theme.font.weightMedium,
  overflowWrap: 'anywhere',
});

/** Why the last choice failed (an InlineAlert), above the comparison. */
export const error = css({ marginBlockEnd: theme.space[3] });
