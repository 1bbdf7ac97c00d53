import { z } from 'zod';
import type { RateLimit } from '../auth/env';
import { checkedSetting, parseRateLimitText } from '../env-setting';

/** The seller's name on receipts unless SELLER_NAME says otherwise. */
export const DEFAULT_SELLER_NAME = 'Clipmarket';

/** `LICENCE_VERIFY_LIMIT=max/windowSeconds`: 60 look-ups in 10 minutes per client address unless set. */
export const VERIFY_LIMIT_ENV = ['LICENCE_VERIFY_LIMIT', '60/600'] as const;

export function parseVerifyLimit(text: string): RateLimit {
  return parseRateLimitText(VERIFY_LIMIT_ENV[0], text, 'look-ups', '60/600');
}

/** The licences' settings (licences/config.ts reads them): who sells, and the public verification's limit. */
export const licenceEnvShape = {
  /** The seller's name on receipts and invoices. */
  SELLER_NAME: z.string().trim().default(DEFAULT_SELLER_NAME),
  /** The seller's postal address on receipts and invoices, lines separated by `|`. Unset: none printed. */
  SELLER_ADDRESS: z.string().trim().optional(),
  /** The seller's VAT number on receipts and invoices. Unset: none printed (a seller not registered has none). */
  SELLER_VAT_NUMBER: z.string().trim().optional(),
  /** How to pay an invoice by bank transfer, lines separated by `|`. Unset: the invoice says to ask for them. */
  SELLER_BANK_DETAILS: z.string().trim().optional(),
  /** Look-ups of the public licence verification per client address, as `max/windowSeconds`. */
  LICENCE_VERIFY_LIMIT: checkedSetting(VERIFY_LIMIT_ENV[0], VERIFY_LIMIT_ENV[1], parseVerifyLimit),
};
