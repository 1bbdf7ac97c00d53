import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** One row of tabs at every width; on a phone it scrolls sideways rather than widening the page. */
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
