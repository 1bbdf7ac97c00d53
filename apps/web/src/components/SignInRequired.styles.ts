import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const box = css`
  max-width: 32rem;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const heading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.sizeLg};
`;

export const text = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textMuted};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
