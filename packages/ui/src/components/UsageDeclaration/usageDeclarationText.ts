/**
 * Texts of the usage declaration (spec sections 4 and 8 name the steps but do not word them); the wording
 * is ours. The spec's own text is `MESSAGES.serverError`. They belong in core beside `CARD_TEXT`; they sit
 * here until core takes them.
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const USAGE_DECLARATION_TEXT = {
  title: 'Usage declaration',
  intro: 'Tell us which of the clips you downloaded you used, month by month.',
  year: 'Year',
  month: 'Month',
  /** 'March'. */
  monthName: (month: number): string => MONTH_NAMES[month - 1] ?? String(month),
  /** 'March 2026'. */
  period: (year: number, month: number): string => `${MONTH_NAMES[month - 1] ?? month} ${year}`,
  /** Heading of the month's list, e.g. 'Downloads in March 2026'. */
  downloadsIn: (period: string): string => `Downloads in ${period}`,
  noPeriods: 'You have no downloads to declare yet.',
  /** Where the months come from, under `noPeriods`. */
  noPeriodsHint:
    'Clips you download under a licence, from a clip’s page, a playlist or your history, are listed here by the month you downloaded them.',
  choosePeriod: 'Choose a month to see its downloads.',
  /** Someone else's month (read only): declared, or still theirs to declare. */
  readOnlyDeclared: 'Declared by your colleague. Only they can change their declarations.',
  readOnlyNoPeriods: 'Your colleague has no downloads to declare yet.',
  readOnlyOpen: 'Not declared yet. Only your colleague can mark the clips they used and declare the month.',
  loading: 'Loading downloads…',
  /** 'No downloads in March 2026.' */
  emptyMonth: (period: string): string => `No downloads in ${period}.`,
  used: 'Used',
  published: 'First posted',
  /** When the library acquired the clip (`signedDate`), as the wire and the clip page call it. */
  acquired: 'Acquired',
  /** The user's first download of the clip in the month. */
  downloaded: 'Downloaded',
  /** '3 of 5 used'. */
  usedCount: (used: number, total: number): string => `${used} of ${total} used`,
  notes: 'Notes',
  notesHint: 'Where and how you used the clips, for our rights team.',
  save: 'Save',
  declare: 'Declare usage',
  /** The Declare button once the month is declared: done, and inert. */
  declaredButton: 'Usage declared',
  /** Save is skipped when no video changed (spec section 5). */
  nothingToSave: 'Mark clips as used or not used, then save.',
  saveFirst: 'Save your changes before you declare.',
  /** Declare waits for the month's end (the server answers 405 before), e.g. 'You can declare March 2026 once it is over: from 1 April 2026, 00:00 UTC.' */
  notOverYet: (period: string, next: string): string =>
    `You can declare ${period} once it is over: from 1 ${next}, 00:00 UTC.`,
  /** The confirmation before a declaration is sent, e.g. 'Declare October 2026?'. */
  confirmTitle: (period: string): string => `Declare ${period}?`,
  /** The accessible name of the confirmation's list of the clips marked used. */
  confirmUsedList: 'Clips marked used',
  /** 'Notes: Used in the October newsletter.' */
  confirmNotes: (notes: string): string => `Notes: ${notes}`,
  confirmNoNotes: 'No notes.',
  confirmFinal: 'A declaration is final: once it is sent, this month’s clips and notes cannot be changed.',
  /** 'Declare October 2026'. */
  confirmSend: (period: string): string => `Declare ${period}`,
  confirmCancel: 'Not yet',
  saving: 'Saving…',
  declaring: 'Declaring…',
  saved: 'Usage saved.',
  /** 'Usage declared for March 2026.' */
  declared: (period: string): string => `Usage declared for ${period}.`,
  /** 'Declared on 05 Mar 26'. */
  declaredOn: (date: string): string => `Declared on ${date}`,
  /** The declared month's CSV. */
  csv: 'Download the declaration (CSV)',
  /** The month's downloads could not be loaded. */
  loadFailed: 'The downloads of this month could not be loaded.',
  retry: 'Try again',
} as const;
