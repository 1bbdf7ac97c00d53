import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const page = css`
  padding-top: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};

  ${media.md} {
    padding-top: ${theme.space[6]};
  }
`;

export const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[5]};
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  line-height: ${theme.font.lineHeightTight};

  ${media.md} {
    font-size: ${theme.font.sizeXxl};
  }
`;

export const lead = css`
  max-width: 65ch;
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textMuted};
`;

export const aside = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
