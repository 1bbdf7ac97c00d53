import { FILTER_PANEL_OPEN_MIN_WIDTH } from '@clipmarket/core';
import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The filter panel's own breakpoint (830 px): from here it sits beside the results instead of a drawer. */
const panelBeside = `@media (min-width: ${FILTER_PANEL_OPEN_MIN_WIDTH}px)`;

export const searchBar = css`
  max-width: 48rem;
  margin-bottom: ${theme.space[5]};
`;

export const body = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  ${panelBeside} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space[5]};
  }
`;

export const filters = css`
  ${panelBeside} {
    &[data-state='open'] {
      width: 17rem;
    }

    /* The open panel is taller than a screen: keep it scrollable beside the results, under the sticky header. */
    & > section {
      width: 100%;
    }
  }
`;

export const results = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
  scroll-margin-top: 5rem;

  &[aria-busy='true'] [data-state='results'] ul {
    opacity: 0.55;
    transition: opacity 150ms ease;
  }

  ${media.reducedMotion} {
    &[aria-busy='true'] [data-state='results'] ul {
      transition: none;
    }
  }

  /* Display "List": one clip a row, larger, for reading titles. */
  &[data-display='list'] [data-state] > ul {
    grid-template-columns: minmax(0, 36rem);
  }
`;

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

export const resultsHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  line-height: ${theme.font.lineHeightTight};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

/* The spelling line under the results heading. */
export const spelling = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/* The offer to keep exact match for every search: a quiet line above the results, wrapping on a phone. */
export const exactMatchOffer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  font-size: ${theme.font.sizeSm};

  &[hidden] {
    display: none;
  }
`;

export const exactMatchText = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0;
`;

export const exactMatchStatus = css`
  margin: 0;
  color: ${theme.color.textMuted};

  [data-state='failed'] > & {
    color: ${theme.color.danger};
  }
`;

/* "Remove this filter" links over the zero-hit message: a wrapping list, each link tall enough to tap. */
export const relaxations = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  font-size: ${theme.font.sizeSm};
`;

export const relaxationsLead = css`
  margin: 0;
`;

export const relaxationList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;

  & a {
    display: inline-block;
    padding-block: ${theme.space[2]};
  }
`;

export const relaxationTotal = css`
  color: ${theme.color.textMuted};
  font-weight: ${theme.font.weightRegular};
`;
