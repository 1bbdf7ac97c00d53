import { css } from '@emotion/react';
import { theme } from '@clipmarket/ui';

export const box = css`
  display: grid;
  gap: ${theme.space[2]};
  margin-block-end: ${theme.space[4]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
`;

export const lead = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
`;

export const following = css`
  margin: 0;
  padding-block-end: ${theme.space[2]};
`;
