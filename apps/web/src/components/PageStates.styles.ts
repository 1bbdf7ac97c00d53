import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/* Columns from the space available, not from breakpoints: one on a small phone, up to five on a wide screen. */
/**
 * Clip cards in 1, 2 or 4 columns, never 3 or 5: a home row holds 8 clips (4 on a phone) and a collection page
 * 20, so every row is full (ADR 31; the results grid does the same by its own width).
 */
export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${theme.space[5]};
  }
`;

export const gridItem = css`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;

export const skeletonCard = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-bottom: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  overflow: hidden;
`;

export const skeletonMedia = css`
  border-radius: 0;
`;

export const skeletonText = css`
  width: auto;
  margin: ${theme.space[2]} ${theme.space[3]} 0;
  font-size: ${theme.font.sizeSm};
`;

export const notFound = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space[7]} 0;
  text-align: center;
`;

export const notFoundHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.sizeXxl};
  line-height: ${theme.font.lineHeightTight};
`;

export const notFoundBody = css`
  margin: 0 0 ${theme.space[5]};
  color: ${theme.color.textMuted};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`;
