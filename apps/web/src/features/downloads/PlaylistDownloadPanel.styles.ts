import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const panel = css({
  display: 'grid',
  gap: theme.space[2],
  margin: `0 0 ${theme.space[4]}`,
});

export const start = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
});

export const hint = css({
  margin: 0,
  flex: '1 1 16rem',
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

/**
 * In a narrow place (a lists card) the status keeps its phone layout at every width: `DownloadStatus` lays
 * itself out by the viewport, and a card is narrow on a wide screen. Doubled to outrank its own rules.
 */
export const compact = css({
  '&&': {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"icon text" "actions actions"',
  },
  '&& > :last-child > *': { flex: '1 1 auto' },
});
