import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { visuallyHidden } from '../../primitives/styles';

/* States are styled through `data-state`, `data-step-state` and `aria-disabled`, never through props. */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  max-width: 48rem;
  font-family: ${theme.font.family};
  color: ${theme.color.text};
`;

export const progressHeader = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

export const stepOf = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  color: ${theme.color.textMuted};
`;

export const bar = css`
  appearance: none;
  width: 100%;
  height: 0.375rem;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${theme.color.surfaceSunken};
  }
  &::-webkit-progress-value {
    background: ${theme.color.accent};
    border-radius: ${theme.radius.pill};
    transition: inline-size ${theme.motion.durationSlow} ${theme.motion.easingStandard};
  }
  /* Firefox's bar, behind its own test: a browser that does not know the pseudo-element refuses the rule. */
  @supports selector(::-moz-progress-bar) {
    &::-moz-progress-bar {
      background: ${theme.color.accent};
    }
  }

  ${media.reducedMotion} {
    &::-webkit-progress-value {
      transition: none;
    }
  }
`;

/* Phones show only the markers and the current step's title; from md every title shows, wrapping if long. */
export const steps = css`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-width: 0;
    font-size: ${theme.font.sizeSm};
    color: ${theme.color.textMuted};
  }
  li[data-step-state='current'] {
    flex: 1 1 auto;
    color: ${theme.color.text};
    font-weight: ${theme.font.weightMedium};
  }

  ${media.md} {
    gap: ${theme.space[4]};

    /* As specific as the current step's rule above, so every step gets an equal share here. */
    li,
    li[data-step-state='current'] {
      flex: 1 1 0;
    }
  }
`;

export const marker = css`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.75rem;
  height: 1.75rem;
  border: 2px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};

  svg {
    width: 1rem;
    height: 1rem;
  }

  [data-step-state='current'] > & {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
  }
  [data-step-state='complete'] > & {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
`;

export const stepTitle = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  li:not([data-step-state='current']) > & {
    ${visuallyHidden};
  }

  /* Every title in full: a long one wraps onto a second line rather than losing its end. */
  ${media.md} {
    &,
    li:not([data-step-state='current']) > & {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      overflow: visible;
      clip: auto;
      white-space: normal;
      overflow-wrap: break-word;
      line-height: ${theme.font.lineHeightTight};
    }
  }
`;

export const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};

  ${media.md} {
    padding: ${theme.space[6]};
  }
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 4px;
    border-radius: ${theme.radius.sm};
  }
`;

export const description = css`
  margin: 0;
  color: ${theme.color.textMuted};
  line-height: ${theme.font.lineHeightBody};
`;

export const content = css`
  &:empty {
    display: none;
  }
`;

export const loading = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  color: ${theme.color.textMuted};
`;

/*
 * Phones: the buttons stacked at full width, in reading order, Next last where the thumb is. From sm: one
 * row, Back at the start, Skip and Next at the end.
 */
export const actions = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};

  ${media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: flex-end;
    gap: ${theme.space[3]};

    &[data-finished] {
      justify-content: flex-start;
    }
  }
`;

export const back = css`
  ${media.sm} {
    margin-inline-end: auto;
  }
`;

export const next = css`
  ${media.sm} {
    min-width: 7rem;
  }
`;
