import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const exports = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
