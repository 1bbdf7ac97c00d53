import { COMMERCE_LIMITS, PAGES } from '@clipmarket/core';

/**
 * The address of an inquiry about some clips: `/inquiry?clips=1254381,1198734` (one `clips`
 * parameter, jmIds joined by commas, in the order they are listed). The clip page's Custom choice and the cart's
 * "send an inquiry" link here; the page lists those clips and sends their jmIds as the payload's `cart`.
 *
 * This module is apart from the page so a link costs no page code.
 */
export const INQUIRY_CLIPS_PARAM = 'clips' as const;

/**
 * What an inquiry from a clip's advertising answer is about (`&about=advertising`): an advertising licence for a
 * clip cleared for it, or a check of one whose advertising use needs one first. The page then ticks Advertising
 * and words the project for the buyer (it reads the parameter back: `inquiryAbout` in InquiryPage.tsx).
 */
export type InquiryAbout = 'advertising' | 'advertisingCheck';

/** Clips one inquiry may name (the contract's limit, from its schema-free rules: no zod in the page, ADR 15). */
export const INQUIRY_CLIPS_MAX = COMMERCE_LIMITS.inquiryClipsMax;

/** A jmId as the contract takes one (`playlistJmIdSchema`): anything else in the address is ignored. */
const JM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The inquiry's path relative to the app's base (`/inquiry?clips=…`), for wouter links and `navigate`; prefix
 * `PAGE_BASE` for a plain `<a href>`. No clips: the bare `/inquiry`.
 */
export function inquiryHref(jmIds: readonly string[] = [], about?: InquiryAbout): string {
  const ids = inquiryClipIdsOf(jmIds);
  // jmIds are letters, digits, '-' and '_': nothing to encode, and the commas stay readable.
  return PAGES.inquiry.path({ [INQUIRY_CLIPS_PARAM]: ids, about });
}

/** The valid jmIds among `values`, each once, at most as many as one inquiry may name. */
function inquiryClipIdsOf(values: readonly string[]): string[] {
  const ids = values.map((value) => value.trim()).filter((value) => JM_ID.test(value));
  return [...new Set(ids)].slice(0, INQUIRY_CLIPS_MAX);
}

/**
 * The clips an inquiry's address names (`?clips=1254381,1198734`; the parameter may also repeat). Ids that are
 * not jmIds are left out rather than refused: the address may have been typed or cut short.
 */
export function inquiryClipIds(search: string): string[] {
  const params = new URLSearchParams(search);
  return inquiryClipIdsOf(params.getAll(INQUIRY_CLIPS_PARAM).flatMap((value) => value.split(',')));
}
