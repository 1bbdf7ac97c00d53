import { css } from '@emotion/react';
import { theme } from '../../theme';

/**
 * The chosen day sits at the end of the label's line, the label keeping clear of it. The field takes its
 * container's width: where that is wide, give it one (a class), so the day stays by its label.
 */
export const field = css({
  position: 'relative',
  // The control as narrow as its column, whatever a date control's own width (two fields side by side).
  gridTemplateColumns: 'minmax(0, 1fr)',
  '&:not([data-state=empty]) > label': { paddingInlineEnd: '5rem' },
  // Empty and not being typed in, the control shows no 'mm/dd/yyyy' (Chromium and Safari draw the parts as
  // pseudo-elements): a date is written one way on the page, and the calendar button says what goes there.
  '&[data-state=empty] > input:not(:focus)::-webkit-datetime-edit': { color: 'transparent' },
});

/** The chosen day in the product's words ('05 Mar 26'): the one way every page writes a date. */
export const reading = css({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  whiteSpace: 'nowrap',
});
