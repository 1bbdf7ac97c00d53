import { css } from '@emotion/react';
import { media, theme } from '../../theme';

export const dialog = css({ maxWidth: '36rem' });

export const intro = css({
  margin: 0,
  color: theme.color.textMuted,
});

export const categories = css({
  display: 'grid',
  margin: 0,
  marginBlockStart: theme.space[4],
  padding: 0,
  listStyle: 'none',
  '& > li': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: theme.space[4],
    rowGap: theme.space[1],
    alignItems: 'center',
    paddingBlock: theme.space[3],
    borderBlockStart: `1px solid ${theme.color.border}`,
  },
});

export const name = css({
  fontWeight: theme.font.weightBold,
  overflowWrap: 'anywhere',
});

export const description = css({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const control = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

/** A checkbox drawn as a switch; its role is `switch`. */
export const switchInput = css({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  width: '2.75rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: theme.radius.pill,
  background: theme.color.borderStrong,
  cursor: 'pointer',
  transition: `background ${theme.motion.durationFast} ${theme.motion.easingStandard}`,
  '&::before': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '0.1875rem',
    insetInlineStart: '0.1875rem',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: theme.radius.pill,
    background: theme.color.surface,
    boxShadow: theme.shadow.sm,
    transition: `transform ${theme.motion.durationFast} ${theme.motion.easingStandard}`,
  },
  '&:checked': { background: theme.color.accent },
  '&:checked::before': { transform: 'translateX(1.25rem)' },
  '&:disabled': { cursor: 'not-allowed', background: theme.color.success },
  [media.reducedMotion]: { transition: 'none', '&::before': { transition: 'none' } },
});

/** On a phone the three buttons fill the rows they wrap onto; from `sm` up they sit at the end, in a row. */
export const actions = css({
  '& > button': { flex: '1 1 auto' },
  [media.sm]: {
    '& > button': { flex: 'none' },
    '& > :last-child': { marginInlineStart: theme.space[2] },
  },
});
