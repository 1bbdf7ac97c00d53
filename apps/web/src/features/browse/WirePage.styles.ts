import { css } from '@emotion/react';

/** The dot of the "Trending only" toggle (the system's toggle button): a ring, filled while it is pressed. */
export const toggleDot = css`
  width: 0.75rem;
  height: 0.75rem;
  border: 2px solid currentColor;
  border-radius: 50%;

  [aria-pressed='true'] > & {
    background: currentColor;
  }
`;
