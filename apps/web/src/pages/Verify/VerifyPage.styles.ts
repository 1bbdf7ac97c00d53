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

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
`;

export const input = css`
  min-height: 2.5rem;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-family: ${theme.font.familyMono};
  font-weight: ${theme.font.weightRegular};
  text-transform: uppercase;

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const hint = css`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
`;
