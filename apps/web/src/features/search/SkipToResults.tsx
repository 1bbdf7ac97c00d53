import { css } from '@emotion/react';
import { theme } from '@clipmarket/ui';
import type { MouseEvent } from 'react';
import { KEYBOARD_COPY } from '../../keyboard/copy';
import { focusFirstResult } from '../../keyboard/results';

/** The id of the search page's results region, the skip link's target. */
export const RESULTS_ID = 'results';

/** Out of sight until it has focus, then a pill just under the search box, above its suggestions. */
const link = css({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: `calc(100% + ${theme.space[1]})`,
  zIndex: theme.zIndex.tooltip,
  paddingBlock: theme.space[2],
  paddingInline: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  boxShadow: theme.shadow.md,
  color: theme.color.accent,
  fontWeight: theme.font.weightBold,
  '&:not(:focus)': {
    clipPath: 'inset(50%)',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    padding: 0,
    whiteSpace: 'nowrap',
  },
});

/**
 * "Skip to results": the first thing Tab reaches from the search box (issue 14), so a keyboard user passes the
 * filters in one step. It puts focus on the first result (or the results heading when there is none); before
 * the app has taken the page over it is a plain link to the results.
 */
export function SkipToResults() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const region = document.getElementById(RESULTS_ID);
    if (!region) return;
    event.preventDefault();
    if (!focusFirstResult(region)) region.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${RESULTS_ID}`} css={link} onClick={onClick}>
      {KEYBOARD_COPY.skipToResults}
    </a>
  );
}
