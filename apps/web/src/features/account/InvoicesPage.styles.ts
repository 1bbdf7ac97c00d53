import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The approval form sits above its list, as wide as the page's text. */
export const approveForm = css`
  max-width: 40rem;
  margin-bottom: ${theme.space[5]};
`;

export const list = css`
  margin-top: ${theme.space[3]};
`;

/** A section's heading and its switch, on one line when there is room. */
export const headingRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};

  & > h2 {
    margin-bottom: ${theme.space[2]};
  }
`;

export const itemHeading = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.sizeMd};
  overflow-wrap: anywhere;
`;

export const email = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightRegular};
`;

export const mono = css`
  font-family: ${theme.font.familyMono};
`;

export const overdue = css`
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.dangerSubtle};
  color: ${theme.color.danger};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
`;

/** An open invoice's acts: mark paid, cancel; side by side on a wide screen, stacked on a phone. */
export const acts = css`
  display: grid;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: end;
  }
`;

/** A field and its buttons on one line when there is room. */
export const inline = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space[2]};

  & > div:first-of-type {
    flex: 1 1 12rem;
  }
`;
