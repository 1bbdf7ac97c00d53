/**
 * Texts of the search feedback modal. The spec (section 4) names a question, a thanks state, a close icon
 * and a Close button but words none of them, and @clipmarket/core has no entry for them yet, so the wording
 * is ours and lives here until core takes it over (with the close label, which is `OVERLAY_TEXT.close`).
 */
export const SEARCH_FEEDBACK_TEXT = {
  /** The question, also the dialog's name while it is asked. */
  question: 'Did you find what you were looking for?',
  /** The thumb up. */
  thumbUp: 'Yes',
  /** The thumb down. */
  thumbDown: 'No',
  /** The thanks state's heading, also the dialog's name then. */
  thanks: 'Thanks for your feedback!',
  /** The line under the thanks. */
  thanksDetail: 'Your answer helps us improve search.',
  /** The standard trigger's label, for an uncontrolled modal opened by a button. */
  open: 'Give search feedback',
} as const;
