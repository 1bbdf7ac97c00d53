import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The phone's stacked cards: shown below md, where the table gives way to them. */
export const cards = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    display: none;
  }
`;

export const card = css`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const cardHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.sizeMd};
`;

export const cardRows = css`
  display: grid;
  margin: 0;
  font-size: ${theme.font.sizeSm};

  & > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} 0;
    border-top: 1px solid ${theme.color.border};
  }

  & dt {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }

  & dd {
    margin: 0;
  }
`;

/** The side-by-side table: from md, where its four columns fit. */
export const scroller = css`
  display: none;
  overflow-x: auto;

  ${media.md} {
    display: block;
  }

  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const table = css`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};

  th,
  td {
    padding: ${theme.space[3]};
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    vertical-align: bottom;
  }

  tbody th {
    font-weight: ${theme.font.weightMedium};
    color: ${theme.color.textMuted};
  }

  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
`;

export const caption = css`
  padding: ${theme.space[3]};
  text-align: left;
  font-weight: ${theme.font.weightBold};
`;

export const tierName = css`
  display: block;
  font-size: ${theme.font.sizeMd};
`;

export const price = css`
  display: block;
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.sizeXl};
  color: ${theme.color.accent};
`;

export const per = css`
  color: ${theme.color.textMuted};
  font-weight: ${theme.font.weightRegular};
`;

export const note = css`
  margin: ${theme.space[3]} 0 0;
  color: ${theme.color.textMuted};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]} ${theme.space[4]};
  margin-top: ${theme.space[5]};
`;
