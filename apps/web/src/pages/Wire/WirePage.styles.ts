import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The "Trending only" switch: a pressed button, filled when on. */
export const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-weight: ${theme.font.weightMedium};
  cursor: pointer;

  &:hover {
    border-color: ${theme.color.accent};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.accentSubtle};
    color: ${theme.color.accentHover};
  }
`;

export const toggleDot = css`
  width: 0.75rem;
  height: 0.75rem;
  border: 2px solid currentColor;
  border-radius: 50%;

  [aria-pressed='true'] > & {
    background: currentColor;
  }
`;
