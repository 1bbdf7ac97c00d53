import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { saveButton as cardSaveButton } from '../VideoCard/VideoCard.styles';

// The same poster link, placeholder and two-line title as a video card, so a wire row reads like one.
export { placeholderIcon, thumbnailLink, titleLink } from '../VideoCard/VideoCard.styles';

/*
 * Layout and state are styled through attributes on the root (`data-layout`, `data-state`) and on the save
 * toggle (`aria-pressed`), never through props interpolated into styles: one stylesheet serves the feed.
 */

export const item = css`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.sm};
  overflow: hidden;

  &:focus-within {
    border-color: ${theme.color.borderStrong};
    box-shadow: ${theme.shadow.md};
  }

  /* List mode: a row, the poster at the start and the save toggle at the end. */
  &[data-layout='list'] {
    grid-template-rows: none;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    align-items: start;
    padding-right: 3.25rem;

    ${media.md} {
      grid-template-columns: 12rem minmax(0, 1fr);
    }
  }

  &[data-state='empty'] {
    grid-template-columns: none;
    min-height: 8rem;
    padding-right: 0;
  }
`;

export const mediaFrame = css`
  position: relative;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${theme.color.surfaceSunken}, ${theme.color.border});
  color: ${theme.color.borderStrong};

  [data-layout='list'] > & {
    margin: ${theme.space[2]};
    border-radius: ${theme.radius.md};
    overflow: hidden;
  }
`;

export const poster = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const badge = css`
  position: absolute;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0.125rem ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceInverse};
  color: ${theme.color.textInverse};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
  line-height: 1.5;
  pointer-events: none;

  svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`;

export const durationBadge = css`
  ${badge};
  right: ${theme.space[2]};
  bottom: ${theme.space[2]};
  font-family: ${theme.font.familyMono};

  /* The row says the length in words beside the day. */
  [data-layout='list'] & {
    display: none;
  }
`;

export const inCartBadge = css`
  ${badge};
  top: ${theme.space[2]};
  left: ${theme.space[2]};
`;

export const body = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  padding: ${theme.space[3]};

  [data-layout='list'] > & {
    padding-left: ${theme.space[2]};
  }
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  line-height: ${theme.font.lineHeightTight};

  /* Two lines are kept for a short title too, so the cards of a grid row start their details level. */
  [data-layout='grid'] & {
    min-height: calc(2 * ${theme.font.lineHeightTight} * 1em);
  }

  [data-layout='list'] & {
    font-size: ${theme.font.sizeMd};
  }
`;

export const details = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.sizeXs};
  color: ${theme.color.textMuted};

  > div {
    display: flex;
    gap: ${theme.space[1]};
    white-space: nowrap;
  }

  dd {
    margin: 0;
  }

  /* The grid card shows the length on the poster; the row has room for it in words. */
  [data-layout='grid'] & [data-detail='duration'] {
    display: none;
  }
`;

export const detailLabel = css`
  font-weight: ${theme.font.weightMedium};
`;

export const jvId = css`
  font-family: ${theme.font.familyMono};
`;

/*
 * The icons, then the label in a column of its own: a long label wraps inside that column rather than
 * dropping under the icons, so every item keeps the same rows whatever its clearance says.
 */
export const clearance = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${theme.space[2]};

  /* The label's first line centred on the 20 px icons; further lines hang below it. */
  > p {
    padding-block-start: 0.1875rem;
  }
`;

export const icons = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

/** The card's save toggle, with a visible border on the wire's flatter rows. */
export const saveButton = css`
  ${cardSaveButton};
  border-color: ${theme.color.border};
`;

export const emptyMessage = css`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[4]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-align: center;

  svg {
    width: 2rem;
    height: 2rem;
    color: ${theme.color.borderStrong};
  }
`;
