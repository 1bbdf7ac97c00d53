import { media, PRIVACY_TAB_CLEARANCE, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const shell = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

export const skipLink = css`
  position: absolute;
  left: ${theme.space[4]};
  top: ${theme.space[2]};
  z-index: ${theme.zIndex.tooltip};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.accent};
  font-weight: ${theme.font.weightBold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const header = css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.sticky};
  background: ${theme.color.surfaceInverse};
  color: ${theme.color.textInverse};
`;

export const container = css`
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  /* Inline padding only: the containers it is combined with set their own block padding. */
  padding-inline: ${theme.space[4]};

  ${media.md} {
    padding-inline: ${theme.space[5]};
  }
`;

export const headerBar = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
  padding-top: ${theme.space[3]};
  padding-bottom: ${theme.space[3]};
`;

export const brand = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: inherit;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${theme.radius.sm};
`;

// The bell and the cart, side by side.
export const tools = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  '&:empty': { display: 'none' },
});

export const brandMark = css`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${theme.radius.md};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/*
 * On phones the nav drops under the brand as one scrollable row, sharing it with the header search's button
 * (2.5rem and a gap); from md it sits beside the brand.
 */
export const nav = css`
  order: 3;
  flex: 1 0 calc(100% - 2.5rem - ${theme.space[5]});
  margin: 0 calc(-1 * ${theme.space[2]});
  overflow-x: auto;
  scrollbar-width: none;

  ${media.md} {
    order: 0;
    flex: 1 1 auto;
    margin: 0;
  }
`;

export const navList = css`
  display: flex;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;

  ${media.md} {
    gap: ${theme.space[1]};
  }
`;

export const headerLink = css`
  display: block;
  /* Narrow on phones, so the four links and the search button share one row of 390 px without clipping. */
  padding: ${theme.space[2]} ${theme.space[2]};
  ${media.md} {
    padding: ${theme.space[2]} ${theme.space[3]};
  }
  border-radius: ${theme.radius.md};
  color: inherit;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-decoration: none;
  opacity: 0.86;

  &:hover,
  &[aria-current='page'] {
    opacity: 1;
    background: ${theme.color.washInverse};
  }
`;

export const main = css`
  flex: 1 0 auto;
  outline: none;
`;

export const footer = css`
  margin-top: ${theme.space[7]};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  /* Room below the last line for the fixed Privacy Preferences tab, so at the page's end it covers nothing. */
  padding-bottom: ${PRIVACY_TAB_CLEARANCE};
`;

export const footerBar = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[5]};
`;

/** The link groups side by side where they fit, one under another on a phone. */
export const footerNav = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${theme.space[5]};
`;

export const footerGroup = css`
  min-width: 0;
`;

export const footerHeading = css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.text};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
`;

export const footerList = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    /* A comfortable target on touch screens (WCAG 2.5.8 asks 24 px). */
    padding-block: ${theme.space[1]};
    color: inherit;
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${theme.color.text};
  }
`;

export const footerNote = css`
  margin: 0;
`;
