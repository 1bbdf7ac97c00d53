import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/* States are styled through `data-state`, never through props interpolated into styles. */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
  max-width: 48rem;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-top: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: ${theme.font.family};
  font-size: ${theme.font.sizeSm};
  line-height: ${theme.font.lineHeightBody};
  /* Verification addresses and post URLs are long unbroken strings: they wrap rather than widen a phone. */
  overflow-wrap: anywhere;

  ${media.md} {
    padding: ${theme.space[5]} ${theme.space[6]};
  }
`;

export const header = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const kicker = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const number = css`
  margin: 0;
  font-family: ${theme.font.familyMono};
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

export const clip = css`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: center;

  img {
    width: 5rem;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceSunken};
  }
`;

export const clipTitle = css`
  margin: 0;
  font-weight: ${theme.font.weightBold};
  overflow-wrap: anywhere;
`;

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/* Label above value on a phone; two columns from sm. */
export const facts = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }
  dd {
    margin: 0 0 ${theme.space[2]};
    overflow-wrap: anywhere;
  }

  ${media.sm} {
    grid-template-columns: 10rem minmax(0, 1fr);

    dd {
      margin: 0;
    }
  }
`;

export const section = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
`;

export const sectionHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightBold};
`;

export const mono = css`
  font-family: ${theme.font.familyMono};
`;

export const list = css`
  margin: 0;
  padding-left: ${theme.space[4]};
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/** The certificate's lines while it loads, in its small type. */
export const skeleton = css`
  display: grid;
  gap: ${theme.space[2]};
  font-size: ${theme.font.sizeSm};
`;
