import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from '../../primitives/styles';
export { spinner, visuallyHidden } from '../../primitives/styles';

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
  &::-moz-progress-bar {
    background: ${theme.color.accent};
  }

  ${media.reducedMotion} {
    &::-webkit-progress-value {
      transition: none;
    }
  }
`;

/* Phones show only the markers and the current step's title; from md every title shows. */
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

    li {
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
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);

    ${media.md} {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
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

export const error = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSubtle};
  color: ${theme.color.danger};

  p {
    margin: 0;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[3]};
`;

export const spacer = css`
  flex: 1 1 auto;
`;

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${theme.space[5]};
  border-radius: ${theme.radius.pill};
  font: inherit;
  font-weight: ${theme.font.weightMedium};
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${focusRing};
`;

export const primaryButton = css`
  ${button};
  border: 0;
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};

  ${media.hover} {
    &:not([aria-disabled='true']):hover {
      background: ${theme.color.accentHover};
    }
  }
`;

export const secondaryButton = css`
  ${button};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

export const linkButton = css`
  ${button};
  padding: 0 ${theme.space[2]};
  border: 0;
  background: none;
  color: ${theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;
