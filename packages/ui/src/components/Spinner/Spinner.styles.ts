import { css, keyframes } from '@emotion/react';
import { media, theme } from '../../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A ring in the border colour with one quarter in the current text colour (or the accent), turning. Under
 * reduced motion it stands still: the coloured quarter still says "busy".
 */
export const spinner = css({
  flex: 'none',
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  boxSizing: 'border-box',
  border: `2px solid ${theme.color.border}`,
  borderBlockStartColor: 'currentColor',
  borderRadius: theme.radius.pill,
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
  '&[data-size="lg"]': { width: '2.5rem', height: '2.5rem', borderWidth: '3px' },
  '&[data-tone="accent"]': { borderBlockStartColor: theme.color.accent },
  [media.reducedMotion]: { animation: 'none' },
});

export const status = css({ display: 'inline-flex', alignItems: 'center' });
