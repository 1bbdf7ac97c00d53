import { css } from '@emotion/react';
import { theme } from '../../theme';

/* States are styled through `data-state` and `data-overlay`, never through props interpolated into styles. */

export const root = css`
  position: relative;
  display: grid;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceInverse};
  color: ${theme.color.textInverse};
  font-family: ${theme.font.family};
`;

export const video = css`
  grid-area: 1 / 1;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: ${theme.color.surfaceInverse};

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;

export const adapter = css`
  grid-area: 1 / 1;
  display: grid;
  min-width: 0;
  min-height: 0;
`;

export const poster = css`
  grid-area: 1 / 1;
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* Dimmed so the overlay's text stays readable on any frame. */
  opacity: 0.45;
`;

export const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  text-align: center;

  &[data-overlay='loading'] {
    pointer-events: none;
  }
  /* Solid: whatever is under it (a frame, an adapter's own error screen) would fight the message. */
  &[data-overlay='error'] {
    background: ${theme.color.surfaceInverse};
  }
  &[data-overlay='noMedia'] {
    background: ${theme.color.overlay};
  }
`;

export const overlayText = css`
  max-width: 28rem;
  margin: 0;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightMedium};
  line-height: ${theme.font.lineHeightBody};
`;

/* Top left, clear of the native controls along the bottom; never in the way of a click. */
export const label = css`
  position: absolute;
  top: ${theme.space[3]};
  left: ${theme.space[3]};
  z-index: 1;
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.overlay};
  color: ${theme.color.textInverse};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  pointer-events: none;
`;
