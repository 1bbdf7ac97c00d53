import { css } from '@emotion/react';
import { theme } from '../../theme';

/** A large bold heading: a message title or a section heading. */
export const messageTitle = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
  line-height: ${theme.font.lineHeightTight};
`;

/** The muted line that explains a message, kept to a readable measure. */
export const messageHint = css`
  max-width: 40rem;
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.sizeSm};
  line-height: ${theme.font.lineHeightBody};
`;
