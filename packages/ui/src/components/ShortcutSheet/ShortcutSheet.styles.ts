import { css } from '@emotion/react';
import { theme } from '../../theme';

export const dialog = css({ maxWidth: '30rem' });

export const intro = css({
  margin: 0,
  color: theme.color.textMuted,
});

export const table = css({
  width: '100%',
  marginBlockStart: theme.space[4],
  borderCollapse: 'collapse',
  '& th': {
    paddingBlock: theme.space[2],
    textAlign: 'start',
    fontSize: theme.font.sizeSm,
    fontWeight: theme.font.weightMedium,
    color: theme.color.textMuted,
    borderBlockEnd: `1px solid ${theme.color.border}`,
  },
  '& td': {
    paddingBlock: theme.space[2],
    verticalAlign: 'baseline',
    borderBlockEnd: `1px solid ${theme.color.border}`,
  },
  '& th:first-of-type, & td:first-of-type': { width: '4.5rem', paddingInlineEnd: theme.space[3] },
});

/** A key cap: the key as printed, in the monospace face, raised a little. */
export const key = css({
  display: 'inline-block',
  minWidth: '1.75rem',
  paddingBlock: '0.125rem',
  paddingInline: theme.space[2],
  border: `1px solid ${theme.color.borderStrong}`,
  borderBlockEndWidth: '2px',
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceSunken,
  color: theme.color.text,
  fontFamily: theme.font.familyMono,
  fontSize: theme.font.sizeSm,
  lineHeight: theme.font.lineHeightTight,
  textAlign: 'center',
});

/** The on/off checkbox under the table. */
export const toggle = css({ marginBlockStart: theme.space[4] });
