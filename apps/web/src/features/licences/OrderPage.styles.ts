import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const page = css`
  display: grid;
  gap: ${theme.space[6]};
  min-width: 0;
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const section = css`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
`;

export const sectionHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;

/** Date, payment and the shop's order name, side by side where there is room. */
export const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]} ${theme.space[6]};
  margin: 0;

  & dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
  }

  & dd {
    margin: 0;
    font-weight: ${theme.font.weightMedium};
  }
`;

/** A payment state other than paid, in the danger colour (it is said in words too). */
export const status = css`
  &:not([data-status='paid']) {
    color: ${theme.color.danger};
  }
`;

export const tableScroll = css`
  min-width: 0;
`;

/* Phones first: every line a card, each cell labelled from `data-label`; a real table from md. */
export const table = css`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  tbody {
    display: grid;
    gap: ${theme.space[3]};
  }

  tbody tr {
    display: grid;
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
  }

  tbody th,
  tbody td {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: ${theme.space[3]};
    padding: ${theme.space[1]} 0;
    text-align: left;
    font-weight: ${theme.font.weightRegular};
    overflow-wrap: anywhere;
  }

  tbody td::before {
    content: attr(data-label);
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }

  /* The item leads each card, at full width and without its label. */
  tbody th {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space[1]};
    padding-bottom: ${theme.space[2]};
  }

  tbody td > span {
    grid-column: 2;
  }

  ${media.md} {
    display: table;

    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }

    thead th {
      color: ${theme.color.textMuted};
      font-size: ${theme.font.sizeXs};
      font-weight: ${theme.font.weightBold};
      text-transform: uppercase;
      letter-spacing: 0.04em;
      text-align: left;
    }

    tbody {
      display: table-row-group;
    }

    tbody tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-radius: 0;
      background: none;
    }

    th,
    td,
    tbody th,
    tbody td {
      display: table-cell;
      padding: ${theme.space[3]};
      border-bottom: 1px solid ${theme.color.border};
      vertical-align: top;
    }

    tbody th > span,
    tbody th > a,
    tbody td > span {
      display: block;
    }

    tbody td::before {
      content: none;
    }

    [data-numeric] {
      text-align: right;
      white-space: nowrap;
    }
  }
`;

export const meta = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
`;

export const mono = css`
  font-family: ${theme.font.familyMono};
  white-space: nowrap;
`;

/** A revoked licence or a refunded line: said in words, in the danger colour. */
export const revoked = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
`;

/** The figures: a label and its amount per line, amounts aligned right. */
export const figures = css`
  display: grid;
  gap: ${theme.space[2]};
  max-width: 28rem;
  margin: 0;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[4]};
  }

  & dt {
    color: ${theme.color.textMuted};
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const total = css`
  padding-top: ${theme.space[2]};
  border-top: 1px solid ${theme.color.border};
  font-weight: ${theme.font.weightBold};

  & dt {
    color: ${theme.color.text};
  }
`;

export const refunded = css`
  & dt,
  & dd {
    color: ${theme.color.danger};
  }
`;

export const address = css`
  display: grid;
  font-style: normal;
  overflow-wrap: anywhere;
`;

export const change = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

/** The order's lines while it loads: bars of 1.25 rem. */
export const loading = css`
  font-size: 1.25rem;
`;

/** An open invoice's due date past: said beside it (docs/adr/0087). */
export const overdue = css`
  display: inline-block;
  margin-inline-start: ${theme.space[2]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.dangerSubtle};
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
`;

/** How to pay an open invoice: set apart from the order's facts. */
export const howToPay = css`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};

  & p {
    margin: 0 0 ${theme.space[2]};
  }

  & > p:last-child {
    margin-bottom: 0;
  }
`;

/** An invoice's due date, or the day it was paid, under the order's payment state. */
export const invoiceTerms = css`
  color: ${theme.color.text};
  font-size: ${theme.font.sizeSm};
`;
