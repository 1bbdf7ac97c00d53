import { BREAKPOINTS } from '@clipmarket/core';
import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from '../../primitives/styles';

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

const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color ${theme.motion.durationFast} ${theme.motion.easingStandard};

  ${media.hover} {
    &:hover:not([aria-disabled='true']) {
      background: ${theme.color.accentSubtle};
      border-color: ${theme.color.accent};
    }
  }

  ${focusRing};

  &[aria-disabled='true'] {
    color: ${theme.color.textMuted};
    background: ${theme.color.surfaceSunken};
    cursor: not-allowed;
  }

  [data-state='loading'] &[aria-disabled='true'] {
    cursor: progress;
  }
`;

export const step = css`
  ${control};
  padding: 0 ${theme.space[3]};
`;

/* The words stay for screen readers on a phone, where only the chevron shows. */
export const stepLabel = css`
  @media (max-width: ${BREAKPOINTS.md - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
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
  ${control};

  &[aria-current='page'] {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.onAccent};
    font-weight: ${theme.font.weightBold};
    cursor: default;
  }
  ${media.hover} {
    &[aria-current='page']:hover {
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
