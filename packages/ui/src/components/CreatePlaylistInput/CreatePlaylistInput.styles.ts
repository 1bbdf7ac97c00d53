import { css } from '@emotion/react';
import { theme } from '../../theme';
import * as fieldStyles from '../Field/Field.styles';

/* States are styled through `data-state` on the form and `aria-*` on the controls, never through props. */

export const form = css({
  display: 'grid',
  gap: theme.space[1],
  color: theme.color.text,
  fontFamily: theme.font.family,
});

export const label = css({ fontSize: theme.font.sizeSm, fontWeight: theme.font.weightMedium });

export const field = css({ display: 'flex', gap: theme.space[2] });

/** The system's field control (`Field`), 40 px tall beside its button, its border following the state. */
export const input = css(fieldStyles.control, {
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  '[data-state="invalid"] &, [data-state="failed"] &': { borderColor: theme.color.danger },
  '[data-state="submitting"] &': { color: theme.color.textMuted },
});

export const submit = css({ flex: 'none' });

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
