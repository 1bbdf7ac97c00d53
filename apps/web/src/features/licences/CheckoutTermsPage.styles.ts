import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  max-width: 48rem;
`;

export const section = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const sectionHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
`;

/* Label above value on a phone, two columns from sm. */
export const facts = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.textMuted};
  }

  dd {
    margin: 0 0 ${theme.space[2]};
    font-weight: ${theme.font.weightBold};
    overflow-wrap: anywhere;
  }

  ${media.sm} {
    grid-template-columns: max-content 1fr;

    dd {
      margin: 0;
    }
  }
`;

/* A few tiers side by side; on a narrow phone the table scrolls inside its own box, not the page. */
export const tableBox = css`
  max-width: 100%;
  overflow-x: auto;
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};

  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.color.surfaceSunken};
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeXs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tbody th {
    font-weight: ${theme.font.weightMedium};
  }
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
