import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The room above and below the page's one message (an InlineAlert or an EmptyState). */
export const space = css`
  margin: ${theme.space[5]} 0;
`;

/** "Log in to see your playlists…" while the session is asked for: a muted line. */
export const notice = css`
  margin: ${theme.space[5]} 0;
  color: ${theme.color.textMuted};
`;

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
`;

export const viewSwitch = css`
  display: flex;
  gap: ${theme.space[1]};
`;

export const sorts = css`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${theme.space[2]};

  ${media.sm} {
    display: flex;
  }
`;

export const label = css`
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
`;

export const select = css`
  min-height: 2.5rem;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.sizeSm};
`;

export const count = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const list = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};

  &[data-view='list'] {
    ${media.md} {
      flex-direction: row;
    }
  }
`;

/** A list's place while the lists load: as tall as its card, or its row. */
export const skeleton = css`
  min-height: 14rem;
  border-radius: ${theme.radius.lg};
`;

export const skeletonRow = css`
  min-height: 7rem;
  border-radius: ${theme.radius.lg};
`;

export const thumbs = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  aspect-ratio: 16 / 9;
  background: ${theme.color.surfaceSunken};

  &[data-count='1'] {
    grid-template-columns: 1fr;
  }

  [data-view='list'] > & {
    ${media.md} {
      flex: 0 0 14rem;
    }
  }
`;

export const thumb = css`
  width: 100%;
  height: 100%;
  min-height: 0;
  object-fit: cover;
  display: block;
`;

export const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
`;

export const name = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

export const nameLink = css`
  color: ${theme.color.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    color: ${theme.color.accent};
    text-decoration: underline;
  }
`;

export const meta = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const description = css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const pagination = css`
  margin-top: ${theme.space[5]};
`;
