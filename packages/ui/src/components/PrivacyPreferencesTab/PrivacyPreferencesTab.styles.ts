import { css } from '@emotion/react';
import { secondaryButton, smallButton } from '../../primitives/styles';
import { theme } from '../../theme';

/**
 * The system's outlined button, docked as a tab on the bottom edge of the window, on the left: the bottom
 * corners and border give way to the edge. Above the page but below modals and notices.
 */
export const tab = css(secondaryButton, smallButton, {
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineStart: theme.space[4],
  zIndex: theme.zIndex.sticky,
  maxWidth: `calc(100vw - ${theme.space[6]})`,
  borderBlockEnd: 0,
  borderEndStartRadius: 0,
  borderEndEndRadius: 0,
  boxShadow: theme.shadow.md,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
