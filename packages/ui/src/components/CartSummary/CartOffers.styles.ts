import { css } from '@emotion/react';
import { theme } from '../../theme';

export const root = css({
  display: 'grid',
  gap: theme.space[3],
  paddingBlockStart: theme.space[3],
  borderBlockStart: `1px solid ${theme.color.border}`,
  fontFamily: theme.font.family,
  color: theme.color.text,
});

export const heading = css({
  margin: 0,
  fontSize: theme.font.sizeMd,
  lineHeight: theme.font.lineHeightTight,
});

export const list = css({ display: 'grid', gap: theme.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const offer = css({
  display: 'grid',
  gap: theme.space[1],
  justifyItems: 'start',
  padding: theme.space[3],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceSunken,
  '&[data-offer="discountPack"]': { background: theme.color.infoSubtle },
  '&[data-offer="giftCard"]': { background: theme.color.successSubtle },
});

export const name = css({ margin: 0, fontWeight: theme.font.weightBold });

export const detail = css({ margin: 0, fontSize: theme.font.sizeSm, color: theme.color.text });
