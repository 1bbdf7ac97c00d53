import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import * as dialog from './dialog.styles';

// The small centred modals (DigitalTermsModal, LoginModal, SearchFeedbackModal, ConsentManager): the shared
// dialog styles at their size and spacing, and their footer actions. Each adds its own width and content.

export { visuallyHidden } from './dialog.styles';

/** A centred panel: nearly the full width on a phone, `maxWidth` from `sm` up. */
export function panel(maxWidth: string) {
  return css(dialog.surface(), {
    width: `calc(100% - ${theme.space[5]})`,
    maxWidth,
    maxHeight: `calc(100dvh - ${theme.space[5]})`,
    margin: 'auto',
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.lg,
    fontFamily: theme.font.family,
    lineHeight: theme.font.lineHeightBody,
    [media.md]: { maxHeight: `calc(100dvh - ${theme.space[7]})` },
  });
}

export const header = css(dialog.stickyHeader, {
  alignItems: 'flex-start',
  [media.md]: { paddingInline: theme.space[5] },
});

export const heading = css(dialog.heading, {
  paddingBlockStart: theme.space[2],
  overflowWrap: 'anywhere',
});

export const close = dialog.close;

export const body = css(dialog.body, {
  [media.md]: { paddingInline: theme.space[5], paddingBlockEnd: theme.space[5] },
});

export const footer = css(dialog.footer, {
  [media.md]: { paddingInline: theme.space[5] },
});

// The overlay buttons are the system's buttons.
export { primaryButton, secondaryButton, textLink as link } from '../styles/buttons';
