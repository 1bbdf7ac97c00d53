import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const exports = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/** A licence's details: the certificate preview, then the public check's choice. */
export const details = css`
  display: grid;
  gap: ${theme.space[4]};
`;
