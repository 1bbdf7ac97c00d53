import { css } from '@emotion/react';
import { theme } from '@clipmarket/ui';

export const box = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  max-width: 36rem;
`;
