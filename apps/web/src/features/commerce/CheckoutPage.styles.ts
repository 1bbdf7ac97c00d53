import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const page = css`
  display: grid;
  gap: ${theme.space[5]};
`;
