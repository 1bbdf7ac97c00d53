import { css } from '@emotion/react';
import { primaryButton } from '../../primitives/styles';
import { theme } from '../../theme';

/* States are styled through `data-state` on the form and `aria-*` on the controls, never through props. */

export const form = css({
  display: 'grid',
  gap: theme.space[1],
  color: theme.color.text,
  fontFamily: theme.font.family,
});

export const label = css({ fontSize: theme.font.sizeSm, fontWeight: theme.font.weightMedium });

export const field = css({ display: 'flex', gap: theme.space[2] });

export const input = css({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  paddingInline: theme.space[3],
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '1px' },
  '[data-state="invalid"] &, [data-state="failed"] &': { borderColor: theme.color.danger },
  '[data-state="submitting"] &': { color: theme.color.textMuted },
});

export const submit = css(primaryButton, { flex: 'none' });

export const error = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.danger,
  overflowWrap: 'anywhere',
});

export const status = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  // Empty but displayed: a live region hidden with display:none is not announced when it fills.
  '[data-state="created"] &': { color: theme.color.success },
});
