import { css } from '@emotion/react';
import { ruledList } from '../../primitives/styles';
import { media, theme } from '../../theme';
import * as fieldStyles from '../Field/Field.styles';

/*
 * States are styled through `data-state`, `data-empty`, `data-used` and `data-result` on the markup. Phone:
 * one column, each clip's checkbox under its text. From `md`: the checkbox at the end of the clip's line.
 */

export const root = css({
  display: 'grid',
  gap: theme.space[4],
  maxWidth: '56rem',
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
});

export const header = css({ display: 'grid', gap: theme.space[1] });

export const heading = css({
  margin: 0,
  fontSize: theme.font.sizeXl,
  lineHeight: theme.font.lineHeightTight,
});

export const muted = css({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.sizeSm });

export const picker = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[3],
  [media.sm]: { display: 'flex', flexWrap: 'wrap' },
});

export const field = css({
  display: 'grid',
  gap: theme.space[1],
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
});

/** The system's field control (`Field`), 40 px tall, at its own width, in regular weight inside a bold label. */
const control = css(fieldStyles.control, {
  width: 'auto',
  minHeight: '2.5rem',
  fontWeight: theme.font.weightRegular,
});

export const select = css(control, {
  minWidth: '9rem',
  '&:disabled': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
});

/** The notes (a `TextArea`): text in the panel's small size, a smaller hint, a declared month's notes shown. */
export const notes = css({
  fontSize: theme.font.sizeSm,
  '& > p': { fontSize: theme.font.sizeXs },
  // A declared month's notes: shown, not editable.
  '& > textarea:read-only': { background: theme.color.surfaceSunken, resize: 'none' },
});

export const hint = css({
  margin: 0,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightRegular,
  color: theme.color.textMuted,
  '&:empty': { display: 'none' },
});

export const loading = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.color.textMuted,
});

export const month = css({ display: 'grid', gap: theme.space[4] });

export const monthHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${theme.space[1]} ${theme.space[3]}`,
});

export const listHeading = css({
  margin: 0,
  fontSize: theme.font.sizeLg,
  lineHeight: theme.font.lineHeightTight,
});

export const declared = css({
  margin: 0,
  paddingInline: theme.space[2],
  borderRadius: theme.radius.pill,
  background: theme.color.successSubtle,
  color: theme.color.success,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
});

export const list = ruledList;

export const row = css({
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[3],
  '&[data-used="true"]': { background: theme.color.accentSubtle },
  [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: theme.space[4] },
});

export const rowText = css({ display: 'grid', gap: theme.space[1], minWidth: 0 });

export const rowTitle = css({ fontWeight: theme.font.weightBold, overflowWrap: 'anywhere' });

export const jvId = css({
  fontFamily: theme.font.familyMono,
  fontSize: theme.font.sizeXs,
  color: theme.color.textMuted,
});

export const dates = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space[3]}`,
  margin: 0,
  fontSize: theme.font.sizeXs,
  color: theme.color.textMuted,
  '& > div': { display: 'flex', gap: theme.space[1] },
  '& dt::after': { content: '":"' },
  '& dd': { margin: 0, color: theme.color.text },
});

export const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  justifySelf: 'start',
  minHeight: '2.5rem',
  paddingInline: theme.space[3],
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  cursor: 'pointer',
  '&:has(input:focus-visible)': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
  // A declared month's ticks are shown, not offered.
  '&:has(input:disabled)': { cursor: 'default', borderStyle: 'dashed' },
  '& input': { width: '1.125rem', height: '1.125rem', margin: 0, accentColor: theme.color.accent },
});

export const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
  '& > button': { flex: '1 1 auto' },
  [media.sm]: { '& > button': { flex: 'none' } },
  '& > p': { flexBasis: '100%' },
});

/** The result region: "Saving…" in muted words, what it ended in as an InlineAlert; no room while empty. */
export const result = css({
  '&:empty': { display: 'none' },
  '&[data-result="saving"], &[data-result="declaring"]': {
    color: theme.color.textMuted,
    fontWeight: theme.font.weightMedium,
  },
});

/** The confirmation before a declaration: a narrow dialog. */
export const confirm = css({ maxWidth: '32rem' });

export const summary = css({
  display: 'grid',
  gap: theme.space[2],
  '& p, & ul': { margin: 0 },
  '& ul': { paddingInlineStart: theme.space[5], overflowWrap: 'anywhere' },
});

export const final = css({ fontWeight: theme.font.weightMedium });
