import { css } from '@emotion/react';
import { focusRing } from '../../primitives/styles/a11y';
import { theme } from '../../theme';

// A group of radios in the field look: the legend as a field's label, the hint and the error as a field's.
// `data-size="sm"` on the group makes its rows compact (a filter panel's lists).

export const group = css({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = css({
  padding: 0,
  marginBlockEnd: theme.space[1],
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
});

export const body = css({ display: 'grid', gap: theme.space[1] });

export const options = css({ display: 'grid', gap: theme.space[1] });

/** A radio and its label: a 44 px row (32 px in a small group), all of it clickable. */
export const radio = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: '2.75rem',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '[data-size="sm"] &': { minHeight: '2rem', fontSize: theme.font.sizeSm },
  '&:has(input:disabled)': { cursor: 'not-allowed', color: theme.color.textMuted },
});

export const control = css(focusRing, {
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: theme.color.accent,
  cursor: 'inherit',
  '[data-size="sm"] &': { width: '1.125rem', height: '1.125rem' },
});

export const label = css({ flex: 1, minWidth: 0 });
