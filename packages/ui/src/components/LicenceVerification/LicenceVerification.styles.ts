import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/* The verdict's tone comes from `data-state` on the root, never from props interpolated into styles. */

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
  max-width: 40rem;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-left-width: 6px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: ${theme.font.family};
  line-height: ${theme.font.lineHeightBody};

  ${media.md} {
    padding: ${theme.space[5]} ${theme.space[6]};
  }

  &[data-state='valid'] {
    border-color: ${theme.color.success};
  }
  &[data-state='invalid'],
  &[data-state='error'] {
    border-color: ${theme.color.danger};
  }
  &[data-state='unknown'] {
    border-color: ${theme.color.warning};
  }
`;

export const verdict = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: start;
`;

export const icon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  [data-state='valid'] & {
    background: ${theme.color.successSubtle};
    color: ${theme.color.success};
  }
  [data-state='invalid'] &,
  [data-state='error'] & {
    background: ${theme.color.dangerSubtle};
    color: ${theme.color.danger};
  }
  [data-state='unknown'] & {
    background: ${theme.color.warningSubtle};
    color: ${theme.color.warning};
  }
`;

export const title = css`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
`;

export const body = css`
  margin: ${theme.space[1]} 0 0;
  overflow-wrap: anywhere;
`;

export const facts = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.font.sizeSm};

  dt {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }
  dd {
    margin: 0 0 ${theme.space[2]};
    overflow-wrap: anywhere;
  }

  ${media.sm} {
    grid-template-columns: 9rem minmax(0, 1fr);

    dd {
      margin: 0;
    }
  }
`;

export const mono = css`
  font-family: ${theme.font.familyMono};
`;

export const note = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeXs};
`;

/** The verdict's lines while the number is checked. */
export const skeleton = css`
  display: grid;
  gap: ${theme.space[3]};
`;
