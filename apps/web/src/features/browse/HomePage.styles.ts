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
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[6]};

  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: center;
    gap: ${theme.space[6]};
    padding-top: ${theme.space[8]};
    padding-bottom: ${theme.space[8]};
  }
`;

export const heroText = css`
  min-width: 0;
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

export const heroCta = css`
  margin-top: ${theme.space[5]};
`;

/* The skeleton's lines take the room the title and lead will, so nothing moves when they arrive. */
export const heroSkeletonTitle = css`
  width: min(100%, 22ch);
  height: clamp(4.4rem, 3rem + 6.5vw, 7.5rem);
  opacity: 0.25;
`;

export const heroSkeletonLead = css`
  width: min(100%, 40ch);
  height: 3rem;
  margin-top: ${theme.space[4]};
  opacity: 0.25;
`;

export const heroMedia = css`
  min-width: 0;
`;

export const heroClip = css`
  display: block;
  position: relative;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  color: ${theme.color.textInverse};
  text-decoration: none;
  box-shadow: ${theme.shadow.lg};

  &:focus-visible {
    outline: 3px solid ${theme.color.textInverse};
    outline-offset: 3px;
  }

  ${media.hover} {
    &:hover img {
      transform: scale(1.03);
    }
    &:hover [data-part='play'] {
      transform: translate(-50%, -50%) scale(1.1);
      background: ${theme.color.accentHover};
    }
  }
`;

/* The play button in the poster's middle: what tells a visitor the poster is something to open. */
export const heroPlay = css`
  position: absolute;
  /* On a phone the caption fills the poster's lower half: the button sits in the upper third, clear of it. */
  top: 27%;
  left: 50%;
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  box-shadow: ${theme.shadow.lg};
  transform: translate(-50%, -50%);
  ${media.md} {
    top: 42%;
  }
  transition:
    transform ${theme.motion.durationBase} ${theme.motion.easingStandard},
    background-color ${theme.motion.durationBase} ${theme.motion.easingStandard};

  svg {
    width: 1.75rem;
    height: 1.75rem;
    margin-left: 0.2rem;
  }
`;

export const heroDuration = css`
  position: absolute;
  top: ${theme.space[3]};
  right: ${theme.space[3]};
  padding: 0.125rem ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceInverse};
  color: ${theme.color.textInverse};
  font-family: ${theme.font.familyMono};
  font-size: ${theme.font.sizeXs};
`;

export const heroTitle = css`
  display: block;
`;

export const heroWatch = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

export const heroPoster = css`
  display: block;
  width: 100%;
  height: auto;
  transition: transform ${theme.motion.durationSlow} ${theme.motion.easingStandard};
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

export const heroPosterSkeleton = css`
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.lg};
  opacity: 0.25;
`;

export const heroCaption = css`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[6]} ${theme.space[4]} ${theme.space[3]};
  background: linear-gradient(to top, rgba(20, 22, 27, 0.9), transparent);
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
`;

export const heroCaptionLabel = css`
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightMedium};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const section = css`
  padding-top: ${theme.space[6]};

  &:last-child {
    padding-bottom: ${theme.space[7]};
  }
`;

export const sectionHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
`;

export const sectionHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  line-height: ${theme.font.lineHeightTight};
`;

export const collectionGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const quotes = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const quote = css`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.space[4]};
  height: 100%;
  margin: 0;
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.accentSubtle};
`;

export const quoteText = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};

  p {
    margin: 0;
  }

  p::before {
    content: '“';
  }

  p::after {
    content: '”';
  }
`;

export const quoteBy = css`
  display: flex;
  flex-direction: column;
  font-size: ${theme.font.sizeSm};

  span {
    color: ${theme.color.textMuted};
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
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
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

export const promo = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};

  &:last-child {
    margin-bottom: ${theme.space[7]};
    padding-bottom: ${theme.space[5]};
  }
`;

export const promoBody = css`
  max-width: 60ch;
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textMuted};
`;

/* On a phone the cards stack in one column: a row shows its first four there, and all of them from sm up. */
export const rowOnPhone = css`
  & > li:nth-of-type(n + 5) {
    display: none;
  }

  ${media.sm} {
    & > li:nth-of-type(n + 5) {
      display: flex;
    }
  }
`;
