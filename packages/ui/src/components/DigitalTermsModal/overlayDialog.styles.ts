import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

// Styles shared by the overlays helper's small modals (feedback, digital terms, login, consent). Each adds
// its own width and content styles.

const enter = keyframes({
  from: { transform: 'translateY(1rem)' },
  to: { transform: 'translateY(0)' },
});

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

/** A centred panel: nearly the full width on a phone, `maxWidth` from `sm` up. */
export function dialog(maxWidth: string) {
  return css({
    boxSizing: 'border-box',
    width: `calc(100% - ${theme.space[5]})`,
    maxWidth,
    maxHeight: `calc(100dvh - ${theme.space[5]})`,
    margin: 'auto',
    padding: 0,
    border: 0,
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.lg,
    background: theme.color.surface,
    color: theme.color.text,
    fontFamily: theme.font.family,
    lineHeight: theme.font.lineHeightBody,
    overflow: 'auto',
    overscrollBehavior: 'contain',
    '&::backdrop': { background: theme.color.overlay },
    '&[open]': { animation: `${enter} ${theme.motion.durationSlow} ${theme.motion.easingStandard}` },
    [media.md]: { maxHeight: `calc(100dvh - ${theme.space[7]})` },
    [media.reducedMotion]: { '&[open]': { animation: 'none' } },
  });
}

export const header = css({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space[3],
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
  background: theme.color.surface,
  [media.md]: { paddingInline: theme.space[5] },
});

export const heading = css({
  margin: 0,
  paddingBlockStart: theme.space[2],
  fontSize: theme.font.sizeLg,
  lineHeight: theme.font.lineHeightTight,
  overflowWrap: 'anywhere',
  // Focus lands here on open so the title is read first; it is not a control, so it shows no ring.
  '&:focus': { outline: 'none' },
});

export const close = css({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.textMuted,
  cursor: 'pointer',
  [media.hover]: { '&:hover': { background: theme.color.surfaceSunken, color: theme.color.text } },
});

export const body = css({
  paddingBlockEnd: theme.space[4],
  paddingInline: theme.space[4],
  [media.md]: { paddingInline: theme.space[5], paddingBlockEnd: theme.space[5] },
});

export const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space[2],
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
  borderBlockStart: `1px solid ${theme.color.border}`,
  [media.md]: { paddingInline: theme.space[5] },
});

const buttonBase = css({
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
  cursor: 'pointer',
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
});

export const primaryButton = css(buttonBase, {
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

export const secondaryButton = css(buttonBase, {
  border: `1px solid ${theme.color.accent}`,
  background: theme.color.surface,
  color: theme.color.accent,
  [media.hover]: { '&:hover': { background: theme.color.accentSubtle } },
});

export const link = css({
  color: theme.color.accent,
  fontWeight: theme.font.weightMedium,
  textUnderlineOffset: '0.2em',
  [media.hover]: { '&:hover': { color: theme.color.accentHover } },
});
