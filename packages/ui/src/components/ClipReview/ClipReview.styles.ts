import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/*
 * The save's state is on the root as `data-state` (`idle`, `saving`) and the guest's decision as `data-decision`
 * (`approved`, `rejected`, or none); the buttons say theirs with `aria-pressed`. One column at every width: the
 * decision buttons and their line (wrapping under them on a phone), the comments, Add a comment and its field.
 * A colleague's review has no decision row; its status line sits under the field.
 */

/** A column in the system's text: the root of the review's components (this one, the owner's log, the guest form). */
export const column = css({
  display: 'grid',
  gap: theme.space[3],
  minWidth: 0,
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
});

/** Kept to a readable measure: comments are read, not scanned. */
export const root = css(column, { maxWidth: '40rem' });

export const decisionRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space[2]} ${theme.space[3]}`,
});

export const decisions = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] });

const enabled = ':not([aria-disabled="true"]):not(:disabled)';

/**
 * A decision toggle in its own tone rather than the accent: outlined with the tone's text when off, filled with
 * it when on. There is no darker step of the tones, so a pressed button keeps its fill under the pointer.
 */
function decisionTone(tone: string, subtle: string) {
  const pressed = { borderColor: tone, background: tone, color: theme.color.onAccent, boxShadow: 'none' };
  return css({
    borderColor: theme.color.borderStrong,
    color: tone,
    '&[aria-pressed="true"]': pressed,
    [media.hover]: {
      [`&:hover${enabled}`]: { background: subtle },
      [`&[aria-pressed="true"]:hover${enabled}`]: pressed,
    },
  });
}

export const decide = {
  approved: decisionTone(theme.color.success, theme.color.successSubtle),
  rejected: decisionTone(theme.color.danger, theme.color.dangerSubtle),
};

/** What the guest decided, in the decision's tone; "Saving…" with its spinner in the muted text. */
export const status = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
  '[data-state="idle"][data-decision="approved"] &': { color: theme.color.success },
  '[data-state="idle"][data-decision="rejected"] &': { color: theme.color.danger },
});

export const comments = css({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A guest's words as a quiet quote: a rule at its start, line breaks kept, long words broken. The owner's log
 * quotes them the same way.
 */
export const quote = css({
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  borderInlineStart: `3px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceSunken,
  fontSize: theme.font.sizeSm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A comment: the quote, its time under it. */
export const comment = css(quote, { display: 'grid', gap: theme.space[1] });

export const commentText = css({ margin: 0 });

export const commentTime = css({ color: theme.color.textMuted, fontSize: theme.font.sizeXs });

/** A team's comment: its author, then its time, on the time's line ("Olive Hart · 4 Mar 2026, 14:05"). */
export const commentByline = css(commentTime, { margin: 0 });

export const commentAuthor = css({ color: theme.color.text, fontWeight: theme.font.weightMedium });

/** Add a comment at its own width; its field and the alert as wide as the column, each bringing its space. */
export const commenting = css({
  display: 'grid',
  justifyItems: 'start',
  '& > *': { justifySelf: 'stretch' },
  '& > button': { justifySelf: 'start' },
});

/** The field and its buttons; the field shown as not editable while the comment is saved. */
export const composer = css({
  display: 'grid',
  gap: theme.space[2],
  marginBlockStart: theme.space[3],
  '& textarea:read-only': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
});

export const composerActions = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] });

/**
 * A colleague's "Saving…", under the field: the status region stays mounted, and while empty it has no height
 * and no margin, so it leaves no gap.
 */
export const commentStatus = css(status, { '&:not(:empty)': { marginBlockStart: theme.space[3] } });

/** A refusal (an InlineAlert), inside the always-mounted alert region, bringing its space. */
export const alert = css({ marginBlockStart: theme.space[3] });
