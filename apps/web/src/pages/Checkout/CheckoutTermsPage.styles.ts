import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0 0 ${theme.space[4]};

  dt {
    color: ${theme.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.font.weightBold};
    overflow-wrap: anywhere;
  }
`;

/** An extra field of the link, kept as one grid row. */
export const pair = css`
  display: contents;
`;
