import { css } from '@emotion/react';
import { feedbackIcon, feedbackSurface, feedbackTitle, feedbackTones } from '../../primitives/feedback';
import { theme } from '../../theme';

/* The tone is the root's `data-state`; its colours come from the feedback tones every notification shares. */

export const root = css(feedbackTones('data-state'), feedbackSurface, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[3],
  minWidth: 0,
  margin: 0,
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
  fontFamily: theme.font.family,
  textAlign: 'start',
});

export const icon = feedbackIcon;

/** The text and the action: side by side, the action under the text when the alert is narrow. */
export const content = css({
  flex: '1 1 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${theme.space[2]} ${theme.space[3]}`,
  minWidth: 0,
});

export const text = css({
  flex: '1 1 14rem',
  display: 'grid',
  gap: theme.space[1],
  minWidth: 0,
  paddingBlock: '0.0625rem',
});

/** In the alert's own size whatever its element: a heading title is a heading for the outline, not for the eye. */
export const title = css(feedbackTitle, { fontSize: 'inherit', lineHeight: 'inherit' });

/** Text and inline elements flow as a line; paragraphs and a list stack with a little space. */
export const message = css({
  '& > p, & > ul': { margin: 0 },
  '& > * + p, & > * + ul': { marginBlockStart: theme.space[1] },
  '& > ul': { paddingInlineStart: theme.space[4] },
});

/** Pulled up by its own extra height, so a small button lines up with the first line of text. */
export const action = css({
  flex: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  marginBlock: `calc(-1 * ${theme.space[1]})`,
});
