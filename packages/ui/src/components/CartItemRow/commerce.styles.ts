import { css } from '@emotion/react';
import { media, theme } from '../../theme';

// Pieces shared by the commerce components (CartItemRow, CartSummary, DownloadStatus, UsageDeclaration,
// InquiryForm): buttons, the visually hidden text, the status line. Each adds its own layout.

export const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const focusRing = css({
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
});

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

export const secondaryButton = css(button, {
  border: `1px solid ${theme.color.accent}`,
  background: theme.color.surface,
  color: theme.color.accent,
  [media.hover]: { '&:hover:not([aria-disabled="true"])': { background: theme.color.accentSubtle } },
});

export const dangerButton = css(button, {
  border: `1px solid ${theme.color.borderStrong}`,
  background: theme.color.surface,
  color: theme.color.danger,
  [media.hover]: { '&:hover:not([aria-disabled="true"])': { background: theme.color.dangerSubtle } },
});

export const textLink = css(focusRing, {
  color: theme.color.accent,
  fontWeight: theme.font.weightMedium,
  textUnderlineOffset: '0.2em',
  [media.hover]: { '&:hover': { color: theme.color.accentHover } },
});

/** A message that receives focus programmatically (tabIndex -1): it is not a control, so no ring. */
export const focusTarget = css({ '&:focus': { outline: 'none' } });
