import { css } from '@emotion/react';
import { theme } from '../../theme';

/** A bare list in a bordered box, a rule between its items (the usage declaration's clips, saved searches). */
export const ruledList = css({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  '& > li + li': { borderBlockStart: `1px solid ${theme.color.border}` },
});
