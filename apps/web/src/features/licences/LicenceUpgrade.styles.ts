import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** A licence's upgrade: a quiet panel under its certificate preview. */
export const root = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightBold};
`;

export const lead = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

export const inCart = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
`;
