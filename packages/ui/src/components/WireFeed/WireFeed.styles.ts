import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing, messageTitle } from '../../primitives/styles';
export { visuallyHidden } from '../../primitives/styles';

/*
 * The feed's state and mode are styled through attributes (`data-state` on the root, `data-mode` on each
 * list, `aria-pressed` on the mode buttons), never through props interpolated into styles.
 */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  font-family: ${theme.font.family};
  color: ${theme.color.text};

  &[data-state='loading'] {
    cursor: progress;
  }
`;

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

/* The day filter's width in the toolbar; the field itself is the system's Select. */
export const field = css`
  min-width: min(100%, 14rem);
`;

/*
 * A segmented control: two toggle buttons in a tray. It keeps its own look (a pressed segment is raised, not
 * filled), with the button's corners, type, height and focus ring so it sits among the system's buttons.
 */
export const modeSwitch = css`
  display: inline-flex;
  gap: 0.125rem;
  padding: 0.1875rem;
  border: 1px solid ${theme.color.border};
  border-radius: calc(${theme.radius.md} + 0.1875rem);
  background: ${theme.color.surfaceSunken};
`;

export const modeButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.25rem;
  padding: 0 ${theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textMuted};
  font: inherit;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
  line-height: 1.25;
  cursor: pointer;

  ${media.hover} {
    &:hover:not([aria-pressed='true']) {
      color: ${theme.color.text};
    }
  }

  svg {
    width: 1rem;
    height: 1rem;
  }

  &[aria-pressed='true'] {
    border-color: ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.accent};
    box-shadow: ${theme.shadow.sm};
  }

  ${focusRing};
`;

export const group = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const groupHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[3]};
  padding-bottom: ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border};
`;

export const groupHeading = messageTitle;

export const groupCount = css`
  font-size: ${theme.font.sizeSm};
  color: ${theme.color.textMuted};
`;

export const items = css`
  display: grid;
  gap: ${theme.space[5]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-mode='grid'] {
    grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
  }
  &[data-mode='list'] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space[3]};
  }
`;

export const itemCell = css`
  display: grid;
  min-width: 0;
`;

export const footer = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[2]};
`;

export const progress = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.color.textMuted};
`;

export const end = css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};

  ${focusRing};
`;

/** A next page that could not be loaded, above Load more: as wide as the feed. */
export const inlineError = css`
  align-self: stretch;
`;

/** The placeholders while the feed loads, laid out as the items of the grid. */
export const skeletonGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
  gap: ${theme.space[5]} ${theme.space[4]};
`;

/** …and of the list: each placeholder a row, the poster beside the lines. */
export const skeletonList = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[3]};

  & > div {
    grid-template-columns: 7.5rem 1fr;
    padding: ${theme.space[2]};
    gap: ${theme.space[2]};

    ${media.md} {
      grid-template-columns: 12rem 1fr;
    }
  }
`;

export const skeleton = css`
  display: grid;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  overflow: hidden;
`;

export const skeletonMedia = css`
  border-radius: 0;
`;

export const skeletonLines = css`
  width: auto;
  margin: ${theme.space[2]} ${theme.space[3]};
  font-size: ${theme.font.sizeSm};
`;
