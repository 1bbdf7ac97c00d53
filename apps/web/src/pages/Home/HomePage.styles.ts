import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const hero = css`
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(106, 76, 245, 0.55) 0%, transparent 55%),
    radial-gradient(90% 120% at 0% 100%, rgba(47, 111, 228, 0.35) 0%, transparent 60%),
    ${theme.color.surfaceInverse};
  color: ${theme.color.textInverse};
`;

export const heroInner = css`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[6]};

  ${media.md} {
    padding-top: ${theme.space[8]};
    padding-bottom: ${theme.space[8]};
  }
`;

export const heading = css`
  max-width: 22ch;
  margin: 0;
  font-size: clamp(1.75rem, 1.2rem + 2.6vw, 3rem);
  line-height: ${theme.font.lineHeightTight};
  letter-spacing: -0.02em;
`;

export const lead = css`
  max-width: 60ch;
  margin: ${theme.space[4]} 0 0;
  font-size: ${theme.font.sizeMd};
  opacity: 0.86;

  ${media.md} {
    font-size: ${theme.font.sizeLg};
  }
`;

export const section = css`
  padding-top: ${theme.space[5]};

  ${media.md} {
    padding-top: ${theme.space[6]};
  }
`;

export const sectionHeading = css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.font.sizeXl};
  line-height: ${theme.font.lineHeightTight};
`;

/* Columns from the space available, not from breakpoints: one on a phone, up to five on a wide screen. */
export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${theme.space[5]};
  }
`;

export const gridItem = css`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;
