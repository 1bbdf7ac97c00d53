import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const card = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 30rem;
  padding: ${theme.space[5]} ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};

  ${media.sm} {
    padding: ${theme.space[6]};
  }
`;

export const form = css`
  display: grid;
  gap: ${theme.space[4]};

  /* The alert and status regions stay mounted (so a message is announced); empty, they take no room. */
  & > [role='alert']:empty,
  & > [role='status']:empty {
    height: 0;
    margin-bottom: calc(-1 * ${theme.space[4]});
    padding: 0;
    overflow: hidden;
  }
`;

export const row = css`
  display: grid;
  gap: ${theme.space[4]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const field = css`
  display: grid;
  gap: ${theme.space[1]};

  & > label {
    font-size: ${theme.font.sizeSm};
    font-weight: ${theme.font.weightMedium};
  }

  & > input {
    box-sizing: border-box;
    width: 100%;
    min-height: 2.75rem;
    padding-inline: ${theme.space[3]};
    border: 1px solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
  }

  & > input:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }

  & > input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const optional = css`
  color: ${theme.color.textMuted};
  font-weight: ${theme.font.weightRegular};
`;

export const hint = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
`;

export const check = css`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${theme.space[2]};
  font-size: ${theme.font.sizeSm};

  & > input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.125rem 0 0;
    accent-color: ${theme.color.accent};
  }

  & > input[aria-invalid='true'] {
    outline: 2px solid ${theme.color.danger};
    outline-offset: 1px;
  }
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const submit = css`
  width: 100%;
`;

export const links = css`
  display: grid;
  gap: ${theme.space[2]};
  justify-items: center;
  margin: ${theme.space[5]} 0 0;
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
  font-size: ${theme.font.sizeSm};
  text-align: center;

  & > p {
    margin: 0;
  }
`;
