import { css } from '@emotion/react';
import { focusRing } from '../../primitives/styles';
import { media, theme } from '../../theme';

/*
 * States are styled through attributes the markup already carries (`data-state`, `aria-pressed`,
 * `data-aci`, `data-failed`), never through props interpolated into styles: one static stylesheet serves
 * every card, which keeps a grid of sixty cards cheap to render.
 */

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.sm};
  transition:
    box-shadow ${theme.motion.durationBase} ${theme.motion.easingStandard},
    border-color ${theme.motion.durationBase} ${theme.motion.easingStandard};

  /* No transform here: a transform would open a stacking context and trap the title tooltip under the
     next card of a grid. */
  &[data-state='previewing'],
  &:focus-within {
    border-color: ${theme.color.borderStrong};
    box-shadow: ${theme.shadow.md};
  }

  ${media.hover} {
    &:hover {
      border-color: ${theme.color.borderStrong};
      box-shadow: ${theme.shadow.md};
    }
  }

  /* A row of a list: poster, text, save toggle. The columns hold on a phone too; only the poster shrinks. */
  &[data-layout='row'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${theme.space[2]};
    padding: ${theme.space[2]};

    ${media.sm} {
      column-gap: ${theme.space[3]};
    }
  }
`;

/* The row's poster: a fixed size, so titles line up down the list whatever the poster's own shape. */
const rowPosterSize = css`
  width: 7rem;
  ${media.sm} {
    width: 10rem;
  }
`;

export const mediaFrame = css`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: calc(${theme.radius.lg} - 1px) calc(${theme.radius.lg} - 1px) 0 0;
  overflow: hidden;
  /* The neutral placeholder a missing or slow poster leaves visible. */
  background:
    radial-gradient(circle at 30% 20%, ${theme.color.surface} 0, transparent 60%),
    linear-gradient(135deg, ${theme.color.surfaceSunken}, ${theme.color.border});
  color: ${theme.color.borderStrong};

  /*
   * No clip to show: the message fills the whole card, which a grid stretches to its row, so it stands as tall
   * as the cards beside it at every width. Alone, it keeps the poster's 16:9 as its least height.
   */
  [data-state='empty'] > & {
    flex-grow: 1;
    border-radius: calc(${theme.radius.lg} - 1px);
  }

  [data-layout='row'] > & {
    ${rowPosterSize};
    border-radius: ${theme.radius.md};
  }

  /* No clip to show: the message takes the whole row, at the height of a row with a poster. */
  [data-layout='row'][data-state='empty'] > & {
    grid-column: 1 / -1;
    width: auto;
    aspect-ratio: auto;
    height: 3.9375rem;
    ${media.sm} {
      height: 5.625rem;
    }
  }
`;

export const thumbnailLink = css`
  position: absolute;
  inset: 0;
  display: block;
  color: inherit;
`;

export const placeholderIcon = css`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 2.5rem;
  height: 2.5rem;
  transform: translate(-50%, -50%);
`;

export const poster = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* A broken image would show the browser's broken-image glyph; hide it and let the placeholder show. */
  &[data-failed='true'] {
    visibility: hidden;
  }
  transition: transform ${theme.motion.durationSlow} ${theme.motion.easingStandard};

  ${media.hover} {
    [data-state='previewing'] & {
      transform: scale(1.03);
    }
  }
`;

export const previewVideo = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: transparent;
  opacity: 0;
  transition: opacity ${theme.motion.durationBase} ${theme.motion.easingStandard};
  /* Stays transparent until frames arrive, so a slow or missing file never covers the poster with black. */
  &[data-playing='true'] {
    opacity: 1;
  }
`;

export const inCartBadge = css`
  position: absolute;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0.125rem ${theme.space[2]} 0.125rem 0.375rem;
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

/** Bottom left of the poster, so it never covers the in-cart badge at the top. */
export const licensedBadge = css`
  ${inCartBadge};
  top: auto;
  bottom: ${theme.space[2]};
  padding-inline: ${theme.space[2]};
  background: ${theme.color.success};
  color: ${theme.color.onAccent};
`;

/* Bottom right of the poster, as on the wire: where buyers look for a clip's length. */
export const durationBadge = css`
  ${inCartBadge};
  top: auto;
  left: auto;
  right: ${theme.space[2]};
  bottom: ${theme.space[2]};
  padding-inline: ${theme.space[2]};
  font-family: ${theme.font.familyMono};

  /* A row's small poster leaves the corner to the licensed badge; the length still fits beside it. */
  [data-layout='row'] & {
    right: ${theme.space[1]};
    bottom: ${theme.space[1]};
    padding-inline: ${theme.space[1]};
  }
`;

export const saveButton = css`
  position: absolute;
  top: ${theme.space[2]};
  right: ${theme.space[2]};
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.md};
  cursor: pointer;
  transition:
    background-color ${theme.motion.durationFast} ${theme.motion.easingStandard},
    color ${theme.motion.durationFast} ${theme.motion.easingStandard};

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }

  /* In a row it sits at the end of the row, not over the poster, so it needs a border rather than a lift. */
  [data-layout='row'] > & {
    position: static;
    border-color: ${theme.color.border};
    box-shadow: none;
  }

  ${media.hover} {
    &:hover {
      background: ${theme.color.accentSubtle};
      color: ${theme.color.accentHover};
    }
  }

  &[aria-pressed='true'] {
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
  ${media.hover} {
    &[aria-pressed='true']:hover {
      background: ${theme.color.accentHover};
      color: ${theme.color.onAccent};
    }
  }

  ${focusRing};
`;

export const body = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};

  /* The title takes a line of its own; the id and the clearance share the next while they fit. */
  [data-layout='row'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[1]} ${theme.space[3]};
    min-width: 0;
    padding: 0;
  }
`;

export const titleBlock = css`
  position: relative;

  [data-layout='row'] & {
    flex: 1 1 100%;
    min-width: 0;
  }
`;

export const heading = css`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  line-height: ${theme.font.lineHeightTight};
  /* Two lines are reserved even for a short title, so cards in a row keep their meta rows aligned. */
  min-height: calc(2 * ${theme.font.lineHeightTight} * 1em);

  /* A list row has nothing beside it to align with. */
  [data-layout='row'] & {
    min-height: 0;
  }
`;

export const titleLink = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: inherit;
  text-decoration: none;
  border-radius: ${theme.radius.sm};

  ${media.hover} {
    &:hover {
      color: ${theme.color.accent};
      text-decoration: underline;
      text-underline-offset: 0.15em;
    }
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const tooltip = css`
  position: absolute;
  left: 0;
  bottom: calc(100% + ${theme.space[2]});
  z-index: ${theme.zIndex.tooltip};
  width: max-content;
  max-width: min(20rem, 100%);
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceInverse};
  color: ${theme.color.textInverse};
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightRegular};
  line-height: ${theme.font.lineHeightBody};

  /* The arrow, pointing down at the title. */
  &::after {
    content: '';
    position: absolute;
    top: 100%;
    left: ${theme.space[4]};
    border: 6px solid transparent;
    border-top-color: ${theme.color.surfaceInverse};
  }
`;

export const meta = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-width: 0;

  /* Never cut the id short in a row: the chips move under it instead. */
  [data-layout='row'] & {
    flex-wrap: wrap;
    justify-content: flex-start;
    row-gap: ${theme.space[1]};
  }
`;

export const jvId = css`
  font-family: ${theme.font.familyMono};
  font-size: ${theme.font.sizeXs};
  color: ${theme.color.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  [data-layout='row'] & {
    overflow: visible;
  }
`;

export const icons = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  flex-shrink: 0;
`;

/* D and A: small lettered chips, 20px, readable at a glance. The letter is text, not an icon (ADR 94). */
export const iconChip = css`
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: ${theme.radius.sm};
  font-size: 0.75rem;
  font-weight: ${theme.font.weightBold};
  line-height: 1;
`;

export const digitalIcon = css`
  border: 1px solid ${theme.color.borderStrong};
  color: ${theme.color.textMuted};
  background: ${theme.color.surface};
`;

/*
 * The A chip takes the clearance colour; its letter stays at 3:1 or more against the fill (a graphic, WCAG
 * 1.4.11): white on green and red, dark on yellow. The label beside it uses the darker `…-text` tokens,
 * which pass AA as text on the white card.
 */
export const advertisingIcon = css`
  color: ${theme.color.textInverse};
  &[data-aci='GREEN'] {
    background: ${theme.color.clearanceGreen};
  }
  &[data-aci='YELLOW'] {
    background: ${theme.color.clearanceYellow};
    color: ${theme.color.text};
  }
  &[data-aci='RED'] {
    background: ${theme.color.clearanceRed};
  }
`;

export const riffMarker = css`
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  color: ${theme.color.info};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export const clearanceLabel = css`
  margin: 0;
  font-size: ${theme.font.sizeXs};
  line-height: ${theme.font.lineHeightTight};
  font-weight: ${theme.font.weightMedium};

  &[data-aci='GREEN'] {
    color: ${theme.color.clearanceGreenText};
  }
  &[data-aci='YELLOW'] {
    color: ${theme.color.clearanceYellowText};
  }
  &[data-aci='RED'] {
    color: ${theme.color.clearanceRedText};
  }

  [data-layout='row'] & {
    min-width: 0;
  }
`;

/*
 * The label with a dot before it in the full clearance colour, which ties the label to the A chip. The dot
 * is a character joined to the label by a no-break space, so a narrow row can wrap the label between its
 * words but never leaves the dot alone on a line.
 */
export const clearanceName = css`
  &::before {
    content: '\\25CF\\00A0';
    font-size: 0.875em;
  }
  [data-aci='GREEN'] > &::before {
    color: ${theme.color.clearanceGreen};
  }
  [data-aci='YELLOW'] > &::before {
    color: ${theme.color.clearanceYellow};
  }
  [data-aci='RED'] > &::before {
    color: ${theme.color.clearanceRed};
  }
`;

/* One block in the line: a detail that does not fit moves to the next line whole, and wraps only if wider. */
export const clearanceDetail = css`
  display: inline-block;
  font-weight: ${theme.font.weightRegular};
  color: ${theme.color.textMuted};

  /*
   * A phone's row has room for the label, not its detail; the A chip's name and title still carry the whole
   * clearance text, and the detail page says it in full.
   */
  [data-layout='row'] & {
    display: none;
    ${media.sm} {
      display: inline-block;
    }
  }
`;

/* Orientation, HD and price: one quiet line, the price pushed to its end. */
export const facts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
  /* The HD chip's height, so cards with and without it keep their rows lined up. */
  min-height: 1.25rem;
  margin: 0;
  font-size: ${theme.font.sizeXs};
  line-height: ${theme.font.lineHeightTight};
  color: ${theme.color.textMuted};

  [data-layout='row'] & {
    min-width: 0;
  }
`;

export const fact = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  white-space: nowrap;

  svg {
    width: 0.875rem;
    height: 0.875rem;
    flex-shrink: 0;
  }
`;

export const hdFact = css`
  padding: 0 0.3125rem;
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-weight: ${theme.font.weightBold};
  letter-spacing: 0.02em;
`;

export const price = css`
  margin-inline-start: auto;
  color: ${theme.color.text};
  font-weight: ${theme.font.weightBold};
  white-space: nowrap;

  [data-layout='row'] & {
    margin-inline-start: 0;
  }
`;

/* What the "from" price's tier cannot do: its own quiet line, under the price, at the card's end. */
export const priceLimits = css`
  flex-basis: 100%;
  text-align: end;

  [data-layout='row'] & {
    text-align: start;
  }
`;

export const emptyMessage = css`
  position: absolute;
  inset: 0;
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

  /* A row is too low for the icon above the words: side by side. */
  [data-layout='row'] & {
    grid-auto-flow: column;
    justify-content: center;
    padding: ${theme.space[2]};
  }
`;

/*
 * The 'Similar clips' link: small and quiet under the clearance, with a 24 px target (WCAG 2.5.8). In a row it
 * joins the id and the clearance on their line while it fits.
 */
export const similarLink = css`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 1.5rem;
  color: ${theme.color.accent};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
  text-decoration: none;
  border-radius: ${theme.radius.sm};

  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
  }

  ${media.hover} {
    &:hover {
      color: ${theme.color.accentHover};
      text-decoration: underline;
      text-underline-offset: 0.15em;
    }
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  [data-layout='row'] & {
    align-self: center;
  }
`;
