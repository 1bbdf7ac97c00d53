/**
 * Texts of a wire item that the spec names but does not word (section 3: "Wire state … acquisitions"); the
 * wording is ours. They belong beside `CARD_TEXT` in @clipmarket/core once core is open for edits. The
 * spec's own texts here come from core: `MESSAGES.noVideoFound`, `CLEARANCE_LABELS`, `CARD_TEXT.save`.
 */
export const WIRE_ITEM_TEXT = {
  /** Label of the acquisition day, e.g. 'Acquired 20 Oct 26'. */
  acquired: 'Acquired',
  /** Label of the clip's length. */
  duration: 'Duration',
  /** Label of the clip id. */
  id: 'Clip id',
} as const;
