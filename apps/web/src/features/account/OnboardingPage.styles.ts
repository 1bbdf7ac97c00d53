import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const choices = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const legend = css`
  margin-bottom: ${theme.space[2]};
  font-weight: ${theme.font.weightMedium};
`;

/** The project type (a `RadioGroup`): its legend as large as the collections step's. */
export const question = css`
  & > legend {
    margin-bottom: ${theme.space[2]};
    font-size: inherit;
  }
`;

/** A collection's checkbox row, as tall as a radio row of the step before. */
export const choice = css`
  min-height: 2.75rem;
`;

export const clips = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(14rem, 1fr));
  }
`;

export const picked = css`
  margin: ${theme.space[4]} 0 0;
  color: ${theme.color.textMuted};
`;
