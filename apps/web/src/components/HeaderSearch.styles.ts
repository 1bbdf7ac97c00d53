import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/*
 * Below lg the box hides behind a search button at the end of the nav row and opens as a full-width row under
 * the header's rows; from lg it sits in the header bar between the navigation and the cart.
 */

/* IconButton's inverse tone on the dark header: a rounded square, outlined while its box is open. */
export const toggle = css`
  order: 3;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};

  ${media.md} {
    order: 0;
  }
  ${media.lg} {
    display: none;
  }

  &[aria-expanded='true'] {
    border-color: ${theme.color.borderInverse};
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

/* The primary button, joined to the field: square on the field's side, and a focus ring that shows on the
 * dark header. */
export const submit = css`
  flex: none;
  width: 2.75rem;
  padding: 0;
  border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;

  &:focus-visible {
    outline-color: ${theme.color.textInverse};
  }
`;
