import { css } from '@emotion/react';
import { theme } from '../../theme';

/*
 * States are styled through `data-state` on the root. The columns follow the form's own width, not the
 * screen's (it sits in a page's column or in a cart's narrow side panel): one column, then two from 32rem with
 * the address lines across both.
 */

export const root = css({
  display: 'grid',
  maxWidth: '44rem',
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
  // Spaced by margins, not a grid gap: the alert and status regions stay mounted (so a message is announced),
  // and empty they take no room, which a gap would still give them.
  '& > * + *': { marginTop: theme.space[4] },
  '& > [role="alert"]:empty, & > [role="status"]:empty': { marginTop: 0 },
});

export const header = css({ display: 'grid', gap: theme.space[1] });

export const heading = css({
  margin: 0,
  fontSize: theme.font.sizeLg,
  lineHeight: theme.font.lineHeightTight,
});

export const lead = css({ margin: 0, color: theme.color.textMuted });

export const live = css({ display: 'grid', gap: theme.space[2] });

export const savingText = css({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.sizeSm });

export const form = css({ display: 'grid', gap: theme.space[5], containerType: 'inline-size' });

const twoColumns = '@container (min-width: 32rem)';

export const grid = css({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** A field across both columns (the address lines). */
export const wide = css({ [twoColumns]: { gridColumn: '1 / -1' } });

export const optional = css({ color: theme.color.textMuted, fontWeight: theme.font.weightRegular });

export const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
});
