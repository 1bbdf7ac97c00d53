import { css } from '@emotion/react';
import { ghostButton, smallButton } from '../../primitives/styles';
import { theme } from '../../theme';
import { panel } from '../../primitives/dialog/panel.styles';

export { body, close, footer, header, heading, secondaryButton } from '../../primitives/dialog/panel.styles';

export const dialog = panel('30rem');

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

/** The standard trigger: a quiet help action. */
export const trigger = css(ghostButton, smallButton);

/** The on/off checkbox under the table, its hint under its label. */
export const toggle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space[2],
  alignItems: 'center',
  marginBlockStart: theme.space[4],
  '& input': { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: theme.color.accent },
  '& label': { fontWeight: theme.font.weightMedium },
});

export const toggleHint = css({
  gridColumn: 2,
  margin: 0,
  marginBlockStart: theme.space[1],
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});
