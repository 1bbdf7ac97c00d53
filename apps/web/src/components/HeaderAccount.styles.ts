import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

// The signed-in account area's own looks (HeaderAccount), which load with it; the link look it shares with a
// visitor's is AccountNav's.

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
  /* A badge stays whole on one line; the name beside it is what gives way. */
  flex-shrink: 0;
  white-space: nowrap;
`;

/** The outlined button sits on the dark header: keep its label and border readable there. */
export const onDark = css`
  background: transparent;
  border-color: currentColor;
  color: inherit;
`;
