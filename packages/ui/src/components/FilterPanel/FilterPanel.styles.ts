import { css } from '@emotion/react';
import * as dialogStyles from '../../primitives/dialog/dialog.styles';
import { media, theme } from '../../theme';
import * as fieldStyles from '../Field/Field.styles';

/*
 * States are styled through attributes the markup carries (`data-state`, `data-layout`, `aria-invalid`,
 * `[open]`), never through props interpolated into styles.
 */

export const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space[3],
  fontFamily: theme.font.family,
  color: theme.color.text,
});

/* The toggle is the system's secondary button; open, it stays tinted so it reads as pressed in. */
export const trigger = css({
  '& svg': { width: '1.25rem', height: '1.25rem', flex: 'none' },
  '&[aria-expanded="true"]': { background: theme.color.accentSubtle },
});

/* How many filters are on: a small filled count after the label, e.g. "Filters 3". */
export const triggerCount = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.375rem',
  height: '1.375rem',
  paddingInline: theme.space[1],
  borderRadius: theme.radius.pill,
  background: theme.color.accent,
  color: theme.color.onAccent,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

/** Beside the results: a column of the page's layout. */
export const panel = css({
  alignSelf: 'stretch',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  '&[hidden]': { display: 'none' },
});

/**
 * Below 830 px: a modal drawer from the left edge, full height. On a phone it takes the whole width: 24rem of
 * a 390 px window left a 6 px strip of backdrop, too thin to tap and read as a gap; from `sm` (576 px) the
 * backdrop beside it is wide enough to tap.
 */
export const drawer = css(dialogStyles.surface(dialogStyles.slideInFromStart), {
  width: '100%',
  maxWidth: '100%',
  [media.sm]: { width: '24rem' },
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  marginInlineEnd: 'auto',
  boxShadow: theme.shadow.lg,
});

export const header = css(dialogStyles.stickyHeader, {
  borderBlockEnd: `1px solid ${theme.color.border}`,
  borderRadius: `${theme.radius.lg} ${theme.radius.lg} 0 0`,
});

// Focus lands on the heading when the drawer opens, so the title is read first; it is not a control.
export const heading = dialogStyles.heading;

/** The drawer's close button (`IconButton`), with a larger cross. */
export const close = css({ '& svg': { width: '1.25rem', height: '1.25rem' } });

export const body = css(dialogStyles.body, {
  display: 'flex',
  flexDirection: 'column',
  paddingBlockEnd: theme.space[3],
});

export const group = css({
  minWidth: 0,
  margin: 0,
  paddingBlock: theme.space[3],
  paddingInline: 0,
  border: 0,
  borderBlockEnd: `1px solid ${theme.color.border}`,
  '&:last-child': { borderBlockEnd: 0 },
});

export const legend = css({
  display: 'block',
  float: 'left',
  width: '100%',
  marginBlockEnd: theme.space[2],
  padding: 0,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  '& + *': { clear: 'both' },
});

/** A `RadioGroup` in the panel: its group and legend look like the checkbox groups' beside it. */
export const radioGroup = css(group, { '& > legend': legend });

export const legendHint = css({
  fontWeight: theme.font.weightRegular,
  color: theme.color.textMuted,
});

export const options = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
});

/** An option row's height; the scrolling groups show a whole number of them. */
const OPTION_HEIGHT = '2rem';

/*
 * Long lists (countries, categories) scroll inside their group; the checkboxes in it take focus. The box is
 * exactly seven one-line rows tall, so no row shows cut in half, and a shade at its lower edge says more rows
 * lie below (a surface-coloured cover scrolls with the rows and hides it at the end: CSS only).
 */
export const scrollOptions = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  // Seven rows of OPTION_HEIGHT and the six gaps (theme.space[1]) between them.
  maxHeight: '15.5rem',
  overflowY: 'auto',
  paddingInlineEnd: theme.space[2],
  overscrollBehavior: 'contain',
  background: `linear-gradient(transparent, ${theme.color.surface} 70%) bottom / 100% 1.5rem no-repeat local, radial-gradient(farthest-side at 50% 100%, ${theme.color.edgeShade}, transparent) bottom / 100% 0.5rem no-repeat scroll`,
});

export const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: OPTION_HEIGHT,
  fontSize: theme.font.sizeSm,
  cursor: 'pointer',
});

export const control = css({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: theme.color.accent,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
});

export const optionLabel = css({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const optionCount = css({
  flex: 'none',
  color: theme.color.textMuted,
  fontSize: theme.font.sizeXs,
  fontVariantNumeric: 'tabular-nums',
});

export const pair = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[2],
});

export const field = fieldStyles.field;

/** The system's field label (`Field`), as the dates' labels beside the duration's are. */
export const fieldLabel = fieldStyles.label;

/** A `DateField` of the panel: its control as compact as the panel's text boxes, so a whole date fits half of it. */
export const dateField = css({
  '& > input': { paddingInline: theme.space[2], fontSize: theme.font.sizeSm },
});

/** The system's field control (`Field`), compact for the narrow panel. */
export const textInput = css(fieldStyles.control, {
  minHeight: '2.5rem',
  paddingInline: theme.space[2],
  fontSize: theme.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  '&::placeholder': { color: theme.color.textMuted },
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: theme.color.danger, background: theme.color.dangerSubtle },
});

export const error = css({
  margin: 0,
  marginBlockStart: theme.space[1],
  color: theme.color.danger,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightMedium,
  '&:empty': { display: 'none' },
});

export const hint = css({
  margin: 0,
  paddingInlineStart: `calc(1.125rem + ${theme.space[2]})`,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeXs,
});

export const chip = css({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: theme.space[1],
  marginBlock: theme.space[3],
  paddingBlock: theme.space[1],
  paddingInlineStart: theme.space[3],
  paddingInlineEnd: theme.space[1],
  borderRadius: theme.radius.pill,
  background: theme.color.accentSubtle,
  color: theme.color.accentHover,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
});

/** The chip's clear button (`IconButton` sm): round, smaller, in the chip's colour. */
export const chipClear = css({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: theme.radius.pill,
  color: 'inherit',
  [media.hover]: { '&:hover': { background: theme.color.surface, color: 'inherit' } },
});

export const footer = css(dialogStyles.footer, {
  position: 'sticky',
  insetBlockEnd: 0,
  justifyContent: 'space-between',
  background: theme.color.surface,
  borderRadius: `0 0 ${theme.radius.lg} ${theme.radius.lg}`,
});

/* "Show results" takes the room "Clear all filters" leaves in the drawer's footer. */
export const fill = css({ flex: 1 });
