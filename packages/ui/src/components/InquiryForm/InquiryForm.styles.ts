import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from '../../primitives/styles';
import * as fieldStyles from '../Field/Field.styles';

/*
 * States are styled through `data-state` on the root and `data-invalid` on each field. Phone: one column.
 * From `md`: the contact fields in two columns.
 */

export const root = css({
  display: 'grid',
  gap: theme.space[4],
  maxWidth: '48rem',
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

export const intro = css({ margin: 0, color: theme.color.textMuted });

export const summary = css({
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[4],
  border: `2px solid ${theme.color.danger}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  '&:focus': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
  '& ul': { display: 'grid', gap: theme.space[1], margin: 0, paddingInlineStart: theme.space[4] },
});

export const summaryTitle = css({ margin: 0, fontSize: theme.font.sizeLg, color: theme.color.text });

export const summaryLink = css(focusRing, {
  color: theme.color.danger,
  fontWeight: theme.font.weightBold,
  textUnderlineOffset: '0.2em',
});

export const form = css({ display: 'grid', gap: theme.space[5] });

export const clips = css({
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[3],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceSunken,
  '& ul': { display: 'grid', gap: theme.space[1], margin: 0, paddingInlineStart: theme.space[4] },
  '& li': { overflowWrap: 'anywhere' },
});

export const clipsTitle = css({ margin: 0, fontSize: theme.font.sizeMd });

/** With Remove buttons: one row per clip, the title wrapping beside its button. */
export const removableClips = css({
  '&[data-removable="true"]': { listStyle: 'none', paddingInlineStart: 0, gap: theme.space[2] },
  '&[data-removable="true"] > li': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[3],
  },
  // The title wraps; the button keeps its one-word width.
  '&[data-removable="true"] > li > span': { minWidth: 0 },
  '&[data-removable="true"] > li > button': { flex: 'none' },
});

export const jvId = css({
  fontFamily: theme.font.familyMono,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

export const grid = css({
  display: 'grid',
  gap: theme.space[4],
  [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space[5] },
});

export const field = css({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space[1],
  '& > label': { fontWeight: theme.font.weightBold },
  '&[data-invalid="true"]': {
    paddingInlineStart: theme.space[3],
    borderInlineStart: `4px solid ${theme.color.danger}`,
  },
});

export const optional = css({ fontWeight: theme.font.weightRegular, color: theme.color.textMuted });

export const hint = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  '&:empty': { display: 'none' },
});

export const error = css({ margin: 0, color: theme.color.danger, fontWeight: theme.font.weightBold });

/** The system's field control (`Field`), with a heavier border while invalid beside the field's danger bar. */
export const input = css(fieldStyles.control, {
  '&[aria-invalid="true"]': { borderWidth: '2px' },
});

/** A system field (`Field`) in the form: the form's bold label and error instead of the field's quieter ones. */
const formLabelAndError = css({
  '& > label': { fontSize: 'inherit', fontWeight: theme.font.weightBold },
  [`& > [id$='-error']`]: { fontSize: 'inherit', fontWeight: theme.font.weightBold },
});

/**
 * "Exclusive until" (a `DateField`, its hint and error above it): the form's label, error and invalid border.
 */
export const date = css(formLabelAndError, {
  maxWidth: '24rem',
  '& > input[aria-invalid="true"]': { borderWidth: '2px' },
});

/**
 * The project description (a `TextArea`, its hint and error above it as in every field of the form): the
 * form's label, error and invalid border instead of the field's quieter ones.
 */
export const intent = css(formLabelAndError, {
  '& > textarea[aria-invalid="true"]': { borderWidth: '2px' },
});

export const fieldset = css({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBlockEnd: theme.space[1], fontWeight: theme.font.weightBold },
  '&[data-invalid="true"]': {
    paddingInlineStart: theme.space[3],
    borderInlineStart: `4px solid ${theme.color.danger}`,
  },
});

export const checkboxes = css({
  display: 'grid',
  gap: theme.space[2],
  [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

export const checkbox = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: '2.75rem',
  paddingInline: theme.space[3],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.color.accent, background: theme.color.accentSubtle },
  '&:has(input:focus-visible)': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
  '& input': { width: '1.125rem', height: '1.125rem', margin: 0, accentColor: theme.color.accent },
});

export const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  '& > button': { flex: '1 1 100%' },
  [media.sm]: { '& > button': { flex: 'none' } },
});

export const sent = css({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space[3],
  padding: theme.space[5],
  borderRadius: theme.radius.md,
  background: theme.color.successSubtle,
  '& p': { margin: 0 },
});
