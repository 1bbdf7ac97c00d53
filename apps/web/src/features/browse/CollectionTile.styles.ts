import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const tile = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  overflow: hidden;
  color: ${theme.color.text};
  text-decoration: none;
  transition: box-shadow ${theme.motion.durationFast} ${theme.motion.easingStandard};

  &:hover {
    box-shadow: ${theme.shadow.md};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export const tileImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.color.surfaceSunken};
`;

export const tileBody = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]};
`;

export const tileTitle = css`
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
`;

export const tileMeta = css`
  margin-top: auto;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const tileDescription = css`
  color: ${theme.color.text};
  font-size: ${theme.font.sizeSm};
`;
