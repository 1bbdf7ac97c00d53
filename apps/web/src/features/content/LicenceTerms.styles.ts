import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The licence terms below the terms of use: set apart by a rule, headings one level down. */
export const terms = css`
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};

  h3 {
    margin: ${theme.space[5]} 0 ${theme.space[2]};
    font-size: ${theme.font.sizeMd};
    line-height: ${theme.font.lineHeightTight};
  }

  /* A heading reached by its anchor stops below the sticky header (two rows on a phone, one from md). */
  h2,
  h3 {
    scroll-margin-top: 8rem;

    ${media.md} {
      scroll-margin-top: 5rem;
    }
  }
`;

export const edition = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textMuted};
`;

export const pdf = css`
  margin: 0 0 ${theme.space[4]};
`;

export const contents = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceSunken};

  h3 {
    margin: 0 0 ${theme.space[2]};
  }

  ol {
    margin: 0;
    padding-inline-start: ${theme.space[5]};
    font-size: ${theme.font.sizeSm};
  }

  li {
    padding: 2px 0;
  }

  ${media.md} {
    ol {
      columns: 2;
      column-gap: ${theme.space[5]};
    }

    li {
      break-inside: avoid;
    }
  }
`;

/** A section's heading: its number in the clauses' number column, the words beside it (a long one wraps there). */
export const sectionHeading = css`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);

  & > span {
    color: ${theme.color.accent};
  }
`;

/** A clause: its number in a narrow column, its text and list beside it. */
export const clause = css`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  margin: 0 0 ${theme.space[3]};

  & > span {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
    font-weight: ${theme.font.weightBold};
    line-height: 1.7;
  }

  & p {
    margin: 0;
  }
`;

/** A clause's list: each item's own label, "(a)", in its margin. */
export const items = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1.75rem minmax(0, 1fr);
  }

  li > span:first-of-type {
    color: ${theme.color.textMuted};
  }
`;

/** The phone's stacked tier cards: shown below md, where the table gives way to them (as on the pricing page). */
export const cards = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;

  ${media.md} {
    display: none;
  }
`;

export const card = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};

  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[2]};
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.sizeMd};
  }

  h4 > span {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
    font-weight: ${theme.font.weightRegular};
  }

  dl {
    display: grid;
    margin: 0;
    font-size: ${theme.font.sizeSm};
  }

  dl > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space[3]};
    padding: ${theme.space[1]} 0;
    border-top: 1px solid ${theme.color.border};
  }

  dt {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }

  dd {
    margin: 0;
  }
`;

/** The side-by-side table: from md, where its columns fit. */
export const scroller = css`
  display: none;
  overflow-x: auto;
  margin: 0 0 ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  ${media.md} {
    display: block;
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const table = css`
  width: 100%;
  /* The questions' column wider, the tiers' columns equal, whatever their words. */
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};
  line-height: ${theme.font.lineHeightTight};

  caption {
    padding: ${theme.space[3]};
    text-align: left;
    font-weight: ${theme.font.weightBold};
  }

  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-top: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: top;
  }

  thead tr {
    background: ${theme.color.accentSubtle};
  }

  thead th {
    vertical-align: bottom;
  }

  /* The empty corner cell, above the questions. */
  thead td {
    width: 26%;
  }

  thead th > span {
    display: block;
    margin-top: ${theme.space[1]};
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightRegular};
  }

  tbody th {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }
`;
