import { css } from '@emotion/react';
import * as base from '../../primitives/dialog/dialog.styles';
import { media, theme } from '../../theme';

// The look of every modal of the package, in one place: the surface in one of three layouts, then the
// header, title, body and footer. A component adds its own width (`css={{ maxWidth: '26rem' }}`) and content.

export const surface = css(base.surface(), {
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
});

export const layouts = {
  /** A centred panel: nearly the full width on a phone, its max width (32rem unless the caller says) from `sm`. */
  panel: css({
    width: `calc(100% - ${theme.space[5]})`,
    maxWidth: '32rem',
    maxHeight: `calc(100dvh - ${theme.space[5]})`,
    margin: 'auto',
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.lg,
    [media.md]: { maxHeight: `calc(100dvh - ${theme.space[7]})` },
  }),
  /** A sheet along the bottom of a phone; a centred panel (28rem unless the caller says) from `md` up. */
  sheet: css({
    width: '100%',
    maxWidth: '100%',
    maxHeight: '100dvh',
    margin: 0,
    marginBlockStart: 'auto',
    borderStartStartRadius: theme.radius.lg,
    borderStartEndRadius: theme.radius.lg,
    boxShadow: theme.shadow.lg,
    [media.md]: {
      width: `min(calc(100% - ${theme.space[6]}), 28rem)`,
      maxHeight: `calc(100dvh - ${theme.space[7]})`,
      margin: 'auto',
      borderRadius: theme.radius.lg,
    },
  }),
  /** The whole screen on a phone; a centred panel (72rem unless the caller says) from `md` up. */
  fullscreen: css({
    width: '100%',
    maxWidth: '100%',
    height: '100dvh',
    maxHeight: '100dvh',
    margin: 0,
    [media.md]: {
      width: `min(calc(100% - ${theme.space[7]}), 72rem)`,
      // A modal dialog is fixed with inset 0: `auto` would stretch it to the viewport.
      height: 'fit-content',
      maxHeight: `calc(100dvh - ${theme.space[7]})`,
      margin: 'auto',
      borderRadius: theme.radius.lg,
      boxShadow: theme.shadow.lg,
    },
  }),
} as const;

/** The title and the close button side by side; it stays in view while the dialog scrolls. */
export const header = css(base.stickyHeader, {
  alignItems: 'flex-start',
  [media.md]: { paddingInline: theme.space[5] },
});

/** Padded down to sit level with the middle of the 40 px close button beside it. */
export const title = css(base.heading, {
  paddingBlockStart: theme.space[2],
  overflowWrap: 'anywhere',
});

export const body = css(base.body, {
  [media.md]: { paddingInline: theme.space[5], paddingBlockEnd: theme.space[5] },
});

export const footer = css(base.footer, {
  [media.md]: { paddingInline: theme.space[5] },
});
