import { css } from '@emotion/react';
import { theme } from '../../theme';

/**
 * Text for screen readers only, as a style object: for a rule that hides only in some layouts (nest it under
 * a media query or a selector). Elsewhere use the `VisuallyHidden` component.
 */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only: kept in the accessibility tree, taken out of the layout. */
export const visuallyHidden = css(visuallyHiddenStyle);

/** The house focus ring, shown for keyboard focus only. */
export const focusRing = css({
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
});

/** A message that receives focus programmatically (tabIndex -1): it is not a control, so no ring. */
export const focusTarget = css({ '&:focus': { outline: 'none' } });
