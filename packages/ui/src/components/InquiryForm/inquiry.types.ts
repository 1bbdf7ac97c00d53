import type { InquiryRequest } from '@clipmarket/core';

/**
 * The licensing inquiry's payload (spec section 3, "Licensing inquiry payload", sent by `POST
 * /api/mail/licensing`): the contract's request with every field given, as the form always sends it. The
 * phone number and show title are empty when not given, `exclusiveUntil` null, `cart` the clips' jmIds.
 */
export type InquiryPayload = Required<InquiryRequest>;

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
