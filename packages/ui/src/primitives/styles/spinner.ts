import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A 1rem ring in the current text colour that turns while something loads; slower for reduced motion. */
export const spinner = css`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radius.pill};
  animation: ${spin} 0.8s linear infinite;

  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
