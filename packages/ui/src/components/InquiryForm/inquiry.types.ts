/*
 * The licensing inquiry's payload (spec section 3, "Licensing inquiry payload", sent by `POST
 * /api/mail/licensing`). The API contract has no inquiry schema yet (a later issue), so it is defined here;
 * when the contract gains it, this becomes its alias.
 */
export interface InquiryPayload {
  firstName: string;
  lastName: string;
  email: string;
  /** Empty when not given. */
  phoneNumber: string;
  companyName: string;
  country: string;
  /** The show or title the clips are for; empty when not given. */
  showTitleName: string;
  mediaUsageAdvertisement: boolean;
  mediaUsageDigital: boolean;
  mediaUsageNonProfit: boolean;
  mediaUsageTvFilm: boolean;
  /** Exclusivity wanted until this day ('yyyy-MM-dd'), or null. */
  exclusiveUntil: string | null;
  /** How the buyer intends to use the clips. */
  intent: string;
  /** The jmIds the inquiry is about. */
  cart: string[];
}

/** The form's fields: the payload without `cart`, which comes from the `clips` prop. */
export type InquiryValues = Omit<InquiryPayload, 'cart' | 'exclusiveUntil'> & {
  /** The date field's value: 'yyyy-MM-dd' or empty. */
  exclusiveUntil: string;
};

export type InquiryField = keyof InquiryValues;

/** The media usage checkboxes, in the order the form shows them. */
export const INQUIRY_MEDIA_USAGE_FIELDS = [
  'mediaUsageAdvertisement',
  'mediaUsageDigital',
  'mediaUsageNonProfit',
  'mediaUsageTvFilm',
] as const satisfies readonly InquiryField[];

/** A field's error, or the media usage group's ('mediaUsage'). */
export type InquiryErrorKey =
  Exclude<InquiryField, (typeof INQUIRY_MEDIA_USAGE_FIELDS)[number]> | 'mediaUsage';

export type InquiryErrors = Partial<Record<InquiryErrorKey, string>>;

/** A clip the inquiry is about. */
export interface InquiryClip {
  jmId: string;
  title?: string | null;
  publishingTitle?: string | null;
}
