import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const nav = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0 0 0 auto;
`;

export const muted = css`
  font-size: ${theme.font.sizeSm};
  opacity: 0.8;
`;

export const quietLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.5rem;
  color: inherit;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-underline-offset: 0.2em;
  border-radius: ${theme.radius.sm};

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/* On a phone the name shows in the header's menu, a row of its own; in the bar from md, at most 24 characters. */
export const username = css`
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.md} {
    max-width: 24ch;
  }
`;

export const badge = css`
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
  line-height: 1.6;
`;

/** The outlined button sits on the dark header: keep its label and border readable there. */
export const onDark = css`
  background: transparent;
  border-color: currentColor;
  color: inherit;
`;
