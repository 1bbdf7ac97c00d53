import { css } from '@emotion/react';
import { focusRing } from '../../primitives/styles/a11y';
import { theme } from '../../theme';

// The one look of a form field: its label over the control, the hint and the error under it. TextField,
// Select and Checkbox are built from these; components add only their own layout.

export const field = css({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space[1],
  minWidth: 0,
});

export const label = css({
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const hint = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

export const error = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
  color: theme.color.danger,
  overflowWrap: 'anywhere',
});

/** A text box or a select: 44 px tall (40 px with `data-size="sm"`), a danger border while invalid. */
export const control = css(focusRing, {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: theme.space[3],
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  '&[data-size="sm"]': { minHeight: '2.5rem' },
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  'textarea&': { paddingBlock: theme.space[2], resize: 'vertical' },
});

/** A checkbox and its label on one line, the hint and the error under the label. */
export const checkboxField = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space[2],
  rowGap: theme.space[1],
  alignItems: 'center',
  '& > :nth-child(n + 3)': { gridColumn: 2 },
});

export const checkbox = css(focusRing, {
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: theme.color.accent,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
});

export const checkboxLabel = css({ fontWeight: theme.font.weightMedium, cursor: 'pointer' });
