import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing, visuallyHidden } from '../../primitives/styles';

/*
 * States are styled through `data-state`, `data-type`, `data-active` and `aria-sort`, never through props
 * interpolated into styles.
 */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
  font-family: ${theme.font.family};
  color: ${theme.color.text};
`;

export const filters = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/* Each filter's share of the row; the field itself is the system's (Select, TextField). */
export const field = css`
  flex: 1 1 10rem;
  max-width: 100%;

  ${media.md} {
    flex: 0 1 12rem;
  }
`;

export const rangeError = css`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeSm};
`;

/* Phones first: every row a card, each cell labelled from `data-label`; a real table from md. */
export const table = css`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};

  &[data-busy] tbody {
    opacity: 0.6;
    cursor: progress;
  }

  tbody {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
  }
  tbody tr {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
  }
  tbody th,
  tbody td {
    display: grid;
    grid-template-columns: 6rem minmax(0, 1fr);
    gap: ${theme.space[3]};
    padding: ${theme.space[1]} 0;
    text-align: left;
  }
  tbody td::before {
    content: attr(data-label);
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }
  /* The item leads each card, at full width and without its label. */
  tbody th {
    order: -1;
    grid-template-columns: minmax(0, 1fr);
    padding-bottom: ${theme.space[2]};
  }
  /* A cell with nothing in it (no certificate or code on a purchase) is not a labelled blank on a card. */
  tbody td:empty {
    display: none;
  }
  /* A licence's details: a full-width card under its row. */
  tbody tr[data-details] td {
    grid-template-columns: minmax(0, 1fr);
  }
  tbody tr[data-details] td::before {
    content: none;
  }

  ${media.md} {
    display: table;

    tbody {
      display: table-row-group;
    }
    tbody tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-radius: 0;
    }
    th,
    td,
    tbody th,
    tbody td {
      display: table-cell;
      padding: ${theme.space[3]};
      text-align: left;
      vertical-align: top;
      border-bottom: 1px solid ${theme.color.border};
    }
    tbody td::before {
      content: none;
    }
    tbody td:empty {
      display: table-cell;
    }
    tbody tr[data-expanded] > * {
      border-bottom-color: transparent;
    }
    tbody tr[data-details] td {
      padding-top: 0;
      background: ${theme.color.surface};
    }
    [data-numeric] {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    /* A date and an amount read as one piece: '20 Oct 26', never '20 Oct' over '26'. */
    time,
    [data-numeric] {
      white-space: nowrap;
    }
  }
`;

export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

export const headingGroup = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[3]};
`;

/* The app's exports: links styled as buttons, wrapping under the heading on a phone. */
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

export const filterForm = css`
  margin: 0;
  min-width: 0;
`;

/* The clip field takes more room: titles and licence numbers are longer than a date. */
export const wideField = css`
  flex: 2 1 14rem;

  ${media.md} {
    flex: 1 1 16rem;
  }
`;

export const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
`;

export const count = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightRegular};
  color: ${theme.color.textMuted};
`;

export const head = css`
  /* Hidden on phones, where each cell carries its column's name, but kept for screen readers. */
  ${visuallyHidden};

  th {
    background: ${theme.color.surfaceSunken};
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeXs};
    font-weight: ${theme.font.weightBold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }

  ${media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`;

export const sortButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  svg {
    width: 0.875rem;
    height: 0.875rem;
    opacity: 0.5;
  }
  &[data-active='true'] {
    color: ${theme.color.text};
  }
  &[data-active='true'] svg {
    opacity: 1;
  }

  ${focusRing};
  border-radius: ${theme.radius.sm};
`;

/* The certificate link, the Details button and a gift card's code: wrap rather than widen the table. */
export const actionsCell = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};

  ${media.md} {
    min-width: 9rem;
  }
`;

export const code = css`
  display: inline-block;
  padding: 0.125rem ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceSunken};
  font-family: ${theme.font.familyMono};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
  user-select: all;
`;

export const itemCell = css`
  font-weight: ${theme.font.weightRegular};
`;

export const itemTitle = css`
  display: block;
  font-weight: ${theme.font.weightMedium};
  overflow-wrap: anywhere;
`;

export const itemMeta = css`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
`;

/** A revoked licence or a refunded purchase: said in words, in the danger colour. */
export const revoked = css`
  display: block;
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
`;

/** An order refunded in part or in whole, or cancelled, under its number. */
export const orderStatus = css`
  display: block;
  font-family: ${theme.font.family};
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeXs};
`;

export const mono = css`
  font-family: ${theme.font.familyMono};

  &::before {
    font-family: ${theme.font.family};
  }
`;

/** An order number ('CMO-7F3A9C2B') on one line: a browser would break it at its hyphen. */
export const orderNumber = css`
  white-space: nowrap;
`;

export const typeBadge = css`
  display: inline-block;
  justify-self: start;
  padding: 0.125rem ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
  white-space: nowrap;

  &[data-type='licence'] {
    background: ${theme.color.accentSubtle};
    color: ${theme.color.accentHover};
  }
  &[data-type='purchase'] {
    background: ${theme.color.infoSubtle};
    color: ${theme.color.info};
  }
  &[data-type='giftCard'] {
    background: ${theme.color.successSubtle};
    color: ${theme.color.success};
  }
`;

export const pagination = css`
  display: flex;
  justify-content: center;
`;

export const skeletonRow = css`
  cursor: progress;
`;

/** A cell's placeholder: one line in the table's small type. */
export const skeleton = css`
  font-size: ${theme.font.sizeSm};
`;
