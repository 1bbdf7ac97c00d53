import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const stack = css`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 48rem;
`;

export const section = css`
  display: grid;
  gap: ${theme.space[3]};
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const playlists = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    color: inherit;
    text-decoration: none;
  }

  & a:hover,
  & a:focus-visible {
    border-color: ${theme.color.accent};
  }

  & strong {
    color: ${theme.color.accent};
  }
`;

export const leave = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;
