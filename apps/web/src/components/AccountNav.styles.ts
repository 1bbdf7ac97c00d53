import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const nav = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0 0 0 auto;
`;

export const muted = css`
  font-size: ${theme.font.sizeSm};
  opacity: 0.8;
`;

export const quietLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.5rem;
  color: inherit;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-underline-offset: 0.2em;
  border-radius: ${theme.radius.sm};

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;
