import { css } from '@emotion/react';
import { theme } from '../../theme';

/** The centred box of an empty, finished or failed list: dashed outline on the surface. */
export const messageBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]} ${theme.space[4]};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  text-align: center;
`;

/** The danger tone of a message box; callers nest it under the selector that marks the failure. */
export const dangerTone = css`
  border-style: solid;
  border-color: ${theme.color.danger};
  background: ${theme.color.dangerSubtle};
`;

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

/** Something could not be loaded: the reason and its Try again, on one line (UsageDeclaration, SavedSearchList). */
export const loadFailedBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.dangerSubtle,
  color: theme.color.danger,
  fontWeight: theme.font.weightMedium,
  '& > p': { margin: 0 },
});
