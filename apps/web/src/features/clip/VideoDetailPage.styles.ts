import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const page = css`
  padding-top: ${theme.space[4]};
  padding-bottom: ${theme.space[7]};

  ${media.md} {
    padding-top: ${theme.space[5]};
  }
`;

export const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 2.75rem;
  margin-bottom: ${theme.space[2]};
`;

/* Phone: player, title and actions, then the rest. Wide: the player and the text beside the facts. */
export const article = css`
  display: grid;
  gap: ${theme.space[5]};

  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(18rem, 1fr);
    grid-template-areas:
      'media aside'
      'main aside';
    align-items: start;
    gap: ${theme.space[5]} ${theme.space[6]};
  }
`;

export const mediaArea = css`
  min-width: 0;

  ${media.lg} {
    grid-area: media;
  }
`;

export const aside = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;

  ${media.lg} {
    grid-area: aside;
  }
`;

export const main = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;

  ${media.lg} {
    grid-area: main;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

export const section = css`
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
`;

export const sectionHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeightTight};
`;

export const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const tag = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: ${theme.font.sizeSm};
  text-decoration: none;

  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const similar = css`
  margin-top: ${theme.space[7]};
`;

export const similarHeading = css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.font.sizeXl};
  line-height: ${theme.font.lineHeightTight};
`;

/** "Save to playlist" with its bookmark, filled once the clip is saved, as on the cards. */
export const saveButton = css`
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;
