import { z } from 'zod';
import { checkedSetting, parseRateLimitText } from '../env-setting';

/** The default of STOREFRONT_CALL_LIMIT: 30 calls in 5 minutes, each for checkout and for its status. */
export const DEFAULT_STOREFRONT_CALL_LIMIT = '30/300';

export function parseCallLimit(text: string): { max: number; windowSeconds: number } {
  return parseRateLimitText('STOREFRONT_CALL_LIMIT', text, 'calls', DEFAULT_STOREFRONT_CALL_LIMIT);
}

/** The commerce settings (commerce/config.ts reads them). */
export const commerceEnvShape = {
  /**
   * An external link shortener's base URL (spec section 7; links are made with `POST {url}/link`), with
   * LINK_SHORTENER_KEY, sent as `x-api-key`: set both, or neither for the built-in shortener (`/s/{code}`).
   */
  LINK_SHORTENER_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s]+/i, 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LINK_SHORTENER_KEY: z.string().trim().optional(),
  /** Checkout calls, and checkout-status calls, each allowed per user, as `max/windowSeconds`. */
  STOREFRONT_CALL_LIMIT: checkedSetting(
    'STOREFRONT_CALL_LIMIT',
    DEFAULT_STOREFRONT_CALL_LIMIT,
    parseCallLimit,
  ),
};
