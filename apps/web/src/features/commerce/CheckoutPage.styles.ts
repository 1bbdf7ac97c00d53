import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const page = css`
  display: grid;
  gap: ${theme.space[5]};
`;

export const notice = css`
  display: grid;
  justify-items: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSubtle};

  p {
    margin: 0;
  }
`;
