import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/**
 * One row of tabs at every width; on a phone it scrolls sideways rather than widening the page. An edge with
 * more tabs beyond it is shaded (scroll shadows: the page-coloured covers scroll with the tabs, the shades stay
 * at the edges), so a phone shows that the row goes on.
 */
export const nav = css`
  margin: 0 0 ${theme.space[5]};

  & ul {
    display: flex;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    overflow-x: auto;
    list-style: none;
    border-bottom: 1px solid ${theme.color.border};
    scrollbar-width: thin;
    background:
      linear-gradient(to right, ${theme.color.canvas} 40%, transparent) left / 2.5rem 100% no-repeat local,
      linear-gradient(to left, ${theme.color.canvas} 40%, transparent) right / 2.5rem 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${theme.color.edgeShade}, transparent) left / 0.875rem 100%
        no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${theme.color.edgeShade}, transparent) right / 0.875rem 100%
        no-repeat scroll;
  }

  & a {
    display: block;
    padding: ${theme.space[2]} ${theme.space[3]};
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
    font-weight: ${theme.font.weightMedium};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }

  & a:hover {
    color: ${theme.color.text};
  }

  & a:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }

  & a[aria-current='page'],
  & a[aria-current='true'] {
    color: ${theme.color.accent};
    border-bottom-color: ${theme.color.accent};
  }
`;
