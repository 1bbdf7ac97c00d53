import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The dialog's parts (header, body, footer) inside the form, so the footer's submit button sends it. */
export const form = css`
  display: flex;
  flex-direction: column;
`;

export const content = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const body = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/** A text area in the system's field look (`@clipmarket/ui` has no text area control yet). */
export const textarea = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 7rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const error = css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeSm};
`;
