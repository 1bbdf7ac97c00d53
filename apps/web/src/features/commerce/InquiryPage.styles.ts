import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The note about clips of the link the library does not have: above the form, as wide as it. */
/** Clips of the link that are not in the library (an InlineAlert), above the form. */
export const notice = css`
  max-width: 48rem;
  margin: 0 0 ${theme.space[4]};
`;
