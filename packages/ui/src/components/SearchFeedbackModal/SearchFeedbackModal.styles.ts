import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { panel } from '../../primitives/dialog/panel.styles';
import { focusRing } from '../../primitives/styles';

export {
  body,
  close,
  footer,
  header,
  heading,
  secondaryButton,
  visuallyHidden,
} from '../../primitives/dialog/panel.styles';

export const dialog = css(panel('28rem'), {
  // The two states differ only in what the body shows; the attribute is the hook for a designer's tweaks.
  '&[data-state="thanks"] [data-part="detail"]': { color: theme.color.textMuted },
});

export const thumbs = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[3],
  marginBlockStart: theme.space[2],
});

/** A thumb: an icon over its word, a card-like shape of its own, the system's focus ring. */
export const thumb = css(focusRing, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[2],
  paddingBlock: theme.space[4],
  paddingInline: theme.space[3],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  fontWeight: theme.font.weightBold,
  cursor: 'pointer',
  '& svg': { color: theme.color.accent },
  '&[data-vote="down"] svg': { transform: 'rotate(180deg)' },
  [media.hover]: {
    '&:hover': { background: theme.color.accentSubtle, borderColor: theme.color.accent },
  },
});

export const detail = css({
  margin: 0,
});
