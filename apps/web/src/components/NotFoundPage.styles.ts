import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const page = css`
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[6]};
  text-align: center;

  h1 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.sizeXxl};
    line-height: ${theme.font.lineHeightTight};
  }

  p {
    margin: 0 0 ${theme.space[5]};
    color: ${theme.color.textMuted};
  }
`;

export const homeLink = css`
  display: inline-block;
  padding: ${theme.space[3]} ${theme.space[5]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-weight: ${theme.font.weightBold};
  text-decoration: none;

  &:hover {
    background: ${theme.color.accentHover};
  }
`;
