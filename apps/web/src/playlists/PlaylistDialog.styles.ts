import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const dialog = css`
  width: min(32rem, calc(100vw - 2 * ${theme.space[4]}));
  max-height: calc(100dvh - 2 * ${theme.space[4]});
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};

  &::backdrop {
    background: ${theme.color.overlay};
  }
`;

export const form = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
`;

export const title = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  line-height: ${theme.font.lineHeightTight};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

export const body = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const label = css`
  font-weight: ${theme.font.weightBold};
  font-size: ${theme.font.sizeSm};
`;

export const input = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const textarea = css`
  min-height: 7rem;
  resize: vertical;
`;

export const error = css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeSm};
`;

export const actions = css`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
