import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The offer under the card checkout: a rule above it, its own small form. */
export const section = css`
  display: grid;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
`;

export const form = css`
  display: grid;
  gap: ${theme.space[3]};

  & > [role='alert']:empty {
    display: none;
  }
`;

/** The labelled input of the shell's forms. */
export { field } from '../../components/Form.styles';

/** The button takes the panel's width, as the card checkout's does. */
export const submit = css`
  width: 100%;
`;
