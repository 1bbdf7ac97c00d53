import { css } from '@emotion/react';
import { media, theme } from '../../theme';

export const dialog = css({
  maxWidth: '28rem',
  // The two states differ only in what the body shows; the attribute is the hook for a designer's tweaks.
  '&[data-state="thanks"] [data-part="detail"]': { color: theme.color.textMuted },
});

export const thumbs = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[3],
  marginBlockStart: theme.space[2],
});

/** A thumb: an icon over its word, a card-like shape of its own over the system's button. */
export const thumb = css({
  flexDirection: 'column',
  paddingBlock: theme.space[4],
  paddingInline: theme.space[3],
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  '& svg': { color: theme.color.accent },
  [media.hover]: {
    '&:hover': { background: theme.color.accentSubtle, borderColor: theme.color.accent },
  },
});

export const detail = css({
  margin: 0,
});
