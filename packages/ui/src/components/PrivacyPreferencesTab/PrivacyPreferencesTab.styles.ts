import { css } from '@emotion/react';
import { secondaryButton } from '../../primitives/styles';
import { theme } from '../../theme';
import { PRIVACY_TAB_HEIGHT } from './privacyTabSize';

/**
 * The system's outlined button, small, docked as a tab on the bottom edge of the window at the left: the
 * bottom corners and border give way to the edge. `data-yield` tucks it below the edge while content lies
 * under it (focus brings it back). Above the page but below modals and notices.
 */
export const tab = css(secondaryButton, {
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineStart: theme.space[2],
  zIndex: theme.zIndex.sticky,
  minHeight: PRIVACY_TAB_HEIGHT,
  maxWidth: `calc(100vw - ${theme.space[4]})`,
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderBlockEnd: 0,
  borderEndStartRadius: 0,
  borderEndEndRadius: 0,
  boxShadow: theme.shadow.md,
  fontSize: theme.font.sizeXs,
  lineHeight: theme.font.lineHeightTight,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  '&[data-yield="true"]:not(:focus)': {
    transform: 'translateY(calc(100% + 0.5rem))',
    boxShadow: 'none',
  },
  '@media (prefers-reduced-motion: no-preference)': {
    transition: `transform ${theme.motion.durationBase} ${theme.motion.easingStandard}`,
  },
});
