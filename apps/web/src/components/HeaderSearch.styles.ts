import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/*
 * Below lg the box hides behind a search button at the end of the nav row and opens as a full-width row under
 * the header's rows; from lg it sits in the header bar between the navigation and the cart.
 */

export const toggle = css`
  order: 3;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${media.md} {
    order: 0;
  }
  ${media.lg} {
    display: none;
  }

  ${media.hover} {
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }
  &[aria-expanded='true'] {
    border-color: rgba(255, 255, 255, 0.5);
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.textInverse};
    outline-offset: 2px;
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const form = css`
  order: 4;
  display: none;
  flex: 1 0 100%;
  align-items: stretch;
  margin: 0;

  &[data-open='true'] {
    display: flex;
  }

  ${media.lg} {
    order: 0;
    display: flex;
    flex: 0 1 18rem;
    min-width: 12rem;
  }
`;

export const input = css`
  flex: 1;
  min-width: 0;
  height: 2.5rem;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-right: 0;
  border-radius: ${theme.radius.md} 0 0 ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.sizeSm};

  &::placeholder {
    color: ${theme.color.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.textInverse};
    outline-offset: 2px;
  }
`;

export const submit = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.5rem;
  padding: 0;
  border: 1px solid ${theme.color.accent};
  border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  cursor: pointer;

  ${media.hover} {
    &:hover {
      background: ${theme.color.accentHover};
      border-color: ${theme.color.accentHover};
    }
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.textInverse};
    outline-offset: 2px;
  }

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;
