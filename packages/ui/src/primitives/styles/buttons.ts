import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from './a11y';

const button = css(focusRing, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  minHeight: '2.5rem',
  paddingInline: theme.space[4],
  borderRadius: theme.radius.md,
  font: 'inherit',
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  textDecoration: 'none',
  cursor: 'pointer',
  // aria-disabled, not disabled: focus stays on a button while its call runs.
  '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
  '&[aria-busy="true"]': { cursor: 'progress' },
});

/** The filled accent button: the one main action of a view. */
export const primaryButton = css(button, {
  border: `1px solid ${theme.color.accent}`,
  background: theme.color.accent,
  color: theme.color.onAccent,
  [media.hover]: {
    '&:hover:not([aria-disabled="true"])': {
      background: theme.color.accentHover,
      borderColor: theme.color.accentHover,
    },
  },
});

/** The outlined accent button: an action beside the main one. */
export const secondaryButton = css(button, {
  border: `1px solid ${theme.color.accent}`,
  background: theme.color.surface,
  color: theme.color.accent,
  [media.hover]: { '&:hover:not([aria-disabled="true"])': { background: theme.color.accentSubtle } },
});

/** The outlined button in the danger colour: removing or cancelling something. */
export const dangerButton = css(button, {
  border: `1px solid ${theme.color.borderStrong}`,
  background: theme.color.surface,
  color: theme.color.danger,
  [media.hover]: { '&:hover:not([aria-disabled="true"])': { background: theme.color.dangerSubtle } },
});

/** An inline link in the accent colour. */
export const textLink = css(focusRing, {
  color: theme.color.accent,
  fontWeight: theme.font.weightMedium,
  textUnderlineOffset: '0.2em',
  [media.hover]: { '&:hover': { color: theme.color.accentHover } },
});

/** The filled accent pill: the retry or "show more" action inside a message or a section. */
export const pillButton = css`
  min-height: 2.5rem;
  padding: 0 ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font: inherit;
  font-weight: ${theme.font.weightMedium};
  cursor: pointer;

  ${focusRing};
`;
