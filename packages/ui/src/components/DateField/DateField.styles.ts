import { css } from '@emotion/react';
import { theme } from '../../theme';

/** The native control keeps the system's field look; it is only as wide as a date needs, at most its field. */
export const control = css({
  maxWidth: '100%',
  fontVariantNumeric: 'tabular-nums',
  '&::-webkit-calendar-picker-indicator': { cursor: 'pointer' },
});

/**
 * Field's column, in two: the label and, at the end of its line, the chosen day; everything else (the control,
 * the hint, the error) across both. As wide as a date and its words need, so the day stays by its label.
 */
export const field = css({
  maxWidth: '20rem',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: theme.space[2],
  '& > *': { gridColumn: '1 / -1' },
  '& > label': { gridColumn: 1 },
  '& > [data-reading]': { gridColumn: 2, gridRow: 1, alignSelf: 'end' },
  // Empty and not being typed in, the control shows no 'mm/dd/yyyy' (Chromium and Safari draw the parts as
  // pseudo-elements): a date is written one way on the page, and the calendar button says what goes there.
  '&[data-state="empty"] > input:not(:focus)::-webkit-datetime-edit': { color: 'transparent' },
});

/** The chosen day in the product's words ('05 Mar 26'): the one way every page writes a date. */
export const reading = css({
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
