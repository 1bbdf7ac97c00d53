import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The page's place while the playlist loads, and a clip's row while its clips do. */
export const skeleton = css({ minHeight: '20rem', borderRadius: theme.radius.lg });
export const rowSkeleton = css({
  minHeight: '6rem',
  marginBottom: theme.space[3],
  borderRadius: theme.radius.lg,
});

export const notice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin: ${theme.space[3]} 0;

  & > p {
    margin: 0;
    flex-basis: 100%;
  }
`;

export const breadcrumb = css`
  margin: -${theme.space[3]} 0 ${theme.space[4]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;

  & a {
    color: ${theme.color.accent};
  }
`;

export const readOnly = css`
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.infoSubtle};
  color: ${theme.color.info};
`;

export const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
`;

export const folders = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

export const sectionHeading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.sizeLg};
`;

export const folderList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    flex-direction: column;
  }
`;

export const folderLink = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    background: ${theme.color.surfaceSunken};
  }

  &[aria-current='page'] {
    background: ${theme.color.accentSubtle};
    color: ${theme.color.accentHover};
    font-weight: ${theme.font.weightBold};
  }
`;

export const folderCount = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightRegular};
`;

export const folderActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

export const muted = css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  color: ${theme.color.textMuted};
`;

export const videos = css`
  min-width: 0;
`;

export const videoList = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const pagination = css`
  margin-top: ${theme.space[5]};
`;

/** Select mode's controls (bulk remove): the toggle, the count and the actions on one wrapping line. */
export const selectBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[3]};
`;

export const selectCount = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
`;

/** The "add to folder" control under a clip's row. */
export const addToFolder = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;

  select {
    min-height: 2rem;
    max-width: 100%;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    font-size: ${theme.font.sizeSm};
  }
`;

/** The shared page's "Save a copy" and, once saved, the sentence linking to the copy. */
export const sharedActions = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space[2]};

  ${media.md} {
    align-items: flex-end;
  }
`;

export const sharedStatus = css`
  margin: 0;
  max-width: 22rem;
  font-size: ${theme.font.sizeSm};

  &:empty {
    display: none;
  }

  & a {
    color: ${theme.color.accent};
  }
`;

/** Only the owner's page has the folders column; without it the clips take the whole width. */
export const withFolders = css`
  ${media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

/** The shared page's guest form, above the clips. */
export const guestForm = css`
  margin: 0 0 ${theme.space[5]};
`;

/** Under a clip's row on the shared page: its preview, clearance and price, and the guest's review. */
export const guestClip = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[3]};
`;

export const guestPreview = css`
  display: block;
  width: 100%;
  max-width: 28rem;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceInverse};
`;

export const guestFacts = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

/** The owner's review panel on the playlist page. */
export const reviewPanel = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0 0 ${theme.space[5]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
`;

export const reviewClips = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const reviewClipTitle = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.sizeMd};

  & a {
    color: ${theme.color.accent};
  }
`;
