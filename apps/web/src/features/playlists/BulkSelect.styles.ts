import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const bar = css`
  position: sticky;
  bottom: ${theme.space[3]};
  z-index: ${theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
`;

export const count = css`
  margin: 0;
  font-weight: ${theme.font.weightBold};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};

  ${media.sm} {
    flex-wrap: nowrap;
  }
`;
