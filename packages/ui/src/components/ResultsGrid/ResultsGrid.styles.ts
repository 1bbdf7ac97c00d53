import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/*
 * States are styled through attributes the markup carries (`data-state`, `data-selected`), never through
 * props interpolated into styles: one static stylesheet serves a page of sixty cards.
 */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  /* The grid's columns follow the room the results have, whatever sits beside them (the filter panel). */
  container-type: inline-size;
  font-family: ${theme.font.family};
  color: ${theme.color.text};

  &[data-state='loading'] {
    cursor: progress;
  }
`;

/**
 * Widths (of the results, not the window) from which the grid has 2 and then 4 columns. Never 3 or 5: the app
 * shows 8 clips on home rows, 16 similar clips, 20 a collection page and 60 a search page, and 1, 2 and 4
 * divide them all, so no row is left part-filled (ADR 31).
 */
export const GRID_TWO_COLUMNS_FROM = '30rem';
export const GRID_FOUR_COLUMNS_FROM = '50rem';

export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: ${GRID_TWO_COLUMNS_FROM}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: ${GRID_FOUR_COLUMNS_FROM}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${theme.space[5]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/*
 * A card out of sight is not styled, laid out or painted until it nears the viewport. A search page holds sixty,
 * and every dialog opened over the page (filters, save, licence, log in) restyled them all as the page behind it
 * became inert: on a 4x slower phone the filter drawer answered in about 270 ms, now about 190
 * (docs/benchmarks-log.md, 2026-12-06, session 64). A skipped card stays in the accessibility tree; its own
 * border, shadow and focus ring are outside what it clips. What it would clip is the title's tooltip, which
 * rises above a row of the list, so a card pointed at or holding focus (the tooltip's two ways open) draws in
 * full. Until first drawn a card stands as tall as one usually is at that width (`phone`, then `wider`); after,
 * as tall as it was.
 */
function drawnWhenNear(phone: string, wider: string) {
  return css`
    & > article {
      content-visibility: auto;
      contain-intrinsic-block-size: auto ${phone};
      ${media.sm} {
        contain-intrinsic-block-size: auto ${wider};
      }
    }
    & > article:hover,
    & > article:focus-within {
      content-visibility: visible;
    }
  `;
}

export const item = css`
  position: relative;
  display: grid;
  /* The checkbox sits on the poster, whose height is 9/16 of the item's width. */
  container-type: inline-size;
  border-radius: ${theme.radius.lg};
  ${drawnWhenNear('24rem', '20rem')};

  /*
   * Selected: a tinted card with an accent border and the "Selected" badge. No outline: an outline is the
   * focus ring's look, and the two must not be mistaken for each other.
   */
  &[data-selected='true'] > article {
    border-color: ${theme.color.accent};
    background: ${theme.color.accentSubtle};
  }
`;

/* Beside the checkbox at the bottom left of the poster, where the eye already looks to select. */
export const selectedBadge = css`
  position: absolute;
  left: calc(${theme.space[2]} + 2.25rem + ${theme.space[2]});
  /* Centred on the 2.25rem checkbox box: 1.125rem up to its middle, 0.875rem more to the badge's top. */
  top: calc(56.25cqw - 2rem - ${theme.space[2]});
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  height: 1.75rem;
  padding: 0 ${theme.space[2]} 0 0.375rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  box-shadow: ${theme.shadow.md};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
  pointer-events: none;

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/* Bottom left of the poster: the save toggle has the top right and the in-cart badge the top left. */
export const selectBox = css`
  position: absolute;
  left: ${theme.space[2]};
  top: calc(56.25cqw - 2.25rem - ${theme.space[2]});
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
  cursor: pointer;
`;

/* The list layout: one row a clip, full width at every size. */
export const list = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* The width of a row's checkbox column: a whole-height strip at the row's start, easy to hit on a phone. */
const rowCheckColumn = '2.75rem';

export const row = css`
  position: relative;
  display: grid;
  border-radius: ${theme.radius.lg};
  ${drawnWhenNear('11rem', '7rem')};

  /* Selectable: the row makes room for its checkbox inside its own border, so the tint covers both. */
  &[data-selected] > article {
    padding-left: ${rowCheckColumn};
  }

  /* Selected: tinted with an accent border, as a selected card; never outlined like the focus ring. */
  &[data-selected='true'] > article {
    border-color: ${theme.color.accent};
    background: ${theme.color.accentSubtle};
  }
`;

export const rowSelectBox = css`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  width: ${rowCheckColumn};
  cursor: pointer;
`;

export const checkbox = css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${theme.color.accent};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 3px;
  }
`;

export const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

export const count = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
`;

export const estimateNote = css`
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightRegular};
  color: ${theme.color.textMuted};
`;

export const selectionBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  font-size: ${theme.font.sizeSm};
`;

export const selectionCount = css`
  font-weight: ${theme.font.weightBold};

  /* Nothing selected yet: a hint of what selecting is for, not a count of nothing. */
  &[data-empty='true'] {
    font-weight: ${theme.font.weightRegular};
    color: ${theme.color.textMuted};
  }
`;

export const trending = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const sectionHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightBold};
`;

export const skeleton = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-bottom: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  overflow: hidden;
`;

export const skeletonMedia = css`
  border-radius: 0;
`;

export const skeletonText = css`
  width: auto;
  margin: 0 ${theme.space[3]};
  font-size: ${theme.font.sizeSm};
`;

/* A placeholder row, the shape of a list row: poster on the left, two lines of text beside it. */
export const skeletonRow = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};

  ${media.sm} {
    gap: ${theme.space[3]};
  }
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const skeletonRowMedia = css`
  flex: none;
  width: 7rem;
  border-radius: ${theme.radius.md};

  ${media.sm} {
    width: 10rem;
  }
`;

export const skeletonRowText = css`
  flex: 1;
  min-width: 0;
  max-width: 24rem;
  font-size: ${theme.font.sizeSm};
`;
