import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing, messageTitle } from '../../primitives/styles';

/* States are styled through `data-state`, `data-aci` and `data-clamped`, never through props in styles. */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  min-width: 0;
  font-family: ${theme.font.family};
  color: ${theme.color.text};
`;

/* One column on phones and tablets: player, title and actions, details, then the rest. Two from lg. */
export const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'media' 'aside' 'main';
  gap: ${theme.space[5]};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    grid-template-areas: 'media aside' 'main aside';
    align-items: start;
    gap: ${theme.space[5]} ${theme.space[6]};
  }
`;

export const mediaArea = css`
  grid-area: media;
  min-width: 0;
`;

export const aside = css`
  grid-area: aside;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
`;

export const main = css`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
`;

export const titleBlock = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
`;

export const title = css`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
  overflow-wrap: anywhere;

  ${media.lg} {
    font-size: ${theme.font.sizeXxl};
  }
`;

export const jvId = css`
  margin: 0;
  font-family: ${theme.font.familyMono};
  font-size: ${theme.font.sizeSm};
  color: ${theme.color.textMuted};
`;

export const meanings = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: ${theme.space[1]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.sizeSm};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
  }

  [role='img'] {
    display: inline-grid;
    place-items: center;
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: ${theme.radius.sm};

    svg {
      width: 100%;
      height: 100%;
    }
  }
  li:first-of-type [role='img'] {
    border: 1px solid ${theme.color.borderStrong};
    color: ${theme.color.textMuted};
  }
  [role='img'][data-aci] {
    color: ${theme.color.textInverse};
  }
  [role='img'][data-aci='GREEN'] {
    background: ${theme.color.clearanceGreen};
  }
  [role='img'][data-aci='YELLOW'] {
    background: ${theme.color.clearanceYellow};
    color: ${theme.color.text};
  }
  [role='img'][data-aci='RED'] {
    background: ${theme.color.clearanceRed};
  }
`;

export const clearanceText = css`
  font-weight: ${theme.font.weightBold};
  [data-aci='GREEN'] & {
    color: ${theme.color.clearanceGreenText};
  }
  [data-aci='YELLOW'] & {
    color: ${theme.color.clearanceYellowText};
  }
  [data-aci='RED'] & {
    color: ${theme.color.clearanceRedText};
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};

  > * {
    flex: 1 1 auto;
  }
`;

/* What the clip's licences cover for advertising, edged in its clearance colour; the inquiry link under it. */
export const advertising = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-inline-start: 4px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  font-size: ${theme.font.sizeSm};

  &[data-aci='GREEN'] {
    border-color: ${theme.color.clearanceGreen};
  }
  &[data-aci='YELLOW'] {
    border-color: ${theme.color.clearanceYellow};
  }
  &[data-aci='RED'] {
    border-color: ${theme.color.clearanceRed};
  }
`;

/* A link styled as a button: its text centred like the buttons beside it. */
export const download = css`
  text-align: center;
  text-decoration: none;
`;

export const section = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-width: 0;

  > * {
    max-width: 100%;
  }
`;

export const sectionHeading = messageTitle;

export const subHeading = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightBold};
`;

export const facts = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  width: 100%;
  margin: 0;
  font-size: ${theme.font.sizeSm};
`;

export const fact = css`
  display: grid;
  grid-template-columns: minmax(7rem, 10rem) minmax(0, 1fr);
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border};

  dt {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const clearance = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[1]};
  font-weight: ${theme.font.weightMedium};

  &::before {
    content: '';
    align-self: center;
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${theme.radius.pill};
    background: currentColor;
  }
  &[data-aci='GREEN'] {
    color: ${theme.color.clearanceGreenText};
  }
  &[data-aci='GREEN']::before {
    background: ${theme.color.clearanceGreen};
  }
  &[data-aci='YELLOW'] {
    color: ${theme.color.clearanceYellowText};
  }
  &[data-aci='YELLOW']::before {
    background: ${theme.color.clearanceYellow};
  }
  &[data-aci='RED'] {
    color: ${theme.color.clearanceRedText};
  }
  &[data-aci='RED']::before {
    background: ${theme.color.clearanceRed};
  }
`;

export const clearanceDetail = css`
  font-weight: ${theme.font.weightRegular};
  color: ${theme.color.textMuted};
`;

export const description = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeightBody};
  white-space: pre-line;
  overflow-wrap: anywhere;

  &[data-clamped='true'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    overflow: hidden;
  }
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
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  font-size: ${theme.font.sizeSm};
`;

export const inlineList = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const internal = css`
  width: 100%;
  padding: ${theme.space[3]};
  border: 1px dashed ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.infoSubtle};
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const similar = css`
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};

  > * {
    width: 100%;
  }
`;

export const link = css`
  color: ${theme.color.accent};
  ${focusRing};
`;

/* Show more sits under the text it opens: the quiet button, its label lined up with the text's edge. */
export const showMore = css`
  margin-inline-start: calc(-1 * ${theme.space[3]});
`;

export const skeletonBlock = css`
  border-radius: ${theme.radius.lg};
`;

/** The title's place: one line of the title's size. */
export const skeletonTitle = css`
  font-size: ${theme.font.sizeXxl};
`;

/** The clearance and, for the rights team, its marker: side by side, the marker below on a narrow line. */
export const clearanceLine = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
`;

/** "Rights management: talent releases missing", in the info colour the card's marker uses. */
export const riffMarker = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.infoSubtle};
  color: ${theme.color.text};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
  line-height: ${theme.font.lineHeightTight};

  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    color: ${theme.color.info};
  }
`;
