import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from './a11y';

// The one button of the system. Every component's buttons take one of these variants, so a buyer sees the
// same shape, weight and states everywhere: 8 px corners, bold small text, at least 40 px tall (32 px with
// `smallButton` in dense rows), and padding that keeps a wrapped label off the border.

const button = css(focusRing, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  minHeight: '2.5rem',
  paddingBlock: theme.space[2],
  paddingInline: theme.space[4],
  borderRadius: theme.radius.md,
  font: 'inherit',
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  // aria-disabled, not disabled: focus stays on a button while its call runs.
  '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&[aria-busy="true"]': { cursor: 'progress' },
});

const enabledHover = '&:hover:not([aria-disabled="true"]):not(:disabled)';

/** The filled accent button: the one main action of a view. */
export const primaryButton = css(button, {
  border: `1px solid ${theme.color.accent}`,
  background: theme.color.accent,
  color: theme.color.onAccent,
  [media.hover]: {
    [enabledHover]: { background: theme.color.accentHover, borderColor: theme.color.accentHover },
  },
});

/** The outlined accent button: an action beside the main one. */
export const secondaryButton = css(button, {
  border: `1px solid ${theme.color.accent}`,
  background: theme.color.surface,
  color: theme.color.accent,
  [media.hover]: { [enabledHover]: { background: theme.color.accentSubtle } },
});

/**
 * A toggle (`aria-pressed`) among others, such as a Grid / List switch: outlined like `secondaryButton` when
 * off, filled in the accent when on. Under the pointer each state darkens its own fill, so the pressed one
 * never turns to white text on a pale fill (issue 14).
 */
export const toggleButton = css(button, {
  border: `1px solid ${theme.color.borderStrong}`,
  background: theme.color.surface,
  color: theme.color.accent,
  // Pressed reads as "on", not as the page's primary action: the accent's tint, a doubled accent edge and its
  // darker text, never the primary button's solid fill (issue 34).
  '&[aria-pressed="true"]': {
    borderColor: theme.color.accent,
    background: theme.color.accentSubtle,
    color: theme.color.accentHover,
    boxShadow: `inset 0 0 0 1px ${theme.color.accent}`,
  },
  [media.hover]: {
    [enabledHover]: { background: theme.color.accentSubtle },
  },
});

/** The outlined button in the danger colour: removing or cancelling something. */
export const dangerButton = css(button, {
  border: `1px solid ${theme.color.borderStrong}`,
  background: theme.color.surface,
  color: theme.color.danger,
  [media.hover]: { [enabledHover]: { background: theme.color.dangerSubtle } },
});

/** The quiet button: no border until hovered; for "Clear", "Cancel" and other low-stakes actions. */
export const ghostButton = css(button, {
  border: '1px solid transparent',
  background: 'transparent',
  color: theme.color.accent,
  [media.hover]: { [enabledHover]: { background: theme.color.accentSubtle } },
});

/** Added to a variant: the compact size for dense rows and chips (still 32 px tall). */
export const smallButton = css({
  minHeight: '2rem',
  paddingBlock: theme.space[1],
  paddingInline: theme.space[3],
});

/** Added to a variant: full width on a phone, its own width from `sm` up. */
export const blockOnPhone = css({
  width: '100%',
  [media.sm]: { width: 'auto' },
});

/** An inline link in the accent colour. */
export const textLink = css(focusRing, {
  color: theme.color.accent,
  fontWeight: theme.font.weightMedium,
  textUnderlineOffset: '0.2em',
  [media.hover]: { '&:hover': { color: theme.color.accentHover } },
});

/** The retry or "show more" action inside a message or a section: the primary button. */
export const pillButton = primaryButton;
