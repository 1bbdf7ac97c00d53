import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const spinner = css({
  flex: 'none',
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  boxSizing: 'border-box',
  border: `2px solid ${theme.color.border}`,
  borderBlockStartColor: theme.color.accent,
  borderRadius: theme.radius.pill,
  animation: `${spin} 0.8s linear infinite`,
  // Reduced motion: a still ring with its accent quarter still says "busy" without spinning.
  [media.reducedMotion]: { animation: 'none' },
});

/**
 * A small busy ring for rows and buttons of the playlist components. Decoration only: the control beside it
 * carries `aria-busy` / `aria-disabled` and the live region says what is happening.
 */
export function PlaylistPopupSpinner() {
  return <span css={spinner} aria-hidden="true" data-spinner="" />;
}
