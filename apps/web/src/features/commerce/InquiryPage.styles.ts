import { theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

/** The note about clips of the link the library does not have: above the form, as wide as it. */
export const notice = css`
  max-width: 48rem;
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};
`;
