import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/** The "Receipt made out to …" line; it takes focus once saved from the folded form. */
export const madeOutTo = css`
  margin: 0;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

/** The folded offer: the button, then its hint or the form. */
export const prompt = css`
  display: grid;
  justify-items: start;
  gap: ${theme.space[2]};

  & > section {
    justify-self: stretch;
  }
`;
