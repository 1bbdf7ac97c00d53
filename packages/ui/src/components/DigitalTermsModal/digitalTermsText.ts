/**
 * Texts of the digital terms modal. The spec (section 2) names the modal and what the card's D and A icons
 * stand for (`CARD_ICON_LABELS`, `CLEARANCE_LABELS` in @clipmarket/core) but words no explanation, and core
 * has no entry for one yet, so the wording is ours and lives here until core takes it over.
 */
export const DIGITAL_TERMS_TEXT = {
  /** The modal's heading and name. */
  title: 'What D and A mean',
  /** The standard trigger's label (the card's D icon opens the modal too). */
  open: 'What do D and A mean?',
  /** The line under the heading. */
  intro: 'Two marks tell you how a clip may be used: D on its page, and A on its page and on every card.',
  /** What D means for every clip (ADR 0005: every clip is cleared for digital and clip-show use). */
  digitalDetail:
    'Every clip in the library can be licensed for digital publishing and clip shows, in every licence tier.',
  /** What the colour of A means. */
  advertisingDetail: 'The colour of the A tells you whether the clip may be used in advertising:',
} as const;
