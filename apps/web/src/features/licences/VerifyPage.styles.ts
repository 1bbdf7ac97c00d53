import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  max-width: 40rem;
`;

/* Label, field and button on one line from sm; stacked on a phone. */
export const form = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  align-items: end;

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

/* A licence number reads as printed on the certificate: monospaced, in capitals. */
export const number = css`
  input {
    font-family: ${theme.font.familyMono};
    text-transform: uppercase;
  }
`;

export const hint = css`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
`;
