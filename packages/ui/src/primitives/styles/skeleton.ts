import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** The shimmering surface of a loading placeholder; still for reduced motion. Callers set the size. */
export const shimmerPlaceholder = css`
  border-radius: ${theme.radius.sm};
  background: linear-gradient(
      90deg,
      ${theme.color.surfaceSunken} 25%,
      ${theme.color.surface} 50%,
      ${theme.color.surfaceSunken} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  ${media.reducedMotion} {
    animation: none;
  }
`;
