import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

export const danger = css`
  color: ${theme.color.danger};
`;
