import { BREAKPOINTS } from '@clipmarket/core';
import { css } from '@emotion/react';
import { visuallyHidden } from '../../primitives/styles';
import { media, theme } from '../../theme';

/*
 * States are styled through attributes the markup carries (`data-state`, `aria-current`, `aria-disabled`),
 * never through props interpolated into styles. The page list shows from `md` up; below it a compact
 * "Page n of m" takes its place, and `display: none` keeps the hidden one out of the accessibility tree.
 */

export const root = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  font-family: ${theme.font.family};
  font-size: ${theme.font.sizeSm};
  color: ${theme.color.text};

  &[data-state='loading'] {
    cursor: progress;
  }
`;

/*
 * Previous and Next are the system's secondary button, the page numbers its ghost button, so the bar shares
 * their size, corners, focus ring and inert look (`aria-disabled`); only the spacing is the bar's own.
 */
export const step = css`
  gap: ${theme.space[1]};
  padding-inline: ${theme.space[3]};

  [data-state='loading'] &[aria-disabled='true'] {
    cursor: progress;
  }
`;

/* The words stay for screen readers on a phone, where only the chevron shows. */
export const stepLabel = css`
  @media (max-width: ${BREAKPOINTS.md - 1}px) {
    ${visuallyHidden};
  }
`;

export const chevron = css`
  width: 1rem;
  height: 1rem;
  flex: none;
`;

export const pages = css`
  display: none;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    display: flex;
  }
`;

export const page = css`
  min-width: 2.5rem;
  padding-inline: ${theme.space[2]};
  color: ${theme.color.text};
  font-variant-numeric: tabular-nums;

  [data-state='loading'] &[aria-disabled='true'] {
    cursor: progress;
  }

  &[aria-current='page'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
    cursor: default;
  }
  ${media.hover} {
    &[aria-current='page']:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.color.accent};
    }
  }
`;

export const gap = css`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  color: ${theme.color.textMuted};
`;

export const compact = css`
  margin: 0 ${theme.space[2]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${media.md} {
    display: none;
  }
`;
