import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const meta = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textMuted};
`;

export const pagination = css`
  margin-top: ${theme.space[6]};
`;
