/**
 * What a date field says when the day in it cannot be used. The spec words none of these; the wording is ours.
 * Days are written as the product writes them everywhere ('DD MMM YY', core's `formatDisplayDate`).
 */
export const DATE_FIELD_TEXT = {
  /** Part of a date typed (a day and a month, no year): the field holds no day yet. */
  incomplete: 'Enter a whole date: day, month and year.',
  /** A day before `min`, e.g. 'Choose 05 Mar 26 or later.' */
  tooEarly: (first: string): string => `Choose ${first} or later.`,
  /** A day after `max`, e.g. 'Choose 05 Mar 26 or earlier.' */
  tooLate: (last: string): string => `Choose ${last} or earlier.`,
} as const;
