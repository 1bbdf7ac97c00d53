import { css } from '@emotion/react';
import { theme } from '../../theme';
import { panel, primaryButton } from '../../primitives/dialog/panel.styles';

export {
  body,
  close,
  footer,
  header,
  heading,
  link,
  visuallyHidden,
} from '../../primitives/dialog/panel.styles';

export const dialog = panel('26rem');

export const description = css({
  margin: 0,
  marginBlockEnd: theme.space[4],
  color: theme.color.textMuted,
});

export const form = css({
  display: 'grid',
  gap: theme.space[4],
});

export const field = css({
  display: 'grid',
  gap: theme.space[1],
  '& label': { fontSize: theme.font.sizeSm, fontWeight: theme.font.weightMedium },
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '2.75rem',
    paddingInline: theme.space[3],
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    color: theme.color.text,
    font: 'inherit',
  },
  '& input[aria-invalid="true"]': { borderColor: theme.color.danger },
});

/** The server's answer, inside the always-mounted alert region. */
export const alert = css({
  paddingBlock: theme.space[3],
  paddingInline: theme.space[3],
  borderRadius: theme.radius.md,
  background: theme.color.dangerSubtle,
  color: theme.color.danger,
  fontSize: theme.font.sizeSm,
  overflowWrap: 'anywhere',
  '&[data-kind="rateLimited"]': { background: theme.color.warningSubtle, color: theme.color.warning },
  '& p, & ul': { margin: 0 },
  '& ul': { paddingInlineStart: theme.space[4] },
});

export const submit = css(primaryButton, { width: '100%' });

export const reset = css({
  justifySelf: 'center',
  fontSize: theme.font.sizeSm,
});

export const registerLine = css({
  margin: 0,
  marginInline: 'auto',
  fontSize: theme.font.sizeSm,
  textAlign: 'center',
});

export const footerCentred = css({
  justifyContent: 'center',
});

export const trigger = primaryButton;
