import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/* States are styled through `data-state` on the root. */

export const root = css({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
  '&[data-state="completed"]': { borderColor: theme.color.success, background: theme.color.successSubtle },
  '&[data-state="notConfirmed"]': { borderColor: theme.color.warning, background: theme.color.warningSubtle },
  [media.md]: { padding: theme.space[5] },
});

export const heading = css({
  margin: 0,
  fontSize: theme.font.sizeXl,
  lineHeight: theme.font.lineHeightTight,
});

export const hint = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.color.text,
});

export const reference = css({ margin: 0, fontSize: theme.font.sizeSm, fontVariantNumeric: 'tabular-nums' });

export const licences = css({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const licence = css({
  display: 'grid',
  gap: theme.space[1],
  padding: theme.space[3],
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
});

export const licenceTitle = css({
  margin: 0,
  fontSize: theme.font.sizeMd,
  overflowWrap: 'anywhere',
  '& a': { color: 'inherit' },
});

export const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space[3]}`,
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  '& strong': { color: theme.color.text, fontVariantNumeric: 'tabular-nums' },
});

export const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  margin: 0,
});

export const action = css({ [media.sm]: { justifySelf: 'start' } });
