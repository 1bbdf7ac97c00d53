import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/** A tab on the bottom edge of the window, on the left, above the page but below modals and notices. */
export const tab = css({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineStart: theme.space[4],
  zIndex: theme.zIndex.sticky,
  maxWidth: `calc(100vw - ${theme.space[6]})`,
  minHeight: '2.5rem',
  paddingBlock: theme.space[2],
  paddingInline: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderBlockEnd: 0,
  borderStartStartRadius: theme.radius.md,
  borderStartEndRadius: theme.radius.md,
  background: theme.color.surfaceInverse,
  color: theme.color.textInverse,
  boxShadow: theme.shadow.md,
  font: 'inherit',
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
  lineHeight: theme.font.lineHeightTight,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  [media.hover]: { '&:hover': { background: theme.color.accentHover } },
  '&:focus-visible': { outlineOffset: '2px' },
});
