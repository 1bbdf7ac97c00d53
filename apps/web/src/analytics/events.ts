/** The event a search feedback thumb raises on `window`; the analytics layer forwards it when allowed. */
export const FEEDBACK_EVENT = 'clipmarket:search-feedback';

/** What the feedback event carries: the thumb and the page it was given on. */
export interface FeedbackEventDetail {
  thumb: string;
  path: string;
}
