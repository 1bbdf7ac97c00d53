import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/*
 * On a phone the panel spans the header's width under it (the header is sticky, so it is the panel's
 * containing block); from md it hangs under the toggle, right-aligned with it.
 */
export const root = css`
  display: inline-flex;
  align-items: center;

  ${media.md} {
    position: relative;
  }
`;

const onDarkFocus = css`
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const listsLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.5rem;
  color: inherit;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
  text-underline-offset: 0.2em;
  border-radius: ${theme.radius.sm};
  ${onDarkFocus};
`;

export const count = css`
  min-width: 1.25rem;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.washInverse};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
  line-height: 1.25rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/* The disclosure's chevron: IconButton's inverse tone on the dark header, a rounded square like the links'
 * focus boxes, shaded while its panel is open. */
export const toggle = css`
  margin-inline-start: ${theme.space[1]};
  border-radius: ${theme.radius.md};

  &[aria-expanded='true'] {
    background: ${theme.color.washInverse};
  }

  svg {
    transition: transform ${theme.motion.durationBase} ${theme.motion.easingStandard};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export const panel = css`
  position: absolute;
  top: 100%;
  left: ${theme.space[4]};
  right: ${theme.space[4]};
  z-index: ${theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};

  &[hidden] {
    display: none;
  }

  ${media.md} {
    top: calc(100% + ${theme.space[2]});
    left: auto;
    right: 0;
    width: 20rem;
  }
`;

export const heading = css`
  margin: 0;
  padding: 0 ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const list = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const item = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-height: 2.75rem;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  color: inherit;
  font-size: ${theme.font.sizeSm};
  text-decoration: none;
  align-items: center;

  &:hover {
    background: ${theme.color.surfaceSunken};
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;

export const itemName = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${theme.font.weightMedium};
`;

export const itemCount = css`
  flex-shrink: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
  font-variant-numeric: tabular-nums;
`;

export const message = css`
  margin: 0;
  padding: ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[2]};
  border-top: 1px solid ${theme.color.border};
`;

export const allLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${theme.space[2]};
  font-size: ${theme.font.sizeSm};
`;
