import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const prose = css`
  max-width: 70ch;
  line-height: ${theme.font.lineHeightBody};

  h2 {
    margin: ${theme.space[5]} 0 ${theme.space[2]};
    font-size: ${theme.font.sizeLg};
    line-height: ${theme.font.lineHeightTight};
  }

  p {
    margin: 0 0 ${theme.space[3]};
  }

  /* Links in running text only: a button-styled link below an article keeps its own colours (a bare
     "a" here outranked the primary button's white label, leaving it blank). */
  p a,
  li a,
  dd a {
    color: ${theme.color.accent};
    text-underline-offset: 0.2em;
  }
`;

export const updated = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
`;

export const related = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`;

export const topics = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[5]};
  padding: 0;
  list-style: none;
`;

export const faqEntry = css`
  border-bottom: 1px solid ${theme.color.border};

  summary {
    padding: ${theme.space[3]} 0;
    font-weight: ${theme.font.weightBold};
    cursor: pointer;
  }

  summary:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  p {
    margin: 0 0 ${theme.space[3]};
  }
`;
