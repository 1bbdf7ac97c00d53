import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The dialog's parts (header, body, footer) inside the form, so the footer's submit button sends it. */
export const form = css`
  display: flex;
  flex-direction: column;
`;

export const content = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const body = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const error = css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeSm};
`;
