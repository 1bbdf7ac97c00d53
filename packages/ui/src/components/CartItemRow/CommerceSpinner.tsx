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
  borderBlockStartColor: 'currentColor',
  borderRadius: theme.radius.pill,
  animation: `${spin} 0.8s linear infinite`,
  // Reduced motion: a still ring with one coloured quarter still says "busy" without spinning.
  [media.reducedMotion]: { animation: 'none' },
});

/**
 * The busy ring of the commerce components (cart, downloads, usage, inquiry). Decoration only: the control
 * beside it carries `aria-disabled` / `aria-busy` and a live region says what is happening.
 */
export function CommerceSpinner() {
  return <span css={spinner} aria-hidden="true" data-spinner="" />;
}
