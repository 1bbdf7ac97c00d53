import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from '../../primitives/styles';

/*
 * States are styled through attributes the markup carries (`data-state`, `aria-expanded`,
 * `aria-selected`, `data-kind`), never through props interpolated into styles.
 */

export const root = css`
  position: relative;
  width: 100%;
  font-family: ${theme.font.family};
  color: ${theme.color.text};
`;

export const field = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 3rem;
  padding: ${theme.space[1]};
  padding-inline-start: ${theme.space[3]};
  border: 1px solid ${theme.color.borderStrong};
  /* 12 px: the Search button's 8 px plus the 4 px padding around it, so the two corners run parallel. */
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
  transition: border-color ${theme.motion.durationFast} ${theme.motion.easingStandard};

  &:focus-within {
    border-color: ${theme.color.focus};
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }

  /* An open list hangs from the field: square off the bottom so the two read as one. */
  &:has([aria-expanded='true']) {
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }
`;

export const leadingIcon = css`
  display: inline-grid;
  flex: none;
  color: ${theme.color.textMuted};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const input = css`
  flex: 1;
  min-width: 0;
  height: 2.5rem;
  padding: 0 ${theme.space[2]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${theme.font.sizeMd};
  text-overflow: ellipsis;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${theme.color.textMuted};
  }

  /* The box has its own clear button; the browser's would be a second one. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

/* The clear button is icon-only: its own round shape, the system's focus ring. */
export const clear = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  ${media.hover} {
    &:hover {
      background: ${theme.color.surfaceSunken};
      color: ${theme.color.text};
    }
  }

  ${focusRing};
`;

/* The primary button; only its icon on a phone, so it stays square there. */
export const submit = css`
  flex: none;
  min-width: 2.5rem;
  padding-inline: ${theme.space[2]};

  ${media.md} {
    padding-inline: ${theme.space[4]};
  }

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/* On a phone the button shows only its icon; its name is the aria-label either way. */
export const submitText = css`
  display: none;

  ${media.md} {
    display: inline;
  }
`;

export const listbox = css`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  z-index: ${theme.zIndex.overlay};
  max-height: min(24rem, 60vh);
  margin: 0;
  padding: ${theme.space[1]} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${theme.color.focus};
  border-top-color: ${theme.color.border};
  border-radius: 0 0 ${theme.radius.lg} ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};
  box-shadow: ${theme.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

export const option = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[4]};
  font-size: ${theme.font.sizeSm};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${theme.color.accentSubtle};
    box-shadow: inset 3px 0 0 ${theme.color.accent};
  }

  strong {
    font-weight: ${theme.font.weightBold};
  }
`;

export const optionIcon = css`
  display: inline-grid;
  flex: none;
  color: ${theme.color.textMuted};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export const optionText = css`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const tagBadge = css`
  flex: none;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
  line-height: 1.5rem;
`;
