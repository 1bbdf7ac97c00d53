import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** Spaced as the panel's other sections; scrolled to by its anchor, it keeps clear of the page's top edge. */
export const section = css`
  margin-bottom: ${theme.space[6]};
  scroll-margin-top: ${theme.space[6]};
`;

export const sectionHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.sizeLg};
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;
